/**
 * Stand writes (spec 01 §2, §4, §7): create, save the form, activate or
 * deactivate. Deactivation frees the stand's vehicles on the server in the
 * same transaction; the mirror hears of them on the next pull.
 */
import * as v from 'valibot';
import type { Stand } from '../../domain/entities';
import { newStandFields } from '../../domain/record-defaults';
import { standCreateSchema, standUpdateSchema } from '../../domain/schemas/stands';
import { uuidField } from '../../domain/validation';
import type { MontraDb } from '../db/montra-db';
import { namedFields, updateRequest } from './shapes';
import { defineWrite } from '../sync/define-write';

function standRecord(stand: Stand): Stand {
  const { uuid, rowVersion, updatedAt, companyUuid, name, location, address, active } = stand;
  return { uuid, rowVersion, updatedAt, companyUuid, name, location, address, active };
}

const putStand = async (db: MontraDb, answer: unknown) => {
  await db.stands.put(standRecord((answer as { stand: Stand }).stand));
};

const createPayload = v.object({ ...standCreateSchema.entries, uuid: uuidField });

/** POST /stands/. */
export const queueStandCreate = defineWrite({
  entity: 'stands',
  op: 'create',
  payload: createPayload,
  target: (p) => p.uuid,
  label: (p) => `Novo stand: ${p.name}`,
  optimistic: async (tx, p) => {
    await tx.put('stands', {
      uuid: p.uuid,
      companyUuid: p.companyUuid,
      ...newStandFields(p),
      rowVersion: 0,
      updatedAt: new Date().toISOString(),
    });
  },
  request: (p) => ({ method: 'POST', path: 'stands/', body: p }),
  apply: putStand,
});

const updatePayload = v.object({ ...standUpdateSchema.entries, uuid: uuidField });

const activeLabel = (active: boolean) => (active ? 'Stand ativado' : 'Stand desativado');

/** PUT /stands/{id}: the form, or `{ active, companyUuid }` to (de)activate. */
export const queueStandUpdate = defineWrite({
  entity: 'stands',
  op: 'update',
  payload: updatePayload,
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: async (p, tx) => {
    const stand = await tx.get('stands', p.uuid);
    if (p.name === undefined && p.active !== undefined)
      return `${activeLabel(p.active)}: ${stand?.name ?? ''}`;
    return `Stand alterado: ${p.name ?? stand?.name ?? ''}`;
  },
  optimistic: async (tx, p) => {
    await tx.update('stands', p.uuid, namedFields(p));
  },
  request: updateRequest('PUT', (uuid) => `stands/${uuid}`),
  apply: putStand,
});
