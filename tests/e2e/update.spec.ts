/** A new deployment is offered, never swapped in by itself (the update prompt). */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { login } from './helpers';

const SW_FILE = join(process.cwd(), 'dist', 'sw.js');

test('the update prompt appears when a new service worker waits', async ({ page }) => {
  await login(page, 'vendedor@demo.pt');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  const original = readFileSync(SW_FILE, 'utf8');
  try {
    // A "new deployment": the same worker with different bytes.
    writeFileSync(SW_FILE, `${original}\n// new version ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(SW_FILE, original);
  }
  // Nothing was swapped: the page is still the one the user was on.
  await expect(page).toHaveURL(/\/admin\/vehicles/);
});
