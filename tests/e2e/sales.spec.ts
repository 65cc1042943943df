/**
 * Selling on the stand floor with no signal (issue 11): a seller sells offline — the vehicle
 * shows as sold at once, pending, also after a reload — and back online the sale reaches the
 * server exactly once, the vehicle SOLD, a second user notified; two sellers sell the same
 * vehicle offline and the second sees the refusal with what they typed; an admin delivers.
 *
 * Each test sells its own vehicle, created by the manager through the API with a plate unique to
 * the project and run, so the tablet and phone projects never meet.
 */
import { execFileSync } from 'node:child_process';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { expectNoViolations } from './axe';
import { apiSession, auth, feedRecords, labelled, managerVehicle, openVehicle } from './helpers';

const readyVehicle = (request: APIRequestContext, testInfo: TestInfo, tag: string) =>
  managerVehicle(request, testInfo, tag);

interface FeedSale {
  uuid: string;
  vehicleUuid: string;
  client: { name: string };
}

/** The sales of a vehicle as the manager's change feed holds them. */
async function serverSales(request: APIRequestContext, vehicleUuid: string) {
  const { token } = await apiSession(request, 'gestor@demo.pt');
  const sales = await feedRecords<FeedSale>(request, token, 'sales');
  return sales.filter((s) => s.vehicleUuid === vehicleUuid);
}

async function availability(request: APIRequestContext, vehicleUuid: string): Promise<string> {
  const { token } = await apiSession(request, 'gestor@demo.pt');
  const res = await request.get(`/api/vehicles/${vehicleUuid}`, { headers: auth(token) });
  return ((await res.json()) as { vehicle: { availability: string } }).vehicle.availability;
}

async function signInOnVehicle(page: Page, username: string, vehicleUuid: string): Promise<void> {
  await openVehicle(page, { as: username, uuid: vehicleUuid, offlineReady: true });
  await expect(page.getByTestId('vehicle-show')).toContainText('Pronto para venda');
}

async function goOffline(page: Page, context: BrowserContext): Promise<void> {
  await context.setOffline(true);
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
}

/** 'Vender veículo', the client, the retake, the financing and the payment, then 'Confirmar venda' and 'Vender'. */
async function sell(page: Page, client: string): Promise<void> {
  await page.getByTestId('vehicle-sell').click();
  await expect(page.getByRole('heading', { name: 'Venda de veículo' })).toBeVisible();
  await page.getByLabel(labelled('Nome do cliente')).fill(client);
  await page.getByLabel(labelled('Telemóvel')).fill('912345678');
  await page.getByText('Com retoma').click();
  await page.getByLabel(labelled('Marca da retoma')).fill('Fiat');
  await page.getByLabel(labelled('Matrícula da retoma')).fill('11-AA-22');
  await page.getByLabel(labelled('Valor da retoma (€)')).fill('2000');
  await page.getByText('Com financiamento').click();
  await page.getByLabel(labelled('Valor financiado (€)')).fill('6000');
  await page.getByLabel(labelled('Financeira')).selectOption({ index: 1 });
  await page.getByLabel(labelled('Na assinatura do contrato (€)')).fill('1000');
  await page.getByLabel(labelled('Na entrega do veículo (€)')).fill('3000');
  await page.getByTestId('new-sale-confirm').click();
  const summary = page.getByTestId('sale-summary');
  await expect(summary.getByText('Resumo de venda')).toBeVisible();
  await expect(summary).toContainText(client);
  await page.getByTestId('sale-sell').click();
  await expect(page.getByRole('heading', { name: 'Detalhes de venda' })).toBeVisible();
}

test('a seller sells offline: sold at once, pending through a reload, sent once when back online', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const vehicleUuid = await readyVehicle(request, testInfo, 'S');
  const gestor = await apiSession(request, 'gestor@demo.pt');
  const client = `Cliente Offline ${testInfo.project.name}`;
  await signInOnVehicle(page, 'vendedor@demo.pt', vehicleUuid);
  await goOffline(page, context);

  await sell(page, client);
  await expect(page.getByTestId('sale-availability')).toHaveText('Vendido');
  await expect(page.getByTestId('sale-pending')).toBeVisible();
  await expect(page.getByText('Guardado no dispositivo; será enviado quando houver rede.')).toBeVisible();

  // The contract of the sale just made prints from the device, with no network.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('sale-document-contract').click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/ Contrato de Venda\.pdf$/);
  const contract = execFileSync('pdftotext', ['-enc', 'UTF-8', await download.path(), '-']).toString('utf8');
  expect(contract.replace(/\s+/g, ' ')).toContain(client);

  await page.reload();
  await expect(page.getByTestId('sale-view')).toContainText(client);
  await expect(page.getByTestId('sale-pending')).toBeVisible();
  expect(await serverSales(request, vehicleUuid)).toEqual([]);
  // The vehicle page shows it sold and waiting to be sent too.
  await page.getByTestId('sale-vehicle-details').click();
  await expect(page.getByTestId('vehicle-show')).toContainText('Vendido');
  await expect(page.getByTestId('vehicle-sale-pending')).toBeVisible();
  await page.getByTestId('vehicle-sale-details').click();
  // Back on the sale's page, still pending, before the network returns: a count of 0 read while
  // the page is still drawing would pass before anything was sent.
  await expect(page.getByTestId('sale-view')).toContainText(client);
  await expect(page.getByTestId('sale-pending')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await expect(page.getByTestId('sale-pending')).toHaveCount(0);
  await expect(page.getByTestId('sale-view')).toContainText(client);
  const sales = await serverSales(request, vehicleUuid);
  expect(sales).toHaveLength(1);
  expect(sales[0]?.client.name).toBe(client);
  expect(await availability(request, vehicleUuid)).toBe('SOLD');
  const { notifications } = (await (
    await request.get('/api/notifications/', { headers: auth(gestor.token) })
  ).json()) as { notifications: { notificationType: string; payload: { uuid: string } }[] };
  const sold = notifications.filter(
    (n) => n.notificationType === 'SOLD_VEHICLE' && n.payload.uuid === vehicleUuid,
  );
  expect(sold).toHaveLength(1);
});

