/**
 * Privacy by role and sessions that end (issue 22), as a tablet lives them: each test makes users
 * of its own (an ending session must not touch the demo users other specs sign in as).
 * - a MANAGER demoted to SELLER on another device is signed out, and after a new login the tablet's
 *   IndexedDB holds no buy price and no contact of another seller;
 * - user A's session ends with nothing queued; user B signs in on the same browser: A's mirror is gone;
 * - 'Terminar sessão em todos os dispositivos' on one device ends the session on the other.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, auth, DEMO_PASSWORD, login } from './helpers';
import { mirrorTable } from './helpers/device-storage';

type Role = 'MANAGER' | 'SELLER' | 'WORKSHOP';

/** A new user of the demo company, registered by its admin. */
async function newUser(request: APIRequestContext, role: Role, tag: string) {
  const admin = await apiSession(request, 'admin@demo.pt');
  const username = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@demo.pt`;
  const res = await request.post('/api/auth/register', {
    headers: auth(admin.token),
    data: { username, password: DEMO_PASSWORD, role, companyUuid: admin.companyUuid, firstName: tag },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { user } = (await res.json()) as { user: { uuid: string } };
  return { username, uuid: user.uuid, admin };
}

/** Signs in and waits for the first sync to fill the stock list. */
async function signIn(page: Page, username: string) {
  await login(page, username);
  await expect(page.getByTestId('stock-count')).toBeVisible({ timeout: 30_000 });
}

/** Names of the user mirrors in this browser's IndexedDB. */
function mirrors(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((d) => d.name ?? '')
      .filter((n) => /^montra-[0-9a-f]{8}-/.test(n))
      .sort(),
  );
}

test('a MANAGER demoted to SELLER elsewhere is signed out, and signs in to a tablet without buy prices or colleagues’ contacts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const manager = await newUser(request, 'MANAGER', 'gestor-despromovido');
  await signIn(page, manager.username);
  await expect
    .poll(async () => (await mirrorTable<{ buyPrice?: number }>(page, manager.uuid, 'vehicles')).length)
    .toBeGreaterThan(0);
  const before = await mirrorTable<{ buyPrice?: number | null }>(page, manager.uuid, 'vehicles');
  expect(before.some((v) => typeof v.buyPrice === 'number')).toBeTruthy();
  // The first sync brings the contacts after the stock (issue 26): waited for, not read at once.
  await expect
    .poll(async () => (await mirrorTable<{ uuid: string }>(page, manager.uuid, 'contacts')).length)
    .toBeGreaterThan(0);

  // On another device, the admin makes them a SELLER: their token ends there and then.
  const demoted = await request.patch(`/api/users/role/${manager.uuid}`, {
    headers: auth(manager.admin.token),
    data: { role: 'SELLER' },
  });
  expect(demoted.status(), await demoted.text()).toBe(200);

  await page.reload();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  await signIn(page, manager.username);
  await expect
    .poll(async () => {
      const vehicles = await mirrorTable<{ buyPrice?: number | null }>(page, manager.uuid, 'vehicles');
      return vehicles.length > 0 && vehicles.every((v) => v.buyPrice === undefined || v.buyPrice === null);
    })
    .toBe(true);
  // Read once the whole first sync is in (it writes lastSyncAt last; the wipe of the role change
  // cleared it): before, no colleague's contact could also mean none has arrived yet.
  await expect
    .poll(async () => (await mirrorTable<{ key: string }>(page, manager.uuid, 'meta')).map((m) => m.key), {
      timeout: 60_000,
    })
    .toContain('lastSyncAt');
  const contacts = await mirrorTable<{ contactUserUuid: string | null }>(page, manager.uuid, 'contacts');
  expect(contacts.filter((c) => c.contactUserUuid !== manager.uuid)).toEqual([]);
});

test("A's session ends with nothing queued; B signs in on the same browser and A's mirror is gone", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const a = await newUser(request, 'WORKSHOP', 'oficina-a');
  const b = await newUser(request, 'WORKSHOP', 'oficina-b');
  await signIn(page, a.username);
  await expect.poll(() => mirrors(page)).toEqual([`montra-${a.uuid}`]);

  // A's session ends on the server (their own 'logout-all' from another device): the tablet finds out.
  const elsewhere = await request.post('/api/auth/login', {
    data: { username: a.username, password: DEMO_PASSWORD },
  });
  const { token } = (await elsewhere.json()) as { token: string };
  expect((await request.post('/api/auth/logout-all', { headers: auth(token) })).status()).toBe(204);
  await page.reload();
  await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });
  // Kept on expiry, for A to send what was queued: nothing here.
  expect(await mirrors(page)).toEqual([`montra-${a.uuid}`]);

  await signIn(page, b.username);
  await expect.poll(() => mirrors(page)).toEqual([`montra-${b.uuid}`]);
});

test("'Terminar sessão em todos os dispositivos' on one device ends the session on the other", async ({
  browser,
  baseURL,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seller = await newUser(request, 'SELLER', 'vendedor-dois-tablets');
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  try {
    await signIn(page, seller.username);
    await signIn(otherPage, seller.username);

    await page.getByTestId('nav-account').click();
    await page.getByTestId('nav-logout-all').click();
    await expect(page).toHaveURL(/\/login$/, { timeout: 30_000 });

    await otherPage.reload();
    await expect(otherPage).toHaveURL(/\/login$/, { timeout: 30_000 });
  } finally {
    await other.close();
  }
});
