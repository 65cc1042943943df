import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mirror } from '../../../src/data/db';
import { resetSessionStore, startSession } from '../../../src/data/session';
import { readSession } from '../../../src/data/session/session-storage';
import type { User } from '../../../src/domain/types';
import { SUPER_USER, makeCompany, makeUser, renderApp, signIn, userWithRole } from './render-app';
import { LOGO_FALLBACK } from '../../../src/ui/image-fallback';

const NAV_IDS = [
  'nav-companies',
  'nav-vehicles',
  'nav-admin-vehicles',
  'nav-sold',
  'nav-analytics',
  'nav-notifications',
  'nav-contacts',
  'nav-account',
] as const;
type NavId = (typeof NAV_IDS)[number];

const CASES: { who: string; user: User; sees: NavId[] }[] = [
  { who: 'the super user', user: SUPER_USER, sees: ['nav-companies', 'nav-notifications', 'nav-account'] },
  {
    who: 'an ADMIN',
    user: userWithRole('ADMIN'),
    sees: [
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
    who: 'a SELLER',
    user: userWithRole('SELLER'),
    sees: ['nav-vehicles', 'nav-sold', 'nav-notifications', 'nav-contacts', 'nav-account'],
  },
  {
    who: 'a WORKSHOP user',
    user: userWithRole('WORKSHOP'),
    sees: ['nav-vehicles', 'nav-sold', 'nav-notifications', 'nav-account'],
  },
];

beforeEach(() => {
  resetSessionStore();
});

describe('the navigation bar', () => {
  it.each(CASES)('shows $who only the icons of the role', async ({ user, sees }) => {
    signIn(user);
    renderApp('/admin/somewhere');
    await screen.findByTestId('nav-account');
    for (const id of NAV_IDS) {
      if (sees.includes(id)) expect(screen.getByTestId(id)).toBeInTheDocument();
      else expect(screen.queryByTestId(id)).not.toBeInTheDocument();
    }
  });

  it('labels each icon in Portuguese and links it to its screen', async () => {
    signIn(userWithRole('ADMIN'));
    renderApp('/admin/somewhere');
    const nav = await screen.findByRole('navigation', { name: 'Navegação principal' });
    const links: [string, string][] = [
      ['Veículos em stock', '/admin/vehicles'],
      ['Veículos em espera', '/admin/admin-vehicles'],
      ['Veículos vendidos', '/admin/sold-vehicles'],
      ['Análise e Gestão de Dados', '/admin/analytics'],
      ['Contatos', '/account/contacts'],
    ];
    for (const [name, href] of links) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).getByRole('button', { name: 'Notificações' })).toBeInTheDocument();
  });

  it('links the super user to the companies list', async () => {
    signIn(SUPER_USER);
    renderApp('/superuser/somewhere');
    expect(await screen.findByRole('link', { name: 'Empresas' })).toHaveAttribute(
      'href',
      '/superuser/companies',
    );
  });

  it('gives a SELLER a different sold-vehicles icon', async () => {
    signIn(userWithRole('SELLER'));
    const seller = renderApp('/admin/somewhere');
    const sellerIcon = (await screen.findByTestId('nav-sold')).querySelector('svg')?.innerHTML;
    seller.view.unmount();

    signIn(userWithRole('ADMIN'));
    renderApp('/admin/somewhere');
    const adminIcon = (await screen.findByTestId('nav-sold')).querySelector('svg')?.innerHTML;
    expect(sellerIcon).toBeTruthy();
    expect(sellerIcon).not.toBe(adminIcon);
  });

  it('shows no unread badge while nothing is unread', async () => {
    signIn(userWithRole('ADMIN'));
    renderApp('/admin/somewhere');
    await screen.findByTestId('nav-notifications');
    expect(screen.queryByTestId('notifications-badge')).not.toBeInTheDocument();
  });

  it('shows the company logo when the company has one, else the product logo', async () => {
    signIn(userWithRole('ADMIN'), makeCompany({ logo: '/media/logo-stand.png' }));
    const withLogo = renderApp('/admin/somewhere');
    expect((await screen.findByTestId('nav-logo')).querySelector('img')).toHaveAttribute(
      'src',
      '/media/logo-stand.png',
    );
    withLogo.view.unmount();

    signIn(userWithRole('ADMIN'), makeCompany({ logo: null }));
    renderApp('/admin/somewhere');
    expect((await screen.findByTestId('nav-logo')).querySelector('img')).toHaveAttribute(
      'src',
      '/icons/logo.svg',
    );
  });

  it("shows the product's mark, inline, when the company's logo cannot load (offline, never cached)", async () => {
    signIn(userWithRole('ADMIN'), makeCompany({ logo: '/media/logo-stand.png' }));
    renderApp('/admin/somewhere');
    const img = (await screen.findByTestId('nav-logo')).querySelector('img')!;
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', LOGO_FALLBACK);
  });
});

