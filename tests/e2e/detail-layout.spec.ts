/**
 * The shared detail layout and leave guard, as a user meets them at both
 * sizes (issue 9): the header's back arrow, the navigation bar and the
 * browser's back button on a dirty create or edit form open the
 * unsaved-changes dialog; the company page's tabs sit side by side without
 * overlapping at 390 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { BEHAVIOUR } from './fixtures';
import { labelled, login, signInToStock } from './helpers';

const UNSAVED = 'Tem a certeza que quer sair';

/** A plate no other run or project uses, at most 8 characters. */
function uniquePlate(project: string): string {
  return `${project === 'phone' ? 'Q' : 'U'}${Date.now().toString(36).slice(-6).toUpperCase()}`;
}

async function openCreate(page: Page) {
  await signInToStock(page, 'gestor@demo.pt');
  await page.getByTestId('stock-add').click();
  await expect(page.getByRole('heading', { name: 'Criar um novo veículo' })).toBeVisible();
}

async function stay(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(UNSAVED)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

async function leave(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByText(UNSAVED)).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
}

test(
  "the header's back arrow on a dirty create form asks before leaving",
  { tag: BEHAVIOUR },
  async ({ page }) => {
    await openCreate(page);
    await page.getByLabel(labelled('Marca')).fill('Montra');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await stay(page);
    await expect(page).toHaveURL(/\/admin\/vehicle\/new$/);
    await expect(page.getByLabel(labelled('Marca'))).toHaveValue('Montra');

    await page.getByRole('button', { name: 'Voltar' }).click();
    await leave(page);
    await expect(page).toHaveURL(/\/admin\/vehicles$/);
  },
);

test("the back arrow, the browser's back button and the navigation bar on a dirty vehicle edit ask first", async ({
  page,
}, testInfo) => {
  await openCreate(page);
  await page.getByLabel(labelled('Marca')).fill('Guarda');
  await page.getByLabel(labelled('Modelo')).fill(testInfo.project.name);
  await page.getByLabel(labelled('Matrícula')).fill(uniquePlate(testInfo.project.name));
  await page.getByLabel(labelled('Stand')).selectOption({ label: 'Stand Ílhavo' });
  await page.getByRole('button', { name: 'Criar veículo' }).click();
  // The save leaves the create form without asking.
  await expect(page).toHaveURL(/\/admin\/vehicle-details\/[0-9a-f-]{36}\/$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  const vehicleUrl = page.url();

  await page.getByTestId('vehicle-edit').click();
  await page.getByLabel(labelled('Cor')).fill('Verde');

  await page.getByRole('button', { name: 'Voltar' }).click();
  await stay(page);
  await expect(page).toHaveURL(vehicleUrl);
  await expect(page.getByLabel(labelled('Cor'))).toHaveValue('Verde');

  await page.goBack();
  await stay(page);
  await expect(page).toHaveURL(vehicleUrl);

  await page.getByTestId('nav-vehicles').click();
  await stay(page);
  await expect(page).toHaveURL(vehicleUrl);
  await expect(page.getByLabel(labelled('Cor'))).toHaveValue('Verde');

  await page.getByRole('button', { name: 'Voltar' }).click();
  await leave(page);
  await expect(page).toHaveURL(/\/admin\/vehicle\/new$/);
});

test('the company page tabs do not overlap', async ({ page }) => {
  // Four of spec 01 and 'Registo de atividade' (issue 22).
  await login(page, 'super@montra.pt');
  await expect(page.getByRole('heading', { name: 'Empresas disponíveis' })).toBeVisible();
  await page.getByTestId('companies-row').first().click();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(5);
  const boxes = [];
  for (const tab of await tabs.all()) {
    const box = await tab.boundingBox();
    expect(box).not.toBeNull();
    boxes.push(box!);
  }
  for (let i = 1; i < boxes.length; i += 1) {
    expect(boxes[i]!.x).toBeGreaterThanOrEqual(boxes[i - 1]!.x + boxes[i - 1]!.width - 0.5);
  }
  // Each label is whole: a tab is as wide as its text needs.
  for (const tab of await tabs.all()) {
    expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }
  // The last one is reached by scrolling the list sideways.
  await tabs.last().click();
  await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.last()).toBeInViewport();
});

test(
  "a stand opens in edit mode with 'Editar stand' and asks before its dirty form is left",
  { tag: BEHAVIOUR },
  async ({ page }) => {
    await login(page, 'super@montra.pt');
    await page.getByTestId('companies-row').first().click();
    await page.getByRole('tab', { name: 'Lista de Stands' }).click();
    await page.getByTestId('stands-row').filter({ hasText: 'Ílhavo' }).getByRole('cell').first().click();
    await expect(page.getByRole('heading', { name: 'Detalhes do Stand Ílhavo' })).toBeVisible();
    await page.getByRole('button', { name: 'Editar stand' }).click();
    await expect(page.getByRole('button', { name: 'Guardar informação' })).toBeVisible();
    await page.getByLabel(labelled('Nome')).fill('Stand Ílhavo Novo');
    await page.getByRole('button', { name: 'Voltar' }).click();
    await stay(page);
    await expect(page.getByLabel(labelled('Nome'))).toHaveValue('Stand Ílhavo Novo');
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await leave(page);
    await expect(page.getByLabel(labelled('Nome'))).toHaveValue('Stand Ílhavo');
    await expect(page.getByRole('button', { name: 'Editar stand' })).toBeVisible();
  },
);

test(
  "'Desativar' a user asks first; Cancelar leaves the user active",
  { tag: BEHAVIOUR },
  async ({ page }) => {
    await login(page, 'super@montra.pt');
    await page.getByTestId('companies-row').first().click();
    await page.getByRole('tab', { name: 'Lista de Utilizadores' }).click();
    await page
      .getByTestId('users-row')
      .filter({ hasText: 'vendedor2@demo.pt' })
      .getByRole('cell')
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Detalhes do vendedor2@demo.pt' })).toBeVisible();
    await expect(page.getByTestId('user-activation')).toHaveText('Desativar');
    await page.getByTestId('user-activation').click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Desativar utilizador')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    await expect(page.getByTestId('user-show')).toContainText('Ativo');
    await expect(page.getByTestId('user-activation')).toHaveText('Desativar');
  },
);
