/**
 * The floor's finish (issue 24), on both sizes: the first invalid field of a sale shows below the
 * sticky header, focused; a delivered sale offers only 'Detalhes do veículo' and its exact
 * mileage; three document clicks leave the fourth button clickable (toasts stay off it); sold
 * and contact rows are tinted; the contact page's 'Interações'; the sold cards sort on a phone.
 *
 * Each test makes its own vehicle through the manager's API with a plate unique to the project
 * and run, so the tablet and phone projects never meet.
 */
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { PHONE_ONLY, TABLET_ONLY, BEHAVIOUR } from './fixtures';
import { apiSession, auth, managerVehicle, openVehicle, signInToStock } from './helpers';

const MILEAGE_KM = 88_282;

/** A vehicle ready for sale with MILEAGE_KM on the clock, made by the manager. */
const readyVehicle = (request: APIRequestContext, testInfo: TestInfo, tag: string) =>
  managerVehicle(request, testInfo, tag, { brand: 'Piso', mileage: MILEAGE_KM });

/** The admin sells the vehicle through the API; `deliver` hands it over too. */
async function soldVehicle(request: APIRequestContext, vehicleUuid: string, deliver: boolean): Promise<void> {
  const admin = await apiSession(request, 'admin@demo.pt');
  const sold = await request.post('/api/sales/', {
    headers: auth(admin.token),
    data: {
      vehicleUuid,
      dateOfSale: new Date().toISOString().slice(0, 10),
      salePrice: 11_500,
      sellerUuid: admin.uuid,
      client: { name: 'Cliente Piso' },
    },
  });
  expect(sold.status()).toBe(201);
  if (!deliver) return;
  const { vehicle } = (await sold.json()) as { vehicle: { rowVersion: number } };
  const delivered = await request.patch(`/api/vehicles/${vehicleUuid}`, {
    headers: auth(admin.token),
    data: { availability: 'DELIVERED', rowVersion: vehicle.rowVersion },
  });
  expect(delivered.status()).toBe(200);
}

/** The element's box and the sticky page header's, as the page lays them out now. */
async function boxes(page: Page) {
  return page.evaluate(() => {
    const field = document.activeElement as HTMLElement | null;
    const header = document.querySelector('[data-testid="page-header"]');
    const f = field?.getBoundingClientRect();
    return {
      invalid: field?.getAttribute('aria-invalid'),
      fieldTop: f?.top ?? -1,
      fieldBottom: f?.bottom ?? -1,
      headerBottom: header?.getBoundingClientRect().bottom ?? 0,
      viewport: window.innerHeight,
    };
  });
}

test("'Confirmar venda' with an empty price brings the field below the sticky header, focused", async ({
  page,
  request,
}, testInfo) => {
  const vehicleUuid = await readyVehicle(request, testInfo, 'F');
  await openVehicle(page, { as: 'gestor@demo.pt', uuid: vehicleUuid });
  await page.getByTestId('vehicle-sell').click();
  await expect(page.getByRole('heading', { name: 'Venda de veículo' })).toBeVisible();
  // Scrolled to the bottom first, as a seller who filled the payment last.
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByLabel(/^Preço de venda/).fill('');
  await page.getByTestId('new-sale-confirm').click();
  await expect(page.getByLabel(/^Preço de venda/)).toBeFocused();
  const b = await boxes(page);
  expect(b.invalid).toBe('true');
  expect(b.fieldTop).toBeGreaterThanOrEqual(b.headerBottom);
  expect(b.fieldBottom).toBeLessThanOrEqual(b.viewport);
  await expect(page.getByTestId('sale-summary')).toHaveCount(0);
});

test(
  "a delivered sale offers only 'Detalhes do veículo' and shows the exact mileage",
  { tag: BEHAVIOUR },
  async ({ page, request }, testInfo) => {
    const vehicleUuid = await readyVehicle(request, testInfo, 'G');
    await soldVehicle(request, vehicleUuid, true);
    await openVehicle(page, { as: 'admin@demo.pt', uuid: vehicleUuid });
    await page.getByTestId('vehicle-sale-details').click();
    await expect(page.getByTestId('sale-view')).toContainText('Cliente Piso');
    await expect(page.getByTestId('sale-vehicle-details')).toBeVisible();
    for (const id of ['sale-delete', 'sale-edit', 'sale-deliver'])
      await expect(page.getByTestId(id)).toHaveCount(0);
    // The sale's header is one line (it took 160 px on a phone): the buttons scroll with the page.
    const header = await page.getByTestId('page-header').boundingBox();
    expect(header?.height ?? 0).toBeLessThan(80);
    // 88 282 km, not rounded to 88 300 (the thousands separator is a narrow no-break space).
    await expect(page.getByTestId('sale-view')).toContainText(/88\s282\skm/);
    await expect(page.getByTestId('sale-view')).not.toContainText(/88\s300/);
  },
);

