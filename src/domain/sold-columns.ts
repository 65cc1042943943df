/**
 * What the sold list shows to each role (spec 02 §6): its columns, the filters
 * only the cost roles have, and the rows a role may see — a SELLER, EDITOR1 or
 * EDITOR2 only their own sales, the margin only for the cost roles.
 */
import type { Cost, Sale, Stand, Vehicle } from './entities';
import { can, type Actor } from './permissions';
import { saleMargin } from './sales';
import { EMPTY_SOLD_FILTERS, type SoldFilters, type SoldRow } from './sold';

export const SOLD_COLUMN_IDS = [
  'vehicle',
  'saleDate',
  'salePrice',
  'saleMargin',
  'loanValue',
  'loanCompany',
  'seller',
] as const;
export type SoldColumnId = (typeof SOLD_COLUMN_IDS)[number];

/** The cost roles: margin, financing and seller columns, the summary and their filters. */
export const seesSoldCosts = (actor: Actor | null | undefined) => can(actor, 'sold.columnMargin');

/** WORKSHOP and EDITOR3: image, vehicle, sale month/year; the sale roles add the value; the cost roles the rest. */
export function soldColumnIds(actor: Actor | null | undefined): SoldColumnId[] {
  return SOLD_COLUMN_IDS.filter((id) => {
    switch (id) {
      case 'vehicle':
      case 'saleDate':
        return true;
      case 'salePrice':
        return can(actor, 'sold.columnSaleValue');
      default:
        return seesSoldCosts(actor);
    }
  });
}

const COST_FILTERS = ['financed', 'loanCompany', 'sellerUuid', 'location'] as const;

/** The filters as applied for this role: the cost roles' filters are dropped for the others (even from a URL). */
export function soldFiltersFor(actor: Actor | null | undefined, f: SoldFilters): SoldFilters {
  if (seesSoldCosts(actor)) return f;
  const copy = { ...f };
  for (const key of COST_FILTERS) Object.assign(copy, { [key]: EMPTY_SOLD_FILTERS[key] });
  return copy;
}

export interface SoldSource {
  /** The mirror's SOLD and DELIVERED vehicles. */
  vehicles: readonly Vehicle[];
  sales: readonly Sale[];
  stands: readonly Pick<Stand, 'uuid' | 'location'>[];
  /** Costs of the vehicles; only read for the cost roles. */
  costs: readonly Cost[];
}

/**
 * The sold rows a role may see. A role limited to its own sales sees a row only when its sale is
 * the actor's (a vehicle marked sold without a sale it can see is someone else's). The stand
 * location is the vehicle's stand's, as the server's sold list and CSV filter it.
 */
export function buildSoldRows(actor: (Actor & { uuid: string }) | null, src: SoldSource): SoldRow[] {
  const ownOnly = can(actor, 'sold.ownOnly');
  const withMargin = seesSoldCosts(actor);
  const saleOf = new Map(src.sales.map((s) => [s.vehicleUuid, s]));
  const standOf = new Map(src.stands.map((s) => [s.uuid, s.location]));
  const costsOf = new Map<string, Cost[]>();
  if (withMargin) {
    for (const c of src.costs) {
      const list = costsOf.get(c.vehicleUuid);
      if (list) list.push(c);
      else costsOf.set(c.vehicleUuid, [c]);
    }
  }
  const rows: SoldRow[] = [];
  for (const vehicle of src.vehicles) {
    if (vehicle.availability !== 'SOLD' && vehicle.availability !== 'DELIVERED') continue;
    const sale = saleOf.get(vehicle.uuid) ?? null;
    if (ownOnly && (!sale || !actor || sale.sellerUuid !== actor.uuid)) continue;
    rows.push({
      vehicle,
      sale,
      standLocation: vehicle.standUuid ? (standOf.get(vehicle.standUuid) ?? null) : null,
      saleMargin:
        withMargin && sale
          ? saleMargin(sale.salePrice, vehicle.buyPrice, costsOf.get(vehicle.uuid) ?? [])
          : null,
    });
  }
  return rows;
}
