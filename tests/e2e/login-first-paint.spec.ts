/**
 * Issue 26: /login is drawn by index.html before the app's code runs, and that form is the one
 * typed in until Login is pressed: what was typed and the press carry over to the app's own form
 * (at once if the app is in, when it arrives otherwise); a signed-in visitor of /login is still
 * sent to the app.
 */
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, login } from './helpers';

/** The app's entry script (vite.config.ts's start script adds it): held until released. */
const ENTRY = /\/assets\/index-[^/]+\.js$/;

test('a login typed and sent before the app has arrived goes through once it has', async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await expect(page).toHaveTitle('Login · Montra');
  await page.getByLabel('Utilizador').fill('admin@demo.pt');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Login' }).click();
  // Nothing sent by the browser itself (a GET with the password in the address).
  await expect(page).toHaveURL(/\/login$/);
  release();
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
  await expect(page.getByTestId('nav-account')).toBeVisible();
});

test('the form drawn first stays the one typed in once the app is in, errors in the spec words', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ENTRY, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/login');
  await page.getByLabel('Utilizador').fill('admin@demo.pt');
  release();
  // The app is in (its toaster's region drawn) while the visitor has not pressed Login yet.
  await expect(page.getByRole('region', { name: /Notifications/ })).toBeAttached();
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Erro ao autenticar, por favor tente mais tarde')).toBeVisible();
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect(page.getByLabel('Utilizador')).toHaveValue('admin@demo.pt');
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in visitor of /login goes to the app', async ({ page }) => {
  await login(page, 'admin@demo.pt');
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
  await expect(page.getByTestId('nav-account')).toBeVisible();
});
