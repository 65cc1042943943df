/**
 * The stock floor offline (issue: offline data layer): the mirror keeps the
 * stock list, its URL filters and the vehicle pages working with the network
 * cut; back online, a change made by someone else arrives without a reload;
 * the app is installable and its service worker controls the page; logout
 * leaves no mirrored vehicle behind.
 */
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { apiSession, auth, login, openVehicle, signInToStock, waitForController } from './helpers';
import { readyVehicle } from './helpers/server-state';
import { MEDIA_CACHE } from '../../src/data/session/media-caches';

/** Stock vehicles of the company as the server holds them (the count the seller must see offline). */
async function serverStock(request: APIRequestContext, token: string) {
  const vehicles: { uuid: string; brand: string; availability: string }[] = [];
  let since = '';
  for (;;) {
    const res = await request.get(`/api/sync/changes?since=${since}&limit=2000`, {
      headers: auth(token),
    });
    const page = (await res.json()) as {
      changes: {
        entity: string;
        op: string;
        record?: { uuid: string; brand: string; availability: string };
      }[];
      cursor: string;
      hasMore: boolean;
    };
    for (const c of page.changes) if (c.entity === 'vehicles' && c.record) vehicles.push(c.record);
    since = page.cursor;
    if (!page.hasMore) break;
  }
  return vehicles.filter((v) => ['READY_FOR_SALE', 'VERIFYING', 'REPARING'].includes(v.availability));
}

