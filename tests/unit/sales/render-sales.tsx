/**
 * The vehicle page with the sale plugged in as the app plugs it (sub-routes new-sale and
 * sale-details, the header button, the refused-sale notice), under the app's router (tests/unit/support/render-with-router.tsx), with a
 * stand-in sold list; the mirror of render-vehicle plus a financing company and sales.
 */
import userEvent from '@testing-library/user-event';
import { Outlet, useLocation } from 'react-router-dom';
import { mirror } from '../../../src/data/db';
import type { Sale } from '../../../src/domain/entities';
import type { Financial } from '../../../src/domain/types';
import { SALE_VEHICLE_PLUGINS } from '../../../src/features/sales';
import { VehicleShow } from '../../../src/features/vehicle';
import { sampleClient, sampleSale } from '../../fixtures/records';
import { makeVehicle } from '../vehicle/render-vehicle';
import { renderWithRouter } from '../support/render-with-router';

export { makeCost, makeVehicle, signInWithMirror, euro, fieldOf } from '../vehicle/render-vehicle';

export const VEHICLE = makeVehicle();
export const COMPANY = VEHICLE.companyUuid;
export const vehiclePath = (sub = '') => `/admin/vehicle-details/${VEHICLE.uuid}/${sub}`;

export const FINANCIAL: Financial = {
  uuid: '00000000-0000-4000-8000-0000000f1001',
  financialUuid: '00000000-0000-4000-8000-0000000f1001',
  companyUuid: COMPANY,
  name: 'Crédito Agrícola',
  code: 'CCCMPTPL',
  rowVersion: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

export function makeSale(overrides: Partial<Sale> = {}): Sale {
  return sampleSale({
    companyUuid: COMPANY,
    vehicleUuid: VEHICLE.uuid,
    rowVersion: 2,
    updatedAt: '2026-02-01T00:00:00.000Z',
    processDate: '2026-02-01',
    dateOfSale: '2026-02-01',
    salePrice: 11500,
    onSignedContractValue: 1500,
    onVehicleDeliveryValue: 10000,
    vehicleKilometersOnSaleDate: 80000,
    client: sampleClient({ name: 'Maria João Araújo', birthDate: '1980-05-04' }),
    ...overrides,
  });
}

export async function putFinancial(): Promise<void> {
  await mirror().financials.put(FINANCIAL);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

export function renderSaleScreens(path: string) {
  const { history, view } = renderWithRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <LocationProbe />
          </>
        ),
        children: [
          {
            path: '/admin/vehicle-details/:vehicleId/*',
            // The sale's wiring as the app plugs it in, without the media panels these tests skip.
            element: <VehicleShow {...SALE_VEHICLE_PLUGINS} />,
          },
          { path: '/admin/sold-vehicles', element: <p>Veículos vendidos</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return { view, history, user: userEvent.setup({ delay: null }) };
}
