import { describe, expect, it } from 'vitest';
import type { Cost, Sale, Vehicle } from './entities';
import type { Role } from './enums';
import { EMPTY_SOLD_FILTERS, type SoldFilters, type SoldRow } from './sold';
import { buildSoldRows, soldColumnIds, soldFiltersFor } from './sold-columns';

const f = (overrides: Partial<SoldFilters>): SoldFilters => ({ ...EMPTY_SOLD_FILTERS, ...overrides });
// buildSoldRows reads only these fields of a vehicle and a sale.
const vehicle = (v: Partial<Vehicle>) =>
  ({ availability: 'SOLD', buyPrice: 9000, standUuid: 's1', ...v }) as Vehicle;
const sale = (s: Partial<Sale>) => ({ standLocation: 'ILHAVO', loan: false, ...s }) as Sale;

const as = (role: Role, uuid = 'me') => ({ isSuperUser: false, role, uuid });

describe('sold columns by role (spec 02 §6)', () => {
  it.each([
    ['WORKSHOP', ['vehicle', 'saleDate']],
    ['EDITOR3', ['vehicle', 'saleDate']],
    ['SELLER', ['vehicle', 'saleDate', 'salePrice']],
    ['EDITOR1', ['vehicle', 'saleDate', 'salePrice']],
    ['EDITOR2', ['vehicle', 'saleDate', 'salePrice']],
    ['MANAGER', ['vehicle', 'saleDate', 'salePrice', 'saleMargin', 'loanValue', 'loanCompany', 'seller']],
    ['ADMIN', ['vehicle', 'saleDate', 'salePrice', 'saleMargin', 'loanValue', 'loanCompany', 'seller']],
  ] as const)('%s', (role, ids) => {
    expect(soldColumnIds(as(role))).toEqual(ids);
  });

  it('drops the cost roles’ filters for the others, even from a URL', () => {
    const asked = f({
      month: 2,
      brandModel: 'x',
      financed: 'true',
      loanCompany: 'f',
      sellerUuid: 'u',
      location: 'L',
    });
    expect(soldFiltersFor(as('ADMIN'), asked)).toBe(asked);
    expect(soldFiltersFor(as('SELLER'), asked)).toEqual(f({ month: 2, brandModel: 'x' }));
    expect(soldFiltersFor(as('WORKSHOP'), asked)).toEqual(f({ month: 2, brandModel: 'x' }));
  });
});

describe('buildSoldRows', () => {
  const mine = vehicle({ uuid: 'v1', licensePlate: 'MINE', buyPrice: 9000, standUuid: 's1' });
  const theirs = vehicle({ uuid: 'v2', licensePlate: 'THEIRS', availability: 'DELIVERED' });
  const orphan = vehicle({ uuid: 'v3', licensePlate: 'NOSALE', standUuid: 's2' });
  const inStock = vehicle({ uuid: 'v4', licensePlate: 'STOCK', availability: 'READY_FOR_SALE' });
  const cost = (value: number, costType: Cost['costType']): Cost => ({
    uuid: crypto.randomUUID(),
    rowVersion: 1,
    updatedAt: '',
    vehicleUuid: 'v1',
    companyUuid: 'c',
    costType,
    value,
    description: null,
    associatedInvoice: null,
    date: '2026-01-01',
  });
  const src = {
    vehicles: [mine, theirs, orphan, inStock],
    sales: [
      sale({ vehicleUuid: 'v1', sellerUuid: 'me', salePrice: 12000 }),
      sale({ vehicleUuid: 'v2', sellerUuid: 'other' }),
    ],
    stands: [
      { uuid: 's1', location: 'AVEIRO' },
      { uuid: 's2', location: 'PORTO' },
    ],
    costs: [cost(500, 'MECHANIC'), cost(300, 'COMPLAINT')],
  };
  const plates = (rows: SoldRow[]) => rows.map((r) => r.vehicle.licensePlate);

  it('gives the cost roles every sold or delivered vehicle, with the margin (COMPLAINT excluded)', () => {
    const rows = buildSoldRows(as('ADMIN'), src);
    expect(plates(rows)).toEqual(['MINE', 'THEIRS', 'NOSALE']);
    expect(rows[0]?.saleMargin).toBe(2500);
    expect(rows[0]?.standLocation).toBe('AVEIRO');
    expect(rows[1]?.standLocation).toBe('AVEIRO');
    expect(rows[2]?.standLocation).toBe('PORTO');
    expect(rows[2]?.saleMargin).toBeNull();
  });

  it.each(['SELLER', 'EDITOR1', 'EDITOR2'] as const)('gives %s only their own sales, no margin', (role) => {
    const rows = buildSoldRows(as(role), src);
    expect(plates(rows)).toEqual(['MINE']);
    expect(rows[0]?.saleMargin).toBeNull();
  });

  it.each(['WORKSHOP', 'EDITOR3'] as const)('gives %s every sold vehicle without a margin', (role) => {
    const rows = buildSoldRows(as(role), src);
    expect(plates(rows)).toEqual(['MINE', 'THEIRS', 'NOSALE']);
    expect(rows.every((r) => r.saleMargin === null)).toBe(true);
  });
});
