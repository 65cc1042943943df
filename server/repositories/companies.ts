/** Companies in the database, with the counts of the companies list. Functions take the database or a transaction. */
import { asc, count, eq, inArray, and } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { updateGivenFields } from '../db/versioned';
import { companies, financials, stands, vehicles } from '../db/schema';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompanyRow = typeof companies.$inferInsert;

export async function findCompanyRow(db: DbOrTx, uuid: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.uuid, uuid)).limit(1);
  return row;
}

/** The companies (all, only the active ones, or the given ones), by name. */
export async function listCompanyRows(
  db: DbOrTx,
  scope: { onlyActive?: boolean; uuids?: readonly string[] },
): Promise<CompanyRow[]> {
  if (scope.uuids?.length === 0) return [];
  return db
    .select()
    .from(companies)
    .where(
      and(
        scope.onlyActive ? eq(companies.active, true) : undefined,
        scope.uuids ? inArray(companies.uuid, [...scope.uuids]) : undefined,
      ),
    )
    .orderBy(asc(companies.name), asc(companies.uuid));
}

/** What the companies list shows beside each company: its financials, active stands and vehicles. */
export async function companyDetails(db: DbOrTx, companyUuids: readonly string[]) {
  const ids = [...companyUuids];
  // One after another: a transaction is one connection.
  const fin = await db
    .select()
    .from(financials)
    .where(inArray(financials.companyUuid, ids))
    .orderBy(asc(financials.name), asc(financials.uuid));
  const standCounts = await db
    .select({ companyUuid: stands.companyUuid, n: count() })
    .from(stands)
    .where(and(inArray(stands.companyUuid, ids), eq(stands.active, true)))
    .groupBy(stands.companyUuid);
  const carCounts = await db
    .select({ companyUuid: vehicles.companyUuid, n: count() })
    .from(vehicles)
    .where(inArray(vehicles.companyUuid, ids))
    .groupBy(vehicles.companyUuid);
  return {
    financials: fin,
    standsOf: new Map(standCounts.map((c) => [c.companyUuid, c.n])),
    carsOf: new Map(carCounts.map((c) => [c.companyUuid, c.n])),
  };
}

export async function insertCompany(db: DbOrTx, values: NewCompanyRow): Promise<CompanyRow> {
  const [row] = await db.insert(companies).values(values).returning();
  if (!row) throw new Error('company insert returned nothing');
  return row;
}

/** Writes the fields given when the stored rowVersion is the expected one (or none is given); undefined otherwise. */
export function updateCompany(
  db: DbOrTx,
  uuid: string,
  values: Partial<NewCompanyRow>,
  expectedVersion?: number,
): Promise<CompanyRow | undefined> {
  return updateGivenFields(db, companies, uuid, values, expectedVersion);
}

/**
 * Deletes the company; its users, stands, vehicles and every other record go with it (ON DELETE
 * CASCADE). The caller tells the guard's user cache (usersChanged).
 */
export async function deleteCompany(db: DbOrTx, uuid: string): Promise<CompanyRow | undefined> {
  const [row] = await db.delete(companies).where(eq(companies.uuid, uuid)).returning();
  return row;
}
