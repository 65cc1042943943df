/**
 * The stock list's first screenful, read before the whole list (read-first-screen.ts): the very
 * rows, in the very order, values and thumbnails the whole read shows first — with brands that
 * differ only by case, share a prefix, carry accents or a trailing space, vehicles that tie on the
 * sort, vehicles outside the stock — and the hook shows them without a count until the whole read is in.
 */
import { renderHook, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mirror } from '../../../src/data/db';
import type { Photo, Vehicle } from '../../../src/domain/entities';
import { AVAILABILITIES, STOCK_AVAILABILITIES } from '../../../src/domain/enums';
import { DEFAULT_STOCK_SORT, sortStock } from '../../../src/domain/stock';
import { readFirstScreen } from '../../../src/features/stock/read-first-screen';
import { buildStockRows, type StockListRow } from '../../../src/features/stock/stock-rows';
import { useStockRows } from '../../../src/features/stock/use-stock-rows';
import { makeCost, makeVehicle, signInWithMirror, STAND_ILHAVO } from '../vehicle/render-vehicle';

const BRANDS = [
  'Audi',
  'audi',
  'AUDI',
  'Alfa',
  'Alfa ',
  'Alfa Romeo',
  'Alfa-Romeo',
  'Abarth',
  'BMW',
  'Bmw',
  'Ápice',
  'Zeta',
];
const MODELS = ['A3', 'a3', 'Mito', 'Giulia', '', '500'];
const VEHICLE_COUNT = 240;

const id = (prefix: string, n: number) =>
  `00000000-0000-4000-8000-${prefix}${String(n).padStart(12 - prefix.length, '0')}`;

/** A spread of vehicles: brand, model and version cycle at different paces, so many tie on the sort. */
function fleet(): { vehicles: Vehicle[]; photos: Photo[] } {
  const vehicles: Vehicle[] = [];
  const photos: Photo[] = [];
  for (let n = 0; n < VEHICLE_COUNT; n += 1) {
    // uuids not in creation order: ties must come out in the full read's (availability, uuid) order.
    const uuid = id('a', (n * 7919) % 10007);
    vehicles.push(
      makeVehicle({
        uuid,
        brand: BRANDS[(n * 5) % BRANDS.length]!,
        model: MODELS[n % MODELS.length]!,
        version: n % 4 === 0 ? null : `v${n % 3}`,
        availability: AVAILABILITIES[n % AVAILABILITIES.length]!,
        buyPrice: 1000 + n,
        licensePlate: `AA-${String(n).padStart(4, '0')}`,
      }),
    );
    if (n % 3 === 0)
      photos.push({
        uuid: id('b', n),
        vehicleUuid: uuid,
        companyUuid: STAND_ILHAVO.companyUuid,
        url: `/media/${n}.webp`,
        galleryUrl: null,
        thumbUrl: `/media/${n}-96.webp`,
        isFeatured: n % 2 === 0,
        orderNum: n % 5,
        rowVersion: 1,
        updatedAt: '2026-01-01T00:00:00.000Z',
      } as Photo);
  }
  return { vehicles, photos };
}

async function fill() {
  const { vehicles, photos } = fleet();
  const costs = vehicles
    .filter((_, n) => n % 2 === 0)
    .map((v, n) => makeCost({ uuid: id('c', n), vehicleUuid: v.uuid, value: 10 * n }));
  const db = mirror();
  await db.vehicles.bulkPut(vehicles);
  await db.costs.bulkPut(costs);
  await db.photos.bulkPut(photos);
}

/** What the whole read shows first: every row built, sorted by the default sort. */
async function wholeListFirst(count: number): Promise<StockListRow[]> {
  const db = mirror();
  const rows = buildStockRows(
    {
      vehicles: await db.vehicles
        .where('availability')
        .anyOf([...STOCK_AVAILABILITIES])
        .toArray(),
      stands: await db.stands.toArray(),
      costs: await db.costs.toArray(),
      photos: await db.photos.toArray(),
    },
    true,
  );
  return (sortStock(rows, DEFAULT_STOCK_SORT) as StockListRow[]).slice(0, count);
}

afterEach(() => vi.restoreAllMocks());

describe('readFirstScreen', () => {
  it.each([1, 5, 10, 30, 100, VEHICLE_COUNT])(
    'the first %i rows are the whole list’s first',
    async (count) => {
      await signInWithMirror('ADMIN');
      await fill();
      const expected = await wholeListFirst(count);
      expect(expected.length).toBeGreaterThan(0);
      const first = await readFirstScreen(mirror(), STOCK_AVAILABILITIES, true, count);
      expect(first?.rows).toEqual(expected);
      expect(first?.stands).toEqual(await mirror().stands.toArray());
    },
  );

  it('leaves the value out for a role that does not see it', async () => {
    await signInWithMirror('ADMIN');
    await fill();
    const first = await readFirstScreen(mirror(), STOCK_AVAILABILITIES, false, 10);
    expect(first?.rows.map((r) => r.totalValue)).toEqual(Array(10).fill(null));
    expect(first?.rows.map((r) => r.vehicle.uuid)).toEqual(
      (await wholeListFirst(10)).map((r) => r.vehicle.uuid),
    );
  });

  it('has nothing to show from an empty mirror', async () => {
    await signInWithMirror('ADMIN');
    expect(await readFirstScreen(mirror(), STOCK_AVAILABILITIES, true, 10)).toBeNull();
  });
});

describe('useStockRows with the first screen', () => {
  it('shows the first rows marked partial, then every row', async () => {
    await signInWithMirror('ADMIN');
    await fill();
    const seen: { rows: StockListRow[] | undefined; partial: boolean; locations: number }[] = [];
    const { result } = renderHook(() => {
      const data = useStockRows(STOCK_AVAILABILITIES, { firstScreen: true });
      seen.push({ rows: data.rows, partial: data.partial, locations: data.standLocations.length });
      return data;
    });
    const stock = await mirror()
      .vehicles.where('availability')
      .anyOf([...STOCK_AVAILABILITIES])
      .count();
    await waitFor(() => expect(result.current.rows?.length).toBe(stock));
    expect(result.current.partial).toBe(false);
    const partial = seen.filter((s) => s.partial);
    expect(partial.length).toBeGreaterThan(0);
    const expected = await wholeListFirst(30);
    for (const s of partial) expect(s.rows).toEqual(expected);
    // The location filter offers its stands from the first screen on.
    for (const s of partial) expect(s.locations).toBeGreaterThan(0);
  });

  it('reads the first screen once when React runs the first render again', async () => {
    await signInWithMirror('ADMIN');
    await fill();
    // A spy that passes through: the read asks the brand index twice (its keys, then its count).
    const orderBy = vi.spyOn(mirror().vehicles, 'orderBy');
    // StrictMode runs a first render's state initialisers twice, as a redone render does.
    const { result } = renderHook(() => useStockRows(STOCK_AVAILABILITIES, { firstScreen: true }), {
      wrapper: StrictMode,
    });
    await waitFor(() => expect(result.current.partial).toBe(false));
    expect(orderBy.mock.calls.filter(([index]) => index === 'brand')).toHaveLength(2);
  });

  it('reads only the whole list without it', async () => {
    await signInWithMirror('ADMIN');
    await fill();
    const seen: boolean[] = [];
    const { result } = renderHook(() => {
      const data = useStockRows(STOCK_AVAILABILITIES);
      seen.push(data.partial);
      return data;
    });
    await waitFor(() => expect(result.current.rows).toBeDefined());
    expect(seen.every((p) => !p)).toBe(true);
  });
});
