/**
 * index.html's drawn login form handed to the app's login screen (src/ui/boot-login.ts,
 * login-page.tsx): a press of Login made before the app was in, or while its first render was
 * under way, is sent by the app, and a refusal shows on the app's own form (never a blank page) —
 * under StrictMode too (the app's root; development builds run its effects twice).
 */
import { configure, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionStore, useSessionStore } from '../../../src/data/session';
import { renderApp } from './render-app';

function drawBootLogin(username: string, password: string): HTMLFormElement {
  document.documentElement.setAttribute('data-boot-login', '');
  document.body.insertAdjacentHTML(
    'afterbegin',
    '<div id="boot-login"><form><input name="username" /><input name="password" type="password" />' +
      '<button type="submit">Login</button></form></div>',
  );
  const form = document.querySelector('#boot-login form') as HTMLFormElement;
  (form.elements.namedItem('username') as HTMLInputElement).value = username;
  (form.elements.namedItem('password') as HTMLInputElement).value = password;
  return form;
}

/** The screen's render reads the form before the press; the press lands before the commit. */
function pressDuringRender(form: HTMLFormElement): void {
  const realHas = form.hasAttribute.bind(form);
  vi.spyOn(form, 'hasAttribute').mockImplementationOnce((name) => {
    const answer = realHas(name);
    form.setAttribute('data-submitted', '');
    return answer;
  });
}

function refuseLogins(): string[] {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      sent.push(`${input.method} ${new URL(input.url).pathname} ${await input.text()}`);
      return new Response(JSON.stringify({ error: { code: 'INVALID_CREDENTIALS', message: 'x' } }), {
        status: 401,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return sent;
}

beforeEach(() => {
  resetSessionStore();
  useSessionStore.setState({ status: 'anonymous' });
});
afterEach(() => {
  configure({ reactStrictMode: false });
  document.getElementById('boot-login')?.remove();
  document.documentElement.removeAttribute('data-boot-login');
  vi.restoreAllMocks();
});

describe("the drawn login form's hand-over", () => {
  it('a press made before the app was in is sent once, and its refusal shows on the form', async () => {
    const sent = refuseLogins();
    drawBootLogin('ana@demo.pt', 'errada-123').setAttribute('data-submitted', '');
    renderApp('/login');
    expect(await screen.findByText('Erro ao autenticar, por favor tente mais tarde')).toBeInTheDocument();
    expect(screen.getByLabelText('Utilizador')).toHaveValue('ana@demo.pt');
    expect(document.getElementById('boot-login')).toBeNull();
    expect(sent.filter((s) => s.startsWith('POST /api/auth/login'))).toHaveLength(1);
  });

  it('a press made while the screen was rendering is sent under StrictMode too (its effects run twice)', async () => {
    configure({ reactStrictMode: true });
    const sent = refuseLogins();
    const form = drawBootLogin('ana@demo.pt', 'errada-123');
    pressDuringRender(form);
    renderApp('/login');
    expect(await screen.findByText('Erro ao autenticar, por favor tente mais tarde')).toBeInTheDocument();
    expect(screen.getByLabelText('Utilizador')).toHaveValue('ana@demo.pt');
    expect(sent.filter((s) => s.startsWith('POST /api/auth/login'))).toHaveLength(1);
  });

  it('a press made while the screen was rendering is sent too, and the form is drawn', async () => {
    const sent = refuseLogins();
    const form = drawBootLogin('ana@demo.pt', 'errada-123');
    pressDuringRender(form);
    renderApp('/login');
    expect(await screen.findByText('Erro ao autenticar, por favor tente mais tarde')).toBeInTheDocument();
    expect(screen.getByTestId('login-form')).toBeVisible();
    expect(sent.filter((s) => s.startsWith('POST /api/auth/login'))).toHaveLength(1);
  });
});
