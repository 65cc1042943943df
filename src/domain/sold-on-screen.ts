/**
 * A stock list left open while colleagues sell (issue 23): the list reads vehicles in stock only, so
 * a car sold on another tablet would silently vanish from it — and the seller looking at it would
 * wonder where it went. Instead a vehicle the open list held stays in it once it is SOLD or
 * DELIVERED, marked 'Vendido', for as long as that list stays open (leaving the page or reloading
 * starts a list of what is in stock only). A vehicle that leaves the stock any other way (deleted,
 * no longer in the mirror) leaves the list as before. The count line counts what is in stock only.
 */
import type { Availability } from './enums';

export const SOLD_AVAILABILITIES = ['SOLD', 'DELIVERED'] as const satisfies readonly Availability[];

/** The marker of a vehicle sold while the list was open. */
export const SOLD_ON_SCREEN_LABEL = 'Vendido';

export function isSold(availability: Availability): boolean {
  return availability === 'SOLD' || availability === 'DELIVERED';
}

interface ListedVehicle {
  uuid: string;
  availability: Availability;
}

interface Row<V extends ListedVehicle> {
  vehicle: V;
}

/**
 * Every row the open list has held, by vehicle: the rows held before, each replaced by its newest
 * in-stock version. `held` is not changed; the same map comes back when nothing is new.
 */
export function heldRows<V extends ListedVehicle, R extends Row<V>>(
  held: ReadonlyMap<string, R>,
  inStock: readonly R[],
): ReadonlyMap<string, R> {
  if (inStock.every((r) => held.get(r.vehicle.uuid) === r)) return held;
  const next = new Map(held);
  for (const r of inStock) next.set(r.vehicle.uuid, r);
  return next;
}

/** The vehicles the open list held that are not in stock now: whose newest record it must read. */
export function leftTheStock<V extends ListedVehicle, R extends Row<V>>(
  held: ReadonlyMap<string, R>,
  inStock: readonly R[],
): string[] {
  if (held.size === 0) return [];
  const now = new Set(inStock.map((r) => r.vehicle.uuid));
  return [...held.keys()].filter((uuid) => !now.has(uuid)).sort();
}

/**
 * The rows the open list shows: those in stock now, then each vehicle it held that has been sold
 * since (with its newest record, so it reads SOLD or DELIVERED). `current` holds the newest record
 * of each vehicle that left the stock: null when the mirror no longer has it; a vehicle not in
 * `current` yet (its record still being read) keeps its row as it was, so a sold row does not
 * blink out between the two reads. With nothing to add, `inStock` itself comes back (a list
 * memoised on its rows does not redo its sort).
 */
export function rowsOnScreen<V extends ListedVehicle, R extends Row<V>>(
  inStock: R[],
  held: ReadonlyMap<string, R>,
  current: ReadonlyMap<string, V | null>,
): R[] {
  const left = leftTheStock(held, inStock);
  const kept: R[] = [];
  for (const uuid of left) {
    const row = held.get(uuid);
    if (!row) continue;
    if (!current.has(uuid)) {
      kept.push(row);
      continue;
    }
    const now = current.get(uuid);
    if (now && isSold(now.availability)) kept.push({ ...row, vehicle: now });
  }
  return kept.length === 0 ? inStock : [...inStock, ...kept];
}

/** The count line's numbers: vehicles in stock, and those sold while the list was open. */
export function countOnScreen(rows: readonly Row<ListedVehicle>[]): { inStock: number; sold: number } {
  let sold = 0;
  for (const r of rows) if (isSold(r.vehicle.availability)) sold += 1;
  return { inStock: rows.length - sold, sold };
}
