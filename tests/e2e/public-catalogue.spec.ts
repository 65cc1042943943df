/**
 * The public catalogue (issue 25) in Chromium: the list at 390 px fits the screen (no horizontal
 * scroll) with 0 axe violations, and a visitor's enquiry sent through the vehicle page's form
 * (no login) lands in the assigned seller's 'Contatos' with the 'Novo contacto do site'
 * notification that opens it.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoViolations } from './axe';
import { apiSession, auth, signInToStock } from './helpers';

const SLUG = 'auto-demo-aveiro';

test('the public list at 390 px: no horizontal scroll, axe 0, and a vehicle page axe 0', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/stock/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Viaturas em stock');
  await expect(page.locator('.card').first()).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
  await page.locator('.card a').first().click();
  await expect(page.getByRole('heading', { name: 'Pedir informações' })).toBeVisible();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  await expectNoViolations(page);
});

/**
 * Who the enquiry from `name` was given to (the round robin decides among the company's active
 * sellers, which other specs may have added to), as the company's admin reads it.
 */
async function assignedSeller(request: APIRequestContext, name: string): Promise<string | null> {
  const admin = await apiSession(request, 'admin@demo.pt');
  const contacts = (await (await request.get('/api/contacts', { headers: auth(admin.token) })).json()) as {
    contacts: { name: string; contactUserUuid: string | null }[];
  };
  const holder = contacts.contacts.find((c) => c.name === name)?.contactUserUuid;
  if (!holder) return null;
  const users = (await (
    await request.get(`/api/users/company/${admin.companyUuid}`, { headers: auth(admin.token) })
  ).json()) as { users: { uuid: string; username: string }[] };
  return users.users.find((u) => u.uuid === holder)?.username ?? null;
}

test("a visitor's enquiry reaches the assigned seller's 'Contatos' with the notification", async ({
  page,
  request,
}, info) => {
  const name = `Visitante ${info.project.name} ${Date.now()}`;
  await page.goto(`/stock/${SLUG}`);
  await page.locator('.card a').first().click();
  await page.getByLabel('Nome').fill(name);
  await page.getByLabel('Telefone').fill('912 345 678');
  await page.getByLabel('Mensagem').fill('Ainda está disponível? <b>obrigado</b>');
  await page.getByRole('button', { name: 'Enviar pedido' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Obrigado' })).toBeVisible();

  let seller: string | null = null;
  await expect(async () => {
    seller = await assignedSeller(request, name);
    expect(seller).not.toBeNull();
  }).toPass();

  await signInToStock(page, seller!);
  await page.goto('/account/contacts');
  await expect(page.getByText(name).first()).toBeVisible({ timeout: 30_000 });
  const bell = page.getByTestId('nav-notifications');
  await bell.click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  const item = drawer.getByTestId('notification-item').filter({ hasText: name });
  await expect(item).toContainText('Novo contacto do site');
  await item.click();
  await expect(page).toHaveURL(/\/admin\/contacts\//);
  // The contact page holds the visitor's name as typed.
  await expect(page.getByRole('textbox', { name: 'Nome' }).first()).toHaveValue(name);
});