test('the stock list, its filters and a vehicle page work with the network cut', async ({
  page,
  context,
  request,
}) => {
  const { token } = await apiSession(request, 'vendedor@demo.pt');
  await login(page, 'vendedor@demo.pt');
  // Tests running beside this one add vehicles: the list must match the server at one moment.
  let stock: Awaited<ReturnType<typeof serverStock>> = [];
  await expect(async () => {
    stock = await serverStock(request, token);
    await expect(page.getByTestId('stock-count')).toHaveText(`${stock.length} veículos`, { timeout: 3_000 });
  }).toPass();
  expect(stock.length).toBeGreaterThan(0);
  const peugeots = stock.filter((v) => v.brand.toLowerCase().includes('peugeot'));
  await waitForController(page);

  await context.setOffline(true);
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
  // The live stream may have brought a colleague's new vehicle between the match above and the cut:
  // offline, the list must show exactly what the mirror held when the network went.
  const heldAtCut = await page.getByTestId('stock-count').textContent();
  expect(heldAtCut).toMatch(/^\d+ veículos$/);
  await page.goto('/admin/vehicles');
  await expect(page.getByRole('heading', { name: 'Veículos em stock' })).toBeVisible();
  await expect(page.getByTestId('stock-count')).toHaveText(heldAtCut ?? '');
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');

  // Filters come back from the URL, offline too.
  await page.goto('/admin/vehicles?brandmodel=peugeot&sort=sellerPrice:desc');
  await expect(page.getByLabel('Marca ou modelo')).toHaveValue('peugeot');
  await expect(page.getByTestId('stock-count')).toHaveText(
    peugeots.length === 1 ? '1 veículo' : `${peugeots.length} veículos`,
  );
  const first = page.getByTestId('stock-row').first();
  await expect(first).toContainText('Peugeot');

  // Typing a filter narrows the list at once and lands in the URL.
  await page.getByLabel('Marca ou modelo').fill('zzz-nada');
  await expect(page.getByText('Não existem veículos com estes filtros')).toBeVisible();
  await expect(page).toHaveURL(/brandmodel=zzz-nada/);
  await page.getByLabel('Marca ou modelo').fill('peugeot');

  await page.getByTestId('stock-row').first().click();
  await expect(page).toHaveURL(/\/admin\/vehicle-details\//);
  await expect(page.getByTestId('vehicle-show')).toContainText('Peugeot');
  await context.setOffline(false);
});

test("back online, another user's change appears without a reload", async ({
  page,
  context,
  request,
  baseURL,
}, testInfo) => {
  const admin = await apiSession(request, 'gestor@demo.pt');
  // Its own vehicle: one picked from the shared stock could be another test's, saved again by it meanwhile.
  const plate = `OF${testInfo.project.name === 'phone' ? 'P' : 'T'}${Date.now().toString(36).slice(-5)}`;
  const uuid = await readyVehicle(baseURL ?? '', plate);

  await openVehicle(page, { as: 'vendedor@demo.pt', uuid });
  await expect(page.getByTestId('vehicle-show')).toContainText('Pronto para venda');

  await context.setOffline(true);
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
  const res = await request.patch(`/api/vehicles/${uuid}`, {
    headers: auth(admin.token),
    data: { availability: 'REPARING' },
  });
  expect(res.status()).toBe(200);

  await context.setOffline(false);
  await expect(page.getByTestId('vehicle-show')).toContainText('Em reparação', { timeout: 20_000 });
  await expect(page.getByTestId('sync-online')).toHaveText('Online');
});

test('the app is installable and its service worker controls the page', async ({ page, request }) => {
  await login(page, 'vendedor@demo.pt');
  await waitForController(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(href ?? '');
  expect(res.ok()).toBeTruthy();
  const manifest = (await res.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toBe('Montra');
  expect(manifest.short_name).toBeTruthy();
  expect(manifest.start_url).toBe('/');
  expect(manifest.display).toBe('standalone');
  expect(manifest.theme_color).toMatch(/^#/);
  const sizes = manifest.icons.map((i) => `${i.sizes}:${i.purpose ?? 'any'}`);
  expect(sizes).toEqual(expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']));
  for (const icon of manifest.icons) {
    const img = await request.get(icon.src);
    expect(img.ok()).toBeTruthy();
    expect(img.headers()['content-type']).toContain('image/png');
  }
});

test('logout leaves no mirrored vehicle in IndexedDB', async ({ page }) => {
  await signInToStock(page, 'oficina@demo.pt');
  const before = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
  expect(before.some((n) => n.startsWith('montra-') && n !== 'montra-session')).toBeTruthy();

  await page.getByTestId('nav-account').click();
  await page.getByTestId('nav-logout').click();
  // Should the page stay, the failure says what it showed (the URL alone says little).
  await expect(page)
    .toHaveURL(/\/login$/)
    .catch(async (error: Error) => {
      const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 400);
      throw new Error(`${error.message}\nThe page showed: ${shown}`);
    });
  // The mirror's deletion finishes just after the screen has changed.
  await expect
    .poll(async () => {
      const after = await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? ''));
      return after.filter((n) => n.startsWith('montra-') && n !== 'montra-session');
    })
    .toEqual([]);
});

test('photos the stock list showed before the service worker took the page show offline after a reload', async ({
  page,
  context,
}) => {
  // The worker's script is held back until the rows' photos are in: they load round it, as on a
  // first visit where the worker installs after the list is drawn.
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await context.route('**/sw.js', async (route) => {
    await held;
    await route.continue();
  });
  await signInToStock(page, 'vendedor@demo.pt');
  const photos = page.getByTestId('stock-row').locator('img');
  await expect(photos.first()).toBeVisible();
  /** Each row photo's address and whether it shows (a broken image has no natural width). */
  const states = () =>
    photos.evaluateAll((imgs) =>
      (imgs as HTMLImageElement[]).map((img) => ({
        src: img.src,
        shows: img.complete && img.naturalWidth > 0,
      })),
    );
  await expect.poll(async () => (await states()).filter((p) => p.shows).length).toBeGreaterThan(0);
  const seen = new Set((await states()).filter((p) => p.shows).map((p) => p.src));
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();

  release();
  await waitForController(page);
  // The worker caches what the page tells it it showed — every one of them, not just a first
  // (a busy machine takes a while over the rest) — then the network goes.
  await expect
    .poll(() =>
      page.evaluate(
        async ({ name, urls }) => {
          const cache = await caches.open(name);
          const kept = await Promise.all(urls.map((url) => cache.match(url)));
          return kept.filter((r) => r === undefined).length;
        },
        { name: MEDIA_CACHE, urls: [...seen] },
      ),
    )
    .toBe(0);
  await context.setOffline(true);
  // A photo that fails swaps to the app's drawing (and so leaves `seen`): its failed request is
  // what tells it apart from one the worker served.
  const failed: string[] = [];
  page.on('requestfailed', (request) => failed.push(request.url()));
  await page.reload();
  await expect(page.getByTestId('stock-row').first()).toBeVisible();
  // Every photo seen before that is on screen again shows (others, of rows added meanwhile, may not).
  await expect
    .poll(async () => {
      const again = (await states()).filter((p) => seen.has(p.src));
      return again.length > 0 && again.every((p) => p.shows);
    })
    .toBe(true);
  expect(failed.filter((url) => seen.has(url))).toEqual([]);
  await context.setOffline(false);
});

test('a logo or photo that cannot load shows a drawing of the app, not a broken image', async ({
  page,
  context,
}) => {
  // As on a first visit cut off before the service worker had kept anything: no image arrives —
  // the logo, the demo cars, and photos other tests uploaded to the shared server alike (asked
  // for by the page or by the service worker on its behalf).
  await context.route(/\/icons\/logo\.svg$|\/demo\/car-\d+\.jpg$|\/api\/media\//, (route) =>
    route.abort('internetdisconnected'),
  );
  await signInToStock(page, 'vendedor@demo.pt');
  const photos = page.getByTestId('stock-row').locator('img');
  await expect(photos.first()).toBeVisible();
  /**
   * What each image shows once settled: the start of its address when drawn, 'broken' when it has
   * nothing to draw. A lazy image out of view (the phone's cards) has not settled: left out.
   */
  const shown = async (images: Locator) =>
    (
      await images.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({
          src: img.src,
          done: img.complete,
          drawn: img.naturalWidth > 0,
        })),
      )
    )
      .filter((img) => img.done)
      .map((img) => (img.drawn ? img.src.slice(0, 19) : 'broken'));
  await expect
    .poll(() => shown(page.getByTestId('nav-logo').locator('img')))
    .toEqual(['data:image/svg+xml,']);
  await expect.poll(async () => [...new Set(await shown(photos))]).toEqual(['data:image/svg+xml,']);
});
