/** Foundation flows: login per role, landing page, navigation, session kept on reload, logout, 404. */
import { expect, test } from '@playwright/test';
import { BEHAVIOUR } from './fixtures';
import { EARLY_SESSION_READ } from '../../src/data/session/session-names';
import { expectNav, login, storedToken, type NavId } from './helpers';

const ROLES: { username: string; landing: string; nav: NavId[] }[] = [
  {
    username: 'super@montra.pt',
    landing: '/superuser/companies',
    nav: ['nav-companies', 'nav-notifications', 'nav-account'],
  },
  {
    username: 'admin@demo.pt',
    landing: '/admin/vehicles',
    nav: [
      'nav-vehicles',
      'nav-admin-vehicles',
      'nav-sold',
      'nav-analytics',
      'nav-notifications',
      'nav-contacts',
      'nav-account',
    ],
  },
  {
    username: 'vendedor@demo.pt',
    landing: '/admin/vehicles',
    nav: ['nav-vehicles', 'nav-sold', 'nav-notifications', 'nav-contacts', 'nav-account'],
  },
  {
    username: 'oficina@demo.pt',
    landing: '/admin/vehicles',
    nav: ['nav-vehicles', 'nav-sold', 'nav-notifications', 'nav-account'],
  },
];

for (const role of ROLES) {
  test(`${role.username} lands on ${role.landing} and sees only the navigation of the role`, async ({
    page,
  }) => {
    await login(page, role.username);
    await expect(page).toHaveURL(new RegExp(`${role.landing}$`));
    await expectNav(page, role.nav);
  });
}

test(
  "the browser tab names the screen: 'Login', 'Veículos em stock', 'Veículos em espera'",
  { tag: BEHAVIOUR },
  async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Login · Montra');
    await login(page, 'admin@demo.pt');
    await expect(page).toHaveURL(/\/admin\/vehicles$/);
    await expect(page).toHaveTitle('Veículos em stock · Montra');
    await page.getByTestId('nav-admin-vehicles').click();
    await expect(page).toHaveTitle('Veículos em espera · Montra');
  },
);

test('a wrong password shows the spec error and stays on /login', { tag: BEHAVIOUR }, async ({ page }) => {
  await login(page, 'admin@demo.pt', 'not-the-password');
  await expect(page.getByText('Erro ao autenticar, por favor tente mais tarde')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
});

test('a reload keeps the session', { tag: BEHAVIOUR }, async ({ page }) => {
  await login(page, 'gestor@demo.pt');
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
  // index.html's start script reads the session before the app's code is in; the app takes that read.
  await page.addInitScript((name) => {
    const page = window as unknown as Record<string, unknown>;
    Object.defineProperty(page, name, {
      configurable: true,
      set(read: unknown) {
        page.__startScriptRead = true;
        Object.defineProperty(page, name, { value: read, configurable: true, writable: true });
      },
    });
  }, EARLY_SESSION_READ);
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/vehicles$/);
  await expect(page.getByTestId('nav-account')).toBeVisible();
  expect(await storedToken(page)).toBeTruthy();
  expect(
    await page.evaluate((name) => {
      const page = window as unknown as Record<string, unknown>;
      return { read: page.__startScriptRead, taken: !(name in page) };
    }, EARLY_SESSION_READ),
  ).toEqual({ read: true, taken: true });
});

test('Logout returns to /login and leaves no token in storage', { tag: BEHAVIOUR }, async ({ page }) => {
  await login(page, 'vendedor@demo.pt');
  await expect(page.getByTestId('nav-account')).toBeVisible();
  await page.getByTestId('nav-account').click();
  await page.getByTestId('nav-logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await storedToken(page)).toBeNull();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  // Going back to a private route now asks for a login again.
  await page.goto('/admin/vehicles');
  await expect(page).toHaveURL(/\/login$/);
});

test("an unknown URL shows '404 not found'", { tag: BEHAVIOUR }, async ({ page }) => {
  await login(page, 'admin@demo.pt');
  await expect(page.getByTestId('nav-account')).toBeVisible();
  await page.goto('/esta/pagina/nao/existe');
  await expect(page.getByText('404 not found')).toBeVisible();
});

test('the root sends an anonymous visitor to /login', { tag: BEHAVIOUR }, async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('navigation touch targets are at least 44 px', async ({ page }) => {
  await login(page, 'admin@demo.pt');
  for (const id of ['nav-vehicles', 'nav-sold', 'nav-account'] as const) {
    // boundingBox() does not wait, and the shell may draw its navigation again right after the
    // login (the element between two renders has no box): measure until the drawn one answers.
    const target = page.getByTestId(id);
    await expect(target).toBeVisible();
    await expect.poll(async () => (await target.boundingBox())?.width ?? 0).toBeGreaterThanOrEqual(44);
    await expect.poll(async () => (await target.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
});
