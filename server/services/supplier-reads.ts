/**
 * Supplier reads (spec 02 §2 "Suppliers", §7): a company's suppliers and one supplier, each with
 * the count of vehicles bought from it; another company's supplier is 404.
 */
import { companyInScope, loadInCompany, type AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import {
  findSupplierRow,
  listCompanySuppliers,
  supplierVehicleCounts,
  type SupplierRow,
} from '../repositories/suppliers';
import { toSupplierAnswer, type SupplierAnswer } from '../wire/serializers';

/** The suppliers with their vehicle counts, in the order given. */
export async function supplierAnswers(db: DbOrTx, rows: readonly SupplierRow[]): Promise<SupplierAnswer[]> {
  const counts = await supplierVehicleCounts(
    db,
    rows.map((r) => r.uuid),
  );
  const bySupplier = new Map(counts.map((c) => [c.supplierUuid, c.n]));
  return rows.map((row) => toSupplierAnswer(row, bySupplier.get(row.uuid) ?? 0));
}

export async function supplierAnswer(db: DbOrTx, row: SupplierRow): Promise<SupplierAnswer> {
  const [one] = await supplierAnswers(db, [row]);
  if (!one) throw new Error('supplier answer lost its row');
  return one;
}

/** The supplier, if it exists in the caller's company (else 404, whichever the reason). */
export function loadSupplier(db: DbOrTx, actor: AuthedUser, supplierId: string): Promise<SupplierRow> {
  return loadInCompany(actor, supplierId, (uuid) => findSupplierRow(db, uuid));
}

/** The suppliers of a company the caller acts in (404 for another or an unknown one). */
export async function companySuppliers(
  db: DbOrTx,
  actor: AuthedUser,
  companyId: string,
): Promise<SupplierAnswer[]> {
  const company = await companyInScope(db, actor, companyId);
  return supplierAnswers(db, await listCompanySuppliers(db, company.uuid));
}
