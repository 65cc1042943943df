/**
 * Optimistic concurrency (design §4): an update that names the rowVersion it
 * was made on only applies if the stored row still has it.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';

/** The WHERE of a guarded update: this uuid, and this rowVersion when one is given. */
export function sameRowVersion(
  table: PgTable & { uuid: PgColumn; rowVersion: PgColumn },
  uuid: string,
  expectedVersion: number | undefined,
): SQL | undefined {
  return and(
    eq(table.uuid, uuid),
    expectedVersion === undefined ? undefined : eq(table.rowVersion, expectedVersion),
  );
}
