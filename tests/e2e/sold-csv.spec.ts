/**
 * The sold list's CSV (spec 02 §2, §7; design §8), which needs the server's
 * GET /documents-company/company/{id}/sales: the admin's download is named
 * 'Lista de Vendas - {company name}.csv', holds the rows the screen shows with
 * the same filters, and the spec's toast says so.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures';
import { login } from './helpers';

test('the admin downloads the sold list as CSV with the filters on screen', async ({ page, device }) => {
  await login(page, 'admin@demo.pt');
  await expect(page.getByTestId('nav-sold').first()).toBeVisible();
  await page.goto('/admin/sold-vehicles?year=');
  await expect(page.getByTestId('sold-row').first()).toBeVisible();
  const plate = (await page.getByTestId('sold-row').first().getAttribute('data-plate')) ?? '';
  // Narrowed to one vehicle by its plate: the file must hold that row and no other.
  // On a phone the plate waits behind 'Mais filtros' (the button is hidden from sm up).
  if (device === 'phone') await page.getByTestId('sold-more-filters').click();
  await page.getByLabel('Matrícula').fill(plate);
  await expect(page.getByTestId('sold-summary-count')).toHaveText(/Vendas\s*1$/);
  await expect(page).toHaveURL(/licenseplate=/);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('sold-csv').click()]);
  expect(download.suggestedFilename()).toMatch(/^Lista de Vendas - .+\.csv$/);
  await expect(page.getByText('O CSV será transferido automaticamente')).toBeVisible();
  const text = await readFile((await download.path()) ?? '', 'utf8');
  const lines = text
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(plate);
});