async function secondContext(browser: Browser, testInfo: TestInfo): Promise<BrowserContext> {
  const { viewport, isMobile, hasTouch, deviceScaleFactor, baseURL } = testInfo.project.use;
  return browser.newContext({ viewport, isMobile, hasTouch, deviceScaleFactor, baseURL });
}

test('two sellers sell the same vehicle offline: the second sees the refusal with their data kept', async ({
  page,
  context,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const vehicleUuid = await readyVehicle(request, testInfo, 'D');
  const otherContext = await secondContext(browser, testInfo);
  const other = await otherContext.newPage();
  const first = `Primeiro ${testInfo.project.name}`;
  const second = `Segundo ${testInfo.project.name}`;

  await signInOnVehicle(page, 'vendedor@demo.pt', vehicleUuid);
  await signInOnVehicle(other, 'vendedor2@demo.pt', vehicleUuid);
  await goOffline(page, context);
  await goOffline(other, otherContext);
  await sell(page, first);
  await sell(other, second);
  await expect(page.getByTestId('sale-pending')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await expect(page.getByTestId('sale-pending')).toHaveCount(0);
  await otherContext.setOffline(false);
  const refused = other.getByTestId('sale-refused');
  await expect(refused).toContainText('Este veículo já foi vendido', { timeout: 30_000 });
  await expect(refused).toContainText(second);
  // Still there after a reload: nothing is lost until the seller discards it.
  await other.reload();
  await expect(other.getByTestId('sale-refused')).toContainText(second);

  const sales = await serverSales(request, vehicleUuid);
  expect(sales.map((s) => s.client.name)).toEqual([first]);

  // The refused sale is the one queued write, shown as such until discarded.
  await expect(other.getByTestId('sync-status')).toHaveAttribute('data-pending', '1');
  await other.getByTestId('sale-refused-discard').click();
  await expect(other).toHaveURL(new RegExp(`/admin/vehicle-details/${vehicleUuid}/$`));
  await expect(other.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
  await expect(other.getByTestId('vehicle-sale-refused')).toHaveCount(0);
  await otherContext.close();
});

test("an admin delivers a sold vehicle and sees 'Estado do veículo mudado para entregue!'", async ({
  page,
  request,
}, testInfo) => {
  const vehicleUuid = await readyVehicle(request, testInfo, 'E');
  const admin = await apiSession(request, 'admin@demo.pt');
  const res = await request.post('/api/sales/', {
    headers: auth(admin.token),
    data: {
      vehicleUuid,
      dateOfSale: new Date().toISOString().slice(0, 10),
      salePrice: 11_500,
      sellerUuid: admin.uuid,
      client: { name: 'Cliente Entrega' },
    },
  });
  expect(res.status()).toBe(201);

  await openVehicle(page, { as: 'admin@demo.pt', uuid: vehicleUuid });
  await page.getByTestId('vehicle-sale-details').click();
  await expect(page.getByTestId('sale-view')).toContainText('Cliente Entrega');
  await page.getByTestId('sale-deliver').click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog).toContainText('Ao entregar o veículo, esta venda é dada como completa');
  await dialog.getByRole('button', { name: 'Entregar' }).click();
  await expect(page.getByText('Estado do veículo mudado para entregue!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/admin\/sold-vehicles/);
  expect(await availability(request, vehicleUuid)).toBe('DELIVERED');
});

test("an online sale: accessible form, summary and details, and 'Venda criada com sucesso'", async ({
  page,
  request,
}, testInfo) => {
  const vehicleUuid = await readyVehicle(request, testInfo, 'A');
  await openVehicle(page, { as: 'gestor@demo.pt', uuid: vehicleUuid });
  await expectNoViolations(page);
  await page.getByTestId('vehicle-sell').click();
  await expect(page.getByRole('heading', { name: 'Venda de veículo' })).toBeVisible();
  await expect(page.getByTestId('sale-margin')).toBeVisible();
  await expectNoViolations(page);
  await page.getByLabel(labelled('Nome do cliente')).fill('Cliente Acessível');
  await page.getByTestId('new-sale-confirm').click();
  await expect(page.getByTestId('sale-summary')).toBeVisible();
  await expectNoViolations(page, '[data-testid="sale-summary"]');
  await page.getByTestId('sale-sell').click();
  await expect(page.getByText('Venda criada com sucesso')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('sale-view')).toContainText('Cliente Acessível');
  await expect(page.getByTestId('sale-pending')).toHaveCount(0);
  // The success toast included: its text must read on its green too.
  await expectNoViolations(page);
});
