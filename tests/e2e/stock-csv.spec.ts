/**
 * The stock list's CSV (spec 01 §2) from a cold start: the first screen holds neither the HTTP
 * client nor the toaster's store (both load on first use or just after the first paint), yet the
 * admin's click at once downloads 'Stock Atual - {company name}.csv' with every vehicle in stock
 * and the spec's toast shows.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInToStock } from './helpers';

test('the admin downloads the stock as CSV right after a cold start, with the toast', async ({ page }) => {
  await signInToStock(page, 'admin@demo.pt');
  await page.reload();
  const csv = page.getByTestId('stock-csv');
  await expect(csv).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), csv.click()]);
  expect(download.suggestedFilename()).toMatch(/^Stock Atual - .+\.csv$/);
  await expect(page.getByText('O CSV será transferido automaticamente')).toBeVisible();
  const lines = (await readFile((await download.path()) ?? '', 'utf8'))
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/);
  expect(lines.length).toBeGreaterThan(1);
});
