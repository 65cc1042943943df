/**
 * Supplier writes (spec 02 §2 "Suppliers", §5, §7): create in a company the caller acts in, edit,
 * and delete (its vehicles keep no supplier).
 */
import { newSupplierFields } from '../../src/domain/record-defaults';
import type { SupplierCreateInput, SupplierUpdateInput } from '../../src/domain/schemas/suppliers';
import { companyInScope, type AuthedUser } from '../auth/guard';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import {
  deleteSupplier,
  findSupplierRow,
  insertSupplier,
  updateSupplier as updateSupplierRow,
  type SupplierRow,
} from '../repositories/suppliers';
import type { SupplierAnswer } from '../wire/serializers';
import { createWithClientUuid, staleOrGone } from './record-writes';
import { supplierAnswer } from './supplier-reads';

export async function createSupplier(
  db: Db,
  actor: AuthedUser,
  input: SupplierCreateInput,
): Promise<SupplierAnswer> {
  const companyUuid = (await companyInScope(db, actor, input.companyUuid)).uuid;
  const { uuid, companyUuid: _company, ...values } = input;
  const row = await createWithClientUuid(
    uuid,
    (taken) => findSupplierRow(db, taken),
    () => insertSupplier(db, { ...newSupplierFields(values), ...(uuid ? { uuid } : {}), companyUuid }),
  );
  return supplierAnswer(db, row);
}

/** PUT /suppliers/{id}: the fields sent; a stale rowVersion answers 409 with the current supplier. */
export async function updateSupplier(
  db: Db,
  row: SupplierRow,
  input: SupplierUpdateInput,
): Promise<SupplierAnswer> {
  // A supplier never moves to another company.
  if (input.companyUuid && input.companyUuid !== row.companyUuid) throw notFound();
  const { rowVersion, companyUuid: _company, ...values } = input;
  const updated = await updateSupplierRow(db, row.uuid, values, rowVersion);
  if (!updated) {
    throw await staleOrGone(await findSupplierRow(db, row.uuid), (current) => supplierAnswer(db, current));
  }
  return supplierAnswer(db, updated);
}

/** DELETE /suppliers/{id}: answers the supplier as it was. */
export async function removeSupplier(db: Db, row: SupplierRow): Promise<SupplierAnswer> {
  const supplier = await supplierAnswer(db, row);
  if (!(await deleteSupplier(db, row.uuid))) throw notFound();
  return supplier;
}
