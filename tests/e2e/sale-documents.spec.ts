/**
 * The sale documents on the vehicle page (issue 11 item 4): an admin downloads
 * the 'Contrato de Venda' online (the server's PDF), then with the network cut
 * again — rendered on the device from the mirror, a real PDF with the plate and
 * the client. A SELLER sees the documents of their own sale only; WORKSHOP
 * never sees the section.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, apiToken, auth, openVehicle } from './helpers';

interface FeedSale {
  uuid: string;
  vehicleUuid: string;
  sellerUuid: string | null;
  client: { name: string };
}
interface FeedVehicle {
  uuid: string;
  licensePlate: string;
}

/** The company's sales and their vehicles as the admin's change feed brings them. */
async function salesOf(request: APIRequestContext) {
  const token = await apiToken(request, 'admin@demo.pt');
  const sales: FeedSale[] = [];
  const plates = new Map<string, string>();
  let since = '';
  for (;;) {
    const answer = await request.get(`/api/sync/changes?since=${since}&limit=2000`, {
      headers: auth(token),
    });
    const page = (await answer.json()) as {
      changes: { entity: string; record?: unknown }[];
      cursor: string;
      hasMore: boolean;
    };
    for (const c of page.changes) {
      if (c.entity === 'sales' && c.record) sales.push(c.record as FeedSale);
      if (c.entity === 'vehicles' && c.record) {
        const v = c.record as FeedVehicle;
        plates.set(v.uuid, v.licensePlate);
      }
    }
    since = page.cursor;
    if (!page.hasMore) break;
  }
  return sales.map((sale) => ({ sale, plate: plates.get(sale.vehicleUuid) ?? '' }));
}

/** What pdftotext reads in the saved file, whitespace runs as one space. */
function textOfPdf(path: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-']).toString('utf8').replace(/\s+/g, ' ');
}

async function downloadContract(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByTestId('sale-document-contract').click(),
  ]);
  const path = await download.path();
  const bytes = readFileSync(path);
  return { name: download.suggestedFilename(), bytes, text: textOfPdf(path) };
}

test('the contract downloads online from the server and offline from the device', async ({
  page,
  context,
  request,
}) => {
  const seller = await apiSession(request, 'vendedor@demo.pt');
  const sold = (await salesOf(request)).find(({ sale, plate }) => sale.sellerUuid !== seller.uuid && plate);
  expect(sold, 'a demo sale of another seller than vendedor').toBeTruthy();
  const { sale, plate } = sold!;
  const serverRequests: string[] = [];
  context.on('request', (r) => {
    if (r.url().includes(`/api/documents/sale/${sale.uuid}/`)) serverRequests.push(r.url());
  });

  await openVehicle(page, { as: 'admin@demo.pt', uuid: sale.vehicleUuid, offlineReady: true });
  const section = page.getByTestId('sale-documents');
  await expect(section.getByRole('heading', { name: 'Documentos' })).toBeVisible();
  for (const label of ['Autorização de Circulação', 'Contrato de Venda', 'Garantia', 'Resumo de venda']) {
    await expect(section.getByRole('button', { name: label })).toBeVisible();
  }

  const online = await downloadContract(page);
  expect(online.name).toBe(`${plate} Contrato de Venda.pdf`);
  expect(online.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(online.text).toContain(plate);
  expect(online.text).toContain(sale.client.name);
  await expect(page.getByText('O PDF será transferido automaticamente').first()).toBeVisible();
  expect(serverRequests).toHaveLength(1);

  await context.setOffline(true);
  const offline = await downloadContract(page);
  expect(offline.name).toBe(`${plate} Contrato de Venda.pdf`);
  expect(offline.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(offline.text).toContain(plate);
  expect(offline.text).toContain(sale.client.name);
  expect(offline.text).toContain('Contrato de Venda');
  // Printed on the device: no second request reached for the server.
  expect(serverRequests).toHaveLength(1);
  await context.setOffline(false);
});

test("a SELLER sees their own sale's documents, not another seller's", async ({ page, request }) => {
  const seller = await apiSession(request, 'vendedor@demo.pt');
  const all = await salesOf(request);
  const own = all.find(({ sale }) => sale.sellerUuid === seller.uuid);
  const other = all.find(({ sale }) => sale.sellerUuid !== seller.uuid);
  expect(own && other, 'demo sales of vendedor and of someone else').toBeTruthy();

  await openVehicle(page, { as: 'vendedor@demo.pt', uuid: own!.sale.vehicleUuid });
  await expect(page.getByTestId('sale-document-contract')).toBeVisible();
  await page.goto(`/admin/vehicle-details/${other!.sale.vehicleUuid}/`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The panel is there (SELLER may see documents) and its mirror read has answered: no sale of theirs.
  await expect(page.getByTestId('sale-documents-loading')).toHaveCount(0);
  await expect(page.getByTestId('sale-documents')).toHaveCount(0);
});

test('WORKSHOP does not see the documents section', async ({ page, request }) => {
  const [first] = await salesOf(request);
  await openVehicle(page, { as: 'oficina@demo.pt', uuid: first!.sale.vehicleUuid });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Were the panel there, it would have read the mirror by now: no section, and no read left pending.
  await expect(page.getByTestId('sale-documents-loading')).toHaveCount(0);
  await expect(page.getByTestId('sale-documents')).toHaveCount(0);
});
