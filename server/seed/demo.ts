/** The demo data set (design §7): loaded on first start of an empty database, or on demand. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { seedOrganisation } from './demo-organisation';
import { seedStock } from './demo-stock';

/** Writes the whole demo set; rows that exist are left as they are, so a second run changes nothing. */
export async function seedDemo(db: Db, today = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await seedOrganisation(tx);
    await seedStock(tx, today);
  });
}

export async function seedDemoIfEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((row?.n ?? 0) > 0) return false;
  await seedDemo(db);
  return true;
}

/** Empties every table (tombstones and idempotency keys included) before a reload. */
export async function resetDatabase(db: Db): Promise<void> {
  await db.execute(sql`TRUNCATE companies, users, stands, suppliers, financials, vehicles, vehicle_costs,
    categories, extras, vehicle_photos, vehicle_videos, vehicle_files, sales, contacts, contact_interactions,
    notifications, user_notifications, tombstones, idempotency_keys, audit_events CASCADE`);
}
