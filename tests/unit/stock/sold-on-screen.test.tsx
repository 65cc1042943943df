/**
 * The open stock list and a vehicle sold meanwhile (issue 23, src/domain/sold-on-screen): the sale
 * reaches the mirror (as the live pull brings a colleague's), the row stays marked 'Vendido' and
 * tinted, the count stays the stock's; a vehicle deleted meanwhile leaves; a new visit to the list
 * shows the stock only.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { mirror } from '../../../src/data/db';
import { VehicleList } from '../../../src/features/stock';
import { makeVehicle, signInWithMirror } from '../vehicle/render-vehicle';

const uuid = (n: number) => `00000000-0000-4000-8000-0000000e${String(n).padStart(4, '0')}`;

const VEHICLES = [
  makeVehicle({ uuid: uuid(1), brand: 'Renault', model: 'Clio', licensePlate: 'BB-00-01' }),
  makeVehicle({ uuid: uuid(2), brand: 'Peugeot', model: '208', licensePlate: 'BB-00-02' }),
  makeVehicle({ uuid: uuid(3), brand: 'Kia', model: 'Ceed', licensePlate: 'BB-00-03' }),
  // Sold before the list opened: never in it.
  makeVehicle({
    uuid: uuid(4),
    brand: 'Fiat',
    model: 'Punto',
    licensePlate: 'BB-00-04',
    availability: 'SOLD',
  }),
];

function openList() {
  return render(
    <Providers>
      <MemoryRouter initialEntries={['/admin/vehicles']}>
        <Routes>
          <Route path="/admin/vehicles" element={<VehicleList />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
}

const plates = () => screen.getAllByTestId('stock-row').map((r) => r.getAttribute('data-plate'));
const rowOf = (plate: string) => {
  const row = screen.getAllByTestId('stock-row').find((r) => r.getAttribute('data-plate') === plate);
  if (!row) throw new Error(`no row ${plate}`);
  return row;
};

afterEach(() => vi.restoreAllMocks());

describe('a vehicle sold while the stock list is open', { timeout: 20_000 }, () => {
  it("stays in the open list marked 'Vendido', out of the count, until the list is opened again", async () => {
    await signInWithMirror('SELLER');
    await mirror().vehicles.bulkPut(VEHICLES);
    openList();
    await waitFor(() => expect(screen.getByTestId('stock-count')).toHaveTextContent(/^3 veículos$/));
    expect(plates().sort()).toEqual(['BB-00-01', 'BB-00-02', 'BB-00-03']);
    expect(screen.queryByTestId('sold-on-screen')).toBeNull();

    await mirror().vehicles.update(uuid(1), { availability: 'SOLD' });
    await waitFor(() => expect(screen.getByTestId('stock-count')).toHaveTextContent(/^2 veículos$/));
    expect(screen.getByTestId('stock-sold-meanwhile')).toHaveTextContent(/^· 1 vendido entretanto$/);
    const soldRow = rowOf('BB-00-01');
    expect(within(soldRow).getByTestId('sold-on-screen')).toHaveTextContent('Vendido');
    expect(soldRow).toHaveAttribute('data-sold');
    expect(rowOf('BB-00-02')).not.toHaveAttribute('data-sold');
    // Opening it is still offered: its page says what became of it.
    expect(soldRow).toHaveAttribute('data-open');

    // Delivered: still the sold one; another deleted from the mirror: it leaves.
    await mirror().vehicles.update(uuid(1), { availability: 'DELIVERED' });
    await mirror().vehicles.delete(uuid(2));
    await waitFor(() => expect(plates().sort()).toEqual(['BB-00-01', 'BB-00-03']));
    expect(screen.getByTestId('stock-count')).toHaveTextContent(/^1 veículo$/);
    expect(screen.getByTestId('stock-sold-meanwhile')).toHaveTextContent(/^· 1 vendido entretanto$/);
    expect(within(rowOf('BB-00-01')).getByTestId('sold-on-screen')).toBeInTheDocument();

    // The page left and opened again: what is in stock only.
    cleanup();
    openList();
    await waitFor(() => expect(screen.getByTestId('stock-count')).toHaveTextContent(/^1 veículo$/));
    expect(plates()).toEqual(['BB-00-03']);
    expect(screen.queryByTestId('stock-sold-meanwhile')).toBeNull();
  });
});
