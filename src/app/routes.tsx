/**
 * The route table of the app (spec 01 §2). Feature screens register here, in
 * FEATURE_ROUTES, with the permission (src/domain/permissions.ts) that opens
 * them; the shell shows 'Page not found' to a user without it.
 */
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import { warmStockFirstScreen } from '../features/stock/first-screen-read';
import { lazyScreen } from './lazy-screen';

// Feature screens load on first visit (and are precached for offline use), keeping the first screen small.
// One loader per module: each import() site carries the list of chunks it preloads.
const stock = () => import('../features/stock');
const contacts = () => import('../features/contacts');
const companies = () => import('../features/companies');
const stands = () => import('../features/stands');
const users = () => import('../features/users');
const suppliers = () => import('../features/suppliers');

const VehicleList = lazyScreen(() => stock().then((m) => ({ default: m.VehicleList })));
const WaitingList = lazyScreen(() => stock().then((m) => ({ default: m.WaitingList })));
const ContactList = lazyScreen(() => contacts().then((m) => ({ default: m.ContactList })));
const ContactCreate = lazyScreen(() => contacts().then((m) => ({ default: m.ContactCreate })));
const ContactShow = lazyScreen(() => contacts().then((m) => ({ default: m.ContactShow })));
// Screens that compose several features (src/app/screens).
const AnalyticsPage = lazyScreen(() => import('./screens/analytics-screen'));
const VehicleShow = lazyScreen(() => import('./screens/vehicle-show-screen'));
const CompanyShow = lazyScreen(() => import('./screens/company-show-screen'));
const SoldList = lazyScreen(() => import('../features/sold').then((m) => ({ default: m.SoldList })));
const LoginPage = lazyScreen(() => import('../features/auth').then((m) => ({ default: m.LoginPage })));
const CompanyList = lazyScreen(() => companies().then((m) => ({ default: m.CompanyList })));
const CompanyCreate = lazyScreen(() => companies().then((m) => ({ default: m.CompanyCreate })));
const StandCreate = lazyScreen(() => stands().then((m) => ({ default: m.StandCreate })));
const StandShow = lazyScreen(() => stands().then((m) => ({ default: m.StandShow })));
const UserCreate = lazyScreen(() => users().then((m) => ({ default: m.UserCreate })));
const UserShow = lazyScreen(() => users().then((m) => ({ default: m.UserShow })));
const SupplierCreate = lazyScreen(() => suppliers().then((m) => ({ default: m.SupplierCreate })));
const SupplierShow = lazyScreen(() => suppliers().then((m) => ({ default: m.SupplierShow })));
const FinancialList = lazyScreen(() =>
  import('../features/financials').then((m) => ({ default: m.FinancialList })),
);
const VehicleCreate = lazyScreen(() => import('./screens/vehicle-create-screen'));
const ChangePasswordPage = lazyScreen(() =>
  import('../features/auth').then((m) => ({ default: m.ChangePasswordPage })),
);
const ActivityPage = lazyScreen(() => import('../features/audit').then((m) => ({ default: m.ActivityPage })));
import type { Permission } from '../domain/permissions';
import { LOGIN_PATH, PublicOnly, RequireSession, RootRedirect } from './guards';
import { NotFoundPage, PageNotFound } from './not-found';
import { SCREEN_TITLES as T } from '../domain/screen-titles';
import type { RouteHandle } from './route-handle';
import { RouteTitle } from './route-title';
import { AppShell } from './shell/app-shell';

export interface FeatureRoute {
  /** Absolute path inside one of the APP_AREAS, e.g. '/admin/vehicles'. */
  path: string;
  element: ReactNode;
  permission: Permission;
  /** The screen's name in the browser tab (src/domain/screen-titles.ts). */
  title?: string;
  /**
   * A cold start at this address (the app boots on it): what the screen can begin before the router
   * renders it — its code, its first read of the mirror once the session is restored.
   */
  warmUp?: (search: string) => void;
}

/** The areas of the authenticated app: unknown paths inside them show 'Page not found' in the shell. */
export const APP_AREAS = ['/admin', '/account', '/superuser'] as const;

