/**
 * The fault soak (issue 13, scope 5), bounded: on a server of its own, a
 * seller on a tablet and the workshop on a phone queue writes through the UI —
 * costs, observations, photos; contacts, interactions, a sale — each carrying
 * this run's marker, while the test cuts the network in the middle of a push
 * (the answer to a write the server took lost on the way back),
 * reloads offline, deploys a new service worker (accepted) and expires the
 * token (signed in again). Once both clients are online with an empty outbox,
 * the server holds every write exactly once: 0 lost, 0 duplicated.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { openedVehicleUuid } from './helpers';
import { serverPerTest } from './helpers/own-server';
import { apiLogin, readFeed, readyVehicle, records, tally } from './helpers/server-state';
import {
  PHONE,
  TABLET,
  addCost,
  addInteraction,
  addPhotos,
  editObservations,
  expireAndSignInAgain,
  newContact,
  sellVehicle,
  settled,
  signedIn,
  updateServiceWorker,
} from './helpers/soak-actions';

const API_ROUTES = '**/api/**';

/**
 * Online just long enough for the first JSON write to reach the server, and its answer is lost
 * on the way back: the server takes it, the network goes down, the page gets a network error
 * instead of the answer (what a tablet leaving the Wi-Fi mid-request sees); the push stops
 * halfway through the outbox and the write is sent again later, under its Idempotency-Key.
 * The service worker's Background Sync may push instead of the page (its requests are not the
 * page's): then the outbox shrinking is the sign, and the network goes down then.
 */
async function loseAnAnswer(context: BrowserContext, page: Page): Promise<void> {
  const status = page.getByTestId('sync-status');
  const queued = Number(await status.getAttribute('data-pending'));
  expect(queued).toBeGreaterThan(0);
  let cut = false;
  let onCut = () => {};
  const answerLost = new Promise<void>((resolve) => {
    onCut = resolve;
  });
  await page.route(API_ROUTES, async (route) => {
    const request = route.request();
    const json = (request.headers()['content-type'] ?? '').includes('application/json');
    if (cut || request.method() === 'GET' || !json) return route.fallback();
    cut = true;
    await route.fetch(); // The server takes the write and answers...
    await context.setOffline(true);
    await route.abort('internetdisconnected'); // ...and the answer never reaches the page.
    onCut();
  });
  await context.setOffline(false);
  await Promise.race([
    answerLost,
    page.waitForFunction(
      (before) =>
        Number(document.querySelector('[data-testid="sync-status"]')?.getAttribute('data-pending')) < before,
      queued,
      { timeout: 30_000 },
    ),
  ]);
  await context.setOffline(true);
  await page.unroute(API_ROUTES);
  await expect(status).toHaveAttribute('data-online', 'false');
}

const ownServerOfTest = serverPerTest();

test('seller and workshop queue writes through flaps, reloads, an update and an expired token: each arrives once', async ({
  browser,
}) => {
  const server = ownServerOfTest();
  const tag = `Soak${Date.now().toString(36)}`;
  const mark = (what: string) => `${tag} ${what}`;
  const saleVehicle = await readyVehicle(server.baseURL, `SK${Date.now().toString(36).slice(-5)}`);

  const seller = await signedIn(browser, server, 'vendedor@demo.pt', TABLET);
  const shop = await signedIn(browser, server, 'oficina@demo.pt', PHONE);
  await shop.page.getByTestId('stock-row').first().click();
  await expect(shop.page.getByTestId('photos-panel')).toBeVisible();
  const vehicleUuid = openedVehicleUuid(shop.page);
  expect(vehicleUuid).not.toBe('');
  const manager = await apiLogin(server.baseURL, 'gestor@demo.pt');
  const photosBefore = records(await readFeed(server.baseURL, manager.token), 'photos').filter(
    (p) => p.vehicleUuid === vehicleUuid,
  ).length;
  const both = [seller, shop];
  const offline = async (value: boolean) => {
    for (const { context } of both) await context.setOffline(value);
  };

  // 1. Queued offline; the network comes back only long enough for the first write to leave.
  await offline(true);
  await addCost(shop.page, mark('custo 1'), '101');
  await editObservations(shop.page, mark('obs 1'));
  await addPhotos(shop.page, ['soak-1.jpg']);
  await newContact(seller.page, mark('contacto 1'), mark('interação 1'));
  await loseAnAnswer(shop.context, shop.page);
  await loseAnAnswer(seller.context, seller.page);

  // 2. More queued, then both reload with no network: the queue survives in the page's store.
  await addCost(shop.page, mark('custo 2'), '102');
  await addPhotos(shop.page, ['soak-2.jpg']);
  await addInteraction(seller.page, mark('interação 2'));
  for (const { page } of both) {
    await page.reload();
    await expect(page.getByTestId('sync-status')).not.toHaveAttribute('data-pending', '0');
  }
  await offline(false);

  // 3. A sale and an edit queued offline, then a new deployment accepted while they go up.
  await offline(true);
  await sellVehicle(seller.page, saleVehicle, mark('cliente'));
  await addCost(shop.page, mark('custo 3'), '103');
  await editObservations(shop.page, mark('obs 3'));
  await offline(false);
  await updateServiceWorker([seller.page, shop.page], server);

  // 4. Queued offline, then the token runs out: 401, signed in again, the queue goes after.
  await offline(true);
  await addCost(shop.page, mark('custo 4'), '104');
  await newContact(seller.page, mark('contacto 2'), mark('interação 3'));
  await offline(false);
  await expireAndSignInAgain(shop.page, server, 'oficina@demo.pt');
  await expireAndSignInAgain(seller.page, server, 'vendedor@demo.pt');

  for (const { page } of both) await settled(page);

  const feed = await readFeed(server.baseURL, manager.token);
  const ours = (entity: string, field: string) =>
    tally(
      records(feed, entity)
        .map((r) => String(r[field] ?? ''))
        .filter((text) => text.startsWith(tag)),
    );
  expect(ours('costs', 'description')).toEqual({
    [mark('custo 1')]: 1,
    [mark('custo 2')]: 1,
    [mark('custo 3')]: 1,
    [mark('custo 4')]: 1,
  });
  expect(ours('contacts', 'name')).toEqual({ [mark('contacto 1')]: 1, [mark('contacto 2')]: 1 });
  expect(ours('interactions', 'description')).toEqual({
    [mark('interação 1')]: 1,
    [mark('interação 2')]: 1,
    [mark('interação 3')]: 1,
  });
  const vehicle = records(feed, 'vehicles').find((v) => v.uuid === vehicleUuid);
  expect(vehicle?.observations).toBe(mark('obs 3'));
  const photos = records(feed, 'photos').filter((p) => p.vehicleUuid === vehicleUuid);
  expect(photos).toHaveLength(photosBefore + 2);
  const sales = records(feed, 'sales').filter((s) => s.vehicleUuid === saleVehicle);
  expect(sales.map((s) => (s.client as { name: string }).name)).toEqual([mark('cliente')]);
  expect(records(feed, 'vehicles').find((v) => v.uuid === saleVehicle)?.availability).toBe('SOLD');

  for (const { context } of both) await context.close();
});
