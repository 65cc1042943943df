/**
 * The analytics screen over a seeded mirror: three vehicles in stock (10, 200
 * and 400 days), one sold, costs with a complaint, and contacts of today and
 * of last month for two assignees. The supplier tab shows the real supplier
 * list, as the app composes it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { expect } from 'vitest';
import { Providers } from '../../../src/app/providers';
import { mirror } from '../../../src/data/db';
import type { Contact, Supplier } from '../../../src/domain/entities';
import type { Role } from '../../../src/domain/enums';
import { isoDate } from '../../../src/domain/stock';
import type { User } from '../../../src/domain/types';
import { AnalyticsPage } from '../../../src/features/analytics';
import { CompanySupplierList } from '../../../src/features/suppliers';
import {
  makeCost,
  makeVehicle,
  SELLER_RUI,
  signInWithMirror,
  STAND_ILHAVO,
  STAND_OLD,
} from '../vehicle/render-vehicle';

const STAMP = { rowVersion: 1, updatedAt: '2026-01-01T00:00:00.000Z' };
const pad = (n: number) => String(n).padStart(2, '0');
const uuid = (prefix: string, n: number) => `00000000-0000-4000-8000-0000000${prefix}${pad(n)}`;

/** The local date `days` days ago, as the screen counts them. */
export function daysAgo(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return isoDate(d);
}

export const TODAY = daysAgo(0);

export function stockVehicles() {
  return [
    makeVehicle({
      uuid: uuid('d0', 1),
      availability: 'READY_FOR_SALE',
      createdAt: daysAgo(10),
      buyPrice: 10_000,
      sellerPrice: 12_000,
      fuel: 'DIESEL',
      brand: 'Peugeot',
      standUuid: STAND_ILHAVO.uuid,
    }),
    makeVehicle({
      uuid: uuid('d0', 2),
      availability: 'REPARING',
      createdAt: daysAgo(200),
      buyPrice: 5_000,
      sellerPrice: null,
      fuel: 'GASOLINE',
      brand: 'Audi',
      standUuid: null,
    }),
    makeVehicle({
      uuid: uuid('d0', 3),
      availability: 'VERIFYING',
      createdAt: daysAgo(400),
      buyPrice: 8_000,
      sellerPrice: 9_000,
      fuel: null,
      brand: 'Peugeot',
      standUuid: STAND_OLD.uuid,
    }),
    makeVehicle({
      uuid: uuid('d0', 4),
      availability: 'SOLD',
      createdAt: daysAgo(30),
      buyPrice: 50_000,
      sellerPrice: 60_000,
      brand: 'Tesla',
      fuel: 'ELECTRIC',
    }),
  ];
}

function contact(n: number, date: string, contactUserUuid: string | null): Contact {
  return {
    uuid: uuid('f1', n),
    companyUuid: STAND_ILHAVO.companyUuid,
    name: `Cliente ${n}`,
    parish: null,
    county: null,
    district: null,
    phone: null,
    email: null,
    credit: false,
    date,
    hour: null,
    font: null,
    status: 'OPEN',
    creatorUserUuid: contactUserUuid,
    contactUserUuid,
    observation: null,
    ...STAMP,
  };
}

export const SUPPLIER: Supplier = {
  uuid: uuid('5a', 1),
  companyUuid: STAND_ILHAVO.companyUuid,
  isFrequent: true,
  name: 'Peças Aveiro',
  street: null,
  parish: null,
  county: null,
  district: null,
  phone: null,
  email: null,
  nif: null,
  notes: null,
  ...STAMP,
};

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Signs in a user of `role` with the seeded mirror (offline) and renders /admin/analytics`query`. */
export async function renderAnalytics(
  role: Role,
  query = '',
  seed: { vehicles?: boolean } = {},
): Promise<{ user: User; events: ReturnType<typeof userEvent.setup> }> {
  const user = await signInWithMirror(role);
  const db = mirror();
  if (seed.vehicles !== false) {
    await db.vehicles.bulkPut(stockVehicles());
    await db.costs.bulkPut([
      makeCost({ uuid: uuid('c0', 1), vehicleUuid: uuid('d0', 1), costType: 'MECHANIC', value: 500 }),
      makeCost({ uuid: uuid('c0', 2), vehicleUuid: uuid('d0', 1), costType: 'COMPLAINT', value: 900 }),
      makeCost({ uuid: uuid('c0', 3), vehicleUuid: uuid('d0', 4), costType: 'MECHANIC', value: 700 }),
    ]);
  }
  await db.contacts.bulkPut([
    contact(1, TODAY, user.uuid),
    contact(2, TODAY, SELLER_RUI.uuid),
    contact(3, TODAY, SELLER_RUI.uuid),
    contact(4, daysAgo(40), SELLER_RUI.uuid),
  ]);
  await db.suppliers.put(SUPPLIER);
  render(
    <Providers>
      <MemoryRouter initialEntries={[`/admin/analytics${query}`]}>
        <Routes>
          <Route path="/admin/analytics" element={<AnalyticsPage suppliers={CompanySupplierList} />} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Providers>,
  );
  await waitFor(() => expect(screen.queryByLabelText('A carregar')).toBeNull());
  return { user, events: userEvent.setup({ delay: null }) };
}
