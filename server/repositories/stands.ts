/** Stands in the database, with the vehicle counts of a stand row. Functions take the database or a transaction. */
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Availability } from '../../src/domain/enums';
import { standCountBucket } from '../../src/domain/schemas/stands';
import type { DbOrTx } from '../db/client';
import { sameRowVersion } from '../db/versioned';
import { stands, vehicles } from '../db/schema';
import { toStandAnswer, type StandAnswer } from '../wire/serializers';

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

/** The stands with their counts, in the order given. */
export async function standAnswers(db: DbOrTx, rows: readonly StandRow[]): Promise<StandAnswer[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({ standUuid: vehicles.standUuid, availability: vehicles.availability, n: count() })
    .from(vehicles)
    .where(
      inArray(
        vehicles.standUuid,
        rows.map((r) => r.uuid),
      ),
    )
    .groupBy(vehicles.standUuid, vehicles.availability);
  const byStand = new Map<string, { inSale: number; sold: number; others: number }>();
  for (const c of counts) {
    if (!c.standUuid) continue;
    const entry = byStand.get(c.standUuid) ?? { inSale: 0, sold: 0, others: 0 };
    entry[standCountBucket(c.availability as Availability)] += c.n;
    byStand.set(c.standUuid, entry);
  }
  return rows.map((row) => toStandAnswer(row, byStand.get(row.uuid) ?? { inSale: 0, sold: 0, others: 0 }));
}

export async function standAnswer(db: DbOrTx, row: StandRow): Promise<StandAnswer> {
  const [answer] = await standAnswers(db, [row]);
  if (!answer) throw new Error('stand answer lost its row');
  return answer;
}

export async function insertStand(db: DbOrTx, values: NewStandRow): Promise<StandRow> {
  const [row] = await db.insert(stands).values(values).returning();
  if (!row) throw new Error('stand insert returned nothing');
  return row;
}

/** Updates when the stored rowVersion is the expected one (or none is given); undefined otherwise. */
export async function updateStand(
  db: DbOrTx,
  uuid: string,
  values: Partial<NewStandRow>,
  expectedVersion?: number,
): Promise<StandRow | undefined> {
  const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(defined).length === 0) {
    const [row] = await db
      .select()
      .from(stands)
      .where(sameRowVersion(stands, uuid, expectedVersion));
    return row;
  }
  const [row] = await db
    .update(stands)
    .set(defined)
    .where(sameRowVersion(stands, uuid, expectedVersion))
    .returning();
  return row;
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
