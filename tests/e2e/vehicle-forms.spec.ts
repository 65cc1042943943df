/**
 * The vehicle forms (spec 01 §2 "Create vehicle", §5; spec 02 §2 "Vehicle
 * details"): a manager creates a vehicle with extras and a cost and lands on
 * its page; required fields answer on submit; cancelling a dirty form asks
 * first; two people save the same vehicle and the one whose edit was made on
 * an old version settles the conflict on the vehicle page, with no success
 * toast beside it.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiToken,
  auth,
  feedRecords,
  labelled,
  openVehicle,
  openedVehicleUuid,
  signInToStock,
  waitForController,
} from './helpers';
import { allSent } from './helpers/device-storage';

const SAVED = 'Veículo gravado com successo';
const SAVED_OFFLINE = 'Guardado no dispositivo; será enviado quando houver rede.';

async function serverVehicle(request: APIRequestContext, token: string, uuid: string) {
  const res = await request.get(`/api/vehicles/${uuid}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  return (await res.json()) as {
    vehicle: { sellerPrice: number | null; vehicleExtras: string[]; brand: string };
    costs?: { description: string | null; value: number }[];
  };
}

/** A plate no other run or test uses (`letter` tells the tests apart), at most 8 characters. */
function uniquePlate(letter: string): string {
  return `${letter}${Date.now().toString(36).slice(-6).toUpperCase()}`;
}

async function openCreate(page: Page) {
  await signInToStock(page, 'gestor@demo.pt');
  await page.getByTestId('stock-add').click();
  await expect(page.getByRole('heading', { name: 'Criar um novo veículo' })).toBeVisible();
}

test('a manager creates a vehicle with two extras and a cost and lands on its page', async ({
  page,
  request,
}, testInfo) => {
  const plate = uniquePlate('T');
  const tag = `${testInfo.project.name}-${Date.now()}`;
  await openCreate(page);

  await page.getByLabel(labelled('Marca')).fill('Montra');
  await page.getByLabel(labelled('Modelo')).fill('Teste');
  await page.getByLabel(labelled('Matrícula')).fill(plate.toLowerCase());
  await page.getByLabel(labelled('Stand')).selectOption({ label: 'Stand Ílhavo' });
  await page.getByLabel(labelled('Preço de compra')).fill('10000');
  await page.getByLabel(labelled('Preço de venda')).fill('12500,50');
  await expect(page.getByTestId('vehicle-margin')).toHaveAttribute('data-negative', 'false');

  const extras = page.getByTestId('vehicle-extras');
  await extras.getByText('GPS', { exact: true }).click();
  await extras.getByText('ABS', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'GPS', exact: true })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'ABS', exact: true })).toBeChecked();

  await page.getByTestId('cost-add').click();
  const modal = page.getByTestId('cost-modal');
  await modal.getByRole('combobox').selectOption('MECHANIC');
  await modal.getByLabel('Valor (€)').fill('250');
  await modal.getByLabel('Descrição').fill(tag);
  await modal.getByTestId('cost-save').click();
  await expect(page.getByTestId('cost-modal')).toHaveCount(0);
  await expect(page.getByTestId('form-cost-row')).toHaveCount(1);
  // Saving the cost did not create the vehicle.
  await expect(page).toHaveURL(/\/admin\/(vehicle\/new|vehicles\/create)$/);

  await page.getByRole('button', { name: 'Criar veículo' }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/vehicle-details\/[0-9a-f-]{36}\/$/);
  const uuid = openedVehicleUuid(page);
  const show = page.getByTestId('vehicle-show');
  await expect(show).toContainText('Montra Teste');
  await expect(show).toContainText(plate);
  await expect(show).toContainText('Sistema de navegação GPS');
  await expect(show).toContainText('Sistema antibloqueio de travagem');
  await expect(page.getByTestId('cost-row').filter({ hasText: tag })).toHaveCount(1);

  await allSent(page);
  const stored = await serverVehicle(request, await apiToken(request, 'gestor@demo.pt'), uuid);
  expect(stored.vehicle).toMatchObject({ brand: 'Montra', sellerPrice: 12500.5 });
  expect([...stored.vehicle.vehicleExtras].sort()).toEqual([
    'Sistema antibloqueio de travagem',
    'Sistema de navegação GPS',
  ]);
  expect(stored.costs?.filter((c) => c.description === tag)).toEqual([
    expect.objectContaining({ value: 250 }),
  ]);
});

test('the create form shows the required-field errors on submit', async ({ page }) => {
  await openCreate(page);
  await expect(page.getByText('Campo obrigatório')).toHaveCount(0);
  await page.getByRole('button', { name: 'Criar veículo' }).click();
  for (const field of ['brand', 'model', 'licensePlate', 'standUuid']) {
    await expect(page.locator(`[data-field="${field}"]`).getByText('Campo obrigatório')).toBeVisible();
  }
  await page.getByLabel(labelled('Matrícula')).fill('AA-00-BB-1');
  await page.getByLabel(labelled('Quilómetros (km)')).fill('muitos');
  await page.getByRole('button', { name: 'Criar veículo' }).click();
  await expect(
    page.locator('[data-field="licensePlate"]').getByText('Só pode ter no máximo 8 digitos'),
  ).toBeVisible();
  await expect(page.locator('[data-field="mileage"]').getByText('Precisa de ser um número')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/vehicle\/new$/);
});