test('three document clicks leave the fourth document button clickable', async ({
  page,
  request,
}, testInfo) => {
  const vehicleUuid = await readyVehicle(request, testInfo, 'H');
  await soldVehicle(request, vehicleUuid, false);
  await openVehicle(page, { as: 'admin@demo.pt', uuid: vehicleUuid });
  await page.getByTestId('vehicle-sale-details').click();
  const buttons = page.locator('[data-testid^="sale-document-"]');
  await expect(buttons.nth(3)).toBeVisible();
  for (let i = 0; i < 3; i++) {
    const download = page.waitForEvent('download');
    await buttons.nth(i).click();
    await download;
  }
  // A trial click runs every actionability check (visible, stable, nothing on top) without clicking.
  await buttons.nth(3).click({ trial: true, timeout: 5_000 });
});

/** The background colour of an element, as painted. */
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);
const WHITE = 'rgb(255, 255, 255)';

test('sold rows and contact rows are tinted; the contact page reads Interações', async ({
  page,
  request,
}, testInfo) => {
  const vehicleUuid = await readyVehicle(request, testInfo, 'J');
  await soldVehicle(request, vehicleUuid, false);
  await signInToStock(page, 'admin@demo.pt');
  await page.goto('/admin/sold-vehicles');
  const soldRow = '[data-row][data-availability="SOLD"]';
  await expect(page.locator(soldRow).first()).toBeVisible();
  expect(await background(page, soldRow)).not.toBe(WHITE);

  await page.goto('/account/contacts');
  const open = '[data-row][data-status="OPEN"]';
  await expect(page.locator(open).first()).toBeVisible();
  expect(await background(page, open)).not.toBe(WHITE);
  await page.locator(open).first().click();
  await expect(page.getByTestId('contact-interactions')).toContainText('Interações');
  await expect(page.getByTestId('contact-interactions')).not.toContainText('Iterações');
});

// The table of a tablet (a phone shows cards): tagged for the tablet project only (playwright.config.ts).
test(
  "a stock row without a photo keeps its 40 px car beside the name, and says 'Vendido' on one line",
  { tag: TABLET_ONLY },
  async ({ page, request }, testInfo) => {
    const vehicleUuid = await readyVehicle(request, testInfo, 'K');
    const { token } = await apiSession(request, 'gestor@demo.pt');
    const { vehicle } = (await (
      await request.get(`/api/vehicles/${vehicleUuid}`, { headers: auth(token) })
    ).json()) as { vehicle: { licensePlate: string } };
    await signInToStock(page, 'vendedor@demo.pt');
    await page.getByLabel('Matrícula').fill(vehicle.licensePlate);
    const row = page.locator(`[data-row][data-plate="${vehicle.licensePlate}"]`);
    const drawing = row.getByTestId('vehicle-thumb-placeholder');
    await expect(drawing).toBeVisible();
    expect(await drawing.evaluate((el) => el.getBoundingClientRect().width)).toBe(40);

    await soldVehicle(request, vehicleUuid, false);
    const mark = row.getByTestId('sold-on-screen');
    await expect(mark).toHaveText('Vendido');
    // An inline mark broken over two lines has two boxes.
    expect(await mark.evaluate((el) => el.getClientRects().length)).toBe(1);
  },
);

test('on a phone the sold cards can be sorted', { tag: PHONE_ONLY }, async ({ page }) => {
  await signInToStock(page, 'admin@demo.pt');
  await page.goto('/admin/sold-vehicles?month=&year=');
  await expect(page.getByTestId('sold-card').first()).toBeVisible();
  await page.getByLabel('Ordenar por').selectOption('salePrice');
  await expect(page).toHaveURL(/sort=salePrice/);
  await page.getByTestId('sold-card-sort-direction').click();
  await expect(page.getByTestId('sold-card-sort-direction')).toHaveAttribute('data-direction', 'desc');
});

for (const who of ['vendedor@demo.pt', 'admin@demo.pt']) {
  // The table is the tablet's (a phone shows cards).
  test(
    `at 1024 px the stock list fits for ${who}: the pinned 'Preço' covers no column, no header is cut`,
    { tag: TABLET_ONLY },
    async ({ page }) => {
      await signInToStock(page, who);
      const headers = page.getByRole('columnheader');
      await expect(headers.first()).toBeVisible();
      const boxes = await headers.evaluateAll((cells) =>
        cells.map((c) => {
          const r = c.getBoundingClientRect();
          // A header cut by its column shows an ellipsis: some element's text is wider than its room.
          const cut = [c, ...Array.from(c.querySelectorAll('*'))].some(
            (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflow !== 'visible',
          );
          return { name: (c.textContent ?? '').trim(), left: r.left, right: r.right, cut };
        }),
      );
      const price = boxes.find((b) => b.name.startsWith('Preço'));
      expect(price).toBeDefined();
      for (const b of boxes.filter((x) => x !== price)) {
        expect(b.right, `'${b.name}' under 'Preço'`).toBeLessThanOrEqual(price!.left + 1);
      }
      expect(boxes.filter((b) => b.cut).map((b) => b.name)).toEqual([]);
    },
  );
}
