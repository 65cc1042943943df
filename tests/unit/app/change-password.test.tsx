/**
 * 'Alterar password' from the account menu: after the current password, a new one typed twice;
 * the server's refusal of the current one shows under it; once changed, the session goes on
 * under the new password's token (the change ended the old one) and says so.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '../../../src/data/session';
import { MSG } from '../../../src/domain/messages';
import { ChangePasswordPage } from '../../../src/features/auth';
import { makeCompany, renderApp, signIn, userWithRole } from './render-app';

const seller = userWithRole('SELLER');
const company = makeCompany();

beforeEach(() => {
  resetSessionStore();
  signIn(seller, company);
});

interface Sent {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
  auth: string | null;
}

function server(): Sent[] {
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const text = await input.text();
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
      const path = new URL(input.url).pathname;
      sent.push({ method: input.method, path, body, auth: input.headers.get('authorization') });
      if (path.startsWith('/api/users/password/')) {
        if (body?.currentPassword !== 'a-minha-atual')
          return json(400, {
            error: { code: 'VALIDATION', message: 'x', fields: { currentPassword: MSG.invalidCredentials } },
          });
        return json(200, { user: seller });
      }
      if (path === '/api/auth/login') return json(200, { token: 'token-novo', user: seller, company });
      return json(200, {});
    }),
  );
  return sent;
}

describe("'Alterar password'", () => {
  it('refuses a wrong current password under its field, then changes it and keeps the session', async () => {
    const sent = server();
    const app = renderApp('/account/password', [
      { path: '/account/password', element: <ChangePasswordPage />, permission: 'account.password' },
    ]);
    expect(await screen.findByRole('heading', { name: 'Alterar password' })).toBeInTheDocument();
    const fill = async (current: string, next: string) => {
      for (const label of ['Password atual', 'Nova password', 'Confirmar password'])
        await app.user.clear(screen.getByLabelText(label));
      await app.user.type(screen.getByLabelText('Password atual'), current);
      await app.user.type(screen.getByLabelText('Nova password'), next);
      await app.user.type(screen.getByLabelText('Confirmar password'), next);
      await app.user.click(screen.getByRole('button', { name: 'Guardar password' }));
    };
    await fill('engano', 'Farol-Costa-Nova-7712');
    expect(await screen.findByText(MSG.invalidCredentials)).toBeInTheDocument();
    expect(useSessionStore.getState().status).toBe('authenticated');

    await fill('a-minha-atual', 'Farol-Costa-Nova-7712');
    expect(await screen.findByText('Password alterada com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(useSessionStore.getState().token).toBe('token-novo'));
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', expired: false });
    const calls = sent.filter((r) => r.path !== '/api/health' && !r.path.startsWith('/api/sync'));
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PATCH /api/users/password/${seller.uuid}`,
      `PATCH /api/users/password/${seller.uuid}`,
      'POST /api/auth/login',
      // The media cookie, renewed under the new token.
      'POST /api/auth/media-session',
    ]);
    expect(calls[2]?.body).toEqual({ username: seller.username, password: 'Farol-Costa-Nova-7712' });
  });
});
