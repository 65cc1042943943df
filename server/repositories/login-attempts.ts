/** The password checks the login limiter counts (auth/login-limiter.ts says how). */
import { and, count, countDistinct, eq, gt, lt, lte, min, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { loginAttempts } from '../db/schema';

export async function insertAttempt(
  db: DbOrTx,
  username: string,
  address: string,
  atIso: string,
): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ username, address, at: atIso })
    .returning({ id: loginAttempts.id });
  return row!.id;
}

export async function deleteAttempt(db: DbOrTx, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

export async function markAttemptFailed(db: DbOrTx, id: number): Promise<void> {
  await db.update(loginAttempts).set({ failed: true }).where(eq(loginAttempts.id, id));
}

export async function deleteAttemptsBefore(db: DbOrTx, beforeIso: string): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.at, beforeIso));
}

/** Attempts at the account since the instant, up to (and with) the given one; and the oldest of them. */
export async function countAccountAttempts(
  db: DbOrTx,
  username: string,
  sinceIso: string,
  uptoId: number,
): Promise<{ n: number; oldest: string | null }> {
  const [row] = await db
    .select({ n: count(), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.username, username),
        gt(loginAttempts.at, sinceIso),
        lte(loginAttempts.id, uptoId),
      ),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}

/** Other accounts that failed from the address since the instant; and the oldest of those failures. */
export async function countAddressFailedAccounts(
  db: DbOrTx,
  address: string,
  exceptUsername: string,
  sinceIso: string,
): Promise<{ n: number; oldest: string | null }> {
  const [row] = await db
    .select({ n: countDistinct(loginAttempts.username), oldest: min(loginAttempts.at) })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.address, address),
        ne(loginAttempts.username, exceptUsername),
        eq(loginAttempts.failed, true),
        gt(loginAttempts.at, sinceIso),
      ),
    );
  return { n: row?.n ?? 0, oldest: row?.oldest ?? null };
}
