/**
 * Cost-only writes, one per queued outbox row, for the workshop logging
 * repairs offline (design §1): add, edit and delete one cost of a vehicle.
 */
import { MSG } from '../../src/domain/messages';
import type { CostInput, CostUpdateInput } from '../../src/domain/schemas/vehicles';
import type { Cost } from '../../src/domain/entities';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import {
  deleteCosts,
  findCost,
  insertCosts,
  updateCost as updateCostRow,
  type CostRow,
  type VehicleRow,
} from '../repositories/vehicles';
import { toCost } from '../wire/serializers';
import { createWithClientUuid, staleOrGone } from './record-writes';
import { costValues } from './vehicle-writes';

/**
 * POST /vehicles/{id}/costs. A uuid chosen offline is kept when unused (design §4); named by this
 * very write, dead before its answer was stored (`resumed`), it is that write's record.
 */
export async function addCost(
  db: Db,
  vehicle: VehicleRow,
  input: CostInput,
  resumed: boolean,
): Promise<Cost> {
  const existing = input.uuid ? await findCost(db, input.uuid) : undefined;
  if (existing && resumed && existing.vehicleUuid === vehicle.uuid) return toCost(existing);
  const cost = await createWithClientUuid(
    input.uuid,
    async () => existing,
    async () => {
      const [row] = await insertCosts(db, [
        {
          ...costValues(input),
          ...(input.uuid ? { uuid: input.uuid } : {}),
          vehicleUuid: vehicle.uuid,
          companyUuid: vehicle.companyUuid,
        },
      ]);
      if (!row) throw new Error('cost insert returned nothing');
      return row;
    },
  );
  return toCost(cost);
}

/** PUT /vehicle-costs/{id}: a stale rowVersion answers 409 with the current cost. */
export async function updateCost(db: Db, cost: CostRow, input: CostUpdateInput): Promise<Cost> {
  if (input.uuid && input.uuid.toLowerCase() !== cost.uuid) throw badRequest({ uuid: MSG.invalidValue });
  const updated = await updateCostRow(db, cost.uuid, costValues(input), input.rowVersion);
  if (!updated) throw await staleOrGone(await findCost(db, cost.uuid), toCost);
  return toCost(updated);
}

export async function removeCost(db: Db, cost: CostRow): Promise<Cost> {
  await deleteCosts(db, cost.vehicleUuid, [cost.uuid]);
  return toCost(cost);
}
