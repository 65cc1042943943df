/**
 * What the vehicle calls answer: the vehicle as the caller may see it
 * (serializers.ts applies the field visibility), its stand location and the
 * totals of spec 01 §9 — total costs without COMPLAINT for the roles that see
 * costs, and the margin for the roles that see it — computed by src/domain/stock.ts.
 */
import type { Cost, Vehicle } from '../../src/domain/entities';
import type { CostType } from '../../src/domain/enums';
import { can, type Actor } from '../../src/domain/permissions';
import { margin, totalCosts } from '../../src/domain/stock';
import { canSeeCosts } from '../../src/domain/visibility';
import type { DbOrTx } from '../db/client';
import { toCost, toVehicle } from '../sync/serializers';
import {
  costAmountsOfCompany,
  costsOfVehicle,
  type CostRow,
  type LocatedVehicle,
  type VehicleRow,
} from './vehicles-repository';

export interface VehicleAnswer extends Vehicle {
  standLocation: string | null;
  /** Costs without COMPLAINT; roles that see costs only. */
  totalCosts?: number;
  /** sellerPrice − (buyPrice + totalCosts), null without a list price; roles that see the margin only. */
  totalCostsMargin?: number | null;
}

type CostAmount = Pick<CostRow, 'costType' | 'value'>;

const amounts = (costs: readonly CostAmount[]) =>
  costs.map((c) => ({ costType: c.costType as CostType, value: c.value }));

export function toVehicleAnswer(
  actor: Actor,
  row: VehicleRow,
  standLocation: string | null,
  costs: readonly CostAmount[],
): VehicleAnswer {
  const answer: VehicleAnswer = { ...toVehicle(actor, row), standLocation };
  if (canSeeCosts(actor)) answer.totalCosts = totalCosts(amounts(costs));
  if (can(actor, 'vehicle.field.margin')) {
    answer.totalCostsMargin = margin(row.sellerPrice, row.buyPrice, amounts(costs));
  }
  return answer;
}

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
