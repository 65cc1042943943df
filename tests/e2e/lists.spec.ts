/**
 * The stock and waiting lists as people on the floor use them (issue 9), at
 * tablet and phone size: the list price of the first row is on screen and not
 * under the add button, the waiting list's status too; a pt-PT decimal typed
 * into a price filter keeps its comma; EDITOR3, who may not see the list
 * price, gets neither the column nor the price filters.
 */
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test, type Device } from './fixtures';
import { apiToken, auth, login } from './helpers';

interface ServerVehicle {
  uuid: string;
  availability: string;
  sellerPrice: number | null;
}

/** The company's stock as the server holds it (what the list must filter). */
async function serverStock(request: APIRequestContext, username: string): Promise<ServerVehicle[]> {
  const token = await apiToken(request, username);
  const vehicles = new Map<string, ServerVehicle>();
  let since = '';
  for (;;) {
    const answer = await request.get(`/api/sync/changes?since=${since}&limit=2000`, {
      headers: auth(token),
    });
    const page = (await answer.json()) as {
      changes: { entity: string; record?: ServerVehicle }[];
      cursor: string;
      hasMore: boolean;
    };
    for (const c of page.changes)
      if (c.entity === 'vehicles' && c.record) vehicles.set(c.record.uuid, c.record);
    since = page.cursor;
    if (!page.hasMore) break;
  }
  return [...vehicles.values()].filter((v) =>
    ['READY_FOR_SALE', 'VERIFYING', 'REPARING'].includes(v.availability),
  );
}

const countLabel = (n: number) => (n === 1 ? '1 veículo' : `${n} veículos`);

/**
 * The list's count matches the server's at one moment, the vehicles then returned. Tests running
 * beside this one add vehicles, so a count read once from the server may be stale by the time the
 * list shows its own; the server is read again until both agree (or the wait runs out).
 */
async function matchesServer(
  page: Page,
  request: APIRequestContext,
  username: string,
  keep: (v: ServerVehicle) => boolean = () => true,
): Promise<ServerVehicle[]> {
  let kept: ServerVehicle[] = [];
  await expect(async () => {
    kept = (await serverStock(request, username)).filter(keep);
    await expect(page.getByTestId('stock-count')).toHaveText(countLabel(kept.length), { timeout: 3_000 });
  }).toPass();
  return kept;
}

/** The element is inside the viewport and is what a tap at its centre reaches (nothing floats over it). */
async function expectOnScreenAndUncovered(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect(box && viewport).toBeTruthy();
  if (!box || !viewport) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  const hit = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return top !== null && (el === top || el.contains(top));
  });
  expect(hit).toBe(true);
}

/** On a phone the price filters wait behind 'Mais filtros' (the button is hidden from sm up). */
async function openAllFilters(page: Page, device: Device) {
  if (device === 'phone') await page.getByTestId('stock-more-filters').click();
}

test('a seller sees the list price of the first stock row on screen', async ({ page }) => {
  await login(page, 'vendedor@demo.pt');
  const first = page.getByTestId('stock-row').first();
  await expectOnScreenAndUncovered(page, first.getByTestId('list-price'));
  await expect(first.getByTestId('list-price')).toHaveText(/€|Sem preço/);
});

test('with the add button on the page, the first list price is still on screen and uncovered', async ({
  page,
}) => {
  await login(page, 'admin@demo.pt');
  await expect(page.getByTestId('stock-add')).toBeVisible();
  await expectOnScreenAndUncovered(page, page.getByTestId('stock-row').first().getByTestId('list-price'));
});

test('the waiting list shows its count, and the status of its first row on screen', async ({
  page,
  request,
}) => {
  await login(page, 'admin@demo.pt');
  await expect(page.getByTestId('stock-row').first()).toBeVisible();
  await page.goto('/admin/admin-vehicles');
  await expect(page.getByRole('heading', { name: 'Veículos em espera' })).toBeVisible();
  const rows = page.getByTestId('stock-row');
  await expect(rows.first()).toBeVisible();
  const waiting = (await serverStock(request, 'admin@demo.pt')).filter(
    (v) => v.availability === 'REPARING' || v.sellerPrice === null || v.sellerPrice < 1,
  );
  expect(waiting.length).toBeGreaterThan(0);
  await expect(page.getByTestId('stock-count')).toHaveText(/^\d+ veículos?$/);
  const status = rows.first().getByText(/^(Em reparação|A verificar|Pronto para venda)$/);
  await expectOnScreenAndUncovered(page, status);
  await expectOnScreenAndUncovered(page, rows.first().getByTestId('list-price'));
});

test("'5000,5' typed in the minimum price filters from 5000.50", async ({ page, request, device }) => {
  await login(page, 'vendedor@demo.pt');
  const stock = await matchesServer(page, request, 'vendedor@demo.pt');
  const fromMin = (v: ServerVehicle) => v.sellerPrice !== null && v.sellerPrice >= 5000.5;
  expect(stock.filter(fromMin).length).toBeGreaterThan(0);
  expect(stock.filter(fromMin).length).toBeLessThan(stock.length);

  await openAllFilters(page, device);
  const min = page.getByLabel('Preço mínimo (€)');
  await min.pressSequentially('5000,5');
  await expect(min).toHaveValue('5000,5');
  await expect(page).toHaveURL(/pricemin=5000\.5(&|$)/);
  await matchesServer(page, request, 'vendedor@demo.pt', fromMin);
});

test('EDITOR3 sees no list price column, card price or price filter', async ({ page, request, device }) => {
  // A price bound in a shared address does not empty the list for a role that cannot see prices.
  await login(page, 'editor3@demo.pt');
  await expect(page.getByTestId('stock-row').first()).toBeVisible();
  await page.goto('/admin/vehicles?pricemin=1000');
  await matchesServer(page, request, 'editor3@demo.pt');
  await expect(page.getByTestId('stock-row').first()).toBeVisible();
  await openAllFilters(page, device);
  await expect(page.getByLabel('Tipo de veículo')).toBeVisible();
  await expect(page.getByLabel('Preço mínimo (€)')).toHaveCount(0);
  await expect(page.getByLabel('Preço máximo (€)')).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: /Preço/ })).toHaveCount(0);
  await expect(page.getByTestId('list-price')).toHaveCount(0);
});
