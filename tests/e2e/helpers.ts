/** Shared steps of the e2e flows. */
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { storedSession } from './helpers/device-storage';

export const DEMO_PASSWORD = 'stand-demo-2026';

export const NAV_IDS = [
  'nav-companies',
  'nav-vehicles',
  'nav-admin-vehicles',
  'nav-sold',
  'nav-analytics',
  'nav-notifications',
  'nav-contacts',
  'nav-account',
] as const;
export type NavId = (typeof NAV_IDS)[number];

export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Utilizador').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Waits until the service worker controls the page (what working offline needs). */
export async function waitForController(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** Logs in and waits for the stock list, where staff land; `offlineReady` also waits for the service worker. */
export async function signInToStock(
  page: Page,
  username: string,
  { offlineReady = false }: { offlineReady?: boolean } = {},
): Promise<void> {
  await login(page, username);
  await expect(page.getByTestId('stock-count')).toBeVisible();
  if (offlineReady) await waitForController(page);
}

/** Logs in as `as` (signInToStock) and opens a vehicle's page: by its uuid, or the stock list's row number `row`. */
export async function openVehicle(
  page: Page,
  target: { as: string; offlineReady?: boolean } & ({ uuid: string } | { row: number }),
): Promise<void> {
  await signInToStock(page, target.as, target);
  if ('uuid' in target) await page.goto(`/admin/vehicle-details/${target.uuid}/`);
  else await page.getByTestId('stock-row').nth(target.row).click();
}

/** The uuid of the vehicle whose page is open. */
export function openedVehicleUuid(page: Page): string {
  return /vehicle-details\/([0-9a-f-]{36})/.exec(page.url())?.[1] ?? '';
}

/** A demo user's session over the API (for a spec to read or set what the server holds). */
export interface ApiSession {
  token: string;
  uuid: string;
  companyUuid: string;
}

export async function apiSession(request: APIRequestContext, username: string): Promise<ApiSession> {
  const res = await request.post('/api/auth/login', { data: { username, password: DEMO_PASSWORD } });
  expect(res.ok()).toBeTruthy();
  const { token, user } = (await res.json()) as {
    token: string;
    user: { uuid: string; companyUuid: string };
  };
  return { token, uuid: user.uuid, companyUuid: user.companyUuid };
}

export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  return (await apiSession(request, username)).token;
}

/** The header an API call carries the token in. */
export function auth(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** Records of one entity the user may see, as the change feed leaves them (deletions applied). */
export async function feedRecords<T extends { uuid: string }>(
  request: APIRequestContext,
  token: string,
  entity: string,
): Promise<T[]> {
  const records = new Map<string, T>();
  let since = '';
  for (;;) {
    const res = await request.get(`/api/sync/changes?since=${since}&limit=2000`, {
      headers: auth(token),
    });
    const page = (await res.json()) as {
      changes: { entity: string; op: string; uuid?: string; record?: T }[];
      cursor: string;
      hasMore: boolean;
    };
    for (const c of page.changes) {
      if (c.entity !== entity) continue;
      if (c.op === 'put' && c.record) records.set(c.record.uuid, c.record);
      if (c.op === 'delete' && c.uuid) records.delete(c.uuid);
    }
    since = page.cursor;
    if (!page.hasMore) break;
  }
  return [...records.values()];
}

export async function expectNav(page: Page, present: readonly NavId[]): Promise<void> {
  for (const id of NAV_IDS) {
    if (present.includes(id)) await expect(page.getByTestId(id)).toBeVisible();
    else await expect(page.getByTestId(id)).toHaveCount(0);
  }
}

/** The session token, if any, read from the idb-keyval store the app uses (helpers/device-storage.ts). */
export async function storedToken(page: Page): Promise<string | null> {
  return (await storedSession(page))?.token ?? null;
}

/** A form field by its label, with or without the required asterisk ('Marca' finds 'Marca *'). */
export function labelled(name: string): RegExp {
  return new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`);
}

/**
 * A vehicle ready for sale, made by the manager through the API, with a plate of at most 8
 * characters unique per project and run (the tablet and phone projects never meet); `fields` adds
 * to or replaces the record's defaults.
 */
export async function managerVehicle(
  request: APIRequestContext,
  testInfo: TestInfo,
  tag: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const { token, companyUuid } = await apiSession(request, 'gestor@demo.pt');
  const { stands } = (await (
    await request.get(`/api/stands/company/${companyUuid}`, { headers: auth(token) })
  ).json()) as { stands: { uuid: string; active: boolean }[] };
  const plate = `${tag}${testInfo.project.name === 'phone' ? 'P' : 'T'}${Date.now().toString(36).slice(-5)}`;
  const res = await request.post('/api/vehicles/', {
    headers: auth(token),
    data: {
      brand: 'Venda',
      model: `E2E ${tag}`,
      licensePlate: plate.toUpperCase(),
      createdAt: new Date().toISOString().slice(0, 10),
      standUuid: stands.find((s) => s.active)?.uuid,
      availability: 'READY_FOR_SALE',
      sellerPrice: 12_000,
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { vehicle: { uuid: string } }).vehicle.uuid;
}
