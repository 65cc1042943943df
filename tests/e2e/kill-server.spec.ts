/**
 * `kill -9` of the server in the middle of a burst (issue 13, scope 5): a
 * seller (tablet) sells three vehicles and logs a contact, the workshop
 * (phone) adds costs, an edit and photos, all offline; back online, the
 * server process is SIGKILLed as the burst's fifth write leaves. Its database
 * then holds some of the burst and no half-written record (a sale without
 * its vehicle SOLD and its notice, a photo row without its files, a contact
 * without its interaction); restarted on the same DATA_DIR and port, the
 * clients finish by themselves and the server holds every write once.
 */
import { expect, test, type Request } from '@playwright/test';
import { openedVehicleUuid } from './helpers';
import { inspectDatabase } from './helpers/half-written';
import { serverPerTest } from './helpers/own-server';
import { apiLogin, readFeed, readyVehicle, records, tally } from './helpers/server-state';
import {
  PHONE,
  TABLET,
  addCost,
  addPhotos,
  editObservations,
  newContact,
  sellVehicle,
  settled,
  signedIn,
} from './helpers/soak-actions';

const KILL_AT_WRITE = 5;
const COSTS = 6;
const PHOTOS = 3;
const SALES = 3;
/** The queue's retries back off while the server is down (2 s, 4 s, 8 s, ...). */
const FINISH_TIMEOUT_MS = 120_000;

const ownServerOfTest = serverPerTest();

test('a server killed mid-burst leaves no half-written record, and after restart every write arrives once', async ({
  browser,
}) => {
  const server = ownServerOfTest();
  const tag = `Kill${Date.now().toString(36)}`;
  const mark = (what: string) => `${tag} ${what}`;
  const saleVehicles: string[] = [];
  for (let i = 0; i < SALES; i++) {
    saleVehicles.push(await readyVehicle(server.baseURL, `KL${i}${Date.now().toString(36).slice(-5)}`));
  }

  const seller = await signedIn(browser, server, 'vendedor@demo.pt', TABLET);
  const shop = await signedIn(browser, server, 'oficina@demo.pt', PHONE);
  await shop.page.getByTestId('stock-row').nth(1).click();
  await expect(shop.page.getByTestId('photos-panel')).toBeVisible();
  const vehicleUuid = openedVehicleUuid(shop.page);
  expect(vehicleUuid).not.toBe('');
  const manager = await apiLogin(server.baseURL, 'gestor@demo.pt');
  const ownPhotos = (feed: Awaited<ReturnType<typeof readFeed>>) =>
    records(feed, 'photos').filter(
      (p) => p.vehicleUuid === vehicleUuid && String(p.url).startsWith('/api/media/'),
    );
  const photosBefore = ownPhotos(await readFeed(server.baseURL, manager.token)).length;
  const both = [seller, shop];

  // The burst, queued offline.
  for (const { context } of both) await context.setOffline(true);
  for (const [i, vehicle] of saleVehicles.entries())
    await sellVehicle(seller.page, vehicle, mark(`cliente ${i}`));
  await newContact(seller.page, mark('contacto'), mark('interação'));
  for (let i = 0; i < COSTS; i++) await addCost(shop.page, mark(`custo ${i}`), String(200 + i));
  await editObservations(shop.page, mark('obs'));
  await addPhotos(
    shop.page,
    Array.from({ length: PHOTOS }, (_, i) => `kill-${i}.jpg`),
  );

  // Online: the server dies as the burst's fifth write leaves (the request on its way, or in the
  // handler). The page's requests are counted as they leave; the service worker's Background
  // Sync may send some instead (unseen by the page): the outbox shrinking counts those.
  const pendingNow = async () => {
    let total = 0;
    for (const { page } of both)
      total += Number(await page.getByTestId('sync-status').getAttribute('data-pending'));
    return total;
  };
  const queued = await pendingNow();
  let writes = 0;
  let killed: Promise<void> | null = null;
  const kill = () => {
    killed ??= server.kill();
  };
  const onRequest = (request: Request) => {
    if (!request.url().includes('/api/') || request.method() === 'GET') return;
    writes += 1;
    if (writes === KILL_AT_WRITE) kill();
  };
  for (const { page } of both) page.on('request', onRequest);
  for (const { context } of both) await context.setOffline(false);
  await expect
    .poll(
      async () => {
        if (queued - (await pendingNow()) >= KILL_AT_WRITE - 1) kill();
        return killed !== null;
      },
      { timeout: 30_000, intervals: [50] },
    )
    .toBe(true);
  await killed;
  for (const { page } of both) page.off('request', onRequest);

  // Dead: its database holds part of the burst, and nothing half-written.
  const state = await inspectDatabase(server.dataDir, { saleVehicles, tag }, vehicleUuid);
  expect(state.problems).toEqual([]);
  const held = state.held.sales + state.held.costs + (state.held.photos - photosBefore) + state.held.contacts;
  expect(held).toBeGreaterThan(0);
  expect(held).toBeLessThan(SALES + COSTS + PHOTOS + 1);

  // Restarted on the same DATA_DIR and port: the clients finish by themselves.
  await server.start();
  for (const { page } of both) {
    await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', {
      timeout: FINISH_TIMEOUT_MS,
    });
    await settled(page);
  }

  const feed = await readFeed(server.baseURL, manager.token);
  const ours = (entity: string, field: string) =>
    tally(
      records(feed, entity)
        .map((r) => String(r[field] ?? ''))
        .filter((text) => text.startsWith(tag)),
    );
  expect(ours('costs', 'description')).toEqual(
    Object.fromEntries(Array.from({ length: COSTS }, (_, i) => [mark(`custo ${i}`), 1])),
  );
  expect(ours('contacts', 'name')).toEqual({ [mark('contacto')]: 1 });
  expect(ours('interactions', 'description')).toEqual({ [mark('interação')]: 1 });
  expect(ownPhotos(feed)).toHaveLength(photosBefore + PHOTOS);
  expect(records(feed, 'vehicles').find((v) => v.uuid === vehicleUuid)?.observations).toBe(mark('obs'));
  for (const [i, vehicle] of saleVehicles.entries()) {
    const sales = records(feed, 'sales').filter((s) => s.vehicleUuid === vehicle);
    expect(sales.map((s) => (s.client as { name: string }).name)).toEqual([mark(`cliente ${i}`)]);
    expect(records(feed, 'vehicles').find((v) => v.uuid === vehicle)?.availability).toBe('SOLD');
  }

  // Killed again at rest: every photo row has its files, every sale its vehicle and notice.
  await server.kill();
  expect((await inspectDatabase(server.dataDir, { saleVehicles, tag }, vehicleUuid)).problems).toEqual([]);
  for (const { context } of both) await context.close();
});
