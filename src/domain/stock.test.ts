import { describe, expect, it } from 'vitest';
import type { Vehicle } from './entities';
import {
  EMPTY_STOCK_FILTERS,
  isWaiting,
  margin,
  matchesStockFilters,
  sortStock,
  stockFiltersFromQuery,
  stockFiltersToQuery,
  timeInStock,
  toggleSort,
  totalCosts,
  type StockFilters,
  type StockRow,
} from './stock';

function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    uuid: crypto.randomUUID(),
    rowVersion: 1,
    updatedAt: '2026-01-01T00:00:00.000Z',
    companyUuid: 'c',
    standUuid: 's',
    brand: 'Renault',
    model: 'Clio',
    version: '1.5 dCi',
    licensePlate: '12AB34',
    dateVehicle: '2020-03-01',
    firstDateLicensePlate: null,
    createdAt: '2026-01-01',
    state: 'USED',
    typeVehicle: 'LIGHT_PASSENGERS',
    color: null,
    numberDoors: 5,
    numberSeats: 5,
    numBoard: null,
    grossWeight: null,
    tara: null,
    fuel: 'DIESEL',
    shift: 'MANUAL',
    motorPower: 90,
    cylinder: 1461,
    mileage: 80000,
    availability: 'READY_FOR_SALE',
    sellerPrice: 12000,
    observations: null,
    vehicleExtras: [],
    online: false,
    isFeatured: false,
    isOnPromotion: false,
    promotionPrice: null,
    shortDescription: null,
    longDescription: null,
    supplierUuid: null,
    supplierNotes: null,
    ...overrides,
  };
}

const row = (
  v: Partial<Vehicle>,
  standLocation: string | null = 'ILHAVO',
  total: number | null = null,
): StockRow => ({
  vehicle: vehicle(v),
  standLocation,
  totalValue: total,
});

describe('timeInStock', () => {
  const today = '2026-11-21';
  const cases: [string, string, string][] = [
    ['2026-11-21', 'Hoje', 'none'],
    ['2026-11-20', '1 dia', 'none'],
    ['2026-10-23', '29 dias', 'none'],
    ['2026-10-22', '1 mês', 'none'],
    ['2026-08-24', '2 meses', 'none'],
    ['2026-08-22', '3 meses', 'green'],
    ['2026-05-26', '5 meses', 'green'],
    ['2026-05-25', '6 meses', 'orange'],
    ['2025-11-22', '12 meses', 'orange'],
    ['2025-11-21', '1 ano', 'red'],
    ['2023-11-21', '3 anos', 'red'],
    ['2027-01-01', 'Hoje', 'none'],
  ];
  it.each(cases)('entry %s reads %s (%s)', (createdAt, label, tone) => {
    const t = timeInStock(createdAt, today);
    expect(t.label).toBe(label);
    expect(t.tone).toBe(tone);
  });
});

describe('costs and margin', () => {
  const costs = [
    { costType: 'MECHANIC' as const, value: 300.1 },
    { costType: 'COMPLAINT' as const, value: 1000 },
    { costType: 'PAINT_OR_PLATE' as const, value: 199.9 },
  ];
  it('excludes COMPLAINT costs from the cost total', () => {
    expect(totalCosts(costs)).toBe(500);
  });
  const cases: [number | null, number | null, number | null][] = [
    [12000, 10000, 1500],
    [10000, 10000, -500],
    [null, 10000, null],
    [9999.99, null, 9499.99],
  ];
  it.each(cases)('list price %s with buy price %s gives margin %s', (sell, buy, expected) => {
    expect(margin(sell, buy, costs)).toBe(expected);
  });
});

