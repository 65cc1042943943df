/**
 * 'Análise e Gestão de Dados' (issue 12): the tabs per role, the admin's stock
 * figures equal to the server's GET /vehicles/company/{id}/analysis, the
 * charts drawn on named canvases beside their tables, the new-contacts chart
 * equal to the server's, and the same numbers offline after a reload (the
 * screen computes them from the mirror).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BEHAVIOUR } from './fixtures';
import { apiSession, auth, login, waitForController } from './helpers';

interface Analysis {
  averageStockMargin: number | null;
  numberCarsStock: number;
  averageStockTime: number;
  totalValueStock: number | null;
  numberCarsBrand: { typeAnalysis: string; count: number }[];
}

const KPIS = {
  'kpi-average-margin': 'averageStockMargin',
  'kpi-cars-stock': 'numberCarsStock',
  'kpi-average-days': 'averageStockTime',
  'kpi-stock-value': 'totalValueStock',
} as const;

async function serverAnalysis(request: APIRequestContext, token: string, companyUuid: string) {
  const res = await request.get(`/api/vehicles/company/${companyUuid}/analysis`, {
    headers: auth(token),
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { analysis: Analysis }).analysis;
}

/** The four KPIs as the screen holds them (the raw figure each box carries). */
async function shownKpis(page: Page): Promise<Record<string, string | null>> {
  const shown: Record<string, string | null> = {};
  for (const id of Object.keys(KPIS)) shown[id] = await page.getByTestId(id).getAttribute('data-value');
  return shown;
}

const expectedKpis = (a: Analysis) =>
  Object.fromEntries(Object.entries(KPIS).map(([id, field]) => [id, String(a[field] ?? '')]));

const tabNames = (page: Page) => page.getByRole('tab').allTextContents();

