/**
 * useVisibleRows sorts once per (rows, sort) and filters the sorted rows per keystroke. With a
 * stable sort that is the same list, in the same order, as filtering then sorting: proved here on a
 * table of vehicles full of ties (same brand, model and version; same price; no price; same date),
 * under every sort key in both directions and a set of filters.
 */
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from '../../../src/domain/entities';
import {
  EMPTY_STOCK_FILTERS,
  matchesStockFilters,
  sortStock,
  STOCK_SORT_KEYS,
  type SortState,
  type StockFilters,
  type StockRow,
  type StockSortKey,
} from '../../../src/domain/stock';
import { useVisibleRows } from '../../../src/ui/use-visible-rows';
import { makeVehicle } from '../vehicle/render-vehicle';

type Line = [
  brand: string,
  model: string,
  price: number | null,
  createdAt: string,
  km: number | null,
  stand: string | null,
];
// prettier-ignore
const TABLE: Line[] = [
  ['Renault', 'Clio',   9000,  '2026-01-01', 80000, 'ILHAVO'],
  ['renault', 'Clio',   9000,  '2026-01-01', 80000, 'AVEIRO'],
  ['Renault', 'Clio',   null,  '2025-06-01', null,  'ILHAVO'],
  ['Peugeot', '208',    12000, '2026-01-01', 30000, 'ILHAVO'],
  ['Peugeot', '2008',   12000, '2024-02-02', 30000, null],
  ['Audi',    'A3',     25000, '2026-03-01', 10,    'AVEIRO'],
  ['audi',    'a3',     25000, '2026-03-01', 10,    'AVEIRO'],
  ['Fiat',    'Punto',  0.5,   '2023-01-01', 200000, 'ILHAVO'],
  ['Renault', 'Megane', 9000,  '2026-01-01', 80000, 'ILHAVO'],
  ['Seat',    'Ibiza',  null,  '2026-01-01', null,  'AVEIRO'],
  ['Renault', 'Clio',   9000,  '2026-01-01', 80000, 'ILHAVO'],
];

const ROWS: StockRow[] = TABLE.map(([brand, model, sellerPrice, createdAt, mileage, standLocation], i) => ({
  vehicle: makeVehicle({
    uuid: `00000000-0000-4000-8000-0000000e${String(i).padStart(4, '0')}`,
    brand,
    model,
    version: 'x',
    sellerPrice,
    createdAt,
    mileage,
  }) as Vehicle,
  standLocation,
  totalValue: sellerPrice === null ? null : sellerPrice / 2,
}));

const f = (o: Partial<StockFilters>): StockFilters => ({ ...EMPTY_STOCK_FILTERS, ...o });
const FILTERS: StockFilters[] = [
  f({}),
  f({ brandModel: 'renault' }),
  f({ brandModel: 'clio' }),
  f({ brandModel: 'renault cl' }),
  f({ brandModel: '20' }),
  f({ location: 'ILHAVO' }),
  f({ priceMin: 9000 }),
  f({ brandModel: 'a', priceMax: 20000 }),
  f({ brandModel: 'nothing' }),
];
const SORTS: SortState<StockSortKey>[] = STOCK_SORT_KEYS.flatMap((key) => [
  { key, direction: 'asc' as const },
  { key, direction: 'desc' as const },
]);
const uuids = (rows: readonly StockRow[] | undefined) => rows?.map((r) => r.vehicle.uuid);

describe('useVisibleRows (sort once, filter per keystroke)', () => {
  const cases = SORTS.flatMap((sort) => FILTERS.map((filters) => [sort, filters] as const));

  it.each(cases)('%j %j: the rows and order of filter-then-sort', (sort, filters) => {
    const expected = sortStock(
      ROWS.filter((r) => matchesStockFilters(r, filters)),
      sort,
    );
    const { result } = renderHook(() => useVisibleRows(ROWS, filters, sort, matchesStockFilters, sortStock));
    expect(uuids(result.current)).toEqual(uuids(expected));
  });

  it('the table has ties for the sort to keep in order', () => {
    const brandAsc = sortStock(ROWS, { key: 'brand', direction: 'asc' });
    expect(brandAsc.filter((r) => r.vehicle.brand.toLowerCase() === 'renault')).toHaveLength(5);
  });

  it('sorts again only when the rows or the sort change, not on a filter change', () => {
    let sorts = 0;
    const counted = (rows: StockRow[], sort: SortState<StockSortKey> | null) => {
      sorts += 1;
      return sortStock(rows, sort);
    };
    const sort = SORTS[0]!;
    const { result, rerender } = renderHook(
      ({ filters }) => useVisibleRows(ROWS, filters, sort, matchesStockFilters, counted),
      { initialProps: { filters: f({}) } },
    );
    rerender({ filters: f({ brandModel: 'r' }) });
    rerender({ filters: f({ brandModel: 're' }) });
    expect(sorts).toBe(1);
    expect(uuids(result.current)).toEqual(
      uuids(sortStock(ROWS, sort).filter((r) => matchesStockFilters(r, f({ brandModel: 're' })))),
    );
  });

  it('is undefined while the rows are read', () => {
    const { result } = renderHook(() =>
      useVisibleRows(undefined, f({}), SORTS[0]!, matchesStockFilters, sortStock),
    );
    expect(result.current).toBeUndefined();
  });
});
