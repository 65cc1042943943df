import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '../../../src/data/session';
import { clearSession, readSession } from '../../../src/data/session/session-storage';
import { SUPER_USER, makeCompany, renderApp, userWithRole } from './render-app';

beforeEach(() => {
  resetSessionStore();
  useSessionStore.setState({ status: 'anonymous' });
});

interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** Answers every HTTP request of the page with one JSON response; returns what was sent. */
function answerWith(status: number, body: unknown): SentRequest[] {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: Request) => {
    const text = await input.text();
    sent.push({
      method: input.method,
      path: new URL(input.url).pathname,
      body: text ? JSON.parse(text) : null,
    });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return sent;
}

async function submit(app: ReturnType<typeof renderApp>, username: string, password: string) {
  if (username) await app.user.type(screen.getByLabelText('Utilizador'), username);
  if (password) await app.user.type(screen.getByLabelText('Password'), password);
  await app.user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('the login screen', () => {
  it('presents the stand-management platform and its two fields', async () => {
    renderApp('/login');
    expect(
      await screen.findByRole('heading', { name: 'Plataforma de Gestão de Stands' }),
    ).toBeInTheDocument();
    const username = screen.getByLabelText('Utilizador');
    expect(username).toHaveAttribute('type', 'email');
    expect(username).toHaveAttribute('autocomplete', 'username');
    expect(username.getAttribute('placeholder')).toMatch(/e-mail/);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
  });

  it("shows 'Campo obrigatório' under each empty field and sends nothing", async () => {
    const sent = answerWith(200, {});
    const app = renderApp('/login');
    await screen.findByTestId('login-form');
    await submit(app, '', '');
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(2);
    expect(sent).toEqual([]);
  });

  it("shows 'Erro ao autenticar, por favor tente mais tarde' when the server answers 401", async () => {
    answerWith(401, { error: { code: 'INVALID_CREDENTIALS', message: 'Utilizador ou password inválidos' } });
    const app = renderApp('/login');
    await screen.findByTestId('login-form');
    await submit(app, 'ana@demo.pt', 'wrong-password');
    expect(await screen.findByText('Erro ao autenticar, por favor tente mais tarde')).toBeInTheDocument();
    expect(app.history.location.pathname).toBe('/login');
    expect(await readSession()).toBeUndefined();
  });

  it("shows the server's message when there were too many attempts (429)", async () => {
    const message = 'Demasiadas tentativas de autenticação. Por favor aguarde alguns minutos';
    answerWith(429, { error: { code: 'TOO_MANY_ATTEMPTS', message } });
    const app = renderApp('/login');
    await screen.findByTestId('login-form');
    await submit(app, 'ana@demo.pt', 'wrong-password');
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('stores the session and opens the landing page of the user', async () => {
    const user = userWithRole('SELLER');
    const company = makeCompany();
    const sent = answerWith(200, { token: 'jwt-token', user, company, landing: '/admin/vehicles' });
    const app = renderApp('/login');
    await screen.findByTestId('login-form');
    await submit(app, ' ana@demo.pt ', 'stand-demo-2026');

    await screen.findByTestId('nav-account');
    expect(app.history.location.pathname).toBe('/admin/vehicles');
    expect(await readSession()).toEqual({ token: 'jwt-token', user, company });
    // Beside the shell's GET /api/health (the demo banner's), one call: the login.
    expect(sent.filter((r) => r.path !== '/api/health')).toEqual([
      {
        method: 'POST',
        path: '/api/auth/login',
        body: { username: 'ana@demo.pt', password: 'stand-demo-2026' },
      },
    ]);
  });

  it('sends the super user to the companies list', async () => {
    answerWith(200, { token: 'jwt-token', user: SUPER_USER, company: null });
    const app = renderApp('/login');
    await screen.findByTestId('login-form');
    await submit(app, 'super@montra.pt', 'stand-demo-2026');
    await waitFor(() => expect(app.history.location.pathname).toBe('/superuser/companies'));
  });

  it('asks a user with a generated password for a new one, then opens the landing page with a new session', async () => {
    const GENERATED = 'gerada-Abc123xyz';
    const NEW = 'Farol-Costa-Nova-7712';
    const sent: SentRequest[] = [];
    const json = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: Request) => {
        const text = await input.text();
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
        const path = new URL(input.url).pathname;
        sent.push({ method: input.method, path, body });
        if (path === '/api/auth/login' && body?.password === GENERATED)
          return json(200, {
            token: 'first-token',
            user: SUPER_USER,
            company: null,
            mustChangePassword: true,
          });
        if (path === '/api/auth/login')
          return json(200, {
            token: 'new-token',
            user: SUPER_USER,
            company: null,
            mustChangePassword: false,
          });
        if (path.startsWith('/api/users/password/')) {
          if (body?.password === '12345678')
            return json(400, {
              error: {
                code: 'VALIDATION',
                message: 'x',
                fields: { password: 'Password demasiado fácil de adivinhar' },
              },
            });
          return json(200, { user: SUPER_USER });
        }
        return json(200, {});
      }),
    );
    await clearSession();
    const app = renderApp('/login');
    await screen.findByTestId('login-form');
    await submit(app, 'chefe@exemplo.pt', GENERATED);

    expect(await screen.findByTestId('new-password-form')).toBeInTheDocument();
    expect(screen.getByText('Escolha uma nova password para continuar')).toBeInTheDocument();
    expect(app.history.location.pathname).toBe('/login');
    expect(await readSession()).toBeUndefined();

    const fill = async (password: string, confirmation: string) => {
      await app.user.clear(screen.getByLabelText('Nova password'));
      await app.user.clear(screen.getByLabelText('Confirmar password'));
      await app.user.type(screen.getByLabelText('Nova password'), password);
      await app.user.type(screen.getByLabelText('Confirmar password'), confirmation);
      await app.user.click(screen.getByRole('button', { name: 'Guardar password' }));
    };
    await fill(NEW, 'outra-coisa-123');
    expect(await screen.findByText('As passwords não coincidem')).toBeInTheDocument();
    await fill(GENERATED, GENERATED);
    expect(await screen.findByText('Escolha uma password diferente da atual')).toBeInTheDocument();
    await fill('12345678', '12345678');
    expect(await screen.findByText('Password demasiado fácil de adivinhar')).toBeInTheDocument();
    expect(await readSession()).toBeUndefined();

    await fill(NEW, NEW);
    await waitFor(() => expect(app.history.location.pathname).toBe('/superuser/companies'));
    expect(await readSession()).toMatchObject({ token: 'new-token' });
    const change = sent.filter((r) => r.path.startsWith('/api/users/password/')).at(-1);
    expect(change).toEqual({
      method: 'PATCH',
      path: `/api/users/password/${SUPER_USER.uuid}`,
      body: { currentPassword: GENERATED, password: NEW },
    });
  });

  it('says the session expired when the server ended it', async () => {
    useSessionStore.setState({ status: 'anonymous', expired: true });
    renderApp('/login');
    expect(
      await screen.findByText('A sua sessão expirou. Por favor autentique-se novamente'),
    ).toBeInTheDocument();
  });
});
