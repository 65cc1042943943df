/**
 * The vehicle screens under the app's router (tests/unit/support/render-with-router.tsx; the leave guard's blocker needs it) with the app's providers, a signed-in
 * user and a mirror filled with stands, categories, extras and users.
 */
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import { deleteMirror, mirror } from '../../../src/data/db';
import { resetSessionStore } from '../../../src/data/session';
import { useSyncStore } from '../../../src/data/sync';
import type { Category, Cost, Extra, Stand, Vehicle } from '../../../src/domain/entities';
import type { Role } from '../../../src/domain/enums';
import { formatEuro } from '../../../src/domain/format';
import type { User } from '../../../src/domain/types';
import { VehicleCreate, VehicleShow } from '../../../src/features/vehicle';
import { makeUser, signIn } from '../app/render-app';
import { sampleVehicle } from '../../fixtures/records';
import { renderWithRouter } from '../support/render-with-router';

const COMPANY = '00000000-0000-4000-8000-0000000000c1';
const STAMP = { rowVersion: 1, updatedAt: '2026-01-01T00:00:00.000Z' };

export const STAND_ILHAVO: Stand = {
  uuid: '00000000-0000-4000-8000-00000000a001',
  companyUuid: COMPANY,
  name: 'Stand Ílhavo',
  location: 'ILHAVO',
  address: null,
  active: true,
  ...STAMP,
};
export const STAND_OLD: Stand = {
  ...STAND_ILHAVO,
  uuid: '00000000-0000-4000-8000-00000000a002',
  name: 'Stand Antigo',
  location: 'AVEIRO',
  active: false,
};

export const CATEGORIES: Category[] = [
  { uuid: '00000000-0000-4000-8000-00000000b001', label: 'Conforto', orderNum: 1, ...STAMP },
  { uuid: '00000000-0000-4000-8000-00000000b002', label: 'Segurança', orderNum: 2, ...STAMP },
];
export const EXTRAS: Extra[] = [
  {
    uuid: '00000000-0000-4000-8000-00000000e001',
    categoryUuid: '00000000-0000-4000-8000-00000000b001',
    label: 'Ar condicionado',
    description: 'Ar condicionado automático',
    ...STAMP,
  },
  {
    uuid: '00000000-0000-4000-8000-00000000e002',
    categoryUuid: '00000000-0000-4000-8000-00000000b001',
    label: 'GPS',
    description: 'Sistema de navegação GPS',
    ...STAMP,
  },
  {
    uuid: '00000000-0000-4000-8000-00000000e003',
    categoryUuid: '00000000-0000-4000-8000-00000000b002',
    label: 'ABS',
    description: 'Travagem ABS',
    ...STAMP,
  },
];

const colleague = (n: number, overrides: Partial<User>): User =>
  makeUser({ uuid: `00000000-0000-4000-8000-00000000f00${n}`, ...overrides });
export const SELLER_RUI = colleague(1, {
  username: 'rui@demo.pt',
  firstName: 'Rui',
  lastName: 'Costa',
  role: 'SELLER',
});
export const USERS: User[] = [
  colleague(2, { username: 'admin', firstName: 'Conta', lastName: 'Admin', role: 'ADMIN' }),
  colleague(3, { username: 'gestor@demo.pt', firstName: 'Gil', lastName: 'Gestor', role: 'MANAGER' }),
  SELLER_RUI,
  colleague(4, {
    username: 'velho@demo.pt',
    firstName: 'Vera',
    lastName: 'Velha',
    role: 'SELLER',
    isActive: false,
  }),
];

export function makeVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return sampleVehicle({
    companyUuid: COMPANY,
    rowVersion: 4,
    standUuid: STAND_ILHAVO.uuid,
    color: 'Cinzento',
    vehicleExtras: ['Sistema de navegação GPS'],
    ...overrides,
  });
}

export function makeCost(overrides: Partial<Cost> = {}): Cost {
  return {
    uuid: '00000000-0000-4000-8000-0000000c0001',
    vehicleUuid: '00000000-0000-4000-8000-00000000d001',
    companyUuid: COMPANY,
    costType: 'MECHANIC',
    value: 300,
    description: 'Embraiagem',
    associatedInvoice: null,
    date: '2026-01-12',
    ...STAMP,
    ...overrides,
  };
}

/**
 * A fresh session and mirror for a user of `role`, filled with the company's catalogue, on a device
 * that is offline: the sync engine flushes after every queued write (it listens to the queue), and
 * offline that flush sends nothing and leaves the mirror alone, so the outbox keeps the rows.
 */
export async function signInWithMirror(role: Role): Promise<User> {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  useSyncStore.setState({ online: false });
  const user = makeUser({ role, username: `${role.toLowerCase()}@demo.pt` });
  resetSessionStore();
  await deleteMirror(user.uuid);
  signIn(user);
  const db = mirror();
  await db.stands.bulkPut([STAND_ILHAVO, STAND_OLD]);
  await db.categories.bulkPut(CATEGORIES);
  await db.extras.bulkPut(EXTRAS);
  await db.users.bulkPut([user, ...USERS]);
  return user;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function Frame() {
  return (
    <>
      <Outlet />
      <LocationProbe />
    </>
  );
}

/** The create screen, the vehicle page and a stand-in stock list; `from`, the page before (for back). */
export function renderVehicleScreens(path: string, from?: string) {
  const { history, view } = renderWithRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/admin/vehicle/new', element: <VehicleCreate /> },
          { path: '/admin/vehicle-details/:vehicleId/*', element: <VehicleShow /> },
          { path: '/admin/vehicles', element: <p>Veículos em stock</p> },
        ],
      },
    ],
    { initialEntries: from ? [from, path] : [path] },
  );
  return { view, history, user: userEvent.setup({ delay: null }) };
}

/** Money as the screens show it, with plain spaces (Intl puts no-break spaces in). */
export const euro = (value: number) => formatEuro(value).replace(/\s/g, ' ');

/** The Chakra field of a vehicle form field (label, control and error text). */
export function fieldOf(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-field="${name}"]`);
  if (!element) throw new Error(`No field ${name}`);
  return element;
}
