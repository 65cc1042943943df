/**
 * Optimistic concurrency (design §4): an update that names the rowVersion it
 * was made on only applies if the stored row still has it.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client';

type VersionedTable = PgTable & { uuid: PgColumn; rowVersion: PgColumn };

/** The WHERE of a guarded update: this uuid, and this rowVersion when one is given. */
export function sameRowVersion(
  table: VersionedTable,
  uuid: string,
  expectedVersion: number | undefined,
): SQL | undefined {
  return and(
    eq(table.uuid, uuid),
    expectedVersion === undefined ? undefined : eq(table.rowVersion, expectedVersion),
  );
}

/**
 * Writes the fields given (an undefined one is left as it is) when the stored rowVersion is the
 * expected one, or none is given; the row, or undefined when the guard matched none. Naming no
 * field changes nothing and answers the row as stored (still guarded).
 */
export async function updateGivenFields<T extends VersionedTable>(
  db: DbOrTx,
  table: T,
  uuid: string,
  values: Partial<T['$inferInsert']>,
  expectedVersion?: number,
): Promise<T['$inferSelect'] | undefined> {
  const given = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  const where = sameRowVersion(table, uuid, expectedVersion);
  // drizzle cannot type a query over a table it only knows as generic: the rows are T's.
  const plain: PgTable = table;
  const rows: unknown[] =
    Object.keys(given).length === 0
      ? await db.select().from(plain).where(where)
      : await db.update(plain).set(given).where(where).returning();
  return rows[0] as T['$inferSelect'] | undefined;
}
