/**
 * Supplier actions (spec 02 §7 "Suppliers"): create, save, delete, through
 * the declared writes (src/data/writes/suppliers.ts). A save sends the whole
 * form: every field, empty ones as none.
 */
import { queueSupplierCreate, queueSupplierDelete, queueSupplierUpdate } from '../../../data/writes';
import type { Supplier } from '../../../domain/entities';
import type { SupplierCreateInput, SupplierUpdateInput } from '../../../domain/schemas/suppliers';

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
  await queueSupplierCreate({ uuid, companyUuid: input.companyUuid, ...fieldsOf(input) });
  return uuid;
}

export async function updateSupplier(supplier: Supplier, input: SupplierUpdateInput): Promise<void> {
  await queueSupplierUpdate({
    uuid: supplier.uuid,
    ...fieldsOf(input, supplier),
    companyUuid: supplier.companyUuid,
    rowVersion: supplier.rowVersion,
  });
}

export async function deleteSupplier(supplier: Supplier): Promise<void> {
  await queueSupplierDelete({ uuid: supplier.uuid });
}
