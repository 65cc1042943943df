/**
 * The contact writes (spec 02 §4, §5, §7; issue 12 contract): create, whole
 * update with the interactions added, changed and removed, status change and
 * delete. A contact and its interactions change together in one transaction.
 * The status rules are src/domain/contacts.ts's; the assignee is the caller's
 * own unless the role may choose it ('contact.chooseAssignee').
 */
import { randomUUID } from 'node:crypto';
import { canChangeContactStatus, isContactOpen, mayHoldContacts } from '../../src/domain/contacts';
import type { ContactStatus } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import {
  contactSchema,
  contactStatusSchema,
  type ContactPayload,
  type InteractionInput,
} from '../../src/domain/schemas/contacts';
import { editedContactFields, newContactFields } from '../../src/domain/record-defaults';
import { isoDate } from '../../src/domain/stock';
import type { AuthedUser } from '../auth/guard';
import type { Db, DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors';
import type { ContactAnswer } from '../wire/serializers';
import {
  deleteContact,
  deleteInteractions,
  findCompanyUserRole,
  findContactRow,
  findInteractions,
  findUserRole,
  insertContact,
  insertInteractions,
  insertTombstones,
  touchInteractions,
  updateContact,
  updateInteraction,
  type ContactRow,
} from '../repositories/contacts';
import { contactAnswer, loadContactFor } from './contact-reads';
import { parseBody } from '../validate';

/** 409 to an edit or delete of a CLOSED or SOLD contact: it must be reopened first. */
export const CONTACT_LOCKED_MESSAGE = 'Reabra o contacto para o alterar';
/** 409 to a status the stored one cannot move to (spec 02 §4). */
export const CONTACT_TRANSITION_MESSAGE = 'Não é possível passar o contacto para este estado';

function readContactBody(body: unknown): ContactPayload {
  const input = parseBody(contactSchema, body);
  return {
    ...input,
    uuid: input.uuid?.toLowerCase() ?? null,
    contactUserUuid: input.contactUserUuid.toLowerCase(),
    iteractions: input.iteractions.map((i) => ({ ...i, uuid: i.uuid?.toLowerCase() ?? null })),
    deletedIteractions: input.deletedIteractions.map((u) => u.toLowerCase()),
  };
}

/** An active user of the company whose role holds contacts (the rule the screen's assignee list uses). */
async function mayBeAssigned(db: DbOrTx, companyUuid: string, uuid: string): Promise<boolean> {
  const user = await findCompanyUserRole(db, companyUuid, uuid);
  return user !== undefined && mayHoldContacts(user);
}

/**
 * The assignee must be an active user of the company (400) when it changes, and a role that
 * may not choose it keeps it: its own on a new contact, the stored one on an edit (403).
 */
async function checkAssignee(
  db: DbOrTx,
  actor: AuthedUser,
  companyUuid: string,
  assignee: string,
  before: ContactRow | null,
): Promise<void> {
  const current = before ? before.contactUserUuid : null;
  if (assignee !== current && !(await mayBeAssigned(db, companyUuid, assignee))) {
    throw badRequest({ contactUserUuid: MSG.invalidValue });
  }
  const kept = before ? current : actor.uuid;
  if (!can(actor, 'contact.chooseAssignee') && assignee !== kept) throw forbidden();
}

/** Two interactions of one body naming the same uuid cannot both be kept. */
function checkDistinctUuids(interactions: readonly InteractionInput[]): void {
  const seen = new Set<string>();
  interactions.forEach((i, index) => {
    if (!i.uuid) return;
    if (seen.has(i.uuid)) throw badRequest({ [`iteractions.${index}.uuid`]: MSG.invalidValue });
    seen.add(i.uuid);
  });
}

/** New interaction rows: the device's uuid when it names no stored interaction, else a new one. */
function newInteractionRows(
  contact: ContactRow,
  interactions: readonly InteractionInput[],
  taken: ReadonlySet<string>,
) {
  return interactions.map((i) => ({
    uuid: i.uuid && !taken.has(i.uuid) ? i.uuid : randomUUID(),
    contactUuid: contact.uuid,
    companyUuid: contact.companyUuid,
    description: i.description,
    date: i.date,
  }));
}

const rethrowUniqueAsConflict = (err: unknown): never => {
  // A record with the same device uuid committed at the same moment (the same write sent twice).
  if (isUniqueViolation(err)) throw conflict(MSG.invalidValue);
  throw err;
};

/**
 * POST /contacts/: the contact and the interactions it carries, in one transaction. `resumed`:
 * the first attempt of this write died unanswered; a contact it made under the device's uuid is
 * the answer, not a reason for a second one.
 */
export async function createContact(
  db: Db,
  actor: AuthedUser,
  body: unknown,
  resumed = false,
): Promise<ContactAnswer> {
  const companyUuid = actor.companyUuid;
  if (!companyUuid) throw forbidden();
  const input = readContactBody(body);
  checkDistinctUuids(input.iteractions);
  const existing = input.uuid ? await findContactRow(db, input.uuid) : undefined;
  if (resumed && existing?.companyUuid === companyUuid && existing.creatorUserUuid === actor.uuid) {
    return contactAnswer(db, existing);
  }
  await checkAssignee(db, actor, companyUuid, input.contactUserUuid, null);
  const uuid = input.uuid && !existing ? input.uuid : undefined;
  const named = input.iteractions.flatMap((i) => (i.uuid ? [i.uuid] : []));
  const taken = new Set((await findInteractions(db, named)).map((r) => r.uuid));

  return db
    .transaction(async (tx) => {
      const row = await insertContact(tx, {
        ...newContactFields(input, { creatorUuid: actor.uuid, today: isoDate(new Date()) }),
        ...(uuid ? { uuid } : {}),
        companyUuid,
      });
      await insertInteractions(tx, newInteractionRows(row, input.iteractions, taken));
      return contactAnswer(tx, row);
    })
    .catch(rethrowUniqueAsConflict);
}

/** 409 with the contact as it is now (a stale rowVersion, a locked contact, a refused status). */
async function contactConflict(db: DbOrTx, uuid: string, message: string): Promise<AppError> {
  const current = await findContactRow(db, uuid);
  if (!current) return notFound();
  return conflict(message, { current: await contactAnswer(db, current) });
}

/**
 * A contact taken away from a seller leaves their mirror: the feed only carries the contacts
 * assigned to them, so the former assignee (when not a 'contact.readAll' role) is sent its
 * deletion, and its interactions are touched so they reach the new assignee's mirror.
 */
async function handOver(tx: DbOrTx, contact: ContactRow, formerAssignee: string | null): Promise<void> {
  const interactions = await touchInteractions(tx, contact.uuid);
  if (!formerAssignee) return;
  const former = await findUserRole(tx, formerAssignee);
  if (!former || can(former, 'contact.readAll')) return;
  await insertTombstones(tx, contact.companyUuid, formerAssignee, [
    { entity: 'contacts', uuid: contact.uuid },
    ...interactions.map((i) => ({ entity: 'contact_interactions', uuid: i.uuid })),
  ]);
}

/** PUT /contacts/{id}: the whole contact with its interactions; a stale rowVersion answers 409. */
export async function replaceContact(db: Db, actor: AuthedUser, contactId: string, body: unknown) {
  const row = await loadContactFor(db, actor, contactId);
  const input = readContactBody(body);
  if (input.uuid && input.uuid !== row.uuid) throw badRequest({ uuid: MSG.invalidValue });
  checkDistinctUuids(input.iteractions);
  if (!isContactOpen(row.status as ContactStatus)) {
    throw await contactConflict(db, row.uuid, CONTACT_LOCKED_MESSAGE);
  }
  if (input.rowVersion !== undefined && input.rowVersion !== row.rowVersion) {
    throw await contactConflict(db, row.uuid, MSG.staleVersion);
  }
  await checkAssignee(db, actor, row.companyUuid, input.contactUserUuid, row);
  if (input.status !== row.status && !canChangeContactStatus(row.status as ContactStatus, input.status)) {
    throw await contactConflict(db, row.uuid, CONTACT_TRANSITION_MESSAGE);
  }

  // Interactions named for deletion are not kept, even if the body also lists them.
  const deleted = new Set(input.deletedIteractions);
  const kept = input.iteractions.filter((i) => !i.uuid || !deleted.has(i.uuid));
  const named = kept.flatMap((i) => (i.uuid ? [i.uuid] : []));
  const stored = new Map((await findInteractions(db, named)).map((r) => [r.uuid, r]));
  const fields: Record<string, string> = {};
  input.iteractions.forEach((i, index) => {
    const found = i.uuid ? stored.get(i.uuid) : undefined;
    if (found && found.contactUuid !== row.uuid) fields[`iteractions.${index}.uuid`] = MSG.invalidValue;
  });
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  const changed = kept.filter((i) => i.uuid && stored.has(i.uuid));
  const added = kept.filter((i) => !i.uuid || !stored.has(i.uuid));

  return db
    .transaction(async (tx) => {
      const updated = await updateContact(
        tx,
        row.uuid,
        editedContactFields(input, row),
        input.rowVersion ?? row.rowVersion,
      );
      if (!updated) throw await contactConflict(tx, row.uuid, MSG.staleVersion);
      for (const i of changed) {
        const before = i.uuid ? stored.get(i.uuid) : undefined;
        if (!before || (before.description === i.description && before.date === i.date)) continue;
        await updateInteraction(tx, before.uuid, { description: i.description, date: i.date });
      }
      await insertInteractions(tx, newInteractionRows(updated, added, new Set()));
      await deleteInteractions(tx, row.uuid, [...deleted]);
      if (updated.contactUserUuid !== row.contactUserUuid) await handOver(tx, updated, row.contactUserUuid);
      return contactAnswer(tx, updated);
    })
    .catch(rethrowUniqueAsConflict);
}

/** PATCH /contacts/{id}: the status alone; the same status again changes nothing (a harmless retry). */
export async function changeContactStatus(db: Db, actor: AuthedUser, contactId: string, body: unknown) {
  const row = await loadContactFor(db, actor, contactId);
  const input = parseBody(contactStatusSchema, body);
  if (input.status === row.status) return contactAnswer(db, row);
  if (!canChangeContactStatus(row.status as ContactStatus, input.status)) {
    throw await contactConflict(db, row.uuid, CONTACT_TRANSITION_MESSAGE);
  }
  const updated = await updateContact(
    db,
    row.uuid,
    { status: input.status },
    input.rowVersion ?? row.rowVersion,
  );
  if (!updated) throw await contactConflict(db, row.uuid, MSG.staleVersion);
  return contactAnswer(db, updated);
}

/** DELETE /contacts/{id}: the contact and its interactions, while it is open. */
export async function removeContact(db: Db, actor: AuthedUser, contactId: string) {
  const row = await loadContactFor(db, actor, contactId);
  if (!isContactOpen(row.status as ContactStatus)) {
    throw await contactConflict(db, row.uuid, CONTACT_LOCKED_MESSAGE);
  }
  const deleted = await deleteContact(db, row.uuid);
  if (!deleted) throw notFound();
  return { contact: { uuid: deleted.uuid } };
}