describe('the account menu', () => {
  it("shows the user's label and logs out to the login screen, clearing the stored session", async () => {
    const user = makeUser({ role: 'SELLER', firstName: 'Rui', lastName: 'Costa' });
    await startSession({ token: 'stored-token', user, company: makeCompany() });
    localStorage.setItem('leftover', 'x');
    const app = renderApp('/admin/somewhere');

    await app.user.click(await screen.findByTestId('nav-account'));
    expect(await screen.findByTestId('account-label')).toHaveTextContent('Rui Costa');
    await app.user.click(screen.getByTestId('nav-logout'));

    // Logout deletes the user's IndexedDB mirror first: slow on a loaded CI machine.
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(app.history.location.pathname).toBe('/login');
    await waitFor(async () => expect(await readSession()).toBeUndefined());
    expect(localStorage.length).toBe(0);
    expect(screen.queryByTestId('nav-account')).not.toBeInTheDocument();
  });

  it('still logs out when the queued writes cannot be counted (the mirror closed under it)', async () => {
    await startSession({ token: 'stored-token', user: userWithRole('ADMIN'), company: makeCompany() });
    const app = renderApp('/admin/somewhere');
    await app.user.click(await screen.findByTestId('nav-account'));
    // A closed Dexie database refuses every read from then on: the count rejects.
    mirror().close();
    await app.user.click(await screen.findByTestId('nav-logout'));
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('logout-pending-dialog')).not.toBeInTheDocument();
    await waitFor(async () => expect(await readSession()).toBeUndefined());
  });

  it("opens the company's 'Registo de atividade' from an ADMIN's account menu; a SELLER has no such item", async () => {
    await startSession({ token: 'stored-token', user: userWithRole('ADMIN'), company: makeCompany() });
    const app = renderApp('/admin/somewhere');
    await app.user.click(await screen.findByTestId('nav-account'));
    await app.user.click(await screen.findByTestId('nav-activity'));
    await waitFor(() => expect(app.history.location.pathname).toBe('/admin/activity'));
    app.view.unmount();

    resetSessionStore();
    await startSession({ token: 'stored-token', user: userWithRole('SELLER'), company: makeCompany() });
    const seller = renderApp('/admin/somewhere');
    await seller.user.click(await screen.findByTestId('nav-account'));
    expect(await screen.findByTestId('nav-logout')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-activity')).not.toBeInTheDocument();
  });

  it('logs out from the keyboard too', async () => {
    await startSession({ token: 'stored-token', user: userWithRole('ADMIN'), company: makeCompany() });
    const app = renderApp('/admin/somewhere');
    await app.user.click(await screen.findByTestId('nav-account'));
    // The menu opens and takes the focus asynchronously: press each key once the menu is ready for it.
    await screen.findByTestId('nav-logout');
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('menu'));
    // 'Alterar password' first, then 'Logout'.
    await app.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByTestId('nav-password')).toHaveAttribute('data-highlighted'));
    await app.user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByTestId('nav-logout')).toHaveAttribute('data-highlighted'));
    await app.user.keyboard('{Enter}');
    // Logout deletes the user's IndexedDB mirror first: slow on a loaded CI machine.
    expect(await screen.findByRole('button', { name: 'Login' }, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(async () => expect(await readSession()).toBeUndefined());
  });
});