test('the admin sees four tabs, the manager only the suppliers', async ({ browser }) => {
  const admin = await browser.newPage();
  await login(admin, 'admin@demo.pt');
  await expect(admin.getByTestId('nav-analytics').first()).toBeVisible();
  await admin.goto('/admin/analytics');
  await expect(admin.getByRole('heading', { name: 'Análise e Gestão de Dados' })).toBeVisible();
  await expect(admin.getByRole('tab')).toHaveCount(4);
  expect(await tabNames(admin)).toEqual([
    'Análise de stock',
    'Gestão de carros',
    'Gestão de contactos',
    'Gestão de fornecedores',
  ]);
  // The keyboard: an arrow moves to the next tab and opens it.
  await admin.getByRole('tab', { name: 'Análise de stock' }).click();
  await admin.keyboard.press('ArrowRight');
  await expect(admin.getByRole('tab', { name: 'Gestão de carros' })).toHaveAttribute('aria-selected', 'true');
  await expect(admin).toHaveURL(/\?tab=cars$/);
  for (const name of [
    'Carros por tempo em stock',
    'Carros por combustível',
    'Carros por marca',
    'Carros por stand',
  ]) {
    await expect(admin.getByRole('img', { name })).toBeVisible();
    await expect(admin.getByRole('table', { name })).toBeVisible();
  }
  // Charts follow the width and the page does not scroll sideways (1024×768 and 390×844).
  const canvasWidth = await admin
    .getByRole('img', { name: 'Carros por marca' })
    .evaluate((el) => el.clientWidth);
  const viewport = admin.viewportSize()?.width ?? 0;
  expect(canvasWidth).toBeGreaterThan(viewport / 3);
  expect(await admin.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await admin.close();

  const manager = await browser.newPage();
  await login(manager, 'gestor@demo.pt');
  await expect(manager.getByTestId('nav-analytics').first()).toBeVisible();
  await manager.goto('/admin/analytics?tab=stock');
  await expect(manager.getByRole('tab')).toHaveCount(1);
  expect(await tabNames(manager)).toEqual(['Gestão de fornecedores']);
  await expect(manager.getByLabel('Lista de Fornecedores')).toBeVisible();
  await expect(manager.getByTestId('kpi-cars-stock')).toHaveCount(0);
  await manager.close();
});

test(
  "the admin's figures equal the server's, online and then offline",
  { tag: BEHAVIOUR },
  async ({ page, context, request }) => {
    const { token, companyUuid } = await apiSession(request, 'admin@demo.pt');
    await login(page, 'admin@demo.pt');
    await expect(page.getByTestId('nav-analytics').first()).toBeVisible();
    await page.goto('/admin/analytics');
    await expect(page.getByTestId('kpi-cars-stock')).toBeVisible();

    // Tests running beside this one change the stock: the screen must match the server at one moment.
    let analysis: Analysis | null = null;
    await expect(async () => {
      analysis = await serverAnalysis(request, token, companyUuid);
      expect(await shownKpis(page)).toEqual(expectedKpis(analysis));
    }).toPass();
    const shown = await shownKpis(page);
    expect(Number(shown['kpi-cars-stock'])).toBeGreaterThan(0);
    expect(shown['kpi-stock-value']).not.toBe('');
    const texts = await page.getByTestId('kpi-stock-value-value').textContent();
    expect(texts).toMatch(/€/);

    // The brands chart lists what the server counts.
    await page.getByRole('tab', { name: 'Gestão de carros' }).click();
    const brands = page.getByRole('table', { name: 'Carros por marca' });
    await expect(brands).toBeVisible();
    const brandRows = await brands.locator('tbody tr').count();
    expect(brandRows).toBeGreaterThan(0);

    await waitForController(page);
    await context.setOffline(true);
    await page.goto('/admin/analytics?tab=stock');
    await expect(page.getByTestId('kpi-cars-stock')).toBeVisible();
    await expect(page.getByTestId('sync-online')).toHaveText('Offline');
    expect(await shownKpis(page)).toEqual(shown);
    await page.reload();
    await expect(page.getByTestId('kpi-cars-stock')).toBeVisible();
    expect(await shownKpis(page)).toEqual(shown);
    await page.getByRole('tab', { name: 'Gestão de carros' }).click();
    await expect(page.getByRole('table', { name: 'Carros por marca' }).locator('tbody tr')).toHaveCount(
      brandRows,
    );
    await expect(page.getByRole('img', { name: 'Carros por marca' })).toBeVisible();
    await context.setOffline(false);
  },
);

test(
  "the new-contacts chart equals the server's for a range by year; a reversed range is refused",
  { tag: BEHAVIOUR },
  async ({ page, request }) => {
    const { token, companyUuid } = await apiSession(request, 'admin@demo.pt');
    await login(page, 'admin@demo.pt');
    await expect(page.getByTestId('nav-analytics').first()).toBeVisible();
    await page.goto('/admin/analytics?tab=contacts');
    const today = await page.getByLabel('Data inicial').inputValue();
    expect(await page.getByLabel('Data final').inputValue()).toBe(today);
    const from = `${Number(today.slice(0, 4)) - 2}-01-01`;
    await page.getByLabel('Data inicial').fill(from);
    await page.getByLabel('Agrupar').selectOption({ label: 'Ano' });
    await expect(page.getByRole('img', { name: 'Novos contactos' })).toBeVisible();

    const table = page.getByRole('table', { name: 'Novos contactos' });
    await expect(async () => {
      const res = await request.get(
        `/api/contacts/company/${companyUuid}/?dateInit=${from}&dateEnd=${today}&groupBy=year`,
        { headers: auth(token) },
      );
      expect(res.status()).toBe(200);
      const { results } = (await res.json()) as { results: { date: string; value: number }[] };
      const rows = await table
        .locator('tbody tr')
        .evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')),
        );
      expect(rows).toEqual(results.map((r) => [r.date, String(r.value)]));
    }).toPass();

    await page.getByLabel('Data final').fill(`${Number(today.slice(0, 4)) - 3}-12-31`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'A data final não pode ser anterior à data inicial' }),
    ).toBeVisible();
    await expect(page.getByRole('img', { name: 'Novos contactos' })).toHaveCount(0);
  },
);
