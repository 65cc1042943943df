/**
 * Contact reads (spec 02 §2 "Contacts list", §7; issue 12 contract) and who may reach one (spec
 * 02 §6; contactVisibleTo in src/domain/contacts.ts): a contact of another company, or — for the
 * roles without 'contact.readAll' — one assigned to someone else, answers 404, exactly as the
 * change feed hides it. Filters, order and the chart are src/domain/contacts.ts's, so the server
 * answers what the screens compute from the mirror.
 */
import {
  contactChart,
  contactVisibleTo,
  DEFAULT_CONTACT_SORT,
  lastInteractionOf,
  matchesContactFilters,
  sortContacts,
  type ContactFilters,
  type ContactRow as ContactListRow,
} from '../../src/domain/contacts';
import { loadInCompany, type AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { notFound } from '../errors';
import {
  findContactRow,
  interactionsOf,
  listVisibleContacts,
  userNames,
  type ContactRow,
  type InteractionRow,
} from '../repositories/contacts';
import { toContact, toContactAnswer, type ContactAnswer } from '../wire/serializers';

/** The contact the actor may read, or 404 (bad id, absent, another company, not assigned to them). */
export async function loadContactFor(db: DbOrTx, actor: AuthedUser, contactId: string): Promise<ContactRow> {
  const row = await loadInCompany(actor, contactId, (uuid) => findContactRow(db, uuid));
  if (!contactVisibleTo(actor, row)) throw notFound();
  return row;
}

/** The contacts as their calls answer them, in the order given. */
export async function contactAnswers(db: DbOrTx, rows: readonly ContactRow[]): Promise<ContactAnswer[]> {
  const first = rows[0];
  if (!first) return [];
  // One after the other: inside a transaction both share one connection.
  const names = await userNames(db, first.companyUuid);
  const interactions = await interactionsOf(
    db,
    first.companyUuid,
    rows.map((r) => r.uuid),
  );
  const byContact = new Map<string, InteractionRow[]>();
  for (const i of interactions) byContact.set(i.contactUuid, [...(byContact.get(i.contactUuid) ?? []), i]);
  return rows.map((row) =>
    toContactAnswer(
      row,
      row.contactUserUuid ? (names.get(row.contactUserUuid) ?? null) : null,
      byContact.get(row.uuid) ?? [],
    ),
  );
}

export async function contactAnswer(db: DbOrTx, row: ContactRow): Promise<ContactAnswer> {
  const [one] = await contactAnswers(db, [row]);
  if (!one) throw new Error('contact answer lost its row');
  return one;
}

/** GET /contacts/{id}. */
export async function readContact(db: DbOrTx, actor: AuthedUser, contactId: string): Promise<ContactAnswer> {
  return contactAnswer(db, await loadContactFor(db, actor, contactId));
}

/** The contacts the caller may see that match the filters, newest first (the list's default order). */
export async function filteredContacts(
  db: DbOrTx,
  actor: AuthedUser,
  companyUuid: string,
  filters: ContactFilters,
): Promise<ContactAnswer[]> {
  const rows = (await listVisibleContacts(db, actor, companyUuid)).filter((row) =>
    matchesContactFilters(toContact(row), filters),
  );
  const answers = await contactAnswers(db, rows);
  const listRows: (ContactListRow & { answer: ContactAnswer })[] = answers.map((answer) => ({
    answer,
    contact: answer,
    lastInteraction: lastInteractionOf(answer.iteractions),
    sellerName: answer.contactUserName ?? '',
  }));
  return sortContacts(listRows, DEFAULT_CONTACT_SORT).map((r) => r.answer);
}

/** The new-contacts chart of the contacts the caller may see (spec 02 §2 "Analytics"). */
export async function contactChartFor(
  db: DbOrTx,
  actor: AuthedUser,
  companyUuid: string,
  query: Parameters<typeof contactChart>[1],
) {
  const contacts = (await listVisibleContacts(db, actor, companyUuid)).map(toContact);
  return contactChart(contacts, query);
}
