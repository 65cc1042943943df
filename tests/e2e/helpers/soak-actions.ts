/**
 * The writes the fault specs (and the offline contact spec) queue through the real UI (each carrying the
 * caller's unique marker), and the faults they put the clients through:
 * signing in on a context of its own, the session's token replaced, a new
 * service worker accepted, the outbox waited for until it is empty.
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { labelled, login, waitForController } from '../helpers';
import { queuedWrites, storedSession } from './device-storage';
import type { OwnServer } from './own-server';

export const TABLET = { viewport: { width: 1024, height: 768 }, hasTouch: true };
export const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};
const SETTLE_TIMEOUT_MS = 60_000;

/** A context on the test's own server, signed in, its service worker in control and first sync done. */
export async function signedIn(
  browser: Browser,
  server: OwnServer,
  username: string,
  device: typeof TABLET | typeof PHONE,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...device, baseURL: server.baseURL });
  const page = await context.newPage();
  await login(page, username);
  await expect(page.getByTestId('stock-count')).toBeVisible({ timeout: 30_000 });
  await waitForController(page);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
  return { context, page };
}

/** Online, the outbox empty: every queued write (files included) answered and applied. */
export async function settled(page: Page): Promise<void> {
  // The device's own outbox first: right after a reload the status reads 0 before its first read.
  await expect.poll(() => queuedWrites(page), { timeout: SETTLE_TIMEOUT_MS }).toBe(0);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-online', 'true');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', {
    timeout: SETTLE_TIMEOUT_MS,
  });
}

export async function addCost(page: Page, description: string, value: string): Promise<void> {
  await page.getByTestId('cost-add').click();
  const modal = page.getByTestId('cost-modal');
  await modal.getByRole('combobox').selectOption('MECHANIC');
  await modal.getByLabel('Valor (€)').fill(value);
  await modal.getByLabel('Descrição').fill(description);
  await page.getByTestId('cost-save').click();
  await expect(modal).toHaveCount(0);
  await expect(page.getByTestId('cost-row').filter({ hasText: description })).toHaveCount(1);
}

export async function editObservations(page: Page, text: string): Promise<void> {
  await page.getByTestId('vehicle-edit').click();
  await page.getByLabel(labelled('Observações')).fill(text);
  await page.getByTestId('vehicle-save').click();
  await expect(page.getByTestId('vehicle-edit')).toBeVisible();
  await expect(page.getByTestId('vehicle-show')).toContainText(text);
}

/** A small real JPEG, its colour from the marker's index. */
async function jpeg(index: number): Promise<Buffer> {
  return sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: { r: (index * 67) % 256, g: (index * 131) % 256, b: 90 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Photos picked through the page's file input; resolves once they are shown (queued). */
export async function addPhotos(page: Page, names: readonly string[]): Promise<void> {
  const before = await page.getByTestId('photo-tile').count();
  const files = await Promise.all(
    names.map(async (name, i) => ({ name, mimeType: 'image/jpeg', buffer: await jpeg(before + i) })),
  );
  await page.getByTestId('photo-input').setInputFiles(files);
  await expect(page.getByTestId('photo-tile')).toHaveCount(before + names.length, { timeout: 20_000 });
}

/** A new contact with one interaction, both named by the marker. */
export async function newContact(page: Page, name: string, interaction: string): Promise<void> {
  await page.goto('/account/contacts/new');
  await expect(page.getByRole('heading', { name: 'Novo contacto' })).toBeVisible();
  await page.getByLabel(labelled('Nome')).fill(name);
  await page.getByLabel(labelled('Telefone')).fill('912345678');
  await page.getByLabel(labelled('Origem')).selectOption({ label: 'Visita ao Stand' });
  await expect(page.getByTestId('contact-assignee-fixed')).not.toHaveValue('');
  await addInteraction(page, interaction);
  await page.getByTestId('contact-save').click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

/** One more interaction on the contact shown (saved at once, like the screen does). */
export async function addInteraction(page: Page, description: string): Promise<void> {
  const rows = await page.getByTestId('interaction-row').count();
  await page.getByTestId('interaction-add').click();
  const modal = page.getByTestId('interaction-modal');
  await modal.getByLabel(labelled('Descrição')).fill(description);
  await modal.getByTestId('interaction-save').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('interaction-row')).toHaveCount(rows + 1);
}

/** The seller sells the vehicle to `client` through the sale form. */
export async function sellVehicle(page: Page, vehicleUuid: string, client: string): Promise<void> {
  await page.goto(`/admin/vehicle-details/${vehicleUuid}/`);
  await page.getByTestId('vehicle-sell').click();
  await expect(page.getByRole('heading', { name: 'Venda de veículo' })).toBeVisible();
  await page.getByLabel(labelled('Nome do cliente')).fill(client);
  await page.getByLabel(labelled('Telemóvel')).fill('912345678');
  await page.getByTestId('new-sale-confirm').click();
  await expect(page.getByTestId('sale-summary')).toBeVisible();
  await page.getByTestId('sale-sell').click();
  await expect(page.getByRole('heading', { name: 'Detalhes de venda' })).toBeVisible();
}

/** Replaces the stored session's token (as if the day's token had run out). */
export async function replaceStoredToken(page: Page, token: string): Promise<void> {
  await page.evaluate(
    (next) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('montra-session');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const store = open.result.transaction('keyval', 'readwrite').objectStore('keyval');
          const get = store.get('session');
          get.onsuccess = () => {
            const put = store.put({ ...(get.result as object), token: next }, 'session');
            put.onsuccess = () => resolve();
            put.onerror = () => reject(put.error);
          };
        };
      }),
    token,
  );
}

/** The session's user uuid, as stored by the app. */
export async function storedUserUuid(page: Page): Promise<string> {
  const session = await storedSession(page);
  if (!session) throw new Error('No stored session on this page');
  return session.user.uuid;
}

/**
 * The token expires under the user: the stored one is replaced by an expired one and the page
 * reloaded online; the server's 401 ends the session ('session-expired'), the user signs in
 * again and lands where the app sends them.
 */
export async function expireAndSignInAgain(page: Page, server: OwnServer, username: string): Promise<void> {
  await replaceStoredToken(page, await server.expiredToken(await storedUserUuid(page)));
  await page.reload();
  await expect(page.getByTestId('session-expired')).toBeVisible({ timeout: 30_000 });
  await login(page, username);
  await expect(page.getByTestId('stock-count')).toBeVisible({ timeout: 30_000 });
}

/** A new deployment: the service worker of the copy rewritten, found, accepted ('Atualizar'), the page reloaded by it. */
export async function updateServiceWorker(pages: readonly Page[], server: OwnServer): Promise<void> {
  server.deployNewServiceWorker();
  for (const page of pages) {
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expect(page.getByTestId('update-prompt')).toBeVisible({ timeout: 30_000 });
    const reloaded = page.waitForEvent('load');
    await page.getByTestId('update-prompt').getByRole('button', { name: 'Atualizar' }).click();
    await reloaded;
    await waitForController(page);
  }
}
