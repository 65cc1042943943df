/**
 * A file through the queue (issue: writes made to last): the super user picks
 * a company logo with the network cut, reloads and even closes the tab; the
 * logo shows from the device and waits in the sync panel; back online it goes
 * up by itself, exactly once, and the companies list shows the server's logo.
 */
import { expect, test } from '@playwright/test';
import { login, waitForController } from './helpers';

/** A 1×1 PNG, made here rather than read from disk. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a logo picked offline survives a reload and a closed tab, then uploads once', async ({
  page,
  context,
}, testInfo) => {
  const companyName = `Logo Offline ${testInfo.project.name}-${Date.now()}`;
  // Every logo upload that leaves the browser, from the page or the service worker.
  const uploads: string[] = [];
  context.on('request', (request) => {
    if (request.method() === 'POST' && /\/api\/companies\/[^/]+\/logo$/.test(request.url())) {
      uploads.push(request.url());
    }
  });

  await login(page, 'super@montra.pt');
  await expect(page.getByRole('heading', { name: 'Empresas disponíveis' })).toBeVisible();
  await waitForController(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Criar empresa' }).click();
  // The list has a 'Nome' filter too: fill the form's field only once the form is on screen.
  await expect(page.getByRole('heading', { name: 'Criar uma nova empresa' })).toBeVisible();
  await page.getByLabel(/^Nome/).fill(companyName);
  await page
    .getByTestId('logo-file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Criar empresa' }).click();
  await expect(page.getByText('Empresa gravada com successo')).toBeVisible();

  // The picked logo shows at once, from the device.
  const row = () => page.getByTestId('companies-row').filter({ hasText: companyName });
  await expect(row().locator('img')).toHaveAttribute('src', /^blob:/);

  // Reloaded offline: still there, and the sync panel lists the file with its size.
  await page.reload();
  await expect(row().locator('img')).toHaveAttribute('src', /^blob:/);
  await page.getByTestId('sync-status').click();
  const item = page.getByTestId('sync-item').filter({ hasText: 'Logótipo' });
  await expect(item).toContainText('logo.png');
  await expect(item).toContainText('Por enviar');
  await expect(page.getByTestId('sync-storage')).toContainText('Espaço usado');

  // The tab is closed; another opens later, still offline, then the network returns.
  await page.close();
  const later = await context.newPage();
  await later.goto('/superuser/companies');
  await expect(later.getByRole('heading', { name: 'Empresas disponíveis' })).toBeVisible();
  // The new tab has read its queue (a count of 0 shows before it has): the logo still waits.
  await expect(later.getByTestId('sync-status')).not.toHaveAttribute('data-pending', '0');
  await context.setOffline(false);
  await later.evaluate(() => window.dispatchEvent(new Event('online')));

  await expect(later.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  const laterRow = later.getByTestId('companies-row').filter({ hasText: companyName });
  await expect(laterRow.locator('img')).toHaveAttribute('src', /\/api\/media\/logos\/.+\.webp$/);
  // And it loads: the <img> carries the media cookie login set (it sends no bearer header).
  await expect
    .poll(() => laterRow.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(uploads).toHaveLength(1);
});