/** The screens of the features: each feature adds its own lines here. */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  {
    path: '/admin/vehicles',
    element: <VehicleList />,
    permission: 'nav.vehicles',
    title: T.stock,
    // An installed app opens on the stock list: its code and first screenful start at boot.
    warmUp: (search) => {
      stock().catch(ignoreHeadStart);
      void warmStockFirstScreen(search);
    },
  },
  {
    path: '/admin/admin-vehicles',
    element: <WaitingList />,
    permission: 'stock.waitingList',
    title: T.waiting,
  },
  { path: '/admin/sold-vehicles', element: <SoldList />, permission: 'nav.sold', title: T.sold },
  { path: '/account/contacts', element: <ContactList />, permission: 'nav.contacts', title: T.contacts },
  {
    path: '/account/contacts/new',
    element: <ContactCreate />,
    permission: 'contact.write',
    title: T.contactCreate,
  },
  {
    path: '/admin/contacts/:contactId/*',
    element: <ContactShow />,
    permission: 'contact.read',
    title: T.contact,
  },
  { path: '/admin/activity', element: <ActivityPage />, permission: 'audit.read', title: T.activity },
  {
    path: '/account/password',
    element: <ChangePasswordPage />,
    permission: 'account.password',
    title: T.password,
  },
  { path: '/admin/analytics', element: <AnalyticsPage />, permission: 'nav.analytics', title: T.analytics },
  {
    path: '/admin/vehicle-details/:vehicleId/*',
    element: <VehicleShow />,
    permission: 'vehicle.read',
    title: T.vehicle,
  },
  {
    path: '/admin/vehicle/new',
    element: <VehicleCreate />,
    permission: 'vehicle.create',
    title: T.vehicleCreate,
  },
  {
    path: '/admin/vehicles/create',
    element: <VehicleCreate />,
    permission: 'vehicle.create',
    title: T.vehicleCreate,
  },
  {
    path: '/superuser/companies',
    element: <CompanyList />,
    permission: 'company.manage',
    title: T.companies,
  },
  {
    path: '/superuser/companies/new',
    element: <CompanyCreate />,
    permission: 'company.manage',
    title: T.companyCreate,
  },
  {
    path: '/superuser/company-details/:companyId/*',
    element: <CompanyShow />,
    permission: 'company.manage',
    title: T.company,
  },
  {
    path: '/superuser/company/:companyId/stand/new',
    element: <StandCreate />,
    permission: 'stand.write',
    title: T.standCreate,
  },
  {
    path: '/superuser/stand-details/:standId/*',
    element: <StandShow />,
    permission: 'stand.write',
    title: T.stand,
  },
  {
    path: '/superuser/company/:companyId/user/new',
    element: <UserCreate />,
    permission: 'user.register',
    title: T.userCreate,
  },
  { path: '/account/user/:userId/*', element: <UserShow />, permission: 'user.read', title: T.user },
  {
    path: '/superuser/company/:companyId/supplier/new',
    element: <SupplierCreate />,
    permission: 'supplier.create',
    title: T.supplierCreate,
  },
  {
    path: '/superuser/supplier-details/:supplierId/*',
    element: <SupplierShow />,
    permission: 'supplier.read',
    title: T.supplier,
  },
  {
    path: '/superuser/company/:companyId/financials/*',
    element: <FinancialList />,
    permission: 'financial.write',
    title: T.financials,
  },
];

/** Only a head start: a failure here (offline before the worker kept the code) is the screen's to show. */
const ignoreHeadStart = () => undefined;

/**
 * A cold start: the screen at the address the app boots on begins its work (`warmUp`) beside the
 * shell's, not once the router has rendered its route.
 */
export function warmFirstScreen(path: string, search: string): void {
  FEATURE_ROUTES.find((route) => route.path === path)?.warmUp?.(search);
}

export function buildRoutes(featureRoutes: readonly FeatureRoute[] = FEATURE_ROUTES): RouteObject[] {
  const screens: RouteObject[] = featureRoutes.map(({ path, element, permission, title }) => ({
    path,
    element,
    handle: { permission, ...(title ? { title } : {}) } satisfies RouteHandle,
  }));
  const areaFallbacks: RouteObject[] = APP_AREAS.map((area) => ({
    path: `${area}/*`,
    element: <PageNotFound />,
    handle: { title: T.pageNotFound } satisfies RouteHandle,
  }));

  return [
    {
      // One layout over every route: it sets document.title from the matched route's handle.
      element: <RouteTitle />,
      children: [
        { path: '/', element: <RootRedirect /> },
        {
          path: LOGIN_PATH,
          element: (
            <PublicOnly>
              <LoginPage />
            </PublicOnly>
          ),
          handle: { title: T.login } satisfies RouteHandle,
        },
        {
          element: <RequireSession />,
          children: [{ element: <AppShell />, children: [...screens, ...areaFallbacks] }],
        },
        // Outside the app's areas nothing exists, signed in or not.
        { path: '*', element: <NotFoundPage />, handle: { title: T.notFound } satisfies RouteHandle },
      ],
    },
  ];
}

export const appRoutes: RouteObject[] = buildRoutes();
