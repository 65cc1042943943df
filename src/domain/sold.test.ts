import { describe, expect, it } from 'vitest';
import { sampleSale, sampleVehicle } from '../../tests/fixtures/records';
import type { Sale, Vehicle } from './entities';
import {
  DEFAULT_SOLD_SORT,
  defaultSoldFilters,
  EMPTY_SOLD_FILTERS,
  matchesSoldFilters,
  soldFiltersFromQuery,
  soldFiltersToQuery,
  soldSummary,
  sortSold,
  type SoldFilters,
  type SoldRow,
} from './sold';

function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return sampleVehicle({
    uuid: crypto.randomUUID(),
    companyUuid: 'c',
    standUuid: 's1',
    licensePlate: '12AB34',
    createdAt: '2026-01-01',
    availability: 'SOLD',
    ...overrides,
  });
}

function sale(overrides: Partial<Sale> = {}): Sale {
  return sampleSale({
    uuid: crypto.randomUUID(),
    companyUuid: 'c',
    vehicleUuid: 'v',
    dateOfSale: '2026-11-10',
    sellerUuid: 'seller-1',
    ...overrides,
  });
}

const row = (v: Partial<Vehicle>, s: Partial<Sale> | null, margin: number | null = null): SoldRow => ({
  vehicle: vehicle(v),
  sale: s ? sale(s) : null,
  standLocation: s?.standLocation ?? 'ILHAVO',
  saleMargin: margin,
});
const f = (overrides: Partial<SoldFilters>): SoldFilters => ({ ...EMPTY_SOLD_FILTERS, ...overrides });

describe('defaultSoldFilters', () => {
  it('is the current month and year (spec 02 §9)', () => {
    expect(defaultSoldFilters(new Date(2026, 0, 31))).toEqual(f({ month: 1, year: 2026 }));
    expect(defaultSoldFilters(new Date(2026, 11, 1))).toEqual(f({ month: 12, year: 2026 }));
  });
});

describe('sold filters ⇄ query', () => {
  const fallback = defaultSoldFilters(new Date(2026, 10, 23));
  const cases: [string, string, SoldFilters][] = [
    ['no query → the fallback month and year', '', fallback],
    ['only unknown keys → the fallback', 'sort=brand:asc&foo=1', fallback],
    ['a year alone → that year, any month', 'year=2025', f({ year: 2025 })],
    ['an empty year → every sale', 'year=', EMPTY_SOLD_FILTERS],
    ['a month out of range is left out', 'month=13&year=2026', f({ year: 2026 })],
    ['a month that is no number is left out', 'month=abc', EMPTY_SOLD_FILTERS],
    ['financed must be true or false', 'loan=maybe&month=3', f({ month: 3 })],
    [
      'every key',
      'brandmodel=clio&licenseplate=AA&month=2&year=2024&loan=true&loancompany=f1&seller_uuid=u1&location=ILHAVO',
      {
        brandModel: 'clio',
        licensePlate: 'AA',
        month: 2,
        year: 2024,
        financed: 'true',
        loanCompany: 'f1',
        sellerUuid: 'u1',
        location: 'ILHAVO',
      },
    ],
  ];
  it.each(cases)('%s', (_, query, expected) => {
    expect(soldFiltersFromQuery(new URLSearchParams(query), fallback)).toEqual(expected);
  });

  it.each([
    f({ month: 11, year: 2026 }),
    f({ brandModel: 'Mercedes Classe A', financed: 'false', sellerUuid: 'u', location: 'AVEIRO' }),
    f({ licensePlate: '12-AB-34', loanCompany: 'x', year: 1999 }),
  ])('round-trips %o', (filters) => {
    expect(soldFiltersFromQuery(soldFiltersToQuery(filters), fallback)).toEqual(filters);
  });

  it('drops empty values and uses the lower-cased keys', () => {
    expect(soldFiltersToQuery(f({ month: 5, financed: 'true', sellerUuid: 'u' })).toString()).toBe(
      'month=5&loan=true&seller_uuid=u',
    );
    expect(soldFiltersToQuery(EMPTY_SOLD_FILTERS).toString()).toBe('');
  });
});

