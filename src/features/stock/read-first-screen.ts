/**
 * The stock list's first screenful in its default view (no filter, sorted by
 * brand ascending), read before the whole list: an offline cold start would
 * otherwise show no row until every vehicle, cost and photo of the mirror is
 * read (10,000 of each at the scale bench).
 *
 * Exact, not a guess: brands are taken in the order of their sort prefix
 * ('brand ', lower-cased — every vehicle of a brand sorts at or after it), a
 * group at a time through the vehicles' brand index, until the N-th row found
 * sorts before the next group's prefix; nothing unread can then come before it.
 * Rows are put in the full read's order (availability, then uuid, as the
 * availability index returns them) before the stable sort, so ties come out as
 * in the full list. Then the costs and photos of those N vehicles only.
 */
import type { MontraDb } from '../../data/db/montra-db';
import type { Availability } from '../../domain/enums';
import {
  brandSortPrefix,
  brandSortText,
  DEFAULT_STOCK_SORT,
  sortStock,
  type StockRow,
} from '../../domain/stock';
import type { Stand, Vehicle } from '../../domain/entities';
import { buildStockRows, type StockListRow } from './stock-rows';

export interface FirstScreen {
  rows: StockListRow[];
  /** Every stand: the location filter and the add button need them from the first screen on. */
  stands: Stand[];
}

/** No row of the list (75 px) or card of a phone (taller) is shorter than this. */
const ROW_MIN_PX = 64;
/** Beyond the screen's height in rows: a first scroll finds them there. */
const EXTRA_ROWS = 2;
const MIN_FIRST_ROWS = 8;

/**
 * Rows read first: more than a screen this tall shows (the header and filters above take some of
 * it too) — on a cold start each row read is a row rendered before any shows.
 */
export function firstScreenRows(viewportHeightPx: number): number {
  return Math.max(MIN_FIRST_ROWS, Math.ceil(viewportHeightPx / ROW_MIN_PX) + EXTRA_ROWS);
}

const byIndexOrder = (a: Vehicle, b: Vehicle) =>
  a.availability < b.availability
    ? -1
    : a.availability > b.availability
      ? 1
      : a.uuid < b.uuid
        ? -1
        : a.uuid > b.uuid
          ? 1
          : 0;

/**
 * The first `count` rows of the default view, as the full read would show them; null when they
 * cannot be told apart from the full read cheaply (an empty mirror, a vehicle without a brand key).
 */
export async function readFirstScreen(
  db: MontraDb,
  availabilities: readonly Availability[],
  seesValue: boolean,
  count: number,
): Promise<FirstScreen | null> {
  const [brands, indexed, total] = await Promise.all([
    db.vehicles.orderBy('brand').uniqueKeys(),
    db.vehicles.orderBy('brand').count(),
    db.vehicles.count(),
  ]);
  // A record the brand index does not hold (no brand) would be missed: read everything instead.
  if (indexed !== total || total === 0) return null;
  const groups = new Map<string, string[]>();
  for (const key of brands) {
    const brand = String(key);
    const prefix = brandSortPrefix(brand);
    groups.set(prefix, [...(groups.get(prefix) ?? []), brand]);
  }
  const prefixes = [...groups.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const wanted = new Set<string>(availabilities);
  const found: Vehicle[] = [];
  for (let i = 0; i < prefixes.length; i += 1) {
    const group = await db.vehicles.where('brand').anyOf(groups.get(prefixes[i]!)!).toArray();
    found.push(...group.filter((v) => wanted.has(v.availability)));
    if (found.length < count) continue;
    const next = prefixes[i + 1];
    if (next === undefined || brandSortText(sortVehicles(found)[count - 1]!) < next) break;
  }
  const first = sortVehicles(found).slice(0, count);
  if (first.length === 0) return null;
  const ids = first.map((v) => v.uuid);
  const [stands, costs, photos] = await Promise.all([
    db.stands.toArray(),
    seesValue ? db.costs.where('vehicleUuid').anyOf(ids).toArray() : Promise.resolve([]),
    db.photos.where('vehicleUuid').anyOf(ids).toArray(),
  ]);
  return { rows: buildStockRows({ vehicles: first, stands, costs, photos }, seesValue), stands };
}

/** Sorted by the default sort, ties in the full read's order. */
function sortVehicles(vehicles: Vehicle[]): Vehicle[] {
  const rows: StockRow[] = [...vehicles]
    .sort(byIndexOrder)
    .map((vehicle) => ({ vehicle, standLocation: null, totalValue: null }));
  return sortStock(rows, DEFAULT_STOCK_SORT).map((r) => r.vehicle);
}
