/**
 * Cost actions (spec 01 §4 "Cost modal"): the cost modal's inputs as the
 * declared cost writes (src/data/writes/costs.ts) take them, so the
 * workshop's costs show at once and go up when the network returns.
 */
import { queueCostCreate, queueCostDelete, queueCostUpdate } from '../../../data/writes';
import type { Cost } from '../../../domain/entities';
import type { CostInput } from '../../../domain/schemas/vehicles';

export async function addCost(vehicleUuid: string, input: CostInput): Promise<string> {
  const uuid = input.uuid ?? crypto.randomUUID();
  await queueCostCreate({ ...input, uuid, vehicleUuid });
  return uuid;
}

export async function editCost(cost: Cost, input: CostInput): Promise<void> {
  await queueCostUpdate({ ...input, uuid: cost.uuid, rowVersion: cost.rowVersion });
}

export async function deleteCost(cost: Cost): Promise<void> {
  await queueCostDelete({ uuid: cost.uuid });
}
