/**
 * What the vehicle calls answer: the vehicle as the caller may see it, its
 * stand location and the totals of spec 01 §9 (serializers.ts shapes them),
 * with the costs those totals need read in one query for a whole list.
 */
import type { Cost } from '../../src/domain/entities';
import type { Actor } from '../../src/domain/permissions';
import { canSeeCosts } from '../../src/domain/visibility';
import type { DbOrTx } from '../db/client';
import { toCost, toVehicleAnswer, type VehicleAnswer } from './serializers';
import {
  costAmountsOfCompany,
  costsOfVehicle,
  findStand,
  type CostRow,
  type LocatedVehicle,
  type VehicleRow,
} from '../repositories/vehicles';

type CostAmount = Pick<CostRow, 'costType' | 'value'>;

/** One vehicle with its costs: `{ vehicle }`, plus `costs` for the roles that see them. */
export async function oneVehicleAnswer(
  db: DbOrTx,
  actor: Actor,
  row: VehicleRow,
  standLocation: string | null,
): Promise<{ vehicle: VehicleAnswer; costs?: Cost[] }> {
  const costs = canSeeCosts(actor) ? await costsOfVehicle(db, row.uuid) : [];
  const vehicle = toVehicleAnswer(actor, row, standLocation, costs);
  return canSeeCosts(actor) ? { vehicle, costs: costs.map(toCost) } : { vehicle };
}

/** One vehicle with its costs, its stand's location read for it (the writes' answers). */
export async function vehicleAnswer(
  db: DbOrTx,
  actor: Actor,
  row: VehicleRow,
): Promise<{ vehicle: VehicleAnswer; costs?: Cost[] }> {
  const location = row.standUuid ? ((await findStand(db, row.standUuid))?.location ?? null) : null;
  return oneVehicleAnswer(db, actor, row, location);
}

/**
 * GET /vehicles/{id} (spec 02 §3 and §7: the answer is the vehicle, and the vehicle has costs):
 * the costs also inside the vehicle, for the roles that see them; the others get no `costs` at all.
 * The writes' answers keep the costs beside the vehicle only, which is what the client's mirror reads.
 * `costs` are the vehicle's, read only for a role that sees them (an empty list otherwise).
 */
export function readVehicleAnswer(
  actor: Actor,
  row: VehicleRow,
  standLocation: string | null,
  costs: readonly CostRow[],
): { vehicle: VehicleAnswer & { costs?: Cost[] }; costs?: Cost[] } {
  const vehicle = toVehicleAnswer(actor, row, standLocation, costs);
  if (!canSeeCosts(actor)) return { vehicle };
  const wire = costs.map(toCost);
  return { vehicle: { ...vehicle, costs: wire }, costs: wire };
}

/** A list of one company's vehicles, each with its totals. */
export async function vehicleListAnswer(
  db: DbOrTx,
  actor: Actor,
  companyUuid: string,
  list: readonly LocatedVehicle[],
): Promise<VehicleAnswer[]> {
  const byVehicle = new Map<string, CostAmount[]>();
  if (canSeeCosts(actor) && list.length > 0) {
    for (const c of await costAmountsOfCompany(db, companyUuid)) {
      const entry = byVehicle.get(c.vehicleUuid);
      if (entry) entry.push(c);
      else byVehicle.set(c.vehicleUuid, [c]);
    }
  }
  return list.map(({ row, standLocation }) =>
    toVehicleAnswer(actor, row, standLocation, byVehicle.get(row.uuid) ?? []),
  );
}
