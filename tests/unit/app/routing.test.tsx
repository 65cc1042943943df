import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSessionStore, useSessionStore } from '../../../src/data/session';
import type { User } from '../../../src/domain/types';
import { SUPER_USER, makeUser, renderApp, signIn, userWithRole } from './render-app';

beforeEach(() => {
  resetSessionStore();
});

function signOut(): void {
  useSessionStore.setState({ status: 'anonymous', token: null, user: null, company: null, expired: false });
}

describe("the root '/'", () => {
  const cases: { who: string; user: User | null; to: string }[] = [
    { who: 'the super user', user: SUPER_USER, to: '/superuser/companies' },
    { who: 'an active ADMIN', user: userWithRole('ADMIN'), to: '/admin/vehicles' },
    { who: 'an active SELLER', user: userWithRole('SELLER'), to: '/admin/vehicles' },
    { who: 'an inactive user', user: makeUser({ isActive: false }), to: '/login' },
    { who: 'an anonymous visitor', user: null, to: '/login' },
  ];

  it.each(cases)('sends $who to $to', async ({ user, to }) => {
    if (user) signIn(user);
    else signOut();
    const { history } = renderApp('/');
    await screen.findByTestId(to === '/login' ? 'login-form' : 'nav-account');
    expect(history.location.pathname).toBe(to);
  });
});

describe('private routes', () => {
  it('show a spinner and do not redirect while the session is being restored', async () => {
    const { history } = renderApp('/admin/vehicles');
    expect(await screen.findByTestId('session-spinner')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/vehicles');
  });

  it('send an anonymous visitor to the login screen', async () => {
    signOut();
    const { history } = renderApp('/admin/vehicles');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/login');
  });

  it('send a logged-in visitor of /login to his landing page', async () => {
    signIn(SUPER_USER);
    const { history } = renderApp('/login');
    await screen.findByTestId('nav-companies');
    expect(history.location.pathname).toBe('/superuser/companies');
  });
});

describe('unknown routes', () => {
  it("show '404 not found' on a full page outside the app's areas", async () => {
    signIn(userWithRole('ADMIN'));
    renderApp('/esta/pagina/nao/existe');
    expect(await screen.findByText('404 not found')).toBeInTheDocument();
    expect(screen.queryByTestId('nav-bar')).not.toBeInTheDocument();
  });

  it("show '404 not found' to an anonymous visitor too, not the login screen", async () => {
    signOut();
    const { history } = renderApp('/esta/pagina/nao/existe');
    expect(await screen.findByText('404 not found')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/esta/pagina/nao/existe');
  });

  it("show 'Page not found' inside the shell for an unknown /admin sub-route", async () => {
    signIn(userWithRole('ADMIN'));
    renderApp('/admin/xyz');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByTestId('nav-bar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeInTheDocument();
  });

  it('stick the page header to the top once the page is scrolled more than 50 px', async () => {
    signIn(userWithRole('ADMIN'));
    renderApp('/admin/xyz');
    const header = await screen.findByTestId('page-header');
    expect(header).not.toHaveAttribute('data-fixed');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(50);
    expect(header).not.toHaveAttribute('data-fixed');
    scrollTo(51);
    expect(header).toHaveAttribute('data-fixed', 'true');
    scrollTo(0);
  });

  it.each(['/account/xyz', '/superuser/xyz/abc'])("show 'Page not found' for %s", async (path) => {
    signIn(SUPER_USER);
    renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('registered screens', () => {
  const analytics = {
    path: '/admin/analytics',
    element: <p>Ecrã de análise</p>,
    permission: 'nav.analytics',
  } as const;

  it('open for a user who holds the permission of the route', async () => {
    signIn(userWithRole('EDITOR1'));
    renderApp('/admin/analytics', [analytics]);
    expect(await screen.findByText('Ecrã de análise')).toBeInTheDocument();
  });

  it("show 'Page not found' to a user without it", async () => {
    signIn(userWithRole('SELLER'));
    renderApp('/admin/analytics', [analytics]);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.queryByText('Ecrã de análise')).not.toBeInTheDocument();
  });
});