describe('matchesStockFilters', () => {
  const f = (o: Partial<StockFilters>): StockFilters => ({ ...EMPTY_STOCK_FILTERS, ...o });
  const cases: [string, StockRow, StockFilters, boolean][] = [
    ['no filter', row({}), f({}), true],
    ['brand substring, any case', row({}), f({ brandModel: 'reNA' }), true],
    ['model', row({}), f({ brandModel: 'cli' }), true],
    ['brand model', row({}), f({ brandModel: 'renault clio' }), true],
    ['other brand', row({}), f({ brandModel: 'peugeot' }), false],
    ['brand model across the space', row({}), f({ brandModel: 'ult cl' }), true],
    ['query trimmed', row({}), f({ brandModel: '  clio ' }), true],
    [
      'brand and model trimmed',
      row({ brand: ' Renault ', model: ' Clio' }),
      f({ brandModel: 'renault clio' }),
      true,
    ],
    ['no model', row({ model: '' }), f({ brandModel: 'renault ' }), true],
    ['not the version', row({}), f({ brandModel: 'dci' }), false],
    ['not model then brand', row({}), f({ brandModel: 'clio renault' }), false],
    ['plate substring', row({}), f({ licensePlate: 'ab' }), true],
    ['plate with spaces', row({}), f({ licensePlate: '12 ab' }), true],
    ['location exact', row({}, 'ILHAVO'), f({ location: 'ILHAVO' }), true],
    ['location other', row({}, 'AVEIRO'), f({ location: 'ILHAVO' }), false],
    ['no stand with a location filter', row({}, null), f({ location: 'ILHAVO' }), false],
    ['gearbox', row({ shift: 'AUTOMATIC' }), f({ shift: 'MANUAL' }), false],
    ['type', row({ typeVehicle: 'COMMERCIAL' }), f({ typeVehicle: 'COMMERCIAL' }), true],
    ['min inclusive', row({ sellerPrice: 12000 }), f({ priceMin: 12000 }), true],
    ['max inclusive', row({ sellerPrice: 12000 }), f({ priceMax: 12000 }), true],
    ['below min', row({ sellerPrice: 11999 }), f({ priceMin: 12000 }), false],
    ['above max', row({ sellerPrice: 12001 }), f({ priceMax: 12000 }), false],
    ['no price with a price bound', row({ sellerPrice: null }), f({ priceMin: 0 }), false],
  ];
  it.each(cases)('%s', (_name, r, filters, expected) => {
    expect(matchesStockFilters(r, filters)).toBe(expected);
  });

  it('reads a vehicle record changed into a new record afresh (the mirror never edits one in place)', () => {
    const before = row({});
    expect(matchesStockFilters(before, f({ brandModel: 'clio' }))).toBe(true);
    const after = { ...before, vehicle: { ...before.vehicle, model: 'Megane' } };
    expect(matchesStockFilters(after, f({ brandModel: 'clio' }))).toBe(false);
    expect(matchesStockFilters(after, f({ brandModel: 'megane' }))).toBe(true);
  });

  it('round-trips through the query string', () => {
    const filters = f({
      brandModel: 'clio',
      location: 'ILHAVO',
      shift: 'MANUAL',
      priceMin: 1000,
      priceMax: null,
    });
    expect(stockFiltersFromQuery(stockFiltersToQuery(filters))).toEqual(filters);
  });
});

describe('sortStock', () => {
  const rows = [
    row({ brand: 'Seat', sellerPrice: 9000, createdAt: '2026-01-01', mileage: null }),
    row({ brand: 'Audi', sellerPrice: 30000, createdAt: '2025-01-01', mileage: 10 }),
    row({ brand: 'Fiat', sellerPrice: null, createdAt: '2026-06-01', mileage: 500 }),
  ];
  const brands = (list: StockRow[]) => list.map((r) => r.vehicle.brand);
  it('toggles ascending and descending on the same header', () => {
    const first = toggleSort(null, 'brand');
    expect(first).toEqual({ key: 'brand', direction: 'asc' });
    expect(toggleSort(first, 'brand')).toEqual({ key: 'brand', direction: 'desc' });
    expect(toggleSort(first, 'mileage')).toEqual({ key: 'mileage', direction: 'asc' });
  });
  const cases: [Parameters<typeof sortStock>[1], string[]][] = [
    [{ key: 'brand', direction: 'asc' }, ['Audi', 'Fiat', 'Seat']],
    [{ key: 'brand', direction: 'desc' }, ['Seat', 'Fiat', 'Audi']],
    [{ key: 'sellerPrice', direction: 'asc' }, ['Seat', 'Audi', 'Fiat']],
    [{ key: 'sellerPrice', direction: 'desc' }, ['Audi', 'Seat', 'Fiat']],
    [{ key: 'stock', direction: 'asc' }, ['Fiat', 'Seat', 'Audi']],
    [{ key: 'mileage', direction: 'asc' }, ['Audi', 'Fiat', 'Seat']],
  ];
  it.each(cases)('%j', (sort, expected) => {
    expect(brands(sortStock(rows, sort))).toEqual(expected);
  });
});

describe('isWaiting', () => {
  const none = { inRepair: false, noPrice: false };
  const cases: [string, Partial<Vehicle>, number | null, { inRepair: boolean; noPrice: boolean }, boolean][] =
    [
      ['priced, no sale, ready', { sellerPrice: 10000 }, null, none, false],
      ['no price, no sale', { sellerPrice: null }, null, none, true],
      ['price below 1, no sale', { sellerPrice: 0.5 }, null, none, true],
      ['no price but a sale of 1000', { sellerPrice: null }, 1000, none, false],
      ['a sale below 1', { sellerPrice: 1000 }, 0, none, true],
      ['in repair', { availability: 'REPARING' }, null, none, true],
      [
        'repair box: priced and in repair',
        { availability: 'REPARING' },
        null,
        { inRepair: true, noPrice: false },
        true,
      ],
      [
        'repair box: no price, verifying',
        { sellerPrice: null },
        null,
        { inRepair: true, noPrice: false },
        false,
      ],
      [
        'no-price box: in repair with price',
        { availability: 'REPARING' },
        null,
        { inRepair: false, noPrice: true },
        false,
      ],
    ];
  it.each(cases)('%s', (_n, v, salePrice, f, expected) => {
    expect(isWaiting(vehicle(v), salePrice, f)).toBe(expected);
  });
});
