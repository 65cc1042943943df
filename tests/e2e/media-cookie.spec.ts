/**
 * Media access in a real browser (contract-media "Media access"): after the
 * login screen, an `<img>` of the company's photo loads with no bearer
 * header (the montra_media cookie login set goes with it); a browser that
 * never logged in and a rival company's user get nothing; after the cookie
 * is cleared (logout's call) the server answers 404 again.
 */
import { expect, test, type Page } from '@playwright/test';
import { auth, login, storedToken } from './helpers';

/** A 1×1 PNG, made here rather than read from disk. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function signedIn(page: Page, username: string): Promise<string> {
  await login(page, username);
  await expect.poll(() => storedToken(page)).not.toBeNull();
  return (await storedToken(page)) as string;
}

/** Loads the address as an image in the page: its width, or 0 when it did not load. */
function imageWidth(page: Page, url: string): Promise<number> {
  return page.evaluate(
    (src) =>
      new Promise<number>((resolve) => {
        const img = new Image();
        img.onload = () => resolve(img.naturalWidth);
        img.onerror = () => resolve(0);
        img.src = src;
      }),
    url,
  );
}

test('a photo shows to its company through the media cookie, and to no one else', async ({
  page,
  browser,
}) => {
  const token = await signedIn(page, 'admin@demo.pt');
  const list = await page.request.get('/api/vehicles', { headers: auth(token) });
  const vehicles = ((await list.json()) as { vehicles: { uuid: string }[] }).vehicles;
  const upload = await page.request.post(`/api/vehicles/${vehicles[0]!.uuid}/photos`, {
    headers: auth(token),
    multipart: { photos: { name: 'foto.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  expect(upload.status()).toBe(201);
  const { photos } = (await upload.json()) as { photos: { url: string; thumbUrl: string }[] };
  const photo = photos[0]!;

  expect(await imageWidth(page, photo.url)).toBe(1);

  // A browser that never logged in, and a rival company's user.
  const stranger = await browser.newContext();
  expect((await stranger.request.get(photo.url)).status()).toBe(404);
  await stranger.close();
  const rivalContext = await browser.newContext();
  const rival = await rivalContext.newPage();
  await signedIn(rival, 'admin@rival.pt');
  expect(await imageWidth(rival, photo.thumbUrl)).toBe(0);
  expect((await rival.request.get(photo.thumbUrl)).status()).toBe(404);
  await rivalContext.close();

  // Logout's call clears the cookie: the server answers 404 again (fetched past the worker's cache).
  const status = await page.evaluate(async (src) => {
    await fetch('/api/auth/media-session', { method: 'DELETE' });
    return (await fetch(src, { cache: 'no-store' })).status;
  }, photo.url);
  expect(status).toBe(404);
});
