/**
 * Supplier actions (spec 02 §7 "Suppliers"): create, save, delete; each an
 * optimistic change plus one outbox row (replay in
 * src/data/sync/handlers/admin.ts).
 */
import { mirror } from '../../../data/db';
import { useSessionStore } from '../../../data/session';
import { enqueueWrite, requestFlush } from '../../../data/sync';
import type { Supplier } from '../../../domain/entities';
import type { SupplierCreateInput, SupplierUpdateInput } from '../../../domain/schemas/suppliers';

function actorUuid(): string {
  const { user } = useSessionStore.getState();
  if (!user) throw new Error('No session');
  return user.uuid;
}

type SupplierFields = Omit<Supplier, 'uuid' | 'companyUuid' | 'rowVersion' | 'updatedAt'>;

function fieldsOf(input: SupplierCreateInput | SupplierUpdateInput, base?: Supplier): SupplierFields {
  return {
    name: input.name ?? base?.name ?? '',
    isFrequent: input.isFrequent ?? base?.isFrequent ?? false,
    street: input.street ?? null,
    parish: input.parish ?? null,
    county: input.county ?? null,
    district: input.district ?? null,
    phone: input.phone ?? null,
    email: input.email ?? null,
    nif: input.nif ?? null,
    notes: input.notes ?? null,
  };
}

export async function createSupplier(input: SupplierCreateInput): Promise<string> {
  const uuid = input.uuid ?? crypto.randomUUID();
  const fields = fieldsOf(input);
  const supplier: Supplier = {
    uuid,
    companyUuid: input.companyUuid,
    ...fields,
    rowVersion: 0,
    updatedAt: new Date().toISOString(),
  };
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'suppliers',
      op: 'create',
      targetUuid: uuid,
      payload: { uuid, companyUuid: input.companyUuid, ...fields },
      label: `Novo fornecedor: ${fields.name}`,
    },
    async (db) => {
      await db.suppliers.put(supplier);
    },
  );
  requestFlush();
  return uuid;
}

export async function updateSupplier(supplier: Supplier, input: SupplierUpdateInput): Promise<void> {
  const fields = fieldsOf(input, supplier);
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'suppliers',
      op: 'update',
      targetUuid: supplier.uuid,
      payload: { ...fields, companyUuid: supplier.companyUuid },
      baseVersion: supplier.rowVersion,
      label: `Fornecedor alterado: ${fields.name}`,
    },
    async (db) => {
      await db.suppliers.put({ ...supplier, ...fields });
    },
  );
  requestFlush();
}

export async function deleteSupplier(supplier: Supplier): Promise<void> {
  await enqueueWrite(
    mirror(),
    {
      userUuid: actorUuid(),
      entity: 'suppliers',
      op: 'delete',
      targetUuid: supplier.uuid,
      payload: { uuid: supplier.uuid },
      label: `Fornecedor eliminado: ${supplier.name}`,
    },
    async (db) => {
      await db.suppliers.delete(supplier.uuid);
    },
  );
  requestFlush();
}
