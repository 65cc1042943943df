/**
 * The sold list screen (the table itself is tested once, in
 * src/ui/data-table.test.tsx): the default month and year, filters read from
 * the address and written back, the columns and summary per role, a seller's
 * own sales only, and a row opening its sale details.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { mirror } from '../../../src/data/db';
import { queueSaleCreate } from '../../../src/data/writes';
import type { Role } from '../../../src/domain/enums';
import { SoldList } from '../../../src/features/sold';
import { makeCost, signInWithMirror } from '../vehicle/render-vehicle';
import { FINANCIAL_UUID, makeSale, saleDates, soldData, vehicleUuid } from './sold-fixtures';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function renderSold(role: Role, query = '') {
  const user = await signInWithMirror(role);
  const { vehicles, sales } = soldData(user.uuid);
  const db = mirror();
  await db.vehicles.bulkPut(vehicles);
  // A seller's mirror holds only their own sales (the change feed scopes them).
  await db.sales.bulkPut(role === 'SELLER' ? sales.filter((s) => s.sellerUuid === user.uuid) : sales);
  await db.costs.bulkPut([
    makeCost({ uuid: '00000000-0000-4000-8000-0000000c0001', value: 300, costType: 'MECHANIC' }),
    makeCost({ uuid: '00000000-0000-4000-8000-0000000c0002', value: 1000, costType: 'COMPLAINT' }),
  ]);
  await db.financials.put({
    uuid: FINANCIAL_UUID,
    financialUuid: FINANCIAL_UUID,
    companyUuid: user.companyUuid ?? '',
    name: 'Cetelem',
    code: 'BNPAPTPL',
    rowVersion: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
  });
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/admin/sold-vehicles${query}`]}>
        <Routes>
          <Route path="/admin/sold-vehicles" element={<SoldList />} />
          <Route path="/admin/vehicle-details/:id/sale-details" element={<p>Detalhes de venda</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  await waitFor(() => expect(screen.queryByLabelText('A carregar')).toBeNull());
  return userEvent.setup({ delay: null });
}

const plates = () => screen.queryAllByTestId('sold-row').map((r) => r.getAttribute('data-plate'));
const headers = () =>
  screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/, '').trim());
const rowOf = (plate: string) => {
  const row = screen.getAllByTestId('sold-row').find((r) => r.getAttribute('data-plate') === plate);
  if (!row) throw new Error(`no row ${plate}`);
  return row;
};

afterEach(() => vi.restoreAllMocks());

describe('the sold list', { timeout: 20_000 }, () => {
  it('shows the current month and year with no query, and writes them into the address', async () => {
    await renderSold('ADMIN');
    const today = new Date();
    expect(plates().sort()).toEqual(['THIS-1', 'THIS-2']);
    expect(screen.getByLabelText('Mês de venda')).toHaveValue(String(today.getMonth() + 1));
    expect(screen.getByLabelText('Ano de venda')).toHaveValue(String(today.getFullYear()));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/admin/sold-vehicles?month=${today.getMonth() + 1}&year=${today.getFullYear()}`,
      ),
    );
  });

  it('applies the filters of the address on load', async () => {
    const { earlierDate } = saleDates();
    await renderSold('ADMIN', `?year=${earlierDate.getFullYear()}&month=${earlierDate.getMonth() + 1}`);
    expect(plates()).toEqual(['OLD-1']);
    expect(screen.getByLabelText('Mês de venda')).toHaveValue(String(earlierDate.getMonth() + 1));
  });

  it('follows a changed filter in the address, and keeps "every sale" after clearing', async () => {
    const user = await renderSold('ADMIN', '?brandmodel=kia');
    expect(plates()).toEqual(['THIS-2']);
    await user.selectOptions(screen.getByLabelText('Financiado'), 'Sim');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('brandmodel=kia&loan=true'));
    expect(screen.getByTestId('sold-empty')).toHaveTextContent(
      'Não existem veículos vendidos com estes filtros',
    );
    // jsdom applies no media query: the filters behind 'Mais filtros' show once it is pressed.
    await user.click(screen.getByTestId('sold-more-filters'));
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(plates().sort()).toEqual(['OLD-1', 'THIS-1', 'THIS-2']));
    // No filter key left ('?year=' was, issue 24); the all-rows mark keeps "every sale" on reload.
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(/\/admin\/sold-vehicles\?todos=$/),
    );
  });

  it('gives the cost roles every column, the summary and the CSV; the margin excludes complaints', async () => {
    await renderSold('ADMIN');
    expect(headers()).toEqual([
      'Marca / Modelo',
      'Data de venda',
      'Valor de venda',
      'Margem',
      'Valor financiado',
      'Financeira',
      'Vendedor',
    ]);
    const row = within(rowOf('THIS-1'));
    expect(row.getByTestId('sale-margin')).toHaveTextContent(/^2700,00\s€$/);
    expect(row.getByTestId('sale-margin')).toHaveAttribute('data-tone', 'good');
    expect(row.getByText('Cetelem')).toBeInTheDocument();
    expect(rowOf('THIS-1')).toHaveAttribute('data-availability', 'SOLD');
    expect(within(rowOf('THIS-2')).getByText('Rui Costa')).toBeInTheDocument();
    expect(screen.getByTestId('sold-summary-count')).toHaveTextContent('2');
    expect(screen.getByTestId('sold-summary-sales')).toHaveTextContent(/19\s?500,00\s€/);
    expect(screen.getByTestId('sold-summary-margin')).toHaveTextContent(/2200,00\s€/);
    expect(screen.getByTestId('sold-summary-financed')).toHaveTextContent(/6000,00\s€/);
    expect(screen.getByTestId('sold-csv')).toBeInTheDocument();
    // The seller filter: the active sellers only — no admin, manager or editor (spec 01 §2, issue 24).
    const sellerOptions = within(screen.getByLabelText('Vendedor'))
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(sellerOptions).toEqual(['Todos', 'Rui Costa']);
  });

  it('gives a seller only their own sales, the sale value, no margin, summary, cost filters or CSV', async () => {
    await renderSold('SELLER', '?year=&seller_uuid=00000000-0000-4000-8000-00000000f001');
    // Their own (THIS-1, OLD-1); the seller filter of the address is not theirs to apply.
    expect(plates().sort()).toEqual(['OLD-1', 'THIS-1']);
    expect(headers()).toEqual(['Marca / Modelo', 'Data de venda', 'Valor de venda']);
    expect(screen.queryByTestId('sale-margin')).toBeNull();
    expect(screen.queryByTestId('sold-summary')).toBeNull();
    expect(screen.getByTestId('sold-count')).toHaveTextContent('2 vendas');
    expect(screen.queryByTestId('sold-csv')).toBeNull();
    expect(screen.queryByLabelText('Financiado')).toBeNull();
    expect(screen.queryByLabelText('Vendedor')).toBeNull();
  });

  it.each(['WORKSHOP', 'EDITOR3'] as const)('gives %s image, vehicle and sale month only', async (role) => {
    await renderSold(role);
    expect(headers()).toEqual(['Marca / Modelo', 'Data de venda']);
    expect(screen.queryByTestId('sale-price')).toBeNull();
    expect(screen.queryByTestId('sold-summary')).toBeNull();
  });

  it('opens the sale details of a row by Enter', async () => {
    const user = await renderSold('ADMIN');
    rowOf('THIS-2').focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/admin/vehicle-details/${vehicleUuid(2)}/sale-details`,
      ),
    );
  });

  it('opens the sale details of a row by click', async () => {
    const user = await renderSold('ADMIN');
    await user.click(within(rowOf('THIS-1')).getByText('THIS-1', { exact: false }));
    await waitFor(() =>
      expect(screen.getByTestId('location')).toHaveTextContent(
        `/admin/vehicle-details/${vehicleUuid(1)}/sale-details`,
      ),
    );
  });

  it("marks a queued sale 'Por enviar', as other queued records are, and only that one", async () => {
    await renderSold('ADMIN');
    await queueSaleCreate({
      ...makeSale({
        uuid: '00000000-0000-4000-8000-00000000e0aa',
        vehicleUuid: vehicleUuid(4),
        dateOfSale: saleDates().thisMonth,
      }),
    } as Parameters<typeof queueSaleCreate>[0]);
    await waitFor(() => expect(plates()).toContain('STOCK-1'));
    expect(within(rowOf('STOCK-1')).getByTestId('sold-pending')).toHaveTextContent('Por enviar');
    expect(within(rowOf('THIS-1')).queryByTestId('sold-pending')).toBeNull();
  });
});
