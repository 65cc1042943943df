/**
 * A lead logged on the far end of the yard (issue 12): the seller, offline,
 * creates a contact for a visitor ('Visita ao Stand') with an interaction;
 * reloaded offline it is still there and waits to be sent; a second
 * interaction and 'Vendido' follow, still offline; back online everything
 * goes up once, in order, and the server holds one contact with exactly two
 * interactions, sold.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiToken, auth, signInToStock, waitForController } from './helpers';
import { addInteraction, newContact } from './helpers/soak-actions';

interface WireContact {
  uuid: string;
  name: string;
  status: string;
  font: string | null;
  iteractions: { uuid: string; description: string }[];
}

async function serverContacts(request: APIRequestContext, token: string, name: string) {
  const res = await request.get(`/api/contacts/?name=${encodeURIComponent(name.toLowerCase())}`, {
    headers: auth(token),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { contacts: WireContact[] }).contacts.filter((c) => c.name === name);
}

test('a seller logs a visit offline; back online the server holds it once, with both interactions, sold', async ({
  page,
  context,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const name = `Visitante ${testInfo.project.name} ${Date.now()}`;
  const token = await apiToken(request, 'vendedor@demo.pt');
  // Every contact write that leaves the browser, from the page or the service worker.
  const writes: string[] = [];
  context.on('request', (r) => {
    if (/\/api\/contacts\//.test(r.url()) && r.method() !== 'GET') writes.push(r.method());
  });

  await signInToStock(page, 'vendedor@demo.pt');
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
  await waitForController(page);

  await context.setOffline(true);
  await expect(page.getByTestId('sync-online')).toHaveText('Offline');
  await newContact(page, name, 'Viu o Clio no parque');
  await expect(page.getByText('Guardado no dispositivo; será enviado quando houver rede.')).toBeVisible();
  const url = page.url();
  expect(url).toMatch(/\/admin\/contacts\/[0-9a-f-]{36}$/);

  // The app is closed and reopened, still offline: the contact is there, waiting to be sent.
  await page.reload();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByTestId('interaction-row')).toHaveCount(1);
  await expect(page.getByTestId('contact-pending')).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '1');
  expect(await serverContacts(request, token, name)).toEqual([]);

  await addInteraction(page, 'Voltou para fechar negócio');
  await expect(page.getByTestId('interaction-row')).toHaveCount(2);
  await page.getByTestId('contact-action-sell').click();
  await expect(page.getByTestId('contact-status')).toHaveAttribute('data-status', 'SOLD');
  await expect(page.getByRole('button', { name: 'Re-Abrir' })).toBeVisible();
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '3');
  expect(writes).toEqual([]);

  await context.setOffline(false);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0', { timeout: 30_000 });
  await expect(page.getByTestId('contact-pending')).toHaveCount(0);
  const held = await serverContacts(request, token, name);
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({ status: 'SOLD', font: 'TEMPORARY_CUSTOMER' });
  expect(held[0]!.iteractions.map((i) => i.description).sort()).toEqual([
    'Viu o Clio no parque',
    'Voltou para fechar negócio',
  ]);
  expect(url.endsWith(held[0]!.uuid)).toBe(true);
  // Up exactly once, in order: the contact, its second interaction, its status.
  expect(writes).toEqual(['POST', 'PUT', 'PATCH']);
  // Still as the server has it after the answers landed.
  await expect(page.getByTestId('interaction-row')).toHaveCount(2);
  await expect(page.getByTestId('contact-status')).toHaveAttribute('data-status', 'SOLD');
});
