/** Bytes of media each company keeps in the store (media/quota.ts). */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { mediaUsage } from '../db/schema';

export async function usedMediaBytes(db: DbOrTx, companyUuid: string): Promise<number> {
  const [row] = await db
    .select({ bytes: mediaUsage.bytes })
    .from(mediaUsage)
    .where(eq(mediaUsage.companyUuid, companyUuid));
  return row?.bytes ?? 0;
}

/** Adds (or, negative, takes back) bytes of the company's media; never below 0. */
export async function addMediaBytes(db: DbOrTx, companyUuid: string, bytes: number): Promise<void> {
  await db
    .insert(mediaUsage)
    .values({ companyUuid, bytes: Math.max(0, bytes) })
    .onConflictDoUpdate({
      target: mediaUsage.companyUuid,
      set: { bytes: sql`greatest(0, ${mediaUsage.bytes} + ${bytes})` },
    });
}
