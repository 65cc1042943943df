/** Users in the database. Functions take the database or a transaction. */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sameRowVersion } from '../db/versioned';
import { userNotifications, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUuid(db: DbOrTx, uuid: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.uuid, uuid)).limit(1);
  return row;
}

export async function findUserByUsername(db: DbOrTx, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = ${username.toLowerCase()}`)
    .limit(1);
  return row;
}

export function listCompanyUsers(db: DbOrTx, companyUuid: string): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.companyUuid, companyUuid)).orderBy(asc(users.username));
}

// The writes below change who a caller is: services/user-writes.ts tells the guard's user cache
// (server/auth/user-cache.ts usersChanged) once they have landed.

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  uuid: string,
  values: Omit<Partial<typeof users.$inferInsert>, 'tokenVersion'> & { tokenVersion?: SQL },
  expectedVersion?: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(sameRowVersion(users, uuid, expectedVersion))
    .returning();
  return row;
}

/** The next token version, as a value of an update: every token signed before it ends. */
export const nextTokenVersion = (): SQL => sql`${users.tokenVersion} + 1`;

/** Ends every session of a company's users (its deactivation). */
export async function raiseCompanyTokenVersions(db: DbOrTx, companyUuid: string): Promise<void> {
  await db.update(users).set({ tokenVersion: nextTokenVersion() }).where(eq(users.companyUuid, companyUuid));
}

export async function deleteUser(db: DbOrTx, uuid: string): Promise<void> {
  await db.delete(users).where(eq(users.uuid, uuid));
}

export async function deleteUserNotifications(db: DbOrTx, userUuid: string): Promise<number> {
  const rows = await db
    .delete(userNotifications)
    .where(eq(userNotifications.userUuid, userUuid))
    .returning({ uuid: userNotifications.uuid });
  return rows.length;
}

/** The password hashes of those of the users that are active (seed/demo-password.ts). */
export function listActivePasswordHashes(
  db: DbOrTx,
  uuids: readonly string[],
): Promise<{ passwordHash: string }[]> {
  if (uuids.length === 0) return Promise.resolve([]);
  return db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(inArray(users.uuid, [...uuids]), eq(users.isActive, true)));
}
