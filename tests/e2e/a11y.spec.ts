/**
 * Accessibility (issue 9): axe-core finds no WCAG 2.2 A/AA violation on the
 * screens a new user goes through, at both sizes: login, stock, waiting list,
 * vehicle page (view and edit), create vehicle, company detail, and the
 * notifications drawer and the sync panel, open.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { apiToken, auth, login, openVehicle } from './helpers';

async function firstVehicle(request: APIRequestContext): Promise<{ uuid: string; licensePlate: string }> {
  const token = await apiToken(request, 'admin@demo.pt');
  const list = await request.get('/api/vehicles/', { headers: auth(token) });
  expect(list.ok()).toBeTruthy();
  const { vehicles } = (await list.json()) as {
    vehicles: { uuid: string; availability: string; licensePlate: string }[];
  };
  const vehicle = vehicles.find((v) => v.availability !== 'SOLD' && v.availability !== 'DELIVERED');
  expect(vehicle).toBeTruthy();
  return { uuid: vehicle?.uuid ?? '', licensePlate: vehicle?.licensePlate ?? '' };
}

async function signedIn(page: Page, username: string): Promise<void> {
  await login(page, username);
  await expect(page.getByTestId('nav-account')).toBeVisible();
}

test('login', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expectNoViolations(page);
});

test('login, with its error shown', async ({ page }) => {
  // An unknown user: failed logins of a real one would count towards its lock-out for the other flows.
  await login(page, 'a11y-ninguem@demo.pt', 'not-the-password');
  await expect(page.getByText('Erro ao autenticar, por favor tente mais tarde')).toBeVisible();
  await expectNoViolations(page);
});

test('stock list', async ({ page }) => {
  await signedIn(page, 'admin@demo.pt');
  await expect(page.getByRole('heading', { name: 'Veículos em stock' })).toBeVisible();
  await expect(page.getByTestId('stock-row').first()).toBeVisible();
  await expectNoViolations(page);
});

test('waiting list', async ({ page }) => {
  await signedIn(page, 'admin@demo.pt');
  await page.goto('/admin/admin-vehicles');
  await expect(page.getByRole('heading', { name: 'Veículos em espera' })).toBeVisible();
  await expect(page.getByTestId('stock-row').first()).toBeVisible();
  await expectNoViolations(page);
});

test('vehicle page, view and edit', async ({ page, request }) => {
  const { uuid, licensePlate } = await firstVehicle(request);
  await openVehicle(page, { as: 'admin@demo.pt', uuid });
  const edit = page.getByRole('button', { name: /^Editar ve/ });
  await expect(edit).toBeVisible();
  await expect(page.getByText(licensePlate).first()).toBeVisible();
  await expectNoViolations(page);
  await edit.click();
  await expect(page.getByRole('button', { name: 'Guardar informação' })).toBeVisible();
  await expectNoViolations(page);
});

test('create vehicle', async ({ page }) => {
  await signedIn(page, 'gestor@demo.pt');
  await page.goto('/admin/vehicle/new');
  const create = page.getByRole('button', { name: 'Criar veículo' });
  await expect(create).toBeVisible();
  await expectNoViolations(page);
  // With the required-field errors shown (their red must still read).
  await create.click();
  await expect(page.getByText('Campo obrigatório').first()).toBeVisible();
  await expectNoViolations(page);
});

test('company detail', async ({ page }) => {
  await signedIn(page, 'super@montra.pt');
  await page.getByTestId('companies-row').first().click();
  await expect(page.getByRole('tab').first()).toBeVisible();
  await expectNoViolations(page);
});

test('notifications drawer, open', async ({ page }) => {
  await signedIn(page, 'admin@demo.pt');
  await page.getByTestId('nav-notifications').click();
  const drawer = page.getByRole('dialog', { name: 'Notificações' });
  await expect(drawer.getByTestId('notification').first()).toBeVisible();
  await expectNoViolations(page, '[data-testid="notifications-drawer"]');
});

test('sync panel, open', async ({ page }) => {
  await signedIn(page, 'admin@demo.pt');
  await page.getByTestId('sync-status').click();
  await expect(page.getByRole('dialog', { name: 'Sincronização' })).toBeVisible();
  await expect(page.getByTestId('sync-storage')).not.toHaveText('A calcular o espaço usado…');
  await expectNoViolations(page, '[data-testid="sync-panel"]');
});
