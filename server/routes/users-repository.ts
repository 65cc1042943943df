/** Users and their companies in the database. Functions take the database or a transaction. */
import { toIso } from '../db/convert';
import { sameRowVersion } from '../db/versioned';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { User } from '../../src/domain/types';
import type { Company, Financial } from '../../src/domain/types';
import type { DbOrTx } from '../db/client';
import { companies, financials, userNotifications, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
type CompanyRow = typeof companies.$inferSelect;
type FinancialRow = typeof financials.$inferSelect;

/** The public face of a user: never the password hash. */
export function toUser(row: UserRow): User {
  return {
    uuid: row.uuid,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as User['role'],
    isActive: row.isActive,
    isSuperUser: row.isSuperUser,
    companyUuid: row.companyUuid,
    rowVersion: row.rowVersion,
    updatedAt: toIso(row.updatedAt),
  };
}

export function toFinancial(row: FinancialRow): Financial {
  return {
    uuid: row.uuid,
    financialUuid: row.uuid,
    companyUuid: row.companyUuid,
    name: row.name,
    code: row.code,
    rowVersion: row.rowVersion,
    updatedAt: toIso(row.updatedAt),
  };
}

/** A company as mirrored: financials travel as their own records. */
export function toCompanyRecord(row: CompanyRow): Omit<Company, 'financials'> {
  return {
    uuid: row.uuid,
    name: row.name,
    color: row.color,
    logo: row.logo,
    active: row.active,
    rowVersion: row.rowVersion,
    updatedAt: toIso(row.updatedAt),
  };
}

export function toCompany(row: CompanyRow, financialRows: FinancialRow[]): Company {
  return { ...toCompanyRecord(row), financials: financialRows.map(toFinancial) };
}

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

export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(
  db: DbOrTx,
  uuid: string,
  values: Partial<typeof users.$inferInsert>,
  expectedVersion?: number,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set(values)
    .where(sameRowVersion(users, uuid, expectedVersion))
    .returning();
  return row;
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

export async function findCompany(db: DbOrTx, uuid: string): Promise<Company | undefined> {
  const [row] = await db.select().from(companies).where(eq(companies.uuid, uuid)).limit(1);
  if (!row) return undefined;
  const fin = await db
    .select()
    .from(financials)
    .where(and(eq(financials.companyUuid, uuid)))
    .orderBy(asc(financials.name));
  return toCompany(row, fin);
}

/**
 * The constraint a unique violation (SQLSTATE 23505) broke, or null for any
 * other error. Drizzle wraps the driver's error in `cause`; pg and PGlite both
 * carry `code` and `constraint`.
 */
export function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return typeof constraint === 'string' ? constraint : '';
  }
  return null;
}
