/**
 * Cost writes (spec 01 §4 "Cost modal", §7): the workshop's costs show at once
 * and go up when the network returns.
 */
import * as v from 'valibot';
import type { Cost } from '../../domain/entities';
import { formatEuro } from '../../domain/format';
import { COST_TYPE_LABELS } from '../../domain/labels';
import { costFields } from '../../domain/record-defaults';
import { costSchema, costUpdateSchema, type CostInput } from '../../domain/schemas/vehicles';
import { uuidField } from '../../domain/validation';
import { defineDelete } from './shapes';
import { defineWrite, versionedBody } from '../sync/define-write';

const label = (verb: string, cost: Pick<CostInput, 'costType' | 'value'>) =>
  `${verb}: ${COST_TYPE_LABELS[cost.costType]} ${formatEuro(cost.value)}`;

/** A cost as the mirror holds it until the server answers (rowVersion 0). */
export function costRecord(
  vehicleUuid: string,
  companyUuid: string,
  input: CostInput & { uuid: string },
): Cost {
  return {
    uuid: input.uuid,
    vehicleUuid,
    companyUuid,
    ...costFields(input),
    rowVersion: 0,
    updatedAt: new Date().toISOString(),
  };
}

const putCost = async (db: { costs: { put(c: Cost): Promise<unknown> } }, answer: unknown) => {
  await db.costs.put((answer as { cost: Cost }).cost);
};

const costCreatePayload = v.object({ ...costSchema.entries, uuid: uuidField, vehicleUuid: uuidField });

/** POST /vehicles/{vehicleId}/costs. */
export const queueCostCreate = defineWrite({
  entity: 'costs',
  op: 'create',
  payload: costCreatePayload,
  target: (p) => p.uuid,
  label: (p) => label('Novo custo', p),
  optimistic: async (tx, p, actor) => {
    await tx.put('costs', costRecord(p.vehicleUuid, actor.companyUuid ?? '', p));
  },
  request: (p) => ({ method: 'POST', path: `vehicles/${p.vehicleUuid}/costs`, body: p }),
  apply: putCost,
});

const costUpdatePayload = v.object({ ...costUpdateSchema.entries, uuid: uuidField });

/** PUT /vehicle-costs/{id}, on the version the edit started from. */
export const queueCostUpdate = defineWrite({
  entity: 'costs',
  op: 'update',
  payload: costUpdatePayload,
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: (p) => label('Custo alterado', p),
  optimistic: async (tx, p) => {
    await tx.update('costs', p.uuid, costFields(p));
  },
  request: (p, row) => ({ method: 'PUT', path: `vehicle-costs/${p.uuid}`, body: versionedBody(p, row) }),
  apply: putCost,
});

export const queueCostDelete = defineDelete('costs', {
  path: (uuid) => `vehicle-costs/${uuid}`,
  label: (cost) => (cost ? label('Custo eliminado', cost) : 'Custo eliminado'),
});
