/**
 * 'Análise e Gestão de Dados' over a seeded mirror (offline): the tabs each
 * role sees, the stock KPIs, the count charts with their tables, the
 * new-contacts chart and its filters, the supplier list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../src/domain/enums';
import { euro } from '../vehicle/render-vehicle';
import { daysAgo, renderAnalytics, SUPPLIER, TODAY } from './analytics-fixtures';

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;
const text = (testId: string) => screen.getByTestId(testId).textContent?.replace(/\s/g, ' ');

/** The rows of a chart's table, as [label, count] pairs. */
function tableRows(name: string): [string, string][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [cells[0]?.textContent ?? '', cells[1]?.textContent ?? ''];
    });
}

afterEach(() => vi.restoreAllMocks());

describe('the analytics screen', { timeout: 20_000 }, () => {
  it.each<[Role, string[]]>([
    ['ADMIN', ['Análise de stock', 'Gestão de carros', 'Gestão de contactos', 'Gestão de fornecedores']],
    ['MANAGER', ['Gestão de fornecedores']],
    ['EDITOR1', ['Gestão de carros', 'Gestão de fornecedores']],
  ])('shows a %s the tabs %j', async (role, tabs) => {
    await renderAnalytics(role);
    expect(screen.getByRole('heading', { name: 'Análise e Gestão de Dados' })).toBeInTheDocument();
    expect(tabNames()).toEqual(tabs);
    expect(selectedTab()).toBe(tabs[0]);
  });

  it('gives a manager the company supplier list, even when the address asks for the stock', async () => {
    await renderAnalytics('MANAGER', '?tab=stock');
    expect(selectedTab()).toBe('Gestão de fornecedores');
    expect(await screen.findByText(SUPPLIER.name)).toBeInTheDocument();
    expect(screen.queryByTestId('kpi-cars-stock')).toBeNull();
  });

  it('shows the admin the stock KPIs of the mirror: stock only, margin of priced cars, complaints out', async () => {
    await renderAnalytics('ADMIN');
    // (12000 - 10500 + 9000 - 8000) / 2; the unpriced vehicle and the sold one do not count.
    expect(text('kpi-average-margin-value')).toBe(euro(1250));
    expect(text('kpi-cars-stock-value')).toBe('3');
    // (10 + 200 + 400) / 3 days.
    expect(text('kpi-average-days-value')).toBe('203,3');
    // 10500 + 5000 + 8000.
    expect(text('kpi-stock-value-value')).toBe(euro(23_500));
    expect(screen.getByTestId('kpi-stock-value')).toHaveTextContent('Valor total do stock');
  });

  it('moves between the tabs with the keyboard and keeps the tab in the address', async () => {
    const { events } = await renderAnalytics('ADMIN');
    await events.click(screen.getByRole('tab', { name: 'Análise de stock' }));
    await events.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.activeElement).toHaveTextContent('Gestão de carros'));
    // jsdom runs Zag's select-on-focus before the focus lands; Enter opens the focused tab everywhere.
    await events.keyboard('{Enter}');
    await waitFor(() => expect(selectedTab()).toBe('Gestão de carros'));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/analytics?tab=cars');
    expect(await screen.findByRole('table', { name: 'Carros por combustível' })).toBeInTheDocument();
  });

  // jsdom gives no canvas context: the screen shows the tables alone (e2e checks the canvases in Chromium).
  it('gives each count chart a table of its numbers', async () => {
    await renderAnalytics('EDITOR1', '?tab=cars');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Carros por tempo em stock',
      'Carros por combustível',
      'Carros por marca',
      'Carros por stand',
    ]);
    expect(tableRows('Carros por tempo em stock')).toEqual([
      ['< 6 meses', '1'],
      ['6-12 meses', '1'],
      ['> 12 meses', '1'],
    ]);
    expect(tableRows('Carros por combustível')).toEqual([
      ['Sem combustível', '1'],
      ['Diesel', '1'],
      ['Gasolina', '1'],
    ]);
    expect(tableRows('Carros por marca')).toEqual([
      ['Peugeot', '2'],
      ['Audi', '1'],
    ]);
    expect(tableRows('Carros por stand')).toEqual([
      ['Sem stand', '1'],
      ['Stand Antigo', '1'],
      ['Stand Ílhavo', '1'],
    ]);
  });

  it('says so when there is no stock', async () => {
    await renderAnalytics('ADMIN', '?tab=cars', { vehicles: false });
    expect(screen.getByTestId('cars-empty')).toHaveTextContent('Não existem carros em stock');
  });

  it("charts today's new contacts, by user, month and range; a range ending before it starts is refused", async () => {
    const { events, user } = await renderAnalytics('ADMIN', '?tab=contacts');
    expect(screen.getByLabelText('Data inicial')).toHaveValue(TODAY);
    expect(screen.getByLabelText('Data final')).toHaveValue(TODAY);
    const [y, m, d] = TODAY.split('-');
    expect(tableRows('Novos contactos')).toEqual([[`${d}/${m}/${y}`, '3']]);
    expect(screen.getByTestId('contacts-total')).toHaveTextContent('3 novos contactos neste período');

    await screen.findByRole('option', { name: 'Ana Silva' });
    await events.selectOptions(screen.getByLabelText('Utilizador'), 'Ana Silva');
    expect(screen.getByLabelText('Utilizador')).toHaveValue(user.uuid);
    expect(tableRows('Novos contactos')).toEqual([[`${d}/${m}/${y}`, '1']]);
    await events.selectOptions(screen.getByLabelText('Utilizador'), 'Todos');

    const earlier = daysAgo(40);
    await events.clear(screen.getByLabelText('Data inicial'));
    await events.type(screen.getByLabelText('Data inicial'), earlier);
    await events.selectOptions(screen.getByLabelText('Agrupar'), 'Mês');
    const months = tableRows('Novos contactos');
    expect(months[0]).toEqual([`${earlier.slice(5, 7)}/${earlier.slice(0, 4)}`, '1']);
    expect(months.at(-1)).toEqual([`${m}/${y}`, '3']);
    expect(months.reduce((sum, [, n]) => sum + Number(n), 0)).toBe(4);

    await events.clear(screen.getByLabelText('Data final'));
    await events.type(screen.getByLabelText('Data final'), daysAgo(41));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A data final não pode ser anterior à data inicial',
    );
    expect(screen.queryByRole('table', { name: 'Novos contactos' })).toBeNull();
  });
});
