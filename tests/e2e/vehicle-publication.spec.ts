/**
 * Publication, promotion and the supplier of a vehicle (spec 02 §2, §4, §5):
 * a manager opens a vehicle ready for sale, publishes it online with a
 * promotion price typed the pt-PT way, saves, sees it on the page, attaches a
 * frequent supplier with a note; the server holds all of it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, auth, openVehicle } from './helpers';
import { allSent } from './helpers/device-storage';

const SAVED = 'Veículo gravado com successo';
const PROMOTION_PRICE = '12 345,50';

/** The company's records of one entity, from the change feed (first page is enough for the demo). */
async function feed<T>(request: APIRequestContext, token: string, entity: string): Promise<T[]> {
  const res = await request.get('/api/sync/changes?since=&limit=2000', { headers: auth(token) });
  expect(res.status()).toBe(200);
  const page = (await res.json()) as { changes: { entity: string; op: string; record?: T }[] };
  return page.changes
    .filter((c) => c.entity === entity && c.op === 'put' && c.record)
    .map((c) => c.record as T);
}

test('a manager publishes a vehicle with a promotion price and attaches a frequent supplier', async ({
  page,
  request,
}, testInfo) => {
  const token = await apiToken(request, 'gestor@demo.pt');
  const [stand] = (await feed<{ uuid: string; active: boolean }>(request, token, 'stands')).filter(
    (s) => s.active,
  );
  const supplier = (await feed<{ uuid: string; name: string }>(request, token, 'suppliers')).find(
    (s) => s.name === 'Leilões Centro Lda',
  );
  expect(stand && supplier).toBeTruthy();
  const plate = `${testInfo.project.name === 'phone' ? 'Q' : 'U'}${Date.now().toString(36).slice(-6).toUpperCase()}`;
  const created = await request.post('/api/vehicles/', {
    headers: auth(token),
    data: {
      brand: 'Publicado',
      model: testInfo.project.name,
      licensePlate: plate,
      createdAt: new Date().toISOString().slice(0, 10),
      standUuid: stand?.uuid,
      availability: 'READY_FOR_SALE',
      sellerPrice: 14000,
    },
  });
  expect(created.status()).toBe(201);
  const uuid = ((await created.json()) as { vehicle: { uuid: string } }).vehicle.uuid;

  await openVehicle(page, { as: 'gestor@demo.pt', uuid });
  await expect(page.getByTestId('vehicle-show')).toContainText(plate);
  await expect(page.getByTestId('vehicle-publication')).toContainText('Não');

  // Edit: the 'Publicação' section.
  await page.getByTestId('vehicle-edit').click();
  const section = page.getByTestId('vehicle-section-publication');
  await expect(section).toBeVisible();
  await expect(page.getByTestId('publication-hint')).toHaveCount(0);
  await section.locator('[data-field="online"]').getByText('Publicar Online').click();
  await section.locator('[data-field="isOnPromotion"]').getByText('Em promoção').click();
  const price = section.locator('[data-field="promotionPrice"] input');
  await expect(price).toBeEnabled();
  await price.fill(PROMOTION_PRICE);
  await section.getByLabel('Descrição curta').fill('Pronto a andar, revisão feita');
  await page.getByTestId('vehicle-save').click();
  await expect(page.getByText(SAVED)).toBeVisible();

  const publication = page.getByTestId('vehicle-publication');
  await expect(publication).toContainText('Sim');
  await expect(publication).toContainText('Pronto a andar, revisão feita');
  await expect(page.getByTestId('vehicle-promotion')).toContainText(/12\s345,50\s€/);

  // The supplier: 'É frequente?' Sim, pick one, a note.
  const add = page.getByTestId('supplier-add');
  await add.scrollIntoViewIfNeeded();
  await add.click();
  const modal = page.getByTestId('supplier-modal');
  await modal.getByTestId('supplier-frequent').getByText('Sim').click();
  await modal.getByTestId('supplier-pick').selectOption({ label: 'Leilões Centro Lda' });
  await expect(modal.locator('input[data-field="name"]')).toHaveValue('Leilões Centro Lda');
  await modal.getByTestId('supplier-notes').fill('Comprado no leilão de março');
  await modal.getByTestId('supplier-save').click();
  await expect(page.getByTestId('supplier-modal')).toHaveCount(0);
  const panel = page.getByTestId('vehicle-supplier');
  await expect(panel).toContainText('Leilões Centro Lda');
  await expect(panel).toContainText('Comprado no leilão de março');
  await expect(add).toBeDisabled();

  await allSent(page);
  const res = await request.get(`/api/vehicles/${uuid}`, { headers: auth(token) });
  expect(res.status()).toBe(200);
  const { vehicle } = (await res.json()) as { vehicle: Record<string, unknown> };
  expect(vehicle).toMatchObject({
    online: true,
    isFeatured: false,
    isOnPromotion: true,
    promotionPrice: 12345.5,
    shortDescription: 'Pronto a andar, revisão feita',
    supplierUuid: supplier?.uuid,
    supplierNotes: 'Comprado no leilão de março',
  });
});
