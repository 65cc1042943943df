/** A new deployment is offered, never swapped in by itself (the update prompt). */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { login, waitForController } from './helpers';

const SW_FILE = join(process.cwd(), 'dist', 'sw.js');
/** The build's precompressed copies, which the server sends in place of sw.js (scripts/precompress.mjs). */
const COPIES = [
  { path: `${SW_FILE}.br`, encode: (text: string) => brotliCompressSync(text) },
  { path: `${SW_FILE}.gz`, encode: (text: string) => gzipSync(text) },
];

/** Writes sw.js and its compressed copies as a new build would. */
function deploy(text: string) {
  writeFileSync(SW_FILE, text);
  for (const copy of COPIES) if (existsSync(copy.path)) writeFileSync(copy.path, copy.encode(text));
}

test('the update prompt appears when a new service worker waits', async ({ page }) => {
  await login(page, 'vendedor@demo.pt');
  await waitForController(page);
  await expect(page.getByTestId('update-prompt')).toHaveCount(0);

  const original = readFileSync(SW_FILE, 'utf8');
  const originalCopies = COPIES.filter((c) => existsSync(c.path)).map((c) => ({
    ...c,
    bytes: readFileSync(c.path),
  }));
  try {
    // A "new deployment": the same worker with different bytes.
    deploy(`${original}\n// new version ${Date.now()}\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(SW_FILE, original);
    for (const copy of originalCopies) writeFileSync(copy.path, copy.bytes);
  }
  // Nothing was swapped: the page is still the one the user was on.
  await expect(page).toHaveURL(/\/admin\/vehicles/);
});
