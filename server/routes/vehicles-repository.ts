/** Vehicles in the database. Functions take the database or a transaction. */
import { eq } from 'drizzle-orm';
import { sameRowVersion } from '../db/versioned';
import type { DbOrTx } from '../db/client';
import { vehicles } from '../db/schema';

export type VehicleRow = typeof vehicles.$inferSelect;

export async function findVehicle(db: DbOrTx, uuid: string): Promise<VehicleRow | undefined> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.uuid, uuid)).limit(1);
  return row;
}

/** Updates when the stored rowVersion is the expected one (or none is given); undefined otherwise. */
export async function updateVehicle(
  db: DbOrTx,
  uuid: string,
  values: Partial<typeof vehicles.$inferInsert>,
  expectedVersion?: number,
): Promise<VehicleRow | undefined> {
  const [row] = await db
    .update(vehicles)
    .set(values)
    .where(sameRowVersion(vehicles, uuid, expectedVersion))
    .returning();
  return row;
}
