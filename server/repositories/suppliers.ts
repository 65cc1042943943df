/** Suppliers in the database, with the vehicle count of the suppliers list. Functions take the database or a transaction. */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { updateGivenFields } from '../db/versioned';
import { suppliers, vehicles } from '../db/schema';

export type SupplierRow = typeof suppliers.$inferSelect;
export type NewSupplierRow = typeof suppliers.$inferInsert;

export async function findSupplierRow(db: DbOrTx, uuid: string): Promise<SupplierRow | undefined> {
  const [row] = await db.select().from(suppliers).where(eq(suppliers.uuid, uuid)).limit(1);
  return row;
}

export function listCompanySuppliers(db: DbOrTx, companyUuid: string): Promise<SupplierRow[]> {
  return db
    .select()
    .from(suppliers)
    .where(eq(suppliers.companyUuid, companyUuid))
    .orderBy(asc(suppliers.name), asc(suppliers.uuid));
}

/** How many vehicles name each of these suppliers. */
export async function supplierVehicleCounts(db: DbOrTx, supplierUuids: readonly string[]) {
  if (supplierUuids.length === 0) return [];
  return db
    .select({ supplierUuid: vehicles.supplierUuid, n: count() })
    .from(vehicles)
    .where(inArray(vehicles.supplierUuid, [...supplierUuids]))
    .groupBy(vehicles.supplierUuid);
}

export async function insertSupplier(db: DbOrTx, values: NewSupplierRow): Promise<SupplierRow> {
  const [row] = await db.insert(suppliers).values(values).returning();
  if (!row) throw new Error('supplier insert returned nothing');
  return row;
}

/** Writes the fields given when the stored rowVersion is the expected one (or none is given); undefined otherwise. */
export function updateSupplier(
  db: DbOrTx,
  uuid: string,
  values: Partial<NewSupplierRow>,
  expectedVersion?: number,
): Promise<SupplierRow | undefined> {
  return updateGivenFields(db, suppliers, uuid, values, expectedVersion);
}

/** Deletes the supplier; its vehicles keep no supplier (ON DELETE SET NULL). */
export async function deleteSupplier(db: DbOrTx, uuid: string): Promise<SupplierRow | undefined> {
  const [row] = await db.delete(suppliers).where(eq(suppliers.uuid, uuid)).returning();
  return row;
}
