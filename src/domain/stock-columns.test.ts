import { describe, expect, it } from 'vitest';
import type { Role } from './enums';
import { EMPTY_STOCK_FILTERS } from './stock';
import {
  seesBuyPrice,
  seesListPrice,
  standLocationOptions,
  stockColumnIds,
  stockFiltersFor,
} from './stock-columns';

const as = (role: Role) => ({ isSuperUser: false, role });

describe('stock columns by role', () => {
  it.each([
    ['SELLER', false, ['vehicle', 'stock', 'dateVehicle', 'fuel', 'type', 'mileage', 'sellerPrice']],
    ['ADMIN', false, ['vehicle', 'stock', 'dateVehicle', 'fuel', 'type', 'buyPrice', 'sellerPrice']],
    [
      'MANAGER',
      true,
      ['vehicle', 'stock', 'dateVehicle', 'fuel', 'type', 'buyPrice', 'sellerPrice', 'status'],
    ],
    ['EDITOR3', false, ['vehicle', 'stock', 'dateVehicle', 'fuel', 'type', 'mileage']],
  ] as const)('%s (status %s)', (role, withStatus, ids) => {
    expect(stockColumnIds(as(role), withStatus)).toEqual(ids);
  });

  it.each([
    ['ADMIN', true],
    ['MANAGER', true],
    ['SELLER', false],
    ['WORKSHOP', false],
    ['EDITOR3', false],
  ] as const)("%s sees the buy price (and a row's value): %s", (role, sees) => {
    expect(seesBuyPrice(as(role))).toBe(sees);
  });
  it('no one signed in sees no buy price', () => {
    expect(seesBuyPrice(null)).toBe(false);
  });

  it('EDITOR3 sees no list price and its price bounds are dropped', () => {
    const f = { ...EMPTY_STOCK_FILTERS, priceMin: 1000, priceMax: 2000, brandModel: 'clio' };
    expect(seesListPrice(as('EDITOR3'))).toBe(false);
    expect(stockFiltersFor(as('EDITOR3'), f)).toEqual({ ...f, priceMin: null, priceMax: null });
    expect(stockFiltersFor(as('SELLER'), f)).toBe(f);
  });
});

describe('standLocationOptions', () => {
  it('names each active location after its stands', () => {
    expect(
      standLocationOptions([
        { name: 'Stand Ílhavo', location: 'ILHAVO', active: true },
        { name: 'Stand Aveiro', location: 'AVEIRO', active: true },
        { name: 'Stand Antigo', location: 'AVEIRO', active: false },
        { name: 'Aveiro Norte', location: 'AVEIRO', active: true },
      ]),
    ).toEqual([
      { value: 'AVEIRO', label: 'Aveiro Norte / Stand Aveiro' },
      { value: 'ILHAVO', label: 'Stand Ílhavo' },
    ]);
  });
});
