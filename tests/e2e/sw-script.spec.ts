/**
 * The service worker is registered as a classic script (workbox-window's default): a module
 * construct in its build — `import.meta` from Vite's preload helper, brought by a dynamic import()
 * somewhere in the worker's imports, or a static import/export — makes it fail to evaluate, and
 * nothing says so until offline use breaks. The built file is read as the server serves it.
 */
import { expect, test } from '@playwright/test';

test('the built service worker is a classic script', async ({ request }) => {
  const res = await request.get('/sw.js');
  expect(res.ok()).toBe(true);
  const sw = await res.text();
  expect(sw).not.toContain('import.meta');
  expect(sw).not.toMatch(/(^|[;}\s])import\s*[{*\w][^(]*\bfrom\s*["']/);
  expect(sw).not.toMatch(/(^|[;}\s])export\s*\{/);
});
