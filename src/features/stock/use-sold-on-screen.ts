/**
 * The open stock list's rows with the vehicles sold while it was open (src/domain/sold-on-screen):
 * the in-stock rows as useStockRows reads them, plus each vehicle this list held that is SOLD or
 * DELIVERED now. What the list held lives as long as the list (this hook's component): leaving
 * the page or reloading forgets it.
 */
import { useMemo, useRef } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import type { Vehicle } from '../../domain/entities';
import { heldRows, leftTheStock, rowsOnScreen } from '../../domain/sold-on-screen';
import type { StockListRow } from './stock-rows';

const NONE_READ: ReadonlyMap<string, Vehicle | null> = new Map();

export function useSoldOnScreen(rows: StockListRow[] | undefined): StockListRow[] | undefined {
  // A ref, not state: what the list held changes only with `rows`, and is read in the same render
  // (state would take one more render per change of a 10,000-row list). heldRows is idempotent, so
  // a render React runs twice holds the same.
  const held = useRef<ReadonlyMap<string, StockListRow>>(new Map());
  const left = useMemo(() => {
    if (!rows) return [];
    held.current = heldRows(held.current, rows);
    return leftTheStock(held.current, rows);
  }, [rows]);
  const key = left.join(',');
  // The newest record of each vehicle that left the stock, kept up to date as the mirror changes.
  const current = useLiveQuery(async () => {
    if (left.length === 0) return NONE_READ;
    const records = await mirror().vehicles.bulkGet(left);
    return new Map(left.map((uuid, i) => [uuid, records[i] ?? null]));
    // `left` is named by its key: a new array of the same vehicles is the same read.
  }, [key]);
  return useMemo(
    () => (rows ? rowsOnScreen(rows, held.current, current ?? NONE_READ) : undefined),
    [rows, current],
  );
}
