/** Renders the real route tree in memory, with a session put in the store. */
import userEvent from '@testing-library/user-event';
import { buildRoutes, type FeatureRoute } from '../../../src/app/routes';
import { preloadShellExtras } from '../../../src/app/shell/app-shell';
import { openMirror } from '../../../src/data/db';
import { useSessionStore } from '../../../src/data/session';
import type { Role } from '../../../src/domain/enums';
import type { Company, User } from '../../../src/domain/types';
import { renderWithRouter } from '../support/render-with-router';

// The app loads the shell's tooltips, account menu and toaster just after its first paint
// (src/app/main.tsx); here they are there before a test renders the shell, as after a login.
await preloadShellExtras();

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    uuid: '00000000-0000-4000-8000-000000000001',
    username: 'ana@demo.pt',
    firstName: 'Ana',
    lastName: 'Silva',
    role: 'ADMIN',
    isActive: true,
    isSuperUser: false,
    companyUuid: '00000000-0000-4000-8000-0000000000c1',
    rowVersion: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeCompany(overrides: Partial<Company> = {}): Company {
  return {
    uuid: '00000000-0000-4000-8000-0000000000c1',
    name: 'Stand Demo',
    color: null,
    logo: null,
    active: true,
    priceListEnabled: false,
    nif: null,
    address: null,
    postalCode: null,
    city: null,
    phone: null,
    email: null,
    slug: 'auto-demo-aveiro',
    publicCatalogue: false,
    financials: [],
    rowVersion: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const SUPER_USER = makeUser({
  username: 'super@montra.pt',
  firstName: null,
  lastName: null,
  role: null,
  isSuperUser: true,
  companyUuid: null,
});

export function userWithRole(role: Role): User {
  return makeUser({ role, username: `${role.toLowerCase()}@demo.pt` });
}

/** Puts an authenticated session in the store (not in IndexedDB). */
export function signIn(user: User, company: Company | null = user.isSuperUser ? null : makeCompany()): void {
  openMirror(user.uuid);
  useSessionStore.setState({ status: 'authenticated', token: 'test-token', user, company, expired: false });
}

export function renderApp(path: string, featureRoutes: FeatureRoute[] = []) {
  const { history, view } = renderWithRouter(buildRoutes(featureRoutes), { initialEntries: [path] });
  return { history, view, user: userEvent.setup() };
}
