/**
 * The workshop with no Wi-Fi (vehicles issue): oficina@demo.pt adds two costs
 * and deletes one offline, reloads still offline (they are there, pending),
 * goes online, and the server holds exactly those costs, once.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, feedRecords, openVehicle, openedVehicleUuid } from './helpers';

interface FeedCost {
  uuid: string;
  vehicleUuid: string;
  description: string | null;
  value: number;
}

async function serverCosts(request: APIRequestContext, vehicleUuid: string): Promise<FeedCost[]> {
  const token = await apiToken(request, 'gestor@demo.pt');
  return (await feedRecords<FeedCost>(request, token, 'costs')).filter((c) => c.vehicleUuid === vehicleUuid);
}

test('costs added and deleted offline reach the server exactly once', async ({
  page,
  context,
  request,
}, testInfo) => {
  // Each project works on its own vehicle.
  await openVehicle(page, {
    as: 'oficina@demo.pt',
    row: 0,
    offlineReady: true,
  });
  await expect(page.getByTestId('vehicle-show')).toBeVisible();
  const vehicleUuid = openedVehicleUuid(page);
  const before = await serverCosts(request, vehicleUuid);
  const tag = `${testInfo.project.name}-${Date.now()}`;

  await context.setOffline(true);
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');

  // Validation on submit, with the spec's messages.
  await page.getByTestId('cost-add').click();
  await page.getByTestId('cost-save').click();
  await expect(page.getByText('Escolha um tipo')).toBeVisible();
  await page.getByLabel('Valor (€)').fill('0');
  await page.getByTestId('cost-save').click();
  await expect(page.getByText('Valor tem de ser maior que 0')).toBeVisible();

  for (const [i, value] of ['120,50', '80'].entries()) {
    if (i > 0) await page.getByTestId('cost-add').click();
    await page.getByTestId('cost-modal').getByRole('combobox').selectOption('MECHANIC');
    await page.getByLabel('Valor (€)').fill(value);
    await page.getByLabel('Descrição').fill(`${tag} custo ${i + 1}`);
    await page.getByTestId('cost-save').click();
    await expect(page.getByTestId('cost-modal')).toHaveCount(0);
  }
  await expect(page.getByTestId('cost-row').filter({ hasText: tag })).toHaveCount(2);
  // Deleting asks first: Cancelar keeps the cost, Eliminar deletes it.
  const second = page.getByTestId('cost-row').filter({ hasText: `${tag} custo 2` });
  await second.getByTestId('cost-delete').click();
  const confirm = page.getByTestId('confirm-dialog');
  await expect(confirm).toContainText('Tem a certeza que quer eliminar este custo?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByTestId('cost-row').filter({ hasText: tag })).toHaveCount(2);
  await second.getByTestId('cost-delete').click();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByTestId('cost-row').filter({ hasText: tag })).toHaveCount(1);

  // Reload with no network: the app opens from the cache, the cost is there and pending.
  await page.reload();
  const mine = page.getByTestId('cost-row').filter({ hasText: `${tag} custo 1` });
  await expect(mine).toBeVisible();
  await expect(mine.getByTestId('cost-pending')).toBeVisible();
  await expect(page.getByTestId('sync-pending')).not.toHaveText('· 0 alterações por enviar');
  // It synced before going offline: the reload keeps saying when (hidden on a phone, still in the page).
  await expect(page.getByTestId('sync-last')).toHaveText(/^· Última sincronização: /);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-pending')).toHaveText('· 0 alterações por enviar', { timeout: 30_000 });
  await expect(mine.getByTestId('cost-pending')).toHaveCount(0);

  const after = await serverCosts(request, vehicleUuid);
  const added = after.filter((c) => !before.some((b) => b.uuid === c.uuid));
  expect(added).toHaveLength(1);
  expect(added[0]).toMatchObject({ description: `${tag} custo 1`, value: 120.5 });
});
