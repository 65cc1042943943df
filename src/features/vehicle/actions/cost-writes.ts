/**
 * Cost actions (spec 01 §4 "Cost modal"): each is an optimistic change to
 * the mirror plus one outbox row, so the workshop's costs show at once and go
 * up when the network returns. Replay lives in src/data/sync/handlers/costs.ts.
 */
import { mirror } from '../../../data/db';
import { useSessionStore } from '../../../data/session';
import { enqueueWrite, requestFlush } from '../../../data/sync';
import type { Cost } from '../../../domain/entities';
import { formatEuro } from '../../../domain/format';
import { COST_TYPE_LABELS } from '../../../domain/labels';
import type { CostInput } from '../../../domain/schemas/vehicles';

function actor() {
  const { user } = useSessionStore.getState();
  if (!user?.companyUuid) throw new Error('No company session');
  return { userUuid: user.uuid, companyUuid: user.companyUuid };
}

const label = (verb: string, input: Pick<CostInput, 'costType' | 'value'>) =>
  `${verb}: ${COST_TYPE_LABELS[input.costType]} ${formatEuro(input.value)}`;

export async function addCost(vehicleUuid: string, input: CostInput): Promise<string> {
  const { userUuid, companyUuid } = actor();
  const uuid = input.uuid ?? crypto.randomUUID();
  const cost: Cost = {
    uuid,
    vehicleUuid,
    companyUuid,
    costType: input.costType,
    value: input.value,
    description: input.description ?? null,
    associatedInvoice: input.associatedInvoice ?? null,
    date: input.date,
    // 0 until the server answers with the stored record.
    rowVersion: 0,
    updatedAt: new Date().toISOString(),
  };
  await enqueueWrite(
    mirror(),
    {
      userUuid,
      entity: 'costs',
      op: 'create',
      targetUuid: uuid,
      payload: { ...input, uuid, vehicleUuid },
      label: label('Novo custo', input),
    },
    async (db) => {
      await db.costs.put(cost);
    },
  );
  requestFlush();
  return uuid;
}

export async function editCost(cost: Cost, input: CostInput): Promise<void> {
  const { userUuid } = actor();
  await enqueueWrite(
    mirror(),
    {
      userUuid,
      entity: 'costs',
      op: 'update',
      targetUuid: cost.uuid,
      payload: { ...input, uuid: cost.uuid },
      baseVersion: cost.rowVersion,
      label: label('Custo alterado', input),
    },
    async (db) => {
      await db.costs.put({
        ...cost,
        costType: input.costType,
        value: input.value,
        description: input.description ?? null,
        associatedInvoice: input.associatedInvoice ?? null,
        date: input.date,
      });
    },
  );
  requestFlush();
}

export async function deleteCost(cost: Cost): Promise<void> {
  const { userUuid } = actor();
  await enqueueWrite(
    mirror(),
    {
      userUuid,
      entity: 'costs',
      op: 'delete',
      targetUuid: cost.uuid,
      payload: { uuid: cost.uuid },
      label: label('Custo eliminado', cost),
    },
    async (db) => {
      await db.costs.delete(cost.uuid);
    },
  );
  requestFlush();
}
