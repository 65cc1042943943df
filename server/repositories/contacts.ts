/**
 * Contacts (leads) and their interactions in the database, and the SQL form of
 * who may see one (spec 02 §6; contactVisibleTo in src/domain/contacts.ts).
 * Functions take the database or a transaction.
 */
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { can, type Actor } from '../../src/domain/permissions';
import { userLabel } from '../../src/domain/types';
import type { DbOrTx } from '../db/client';
import { contactInteractions, contacts, tombstones, users } from '../db/schema';
import { sameRowVersion } from '../db/versioned';

/** Who reads contacts: a role, and the uuid contacts are assigned to. */
type Reader = Actor & { uuid: string };

export type ContactRow = typeof contacts.$inferSelect;
export type NewContactRow = typeof contacts.$inferInsert;
export type InteractionRow = typeof contactInteractions.$inferSelect;
export type NewInteractionRow = typeof contactInteractions.$inferInsert;

export async function findContactRow(db: DbOrTx, uuid: string): Promise<ContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.uuid, uuid)).limit(1);
  return row;
}

/** The SQL form of contactVisibleTo over a company's contacts (the list, the chart, the CSV, the feed). */
export function visibleContactsWhere(actor: Reader, companyUuid: string): SQL | undefined {
  return and(
    eq(contacts.companyUuid, companyUuid),
    can(actor, 'contact.readAll') ? undefined : eq(contacts.contactUserUuid, actor.uuid),
  );
}

/** The company's contacts the actor may see (filtering and order are the caller's: src/domain decides them). */
export function listVisibleContacts(db: DbOrTx, actor: Reader, companyUuid: string): Promise<ContactRow[]> {
  return db
    .select()
    .from(contacts)
    .where(visibleContactsWhere(actor, companyUuid))
    .orderBy(asc(contacts.date), asc(contacts.uuid));
}

/** Beyond this many contacts their interactions are read by company (a bound list of ids stays small). */
const INTERACTIONS_BY_ID_MAX = 500;

/** The interactions of these contacts of the company, oldest first. */
export async function interactionsOf(
  db: DbOrTx,
  companyUuid: string,
  contactUuids: readonly string[],
): Promise<InteractionRow[]> {
  if (contactUuids.length === 0) return [];
  const byId = contactUuids.length <= INTERACTIONS_BY_ID_MAX;
  const rows = await db
    .select()
    .from(contactInteractions)
    .where(
      byId
        ? inArray(contactInteractions.contactUuid, [...contactUuids])
        : eq(contactInteractions.companyUuid, companyUuid),
    )
    .orderBy(
      asc(contactInteractions.date),
      asc(contactInteractions.updatedAt),
      asc(contactInteractions.uuid),
    );
  if (byId) return rows;
  const wanted = new Set(contactUuids);
  return rows.filter((r) => wanted.has(r.contactUuid));
}

/** Rows per statement when a body names many interactions (PostgreSQL binds at most 65535 parameters). */
const INTERACTIONS_PER_STATEMENT = 1000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += INTERACTIONS_PER_STATEMENT) {
    out.push(items.slice(i, i + INTERACTIONS_PER_STATEMENT));
  }
  return out;
}

export async function findInteractions(db: DbOrTx, uuids: readonly string[]): Promise<InteractionRow[]> {
  const out: InteractionRow[] = [];
  for (const part of chunks(uuids)) {
    out.push(...(await db.select().from(contactInteractions).where(inArray(contactInteractions.uuid, part))));
  }
  return out;
}

/** Display names of the company's users (userLabel: first and last name, or the username). */
export async function userNames(db: DbOrTx, companyUuid: string): Promise<Map<string, string>> {
  const rows = await db
    .select({
      uuid: users.uuid,
      username: users.username,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(eq(users.companyUuid, companyUuid));
  return new Map(rows.map((u) => [u.uuid, userLabel(u)]));
}

export async function insertContact(db: DbOrTx, values: NewContactRow): Promise<ContactRow> {
  const [row] = await db.insert(contacts).values(values).returning();
  if (!row) throw new Error('contact insert returned nothing');
  return row;
}

/** Updates when the stored rowVersion is the expected one (or none is given); undefined otherwise. */
export async function updateContact(
  db: DbOrTx,
  uuid: string,
  values: Partial<NewContactRow>,
  expectedVersion?: number,
): Promise<ContactRow | undefined> {
  const [row] = await db
    .update(contacts)
    .set(values)
    .where(sameRowVersion(contacts, uuid, expectedVersion))
    .returning();
  return row;
}

/** Deletes the contact; its interactions go with it (ON DELETE CASCADE), each leaving its tombstone. */
export async function deleteContact(db: DbOrTx, uuid: string): Promise<ContactRow | undefined> {
  const [row] = await db.delete(contacts).where(eq(contacts.uuid, uuid)).returning();
  return row;
}

export async function insertInteractions(db: DbOrTx, values: NewInteractionRow[]): Promise<void> {
  for (const part of chunks(values)) await db.insert(contactInteractions).values(part);
}

export async function updateInteraction(
  db: DbOrTx,
  uuid: string,
  values: Pick<NewInteractionRow, 'description' | 'date'>,
): Promise<void> {
  await db.update(contactInteractions).set(values).where(eq(contactInteractions.uuid, uuid));
}

/** Removes these interactions of the contact; uuids of other contacts, or unknown, are left alone. */
export async function deleteInteractions(
  db: DbOrTx,
  contactUuid: string,
  uuids: readonly string[],
): Promise<void> {
  for (const part of chunks(uuids)) {
    await db
      .delete(contactInteractions)
      .where(and(eq(contactInteractions.contactUuid, contactUuid), inArray(contactInteractions.uuid, part)));
  }
}

/** A user of the company, as much as deciding whether they may hold contacts needs. */
export async function findCompanyUserRole(db: DbOrTx, companyUuid: string, uuid: string) {
  const [user] = await db
    .select({ role: users.role, isSuperUser: users.isSuperUser, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.uuid, uuid), eq(users.companyUuid, companyUuid)))
    .limit(1);
  return user;
}

/** A user's role, wherever they work (undefined when there is no such user). */
export async function findUserRole(db: DbOrTx, uuid: string) {
  const [user] = await db
    .select({ role: users.role, isSuperUser: users.isSuperUser })
    .from(users)
    .where(eq(users.uuid, uuid));
  return user;
}

/** Writes each interaction of the contact again as it is, so the change feed carries it anew; their uuids. */
export async function touchInteractions(db: DbOrTx, contactUuid: string): Promise<{ uuid: string }[]> {
  return db
    .update(contactInteractions)
    .set({ date: sql`${contactInteractions.date}` })
    .where(eq(contactInteractions.contactUuid, contactUuid))
    .returning({ uuid: contactInteractions.uuid });
}

/** Tells one user's change feed that these records left it (design §4): they were that user's, so the user owns the tombstones. */
export async function insertTombstones(
  db: DbOrTx,
  companyUuid: string,
  userUuid: string,
  gone: readonly { entity: string; uuid: string }[],
): Promise<void> {
  if (gone.length === 0) return;
  await db.insert(tombstones).values(gone.map((g) => ({ ...g, companyUuid, userUuid, ownerUuid: userUuid })));
}
