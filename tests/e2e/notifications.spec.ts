/**
 * Notifications (spec 01 §2 "Notifications drawer", §4, §7): a seller sees the
 * bell's badge; a vehicle created by the manager reaches the seller within a
 * minute without a reload; clicking it opens the vehicle; marked read offline,
 * the read state reaches the server once the network returns.
 *
 * The two projects run side by side, so each works with its own seller
 * (tablet: vendedor@demo.pt, phone: vendedor2@demo.pt) and its own vehicle:
 * one project's reads never change what the other checks.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, auth, login, signInToStock } from './helpers';

/** The manager creates a vehicle in an active stand; the company's other users are notified. */
async function createVehicle(request: APIRequestContext, licensePlate: string): Promise<string> {
  const { token, companyUuid } = await apiSession(request, 'gestor@demo.pt');
  const standsRes = await request.get(`/api/stands/company/${companyUuid}`, { headers: auth(token) });
  expect(standsRes.ok()).toBeTruthy();
  const { stands } = (await standsRes.json()) as { stands: { uuid: string; active: boolean }[] };
  const stand = stands.find((s) => s.active);
  expect(stand).toBeTruthy();
  const res = await request.post('/api/vehicles/', {
    headers: auth(token),
    data: {
      brand: 'Notifica',
      model: 'E2E',
      licensePlate,
      createdAt: new Date().toISOString().slice(0, 10),
      standUuid: stand?.uuid,
    },
  });
  expect(res.status()).toBe(201);
  const { vehicle } = (await res.json()) as { vehicle: { uuid: string } };
  return vehicle.uuid;
}

/** The seller's notifications as the server holds them: uuid (the user's own row) → read. */
async function serverReadStates(request: APIRequestContext, username: string): Promise<Map<string, boolean>> {
  const { token } = await apiSession(request, username);
  const res = await request.get('/api/notifications/', { headers: auth(token) });
  expect(res.ok()).toBeTruthy();
  const { notifications } = (await res.json()) as {
    notifications: { uuid: string; isRead?: boolean; is_read?: boolean }[];
  };
  return new Map(notifications.map((n) => [n.uuid, Boolean(n.isRead ?? n.is_read)]));
}

/** Focus makes the sync engine pull at once (it also pulls every 30 s by itself). */
async function hurrySync(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
}

