/** Stands in the database, with the vehicle counts of a stand row. Functions take the database or a transaction. */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { updateGivenFields } from '../db/versioned';
import { stands, vehicles } from '../db/schema';

export type StandRow = typeof stands.$inferSelect;
export type NewStandRow = typeof stands.$inferInsert;

export async function findStandRow(db: DbOrTx, uuid: string): Promise<StandRow | undefined> {
  const [row] = await db.select().from(stands).where(eq(stands.uuid, uuid)).limit(1);
  return row;
}

export function listCompanyStands(db: DbOrTx, companyUuid: string): Promise<StandRow[]> {
  return db
    .select()
    .from(stands)
    .where(eq(stands.companyUuid, companyUuid))
    .orderBy(asc(stands.name), asc(stands.uuid));
}

/** How many vehicles of each availability each of these stands holds. */
export async function standVehicleCounts(db: DbOrTx, standUuids: readonly string[]) {
  if (standUuids.length === 0) return [];
  return db
    .select({ standUuid: vehicles.standUuid, availability: vehicles.availability, n: count() })
    .from(vehicles)
    .where(inArray(vehicles.standUuid, [...standUuids]))
    .groupBy(vehicles.standUuid, vehicles.availability);
}

export async function insertStand(db: DbOrTx, values: NewStandRow): Promise<StandRow> {
  const [row] = await db.insert(stands).values(values).returning();
  if (!row) throw new Error('stand insert returned nothing');
  return row;
}

/** Writes the fields given when the stored rowVersion is the expected one (or none is given); undefined otherwise. */
export function updateStand(
  db: DbOrTx,
  uuid: string,
  values: Partial<NewStandRow>,
  expectedVersion?: number,
): Promise<StandRow | undefined> {
  return updateGivenFields(db, stands, uuid, values, expectedVersion);
}

/** Leaves every vehicle of the stand without a stand (spec 01 §4); returns how many. */
export async function releaseStandVehicles(db: DbOrTx, standUuid: string): Promise<number> {
  const rows = await db
    .update(vehicles)
    .set({ standUuid: null })
    .where(eq(vehicles.standUuid, standUuid))
    .returning({ uuid: vehicles.uuid });
  return rows.length;
}

/** Uuid and name of each of the company's stands (the stock analysis groups by them). */
export function listCompanyStandNames(db: DbOrTx, companyUuid: string) {
  return db
    .select({ uuid: stands.uuid, name: stands.name })
    .from(stands)
    .where(eq(stands.companyUuid, companyUuid));
}
