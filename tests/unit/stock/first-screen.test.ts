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
import { STOCK_AVAILABILITIES } from '../../../src/domain/enums';
import { firstScreenRows, readFirstScreen } from '../../../src/features/stock/read-first-screen';
import type { StockListRow } from '../../../src/features/stock/stock-rows';
import { useStockRows } from '../../../src/features/stock/use-stock-rows';
import { signInWithMirror } from '../vehicle/render-vehicle';
import { fill, VEHICLE_COUNT, wholeListFirst } from './stock-fleet';

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

describe('firstScreenRows', () => {
  it('reads a screen’s height in rows and two more, never fewer than 8', () => {
    // A tablet's 768 px (rows of 75 px: 10 show under the header), a phone's 844 px, a short window.
    expect(firstScreenRows(768)).toBe(14);
    expect(firstScreenRows(844)).toBe(16);
    expect(firstScreenRows(300)).toBe(8);
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
    const expected = await wholeListFirst(firstScreenRows(window.innerHeight));
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
