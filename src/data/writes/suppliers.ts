/** Supplier writes (spec 02 §7 "Suppliers"): create, save, delete. */
import * as v from 'valibot';
import type { Supplier } from '../../domain/entities';
import { newSupplierFields } from '../../domain/record-defaults';
import { supplierCreateSchema, supplierUpdateSchema } from '../../domain/schemas/suppliers';
import { uuidField } from '../../domain/validation';
import type { MontraDb } from '../db/montra-db';
import { defineDelete, namedFields, updateRequest } from './shapes';
import { defineWrite } from '../sync/define-write';

/** The answer's supplier without the list-only vehicle count. */
const putSupplier = async (db: MontraDb, answer: unknown) => {
  const { numberVehicles: _count, ...record } = (
    answer as { supplier: Supplier & { numberVehicles?: number } }
  ).supplier;
  await db.suppliers.put(record);
};

const createPayload = v.object({ ...supplierCreateSchema.entries, uuid: uuidField });

/** POST /suppliers/ (also the vehicle's supplier modal). */
export const queueSupplierCreate = defineWrite({
  entity: 'suppliers',
  op: 'create',
  payload: createPayload,
  target: (p) => p.uuid,
  label: (p) => `Novo fornecedor: ${p.name}`,
  optimistic: async (tx, p) => {
    await tx.put('suppliers', {
      uuid: p.uuid,
      companyUuid: p.companyUuid,
      ...newSupplierFields(p),
      rowVersion: 0,
      updatedAt: new Date().toISOString(),
    });
  },
  request: (p) => ({ method: 'POST', path: 'suppliers/', body: p }),
  apply: putSupplier,
});

const updatePayload = v.object({ ...supplierUpdateSchema.entries, uuid: uuidField });

/** PUT /suppliers/{id}: the fields the payload names are written, absent ones kept. */
export const queueSupplierUpdate = defineWrite({
  entity: 'suppliers',
  op: 'update',
  payload: updatePayload,
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: async (p, tx) => `Fornecedor alterado: ${p.name ?? (await tx.get('suppliers', p.uuid))?.name ?? ''}`,
  optimistic: async (tx, p) => {
    await tx.update('suppliers', p.uuid, namedFields(p));
  },
  request: updateRequest('PUT', (uuid) => `suppliers/${uuid}`),
  apply: putSupplier,
});

export const queueSupplierDelete = defineDelete('suppliers', {
  path: (uuid) => `suppliers/${uuid}`,
  label: (supplier) => `Fornecedor eliminado: ${supplier?.name ?? ''}`,
});
