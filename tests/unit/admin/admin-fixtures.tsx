/**
 * The administration screens rendered in the real route tree, signed in as
 * the super user (or a company ADMIN) over a fresh mirror; records made by
 * generators; the network stubbed per test.
 */
import { vi } from 'vitest';
import { FEATURE_ROUTES } from '../../../src/app/routes';
import { deleteMirror, mirror, type CompanyRecord, type MontraDb } from '../../../src/data/db';
import { resetSessionStore } from '../../../src/data/session';
import { resetSyncStore, useSyncStore } from '../../../src/data/sync';
import type { Stand, Supplier } from '../../../src/domain/entities';
import type { Financial, User } from '../../../src/domain/types';
import { toaster } from '../../../src/ui/toaster';
import { SUPER_USER, makeUser, renderApp, signIn } from '../app/render-app';

export { SUPER_USER, makeUser };

const STAMP = { rowVersion: 1, updatedAt: '2026-01-01T00:00:00.000Z' };
let seq = 0;
const nextUuid = (prefix: string) =>
  `00000000-0000-4000-8000-${prefix}${String(++seq).padStart(12 - prefix.length, '0')}`;

/** Where the screens wait for their lazily loaded code. */
export const SLOW = { timeout: 5000 };

export const ADMIN_ROUTES = FEATURE_ROUTES.filter(
  (r) => r.path.startsWith('/superuser') || r.path.startsWith('/account/user'),
);

export function makeCompanyRecord(overrides: Partial<CompanyRecord> = {}): CompanyRecord {
  return {
    uuid: nextUuid('c'),
    name: 'Auto Demo Aveiro',
    color: '#c53030',
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
    ...STAMP,
    ...overrides,
  };
}

export function makeStand(companyUuid: string, overrides: Partial<Stand> = {}): Stand {
  return {
    uuid: nextUuid('a'),
    companyUuid,
    name: 'Stand Ílhavo',
    location: 'ILHAVO',
    address: 'Rua Direita 1',
    active: true,
    ...STAMP,
    ...overrides,
  };
}

export function makeStaff(companyUuid: string, overrides: Partial<User> = {}): User {
  return makeUser({ uuid: nextUuid('f'), companyUuid, ...overrides });
}

export function makeFinancial(companyUuid: string, overrides: Partial<Financial> = {}): Financial {
  const uuid = nextUuid('b');
  return {
    uuid,
    financialUuid: uuid,
    companyUuid,
    name: 'Banco Credibom',
    code: 'CRBOPTPL',
    ...STAMP,
    ...overrides,
  };
}

export function makeSupplier(companyUuid: string, overrides: Partial<Supplier> = {}): Supplier {
  return {
    uuid: nextUuid('e'),
    companyUuid,
    isFrequent: true,
    name: 'Peças Lda',
    street: null,
    parish: null,
    county: null,
    district: null,
    phone: null,
    email: null,
    nif: null,
    notes: null,
    ...STAMP,
    ...overrides,
  };
}

/**
 * A fresh session and an empty mirror for `user` (the super user by default), offline: the sync
 * engine flushes after every queued write (it listens to the queue), and offline that flush sends
 * nothing and leaves the mirror alone, so the outbox keeps the rows for the test to read.
 */
export async function signInFresh(user: User = SUPER_USER): Promise<MontraDb> {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  resetSessionStore();
  resetSyncStore();
  toaster.remove();
  await deleteMirror(user.uuid);
  signIn(user);
  setOnline(false);
  return mirror();
}

/** What the screens believe of the network (the device itself stays offline for the engine). */
export function setOnline(online: boolean): void {
  useSyncStore.setState({ online });
}

export interface SentRequest {
  method: string;
  path: string;
}

/** Answers the page's requests with `answer(method, path)`; returns what was asked. */
export function stubApi(
  answer: (method: string, path: string) => { status: number; body: unknown },
): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname;
      sent.push({ method: input.method, path });
      const { status, body } = answer(input.method, path);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}

export function renderAdmin(path: string) {
  return renderApp(path, [...ADMIN_ROUTES]);
}
