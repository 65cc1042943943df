/**
 * 'Dados de demonstração' (issue 22 §8): the shell shows the strip while GET /api/health says
 * `demo: true`, and nothing when it says false or when offline.
 */
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SLOW, renderAdmin, setOnline, signInFresh, stubApi } from './admin-fixtures';

function serve(demo: boolean) {
  return stubApi((_method, path) =>
    path === '/api/health'
      ? { status: 200, body: { status: 'ok', demo } }
      : { status: 200, body: { companies: [] } },
  );
}

describe('the demo banner', { timeout: 20_000 }, () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows 'Dados de demonstração' while the server says demo", async () => {
    await signInFresh();
    const sent = serve(true);
    setOnline(true);
    renderAdmin('/superuser/companies');
    expect(await screen.findByTestId('demo-banner', {}, SLOW)).toHaveTextContent('Dados de demonstração');
    expect(sent.filter((r) => r.path === '/api/health')).toHaveLength(1);
  });

  it('shows nothing once no demo account accepts the demo password', async () => {
    await signInFresh();
    const sent = serve(false);
    setOnline(true);
    renderAdmin('/superuser/companies');
    await screen.findByRole('heading', { name: 'Empresas disponíveis' }, SLOW);
    await vi.waitFor(() => expect(sent.some((r) => r.path === '/api/health')).toBe(true));
    // Every answer delivered and its effects run before looking.
    await act(async () => {
      await Promise.all(vi.mocked(fetch).mock.results.map((r) => r.value as Promise<unknown>));
    });
    expect(screen.queryByTestId('demo-banner')).not.toBeInTheDocument();
  });

  it('shows nothing offline, asking nothing', async () => {
    await signInFresh();
    const sent = serve(true);
    renderAdmin('/superuser/companies');
    await screen.findByRole('heading', { name: 'Empresas disponíveis' }, SLOW);
    expect(screen.queryByTestId('demo-banner')).not.toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/health')).toHaveLength(0);
  });
});
