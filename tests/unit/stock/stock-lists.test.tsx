/**
 * What is specific to the stock and waiting screens (the table itself is
 * tested once, in src/ui/data-table.test.tsx): the list price rule, the car
 * placeholder, pt-PT price filters, what EDITOR3 may not see, stand names in
 * the location filter and the waiting list's count.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { mirror } from '../../../src/data/db';
import type { Photo } from '../../../src/domain/entities';
import type { Role } from '../../../src/domain/enums';
import { VEHICLE_PHOTO_FALLBACK } from '../../../src/ui/image-fallback';
import { VehicleList, WaitingList } from '../../../src/features/stock';
import { makeVehicle, signInWithMirror } from '../vehicle/render-vehicle';

const uuid = (n: number) => `00000000-0000-4000-8000-0000000d${String(n).padStart(4, '0')}`;

const VEHICLES = [
  makeVehicle({
    uuid: uuid(1),
    brand: 'Renault',
    model: 'Clio',
    licensePlate: 'AA-00-01',
    sellerPrice: 5000,
  }),
  makeVehicle({
    uuid: uuid(2),
    brand: 'Peugeot',
    model: '208',
    licensePlate: 'AA-00-02',
    sellerPrice: 5000.5,
  }),
  makeVehicle({ uuid: uuid(3), brand: 'Honda', model: 'PCX', licensePlate: 'AA-00-03', sellerPrice: 0.5 }),
  makeVehicle({
    uuid: uuid(4),
    brand: 'Kia',
    model: 'Ceed',
    licensePlate: 'AA-00-04',
    sellerPrice: 9000,
    availability: 'REPARING',
  }),
];

async function renderList(role: Role, path = '/admin/vehicles', photos: Photo[] = []) {
  await signInWithMirror(role);
  await mirror().vehicles.bulkPut(VEHICLES);
  await mirror().photos.bulkPut(photos);
  render(
    <Providers>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/admin/vehicles" element={<VehicleList />} />
          <Route path="/admin/admin-vehicles" element={<WaitingList />} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  await waitFor(() => expect(screen.getAllByTestId('stock-row').length).toBeGreaterThan(0));
  return userEvent.setup({ delay: null });
}

const rowOf = (plate: string) => {
  const row = screen.getAllByTestId('stock-row').find((r) => r.getAttribute('data-plate') === plate);
  if (!row) throw new Error(`no row ${plate}`);
  return row;
};
const plates = () => screen.getAllByTestId('stock-row').map((r) => r.getAttribute('data-plate'));

afterEach(() => vi.restoreAllMocks());

describe('the stock list', { timeout: 20_000 }, () => {
  it("shows 'Sem preço' for a list price below 1 and a car drawing for a vehicle without a photo", async () => {
    await renderList('SELLER');
    expect(within(rowOf('AA-00-03')).getByTestId('list-price')).toHaveTextContent('Sem preço');
    expect(within(rowOf('AA-00-02')).getByTestId('list-price')).toHaveTextContent(/^5000,50\s€$/);
    expect(within(rowOf('AA-00-01')).getByTestId('vehicle-thumb-placeholder')).toBeInTheDocument();
  });

  it("shows the car drawing in place of a row's photo that cannot load (offline, never cached)", async () => {
    const photo = {
      uuid: uuid(90),
      vehicleUuid: uuid(2),
      companyUuid: VEHICLES[1]!.companyUuid,
      url: '/api/media/never-cached.webp',
      galleryUrl: null,
      thumbUrl: '/api/media/never-cached-96.webp',
      isFeatured: true,
      orderNum: 0,
      rowVersion: 1,
      updatedAt: '2026-01-01T00:00:00.000Z',
    } as Photo;
    await renderList('SELLER', '/admin/vehicles', [photo]);
    const img = await waitFor(() => {
      const found = rowOf('AA-00-02').querySelector('img');
      expect(found).toHaveAttribute('src', '/api/media/never-cached-96.webp');
      return found!;
    });
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', VEHICLE_PHOTO_FALLBACK);
  });

  it("keeps the decimal comma typed in a price filter: '5000,5' filters from 5000.50", async () => {
    const user = await renderList('SELLER');
    await user.click(screen.getByTestId('stock-more-filters'));
    const min = screen.getByLabelText('Preço mínimo (€)');
    await user.type(min, '5000,5');
    expect(min).toHaveValue('5000,5');
    await waitFor(() => expect(plates()).toEqual(['AA-00-04', 'AA-00-02']));
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(min).toHaveValue('');
    await waitFor(() => expect(plates()).toHaveLength(4));
  });

  it('names the locations after their stands, not the upper-case code', async () => {
    const user = await renderList('SELLER');
    await user.click(screen.getByTestId('stock-more-filters'));
    const option = screen.getByRole('option', { name: 'Stand Ílhavo' });
    expect(option).toHaveValue('ILHAVO');
    expect(screen.queryByRole('option', { name: 'ILHAVO' })).toBeNull();
    // The inactive 'Stand Antigo' offers no location.
    expect(screen.queryByRole('option', { name: /Antigo|AVEIRO/ })).toBeNull();
  });

  it('gives EDITOR3 no list price column and no price filters, and ignores a price bound in the address', async () => {
    await renderList('EDITOR3', '/admin/vehicles?pricemin=6000');
    expect(screen.getByTestId('stock-count')).toHaveTextContent('4 veículos');
    expect(screen.queryByRole('columnheader', { name: /Preço/ })).toBeNull();
    expect(screen.queryByTestId('list-price')).toBeNull();
    expect(screen.queryByLabelText('Preço mínimo (€)')).toBeNull();
    expect(screen.queryByLabelText('Preço máximo (€)')).toBeNull();
  });
});

describe('the waiting list', { timeout: 20_000 }, () => {
  it('shows its count like the stock list, with the status column', async () => {
    await renderList('ADMIN', '/admin/admin-vehicles');
    expect(screen.getByTestId('stock-count')).toHaveTextContent('2 veículos');
    expect(plates().sort()).toEqual(['AA-00-03', 'AA-00-04']);
    expect(screen.getByRole('columnheader', { name: 'Estado' })).toBeInTheDocument();
    expect(within(rowOf('AA-00-04')).getByText('Em reparação')).toBeInTheDocument();
  });
});
