/**
 * 'Registo de atividade' (issue 22 §7): the company page's tab for the super user and
 * '/admin/activity' for a company's ADMIN, read online from GET /api/audit/company/{id} — its
 * columns in pt-PT, newest first as the server answers, the filters sent as query keys, older
 * events on demand — and offline a plain message instead; a MANAGER gets 'Page not found'.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FEATURE_ROUTES } from '../../../src/app/routes';
import type { AuditEvent, AuditPage } from '../../../src/domain/audit';
import { renderApp, userWithRole } from '../app/render-app';
import { SLOW, makeCompanyRecord, makeUser, renderAdmin, setOnline, signInFresh } from './admin-fixtures';

const ACTIVITY_ROUTES = FEATURE_ROUTES.filter((r) => r.path === '/admin/activity');

function event(id: number, overrides: Partial<AuditEvent>): AuditEvent {
  return {
    id,
    at: '2026-11-27T10:15:30.000Z',
    actorUuid: '00000000-0000-4000-8000-000000000001',
    actorName: 'admin@demo.pt',
    companyUuid: null,
    action: 'auth.login',
    targetKind: null,
    targetUuid: null,
    targetName: null,
    outcome: 'SUCCESS',
    address: '10.0.0.7',
    detail: null,
    ...overrides,
  };
}

/** Answers GET /api/audit/company/… with `page(url)`; returns the URLs asked. */
function stubAudit(page: (url: URL) => AuditPage): URL[] {
  const asked: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: Request) => {
      const url = new URL(input.url);
      if (!url.pathname.startsWith('/api/audit/company/')) {
        return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
      }
      asked.push(url);
      return new Response(JSON.stringify(page(url)), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return asked;
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe('Registo de atividade', { timeout: 20_000 }, () => {
  beforeEach(() => setOnline(false));
  afterEach(() => vi.unstubAllGlobals());

  it('is a tab of the company page that lists the events with pt-PT labels, newest first', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const asked = stubAudit(() => ({
      events: [
        event(3, {
          action: 'user.role',
          targetKind: 'user',
          targetUuid: '00000000-0000-4000-8000-000000000009',
          targetName: 'vendedor@demo.pt',
        }),
        event(2, { action: 'export.contacts' }),
        event(1, { actorName: 'vendedor@demo.pt', outcome: 'FAILURE', address: '203.0.113.7' }),
      ],
      nextBefore: null,
    }));
    setOnline(true);
    renderAdmin(`/superuser/company-details/${company.uuid}/?tab=activity`);

    expect(await screen.findByRole('tab', { name: 'Registo de atividade' }, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(3), SLOW);
    const rows = screen.getAllByTestId('audit-row');
    const headers = within(screen.getByTestId('audit-table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Data/hora', 'Utilizador', 'Ação', 'Alvo', 'Resultado', 'Endereço']);
    const [first, second, third] = rows.map(cellsOf);
    expect(first).toEqual([
      expect.stringMatching(/27\/11\/2026/),
      'admin@demo.pt',
      'Função alterada',
      'Utilizador: vendedor@demo.pt',
      'Sucesso',
      '10.0.0.7',
    ]);
    expect(second?.[2]).toBe('Exportação de contactos (CSV)');
    expect(third).toEqual([
      expect.any(String),
      'vendedor@demo.pt',
      'Início de sessão',
      '—',
      'Falhado',
      '203.0.113.7',
    ]);
    expect(asked[0]?.pathname).toBe(`/api/audit/company/${company.uuid}`);
    expect(screen.queryByTestId('audit-more')).not.toBeInTheDocument();
  });

  it('sends the filters as query keys and asks for older events on demand', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const asked = stubAudit((url) => ({
      events: [event(Number(url.searchParams.get('limit')), {})],
      nextBefore: 1,
    }));
    setOnline(true);
    const { user } = renderAdmin(`/superuser/company-details/${company.uuid}/?tab=activity`);
    await waitFor(() => expect(screen.getAllByTestId('audit-row')).toHaveLength(1), SLOW);
    expect(asked.at(-1)?.searchParams.get('limit')).toBe('50');

    await user.selectOptions(screen.getByLabelText('Ação'), 'Início de sessão');
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('action')).toBe('auth.login'));
    await user.type(screen.getByLabelText('Desde'), '2026-11-01');
    await waitFor(() =>
      expect(asked.at(-1)?.searchParams.get('from')).toBe(new Date(2026, 10, 1).toISOString()),
    );
    await user.type(screen.getByLabelText('Até'), '2026-11-30');
    // The last day is whole: up to the next midnight.
    await waitFor(() =>
      expect(asked.at(-1)?.searchParams.get('to')).toBe(new Date(2026, 11, 1).toISOString()),
    );

    await user.click(await screen.findByTestId('audit-more'));
    await waitFor(() => expect(asked.at(-1)?.searchParams.get('limit')).toBe('100'));
    expect(asked.at(-1)?.searchParams.get('action')).toBe('auth.login');
  });

  it('says plainly offline that the log needs the network, and asks nothing', async () => {
    const db = await signInFresh();
    const company = makeCompanyRecord();
    await db.companies.put(company);
    const asked = stubAudit(() => ({ events: [], nextBefore: null }));
    renderAdmin(`/superuser/company-details/${company.uuid}/?tab=activity`);
    expect(await screen.findByTestId('audit-offline', {}, SLOW)).toHaveTextContent(
      'Sem ligação: o registo de atividade só pode ser consultado online.',
    );
    expect(asked).toHaveLength(0);
  });

  it("is a company ADMIN's own page at /admin/activity", async () => {
    const admin = makeUser({ role: 'ADMIN' });
    await signInFresh(admin);
    const asked = stubAudit(() => ({ events: [], nextBefore: null }));
    setOnline(true);
    renderApp('/admin/activity', [...ACTIVITY_ROUTES]);
    expect(await screen.findByTestId('audit-empty', {}, SLOW)).toHaveTextContent(
      'Não existem registos de atividade para estes filtros',
    );
    expect(asked[0]?.pathname).toBe(`/api/audit/company/${admin.companyUuid}`);
  });

  it("answers a MANAGER 'Page not found', asking nothing", async () => {
    await signInFresh(userWithRole('MANAGER'));
    const asked = stubAudit(() => ({ events: [], nextBefore: null }));
    setOnline(true);
    renderApp('/admin/activity', [...ACTIVITY_ROUTES]);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, SLOW)).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});