test('a seller is told of a new vehicle within a minute, opens it, and marks all read offline', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const seller = 'vendedor@demo.pt';
  // At most 8 characters (spec 01 §5), different in each run.
  const plate = `NT${Date.now().toString(36).slice(-6).toUpperCase()}`;

  await signInToStock(page, seller);
  const bell = page.getByTestId('nav-notifications');
  await expect(bell).toBeVisible();
  // The demo data leaves the recent events unread.
  await expect(page.getByTestId('notifications-badge')).toBeVisible({ timeout: 30_000 });

  const vehicleUuid = await createVehicle(request, plate);

  // Within a minute, without a reload: the drawer lists it (the feed brings it).
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  await expect(drawer).toBeVisible();
  const mine = drawer.getByTestId('notification').filter({ hasText: plate });
  await expect(async () => {
    await hurrySync(page);
    await expect(mine).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(mine).toHaveAttribute('data-read', 'false');
  await expect(mine.getByTestId('notification-item')).toContainText('Novo veículo');
  await expect(drawer.getByTestId('notifications-group-heading').first()).toHaveText('Hoje');
  await expect(page.getByTestId('notifications-badge')).toBeVisible();

  // Clicking it opens its vehicle and closes the drawer.
  await mine.getByTestId('notification-item').click();
  await expect(page).toHaveURL(new RegExp(`/admin/vehicle-details/${vehicleUuid}/?$`));
  await expect(drawer).toHaveCount(0);
  await expect(page.getByTestId('vehicle-show')).toBeVisible();

  // Offline: every unread notification marked read, from the drawer.
  await context.setOffline(true);
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
  await bell.click();
  await expect(drawer).toBeVisible();
  await expect(mine).toHaveAttribute('data-read', 'true');
  const listed = await drawer
    .getByTestId('notification')
    .evaluateAll((items) => items.map((li) => li.getAttribute('data-notification-uuid') ?? ''));
  expect(listed.length).toBeGreaterThan(0);
  const myUuid = (await mine.getAttribute('data-notification-uuid')) ?? '';
  expect(listed).toContain(myUuid);

  await drawer.getByTestId('notifications-mark-all-read').click();
  await expect(drawer.locator('[data-testid="notification"][data-read="false"]')).toHaveCount(0);
  await expect(drawer.getByRole('button', { name: 'Marcar como lida' })).toHaveCount(0);
  await expect(page.getByTestId('notifications-badge')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
  await expect(page.getByTestId('sync-pending')).not.toHaveText('· 0 alterações por enviar');

  // Back online: the writes go up by themselves, and the server holds the read state.
  await context.setOffline(false);
  await expect(page.getByTestId('sync-pending')).toHaveText('· 0 alterações por enviar', { timeout: 30_000 });
  const states = await serverReadStates(request, seller);
  for (const uuid of listed) expect(states.get(uuid), `notification ${uuid} read on the server`).toBe(true);

  // Still read after the next pull (the server's answer, not only the optimistic change).
  await hurrySync(page);
  await bell.click();
  await expect(drawer.getByTestId('notification').filter({ hasText: plate })).toHaveAttribute(
    'data-read',
    'true',
  );
});

/** Sets the user's notifications on the server: the first `unread` unread, every other read. */
async function setUnread(request: APIRequestContext, username: string, unread: number): Promise<void> {
  const { token } = await apiSession(request, username);
  const res = await request.get('/api/notifications/', { headers: auth(token) });
  expect(res.ok()).toBeTruthy();
  const { notifications } = (await res.json()) as { notifications: { uuid: string }[] };
  expect(notifications.length, 'the demo data gives the user enough notifications').toBeGreaterThan(unread);
  const sorted = notifications.map((n) => n.uuid).sort();
  for (const [i, uuid] of sorted.entries()) {
    const put = await request.put(`/api/user-notifications/${uuid}`, {
      headers: auth(token),
      data: { is_read: i >= unread },
    });
    expect(put.ok()).toBeTruthy();
  }
}

/** The badge's text lies inside its circle (a tall line box once pushed the digit out of it). */
async function expectBadgeReadable(page: Page, text: string): Promise<void> {
  const badge = page.getByTestId('notifications-badge');
  await expect(badge).toHaveText(text);
  const { text: t, box: b } = await badge.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return { text: range.getBoundingClientRect().toJSON(), box: el.getBoundingClientRect().toJSON() } as {
      text: DOMRect;
      box: DOMRect;
    };
  });
  expect(t.top, 'text top inside the badge').toBeGreaterThanOrEqual(b.top);
  expect(t.bottom, 'text bottom inside the badge').toBeLessThanOrEqual(b.bottom);
  expect(t.left, 'text left inside the badge').toBeGreaterThanOrEqual(b.left);
  expect(t.right, 'text right inside the badge').toBeLessThanOrEqual(b.right);
}

test("the bell shows '3' for three unread and '+9' for ten, readable inside its circle", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A user no other flow reads or marks.
  const user = 'editor1@demo.pt';
  await setUnread(request, user, 3);
  await login(page, user);
  await expect(page.getByTestId('nav-notifications')).toBeVisible();
  // Another flow may create or sell a vehicle meanwhile (a new unread notification for every user of the
  // company): set the states again until the badge, its readability and the bell's name all hold together.
  await expect(async () => {
    await setUnread(request, user, 3);
    await hurrySync(page);
    await expect(page.getByTestId('notifications-badge')).toHaveText('3', { timeout: 5_000 });
    await expectBadgeReadable(page, '3');
    await expect(page.getByTestId('nav-notifications')).toHaveAccessibleName('Notificações (3 por ler)', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 60_000 });

  await setUnread(request, user, 10);
  await expect(async () => {
    await hurrySync(page);
    await expect(page.getByTestId('notifications-badge')).toHaveText('+9', { timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expectBadgeReadable(page, '+9');
});
