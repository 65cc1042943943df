/**
 * The platform super user's administration (spec 01 §2, §4, §8; spec 02 §2):
 * a company with a logo, a stand, a user and a financing company, created
 * through the outbox; the new user logs in; deactivating the stand shows the
 * spec's toast and tints its row.
 */
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, login } from './helpers';
import { allSent } from './helpers/device-storage';

/** A 1×1 PNG, made here rather than read from disk. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const STAND_DEACTIVATED =
  'Stand desativado com successo. Todos os veículos deste stand ficaram sem stand associado';

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('the super user sets up a company, its new user logs in, and a stand is deactivated', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now()}`;
  const companyName = `Empresa E2E ${tag}`;
  const standName = `Stand E2E ${tag}`;
  const username = `e2e-${tag}@demo.pt`.toLowerCase();

  await login(page, 'super@montra.pt');
  await expect(page).toHaveURL(/\/superuser\/companies$/);
  await expect(page.getByRole('heading', { name: 'Empresas disponíveis' })).toBeVisible();

  // The company, with its logo: created through the outbox, the logo uploaded once it is on the server.
  await page.getByRole('button', { name: 'Criar empresa' }).click();
  await expect(page.getByRole('heading', { name: 'Criar uma nova empresa' })).toBeVisible();
  await page.getByLabel(/^Nome/).fill(companyName);
  await page.getByPlaceholder('Sem cor definida').fill('#1a7f37');
  await page
    .getByTestId('logo-file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: TINY_PNG });
  await page.getByRole('button', { name: 'Criar empresa' }).click();
  await expect(page.getByText('Empresa gravada com successo')).toBeVisible();
  await expect(page).toHaveURL(/\/superuser\/companies$/);
  await expect(page.getByText('O logo foi adicionado com sucesso')).toBeVisible({ timeout: 20_000 });
  const companyRow = page.getByTestId('companies-row').filter({ hasText: companyName });
  await expect(companyRow).toBeVisible();
  await expect(companyRow.locator('img')).toHaveAttribute('src', /\/api\/media\/logos\//);
  await expect(companyRow).toContainText('#1a7f37');

  // The company page: empty lists with their create buttons.
  await companyRow.click();
  await expect(page.getByRole('heading', { name: companyName })).toBeVisible();
  await openTab(page, 'Lista de Stands');
  await expect(page.getByText('Não existem stands associados a esta empresa')).toBeVisible();

  // A stand.
  await page.getByRole('button', { name: 'Criar stand' }).click();
  await expect(page.getByRole('heading', { name: 'Criar um novo stand' })).toBeVisible();
  await page.getByLabel(/^Nome/).fill(standName);
  await page.getByLabel(/^Localização/).fill('aveiro');
  await page.getByLabel(/^Morada/).fill('Rua do Teste 1');
  await page.getByRole('button', { name: 'Criar stand' }).click();
  await expect(page.getByText('Stand gravado com successo')).toBeVisible();
  const standRow = page.getByTestId('stands-row').filter({ hasText: standName });
  await expect(standRow).toContainText('AVEIRO');
  await expect(standRow.getByTestId('stand-activation')).toHaveText('Desativar');

  // A user of the company.
  await openTab(page, 'Lista de Utilizadores');
  await expect(page.getByText('Não existem utilizadores associados a esta empresa')).toBeVisible();
  await page.getByRole('button', { name: 'Criar utilizador' }).click();
  await expect(page.getByRole('heading', { name: 'Criar um novo utilizador' })).toBeVisible();
  await page.getByLabel(/^Utilizador/).fill(username);
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^Nome/).fill('Nova');
  await page.getByLabel(/^Apelido/).fill('Gerente');
  await expect(page.getByLabel(/^Função/)).toHaveValue('ADMIN');
  await page.getByRole('button', { name: 'Criar utilizador' }).click();
  await expect(page.getByText('Utilizador gravado com successo')).toBeVisible();
  await expect(page.getByTestId('users-row').filter({ hasText: username })).toBeVisible();

  // A financing company, in 'Detalhes Gerais'.
  await openTab(page, 'Detalhes Gerais');
  await page.getByRole('button', { name: 'Adicionar financeira' }).click();
  const modal = page.getByTestId('financial-modal');
  await modal.getByLabel(/^Nome/).fill('Banco E2E');
  await modal.getByLabel(/^Código/).fill('E2EBPTPL');
  await modal.getByTestId('financial-save').click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId('financials-row').filter({ hasText: 'Banco E2E' })).toContainText('E2EBPTPL');

  // Everything reached the server; the new user logs in on another device.
  await allSent(page);
  const other = await browser.newContext({ baseURL });
  const newUserPage = await other.newPage();
  await login(newUserPage, username);
  await expect(newUserPage).toHaveURL(/\/admin\/vehicles$/);
  await expect(newUserPage.getByRole('heading', { name: 'Veículos em stock' })).toBeVisible();
  await other.close();

  // Deactivating the stand: confirmation, the spec's toast, the tinted row reading 'Ativar' and '---'.
  await openTab(page, 'Lista de Stands');
  await standRow.getByTestId('stand-activation').click();
  await page.getByTestId('confirm-dialog-confirm').click();
  await expect(page.getByText(STAND_DEACTIVATED)).toBeVisible();
  await expect(standRow).toHaveAttribute('data-inactive', 'true');
  await expect(standRow.getByTestId('stand-activation')).toHaveText('Ativar');
  const background = await standRow.evaluate((row) => getComputedStyle(row).backgroundColor);
  expect(background).not.toBe('rgba(0, 0, 0, 0)');
  const counts = await standRow.getByRole('cell').allTextContents();
  expect(counts.slice(4)).toEqual(['---', '---', '---']);
  await allSent(page);
});
