/** The database answers a trivial query (GET /api/ready). */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';

export async function pingDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`select 1`);
}
