/** Supplier writes (spec 02 §7 "Suppliers"): create, save, delete. */
import * as v from 'valibot';
import type { Supplier } from '../../domain/entities';
import { supplierCreateSchema, supplierUpdateSchema } from '../../domain/schemas/suppliers';
import { uuidField } from '../../domain/validation';
import type { MontraDb } from '../db/montra-db';
import { defineDelete, updateRequest } from './shapes';
import { defineWrite } from '../sync/define-write';

/** The answer's supplier without the list-only vehicle count. */
const putSupplier = async (db: MontraDb, answer: unknown) => {
  const { numberVehicles: _count, ...record } = (
    answer as { supplier: Supplier & { numberVehicles?: number } }
  ).supplier;
  await db.suppliers.put(record);
};

const createPayload = v.object({ ...supplierCreateSchema.entries, uuid: uuidField });
type CreatePayload = v.InferOutput<typeof createPayload>;

/** The supplier record of a payload's fields (absent text = none). */
function fields(p: Partial<CreatePayload>) {
  return {
    street: p.street ?? null,
    parish: p.parish ?? null,
    county: p.county ?? null,
    district: p.district ?? null,
    phone: p.phone ?? null,
    email: p.email ?? null,
    nif: p.nif ?? null,
    notes: p.notes ?? null,
  };
}

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
      name: p.name,
      isFrequent: p.isFrequent ?? false,
      ...fields(p),
      rowVersion: 0,
      updatedAt: new Date().toISOString(),
    });
  },
  request: (p) => ({ method: 'POST', path: 'suppliers/', body: p }),
  apply: putSupplier,
});

const updatePayload = v.object({ ...supplierUpdateSchema.entries, uuid: uuidField });

/** PUT /suppliers/{id}: the whole form. */
export const queueSupplierUpdate = defineWrite({
  entity: 'suppliers',
  op: 'update',
  payload: updatePayload,
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: async (p, tx) => `Fornecedor alterado: ${p.name ?? (await tx.get('suppliers', p.uuid))?.name ?? ''}`,
  optimistic: async (tx, p) => {
    const current = await tx.get('suppliers', p.uuid);
    if (!current) return;
    await tx.put('suppliers', {
      ...current,
      name: p.name ?? current.name,
      isFrequent: p.isFrequent ?? current.isFrequent,
      ...fields(p),
    });
  },
  request: updateRequest('PUT', (uuid) => `suppliers/${uuid}`),
  apply: putSupplier,
});

export const queueSupplierDelete = defineDelete('suppliers', {
  path: (uuid) => `suppliers/${uuid}`,
  label: (supplier) => `Fornecedor eliminado: ${supplier?.name ?? ''}`,
});
