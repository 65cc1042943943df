/**
 * Which stock-list columns and filters a role sees (spec 01 §2, §6, §9): the
 * list price is hidden from EDITOR3 everywhere (column, card and the price
 * filters, which could otherwise only ever return nothing), buy price plus
 * costs shows to managers and admins, mileage to everyone else.
 */
import { can, type Actor } from './permissions';
import type { StockFilters } from './stock';

export const STOCK_COLUMN_IDS = [
  'vehicle',
  'stock',
  'dateVehicle',
  'fuel',
  'type',
  'buyPrice',
  'mileage',
  'sellerPrice',
  'status',
] as const;
export type StockColumnId = (typeof STOCK_COLUMN_IDS)[number];

export function seesListPrice(actor: Actor | null | undefined): boolean {
  return can(actor, 'vehicle.field.sellerPrice');
}

/** The buy price, and with it a row's value (buy price plus costs): the stock list's column and rows. */
export function seesBuyPrice(actor: Actor | null | undefined): boolean {
  return can(actor, 'stock.columnBuyPrice');
}

/** The columns in spec order; the waiting list adds the status column (spec 01 §2 "Waiting vehicles"). */
export function stockColumnIds(actor: Actor | null | undefined, withStatus: boolean): StockColumnId[] {
  return STOCK_COLUMN_IDS.filter((id) => {
    switch (id) {
      case 'buyPrice':
        return seesBuyPrice(actor);
      case 'mileage':
        return can(actor, 'stock.columnMileage');
      case 'sellerPrice':
        return seesListPrice(actor);
      case 'status':
        return withStatus;
      default:
        return true;
    }
  });
}

/** The filters as applied for this role: price bounds a role may not see are dropped (even from a shared URL). */
export function stockFiltersFor(actor: Actor | null | undefined, f: StockFilters): StockFilters {
  if (seesListPrice(actor)) return f;
  return { ...f, priceMin: null, priceMax: null };
}

export interface LocationOption {
  /** The stand location the filter matches (spec 01 §5: exactly). */
  value: string;
  /** What the user reads: the names of the active stands there, not the upper-case code. */
  label: string;
}

/** The location filter's choices, one per location of an active stand, named after its stands. */
export function standLocationOptions(
  stands: readonly { name: string; location: string; active: boolean }[],
): LocationOption[] {
  const names = new Map<string, string[]>();
  for (const s of stands) {
    if (!s.active) continue;
    const list = names.get(s.location);
    if (list) list.push(s.name);
    else names.set(s.location, [s.name]);
  }
  return [...names.entries()]
    .map(([value, list]) => ({
      value,
      label: [...list].sort((a, b) => a.localeCompare(b, 'pt-PT')).join(' / '),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'pt-PT'));
}
