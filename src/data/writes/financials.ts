/** Financing company writes (spec 02 §7 "Financials"): add, change, delete. */
import * as v from 'valibot';
import { financialCreateSchema, financialUpdateSchema } from '../../domain/schemas/financials';
import type { Financial } from '../../domain/types';
import { uuidField } from '../../domain/validation';
import type { MontraDb } from '../db/montra-db';
import { defineDelete, updateRequest } from './shapes';
import { defineWrite } from '../sync/define-write';

const putFinancial = async (db: MontraDb, answer: unknown) => {
  await db.financials.put((answer as { financial: Financial }).financial);
};

const createPayload = v.object({ ...financialCreateSchema.entries, uuid: uuidField, companyUuid: uuidField });

/** POST /financials/company/{companyUuid}. */
export const queueFinancialCreate = defineWrite({
  entity: 'financials',
  op: 'create',
  payload: createPayload,
  target: (p) => p.uuid,
  label: (p) => `Nova financeira: ${p.name}`,
  optimistic: async (tx, p) => {
    await tx.put('financials', {
      uuid: p.uuid,
      financialUuid: p.uuid,
      companyUuid: p.companyUuid,
      name: p.name,
      code: p.code,
      rowVersion: 0,
      updatedAt: new Date().toISOString(),
    });
  },
  request: ({ uuid, name, code, companyUuid }) => ({
    method: 'POST',
    path: `financials/company/${companyUuid}`,
    body: { uuid, name, code },
  }),
  apply: putFinancial,
});

const updatePayload = v.object({ ...financialUpdateSchema.entries, uuid: uuidField });

/** PUT /financials/{id}. */
export const queueFinancialUpdate = defineWrite({
  entity: 'financials',
  op: 'update',
  payload: updatePayload,
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: async (p, tx) =>
    `Financeira alterada: ${p.name ?? (await tx.get('financials', p.uuid))?.name ?? ''}`,
  optimistic: async (tx, p) => {
    await tx.update('financials', p.uuid, {
      ...(p.name !== undefined ? { name: p.name } : {}),
      ...(p.code !== undefined ? { code: p.code } : {}),
    });
  },
  request: updateRequest('PUT', (uuid) => `financials/${uuid}`),
  apply: putFinancial,
});

export const queueFinancialDelete = defineDelete('financials', {
  path: (uuid) => `financials/${uuid}`,
  label: (financial) => `Financeira eliminada: ${financial?.name ?? ''}`,
});