test('cancelling a dirty create form asks before leaving', async ({ page }) => {
  await openCreate(page);
  await page.getByLabel(labelled('Marca')).fill('Montra');
  await page.getByTestId('vehicle-cancel').click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText('Tem a certeza que quer sair')).toBeVisible();
  await expect(dialog.getByText('Vai perder toda a informação que modificou')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByLabel(labelled('Marca'))).toHaveValue('Montra');

  await page.getByTestId('vehicle-cancel').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
});

/** Both ways to settle a conflict: keep one's own edit, or take the server's record. */
for (const keepMine of [false, true]) {
  test(`two people save the same vehicle: the stale edit shows the conflict and is settled (${keepMine ? "'Manter a minha'" : "'Aceitar a do servidor'"})`, async ({
    browser,
    page: pageA,
    request,
  }, testInfo) => {
    const token = await apiToken(request, 'gestor@demo.pt');
    const [stand] = (
      await feedRecords<{ uuid: string; name: string; active: boolean }>(request, token, 'stands')
    ).filter((s) => s.active);
    expect(stand).toBeTruthy();
    const created = await request.post('/api/vehicles/', {
      headers: auth(token),
      data: {
        brand: 'Conflito',
        model: testInfo.project.name,
        licensePlate: uniquePlate(keepMine ? 'K' : 'S'),
        createdAt: new Date().toISOString().slice(0, 10),
        standUuid: stand?.uuid,
        sellerPrice: 10000,
      },
    });
    expect(created.status()).toBe(201);
    const uuid = ((await created.json()) as { vehicle: { uuid: string } }).vehicle.uuid;

    // The first person uses the test's own context; the second gets one of their own (own storage, own network).
    const second = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
    });
    const pageB = await second.newPage();
    try {
      for (const [page, username] of [
        [pageA, 'gestor@demo.pt'],
        [pageB, 'admin@demo.pt'],
      ] as const) {
        await openVehicle(page, { as: username, uuid });
        await expect(page.getByTestId('vehicle-show')).toContainText('Conflito');
      }

      // The second one loses the network before the first saves: its mirror keeps the old rowVersion.
      // Offline the app runs from what its service worker keeps (the edit form, the toast): as on a
      // device where it is installed, not in the seconds of a first visit.
      await waitForController(pageB);
      await second.setOffline(true);
      await expect(pageB.getByTestId('sync-online')).toHaveText('Offline');

      await pageA.getByTestId('vehicle-edit').click();
      await pageA.getByLabel(labelled('Preço de venda')).fill('11000');
      await pageA.getByTestId('vehicle-save').click();
      await expect(pageA.getByText(SAVED)).toBeVisible();
      await expect(pageA.getByTestId('vehicle-edit')).toBeVisible();
      await allSent(pageA);

      await pageB.getByTestId('vehicle-edit').click();
      await pageB.getByLabel(labelled('Preço de venda')).fill('12000');
      await pageB.getByTestId('vehicle-save').click();
      // Offline the change is only kept on the device: no claim that it is saved.
      await expect(pageB.getByText(SAVED_OFFLINE)).toBeVisible();
      await expect(pageB.getByText(SAVED)).toHaveCount(0);
      await expect(pageB.getByTestId('vehicle-edit')).toBeVisible();

      await second.setOffline(false);
      const panel = pageB.getByTestId('vehicle-conflict');
      await expect(panel).toBeVisible({ timeout: 30_000 });
      // The 409 is not a success: the conflict panel stands alone.
      await expect(pageB.getByText(SAVED)).toHaveCount(0);
      await expect(panel).toContainText('Este veículo foi alterado por outra pessoa');
      const field = panel.locator('[data-field="sellerPrice"]');
      await expect(field).toContainText('Preço de venda');
      await expect(field).toContainText(/12\s?000,00/);
      await expect(field).toContainText(/11\s?000,00/);

      if (keepMine) {
        await panel.getByRole('button', { name: 'Manter a minha' }).click();
        await expect(pageB.getByTestId('vehicle-conflict')).toHaveCount(0);
        await allSent(pageB);
        expect((await serverVehicle(request, token, uuid)).vehicle.sellerPrice).toBe(12000);
      } else {
        await panel.getByRole('button', { name: 'Aceitar a do servidor' }).click();
        await expect(pageB.getByTestId('vehicle-conflict')).toHaveCount(0);
        await expect(pageB.getByTestId('vehicle-show')).toContainText(/11\s?000,00/);
        await allSent(pageB);
        expect((await serverVehicle(request, token, uuid)).vehicle.sellerPrice).toBe(11000);
      }
    } finally {
      await second.close();
    }
  });
}
