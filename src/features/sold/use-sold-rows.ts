/**
 * The sold rows of the signed-in user, read from the mirror (never the
 * network, so the list works offline): SOLD and DELIVERED vehicles with their
 * sale, thumbnail, stand location and, for the cost roles, the margin, plus
 * the names the columns and the cost roles' filters need.
 */
import { useMemo } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { listThumbnails } from '../../data/media';
import { useSessionStore } from '../../data/session';
import { queuedTargetsOf } from '../../data/sync';
import type { Cost } from '../../domain/entities';
import { buildSoldRows, seesSoldCosts } from '../../domain/sold-columns';
import type { SoldRow } from '../../domain/sold';
import { standLocationOptions, type LocationOption } from '../../domain/stock-columns';
import { userLabel, type Financial, type User } from '../../domain/types';
import { offeredAsSeller } from '../../domain/sales';

/** `pending`: a write of the sale waits to be sent ('Por enviar' beside it, as the other queued records). */
export type SoldListRow = SoldRow & { photoUrl: string | null; pending: boolean };

export interface Choice {
  value: string;
  label: string;
}

export interface SoldData {
  /** undefined while the mirror is being read. */
  rows: SoldListRow[] | undefined;
  standLocations: LocationOption[];
  sellers: Choice[];
  loanCompanies: Choice[];
  /** uuid → name, for the seller and financing company columns. */
  names: Map<string, string>;
}

const SOLD_AVAILABILITIES = ['SOLD', 'DELIVERED'];
const byLabel = (a: Choice, b: Choice) => a.label.localeCompare(b.label, 'pt-PT');

export function useSoldRows(): SoldData {
  const user = useSessionStore((s) => s.user);
  const userUuid = user?.uuid ?? '';
  const costs = seesSoldCosts(user);

  const data = useLiveQuery(async () => {
    const db = mirror();
    const [vehicles, sales, stands, photos, costList, users, financials, queued] = await Promise.all([
      db.vehicles.where('availability').anyOf(SOLD_AVAILABILITIES).toArray(),
      db.sales.toArray(),
      db.stands.toArray(),
      db.photos.toArray(),
      costs ? db.costs.toArray() : Promise.resolve([] as Cost[]),
      costs ? db.users.toArray() : Promise.resolve([] as User[]),
      costs ? db.financials.toArray() : Promise.resolve([] as Financial[]),
      queuedTargetsOf(db, 'sales'),
    ]);
    return { vehicles, sales, stands, photos, costs: costList, users, financials, queued };
  }, [userUuid, costs]);

  return useMemo(() => {
    if (!data) {
      return { rows: undefined, standLocations: [], sellers: [], loanCompanies: [], names: new Map() };
    }
    const thumbnails = listThumbnails(data.photos);
    const rows = buildSoldRows(user, data).map((row) => ({
      ...row,
      photoUrl: thumbnails.get(row.vehicle.uuid) ?? null,
      pending: row.sale !== null && row.sale !== undefined && data.queued.has(row.sale.uuid),
    }));
    // The seller filter: the active sellers (domain/sales.ts offeredAsSeller).
    const sellers = data.users
      .filter(offeredAsSeller)
      .map((u) => ({ value: u.uuid, label: userLabel(u) }))
      .sort(byLabel);
    const names = new Map(data.users.map((u) => [u.uuid, userLabel(u)]));
    const loanCompanies = data.financials.map((f) => ({ value: f.uuid, label: f.name })).sort(byLabel);
    return {
      rows,
      standLocations: standLocationOptions(data.stands),
      sellers,
      loanCompanies,
      names: new Map([...names, ...loanCompanies.map((c) => [c.value, c.label] as const)]),
    };
  }, [data, user]);
}
