/**
 * The browser tab names the screen ('Veículos em stock · Montra'): set in one
 * place from the matched route of the real route table, following navigation;
 * a route the user may not open, or an unknown one, says so.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { FEATURE_ROUTES, type FeatureRoute } from '../../../src/app/routes';
import { resetSessionStore, useSessionStore } from '../../../src/data/session';
import type { User } from '../../../src/domain/types';
import { SUPER_USER, renderApp, signIn, userWithRole } from './render-app';

// The real table's paths, permissions and titles, with a light screen in place of each feature's.
const ROUTES: FeatureRoute[] = FEATURE_ROUTES.map((r) => ({
  ...r,
  element: <p data-testid="screen">{r.path}</p>,
}));

beforeEach(() => {
  resetSessionStore();
  document.title = '';
});

describe('document.title', () => {
  const cases: { path: string; user: User; title: string }[] = [
    { path: '/admin/vehicles', user: userWithRole('SELLER'), title: 'Veículos em stock · Montra' },
    { path: '/admin/admin-vehicles', user: userWithRole('ADMIN'), title: 'Veículos em espera · Montra' },
    {
      path: '/admin/vehicle-details/00000000-0000-4000-8000-000000000001/',
      user: userWithRole('SELLER'),
      title: 'Detalhes do veículo · Montra',
    },
    { path: '/admin/vehicle/new', user: userWithRole('MANAGER'), title: 'Criar um novo veículo · Montra' },
    { path: '/superuser/companies', user: SUPER_USER, title: 'Empresas disponíveis · Montra' },
    {
      path: '/superuser/company-details/00000000-0000-4000-8000-0000000000c1/',
      user: SUPER_USER,
      title: 'Detalhes da empresa · Montra',
    },
    // A seller may not open the waiting list: the shell shows 'Page not found', and so does the tab.
    { path: '/admin/admin-vehicles', user: userWithRole('SELLER'), title: 'Page not found · Montra' },
    // Issue 12's screens, typed in by a role the table refuses: the workshop has no contacts, the seller no analytics.
    { path: '/account/contacts', user: userWithRole('WORKSHOP'), title: 'Page not found · Montra' },
    { path: '/account/contacts/new', user: userWithRole('WORKSHOP'), title: 'Page not found · Montra' },
    {
      path: '/admin/contacts/00000000-0000-4000-8000-0000000000a1/',
      user: userWithRole('WORKSHOP'),
      title: 'Page not found · Montra',
    },
    { path: '/admin/analytics', user: userWithRole('SELLER'), title: 'Page not found · Montra' },
    { path: '/admin/analytics', user: userWithRole('WORKSHOP'), title: 'Page not found · Montra' },
    { path: '/account/contacts', user: userWithRole('SELLER'), title: 'Contatos · Montra' },
    { path: '/admin/analytics', user: userWithRole('EDITOR1'), title: 'Análise e Gestão de Dados · Montra' },
    { path: '/admin/nada-aqui', user: userWithRole('ADMIN'), title: 'Page not found · Montra' },
    { path: '/esta/pagina/nao/existe', user: userWithRole('ADMIN'), title: '404 not found · Montra' },
  ];

  it.each(cases)('is "$title" at $path for $user.username', async ({ path, user, title }) => {
    signIn(user);
    renderApp(path, ROUTES);
    await waitFor(() => expect(document.title).toBe(title));
    // A refused route renders the shell's 'Page not found', never the screen behind it.
    if (title.startsWith('Page not found')) expect(screen.queryByTestId('screen')).not.toBeInTheDocument();
  });

  it('names the login screen for an anonymous visitor', async () => {
    useSessionStore.setState({ status: 'anonymous', token: null, user: null, company: null, expired: false });
    renderApp('/login', ROUTES);
    await screen.findByTestId('login-form');
    await waitFor(() => expect(document.title).toBe('Login · Montra'));
  });

  it('follows the navigation', async () => {
    signIn(userWithRole('ADMIN'));
    const { history } = renderApp('/admin/vehicles', ROUTES);
    await waitFor(() => expect(document.title).toBe('Veículos em stock · Montra'));
    act(() => history.push('/admin/admin-vehicles'));
    await waitFor(() => expect(document.title).toBe('Veículos em espera · Montra'));
  });
});
