/** Financing companies (financeiras) in the database. Functions take the database or a transaction. */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { updateGivenFields } from '../db/versioned';
import { financials } from '../db/schema';

export type FinancialRow = typeof financials.$inferSelect;
export type NewFinancialRow = typeof financials.$inferInsert;

export async function findFinancialRow(db: DbOrTx, uuid: string): Promise<FinancialRow | undefined> {
  const [row] = await db.select().from(financials).where(eq(financials.uuid, uuid)).limit(1);
  return row;
}

export function listCompanyFinancials(db: DbOrTx, companyUuid: string): Promise<FinancialRow[]> {
  return db
    .select()
    .from(financials)
    .where(eq(financials.companyUuid, companyUuid))
    .orderBy(asc(financials.name), asc(financials.uuid));
}

export async function insertFinancial(db: DbOrTx, values: NewFinancialRow): Promise<FinancialRow> {
  const [row] = await db.insert(financials).values(values).returning();
  if (!row) throw new Error('financial insert returned nothing');
  return row;
}

/** Writes the fields given when the stored rowVersion is the expected one (or none is given); undefined otherwise. */
export function updateFinancial(
  db: DbOrTx,
  uuid: string,
  values: Partial<Pick<NewFinancialRow, 'name' | 'code'>>,
  expectedVersion?: number,
): Promise<FinancialRow | undefined> {
  return updateGivenFields(db, financials, uuid, values, expectedVersion);
}

/** Deletes the financial; sales financed by it keep their loan without a loan company (ON DELETE SET NULL). */
export async function deleteFinancial(db: DbOrTx, uuid: string): Promise<FinancialRow | undefined> {
  const [row] = await db.delete(financials).where(eq(financials.uuid, uuid)).returning();
  return row;
}
