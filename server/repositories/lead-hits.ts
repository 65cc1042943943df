/** The public enquiries counted per address (services/lead-limits.ts says how). */
import { and, count, eq, gt, lt, lte, min } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { leadHits } from '../db/schema';

export async function insertLeadHit(db: DbOrTx, address: string, atIso: string): Promise<number> {
  const [row] = await db.insert(leadHits).values({ address, at: atIso }).returning({ id: leadHits.id });
  return row!.id;
}

export async function deleteLeadHit(db: DbOrTx, id: number): Promise<void> {
  await db.delete(leadHits).where(eq(leadHits.id, id));
}

export async function deleteLeadHitsBefore(db: DbOrTx, beforeIso: string): Promise<void> {
  await db.delete(leadHits).where(lt(leadHits.at, beforeIso));
}

/** The address's hits since the instant, up to (and with) the given one; and the oldest of them. */
export async function countLeadHits(
  db: DbOrTx,
  address: string,
  sinceIso: string,
  uptoId: number,
): Promise<{ n: number; oldest: string | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(leadHits.at) })
    .from(leadHits)
    .where(and(eq(leadHits.address, address), gt(leadHits.at, sinceIso), lte(leadHits.id, uptoId)));
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}