describe('matchesSoldFilters', () => {
  const r = row(
    { brand: 'Peugeot', model: '208', licensePlate: '12AB34' },
    { dateOfSale: '2026-03-15', loan: true, loanValue: 5000, loanCompany: 'f1', sellerUuid: 'u1' },
  );
  const cases: [string, Partial<SoldFilters>, boolean][] = [
    ['no filter', {}, true],
    ['brand', { brandModel: 'peug' }, true],
    ['model', { brandModel: '208' }, true],
    ['brand and model', { brandModel: 'Peugeot 208' }, true],
    ['other brand', { brandModel: 'Renault' }, false],
    ['plate part', { licensePlate: 'ab3' }, true],
    ['other plate', { licensePlate: 'ZZ' }, false],
    ['sale month and year', { month: 3, year: 2026 }, true],
    ['other month', { month: 4, year: 2026 }, false],
    ['other year', { year: 2025 }, false],
    ['financed', { financed: 'true' }, true],
    ['not financed', { financed: 'false' }, false],
    ['loan company', { loanCompany: 'f1' }, true],
    ['other loan company', { loanCompany: 'f2' }, false],
    ['seller', { sellerUuid: 'u1' }, true],
    ['other seller', { sellerUuid: 'u2' }, false],
    ['location, any case', { location: 'ilhavo' }, true],
    ['other location', { location: 'AVEIRO' }, false],
  ];
  it.each(cases)('%s', (_, filters, expected) => {
    expect(matchesSoldFilters(r, f(filters))).toBe(expected);
  });

  it('a row without its sale yet matches no month or year', () => {
    expect(matchesSoldFilters(row({}, null), f({ year: 2026 }))).toBe(false);
    expect(matchesSoldFilters(row({}, null), EMPTY_SOLD_FILTERS)).toBe(true);
  });
});

describe('soldSummary', () => {
  it('counts the rows and sums sales, margin and only the financed loans', () => {
    const rows = [
      row({}, { salePrice: 10000.1, loan: true, loanValue: 4000 }, 1500.05),
      row({}, { salePrice: 8000.2, loan: false, loanValue: 999 }, -200),
      row({}, null),
    ];
    expect(soldSummary(rows)).toEqual({ count: 3, sales: 18000.3, margin: 1300.05, financed: 4000 });
    expect(soldSummary([])).toEqual({ count: 0, sales: 0, margin: 0, financed: 0 });
  });
});

describe('sortSold', () => {
  const a = row(
    { brand: 'Audi', model: 'A3', licensePlate: 'A' },
    { dateOfSale: '2026-01-05', salePrice: 9000, loan: true, loanValue: 2000 },
    500,
  );
  const b = row(
    { brand: 'BMW', model: 'X1', licensePlate: 'B' },
    { dateOfSale: '2026-03-01', salePrice: 15000, loan: true, loanValue: 3000 },
    -100,
  );
  const c = row({ brand: 'Citroën', model: 'C3', licensePlate: 'C' }, null);
  const plates = (rows: SoldRow[]) => rows.map((r) => r.vehicle.licensePlate);

  it.each([
    [DEFAULT_SOLD_SORT, ['B', 'A', 'C']],
    [{ key: 'dateOfSale', direction: 'asc' } as const, ['A', 'B', 'C']],
    [{ key: 'salePrice', direction: 'desc' } as const, ['B', 'A', 'C']],
    [{ key: 'saleMargin', direction: 'asc' } as const, ['B', 'A', 'C']],
    [{ key: 'brand', direction: 'desc' } as const, ['C', 'B', 'A']],
    [{ key: 'loanValue', direction: 'asc' } as const, ['A', 'B', 'C']],
    [{ key: 'loanValue', direction: 'desc' } as const, ['B', 'A', 'C']],
  ])('%o, empty values last', (sort, expected) => {
    expect(plates(sortSold([c, a, b], sort))).toEqual(expected);
  });

  it('is the given order without a sort', () => {
    expect(plates(sortSold([c, a, b], null))).toEqual(['C', 'A', 'B']);
  });
});
