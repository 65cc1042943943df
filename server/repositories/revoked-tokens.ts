/** Sessions ended by logout (auth/revocations.ts says how they are used). */
import { gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { revokedTokens } from '../db/schema';

export async function insertRevokedToken(db: DbOrTx, jti: string, expiresAtIso: string): Promise<void> {
  await db.insert(revokedTokens).values({ jti, expiresAt: expiresAtIso }).onConflictDoNothing();
}

/** The ids of sessions ended that would still be alive. */
export async function listLiveRevokedTokens(db: DbOrTx, nowIso: string): Promise<string[]> {
  const rows = await db
    .select({ jti: revokedTokens.jti })
    .from(revokedTokens)
    .where(gt(revokedTokens.expiresAt, nowIso));
  return rows.map((row) => row.jti);
}

export async function deleteRevokedTokensBefore(db: DbOrTx, nowIso: string): Promise<void> {
  await db.delete(revokedTokens).where(lte(revokedTokens.expiresAt, nowIso));
}
