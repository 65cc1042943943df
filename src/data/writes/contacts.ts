/**
 * Contact (lead) writes (spec 02 §2 "Contact create and detail", §4, §7):
 * POST /contacts/, PUT /contacts/{id}, PATCH /contacts/{id} (status) and
 * DELETE /contacts/{id}. A contact and its interactions ('iteractions', as the
 * spec spells it) travel together, so every optimistic change touches both
 * tables and undo puts both back. The device chooses the uuid of the contact
 * and of each new interaction: a PUT queued offline after the POST names them.
 */
import * as v from 'valibot';
import type { Contact, Interaction } from '../../domain/entities';
import { editedContactFields, newContactFields } from '../../domain/record-defaults';
import { contactSchema, interactionSchema } from '../../domain/schemas/contacts';
import { isoDate } from '../../domain/stock';
import { uuidField } from '../../domain/validation';
import type { MontraDb } from '../db/montra-db';
import { defineWrite, versionedBody } from '../sync/define-write';
import type { TrackedMirror } from '../sync/tracked-mirror';
import { CONTACT_STATUSES } from '../../domain/enums';

/** A uuid the device chooses when the caller gives none (kept on replay: the row holds the output). */
const deviceUuid = v.optional(
  v.pipe(
    v.nullable(uuidField),
    v.transform((uuid): string => uuid ?? crypto.randomUUID()),
  ),
  () => crypto.randomUUID(),
);

const interactionPayload = v.object({ ...interactionSchema.entries, uuid: deviceUuid });

const contactEntries = {
  ...contactSchema.entries,
  iteractions: v.optional(v.array(interactionPayload), []),
};

/** POST /contacts/: the whole contact and its first interactions. */
const createPayload = v.object({ ...contactEntries, uuid: deviceUuid });
/** PUT /contacts/{id}: the whole contact on the version the edit started from (0: not on the server yet). */
const updatePayload = v.object({
  ...contactEntries,
  uuid: uuidField,
  rowVersion: v.optional(v.number()),
});

type CreatePayload = v.InferOutput<typeof createPayload>;

/** The wire contact (spec 02 §3): the mirror keeps neither the assignee's name nor the interactions inline. */
type ContactAnswer = Contact & { contactUserName?: string | null; iteractions?: Interaction[] };

export function contactRecord(wire: unknown): Contact {
  const { contactUserName: _name, iteractions: _interactions, ...contact } = wire as ContactAnswer;
  return contact;
}

async function putContactAnswer(db: MontraDb, answer: unknown, mine?: string): Promise<void> {
  const wire = (answer as { contact?: ContactAnswer } | undefined)?.contact;
  if (!wire) return;
  const contact = contactRecord(wire);
  // The server keeps the device's uuid when it can; if it chose another, mine goes.
  if (mine && mine !== contact.uuid) {
    await db.contacts.delete(mine);
    await db.interactions.where('contactUuid').equals(mine).delete();
  }
  await db.contacts.put(contact);
  await db.interactions.bulkPut((wire.iteractions ?? []).map((i) => ({ ...i, contactUuid: contact.uuid })));
}

/** The interactions of a payload on the mirror: existing ones changed, new ones added, named deletions gone. */
async function putInteractions(
  tx: TrackedMirror,
  contact: Pick<Contact, 'uuid' | 'companyUuid'>,
  interactions: CreatePayload['iteractions'],
  deleted: readonly string[] = [],
): Promise<void> {
  const now = new Date().toISOString();
  const records: Interaction[] = [];
  for (const i of interactions) {
    const current = await tx.get('interactions', i.uuid);
    if (current && current.description === i.description && current.date === i.date) continue;
    records.push({
      rowVersion: 0,
      companyUuid: contact.companyUuid,
      ...current,
      uuid: i.uuid,
      contactUuid: contact.uuid,
      description: i.description,
      date: i.date,
      updatedAt: now,
    });
  }
  await tx.bulkPut('interactions', records);
  const own = await tx.db.interactions.where('contactUuid').equals(contact.uuid).primaryKeys();
  await tx.bulkDelete(
    'interactions',
    deleted.filter((uuid) => own.includes(uuid)),
  );
}

async function contactName(uuid: string, tx: TrackedMirror): Promise<string> {
  return (await tx.get('contacts', uuid))?.name ?? '';
}

export const queueContactCreate = defineWrite({
  entity: 'contacts',
  op: 'create',
  payload: createPayload,
  target: (p) => p.uuid,
  label: (p) => `Novo contacto: ${p.name}`,
  optimistic: async (tx, p, actor) => {
    const contact: Contact = {
      uuid: p.uuid,
      companyUuid: actor.companyUuid ?? '',
      ...newContactFields(p, { creatorUuid: actor.userUuid, today: isoDate(new Date()) }),
      rowVersion: 0,
      updatedAt: new Date().toISOString(),
    };
    await tx.put('contacts', contact);
    await putInteractions(tx, contact, p.iteractions);
  },
  request: (p) => ({ method: 'POST', path: 'contacts/', body: p }),
  apply: (db, answer, p) => putContactAnswer(db, answer, p.uuid),
  // A refused creation has no server version: taking theirs removes it.
  theirs: () => null,
});

export const queueContactUpdate = defineWrite({
  entity: 'contacts',
  op: 'update',
  payload: updatePayload,
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: (p) => `Contacto alterado: ${p.name}`,
  optimistic: async (tx, p) => {
    const current = await tx.get('contacts', p.uuid);
    if (!current) return;
    const contact: Contact = { ...current, ...editedContactFields(p, current) };
    await tx.put('contacts', contact);
    await putInteractions(tx, contact, p.iteractions, p.deletedIteractions);
  },
  request: (p, row) => {
    const { uuid, ...body } = p;
    return { method: 'PUT', path: `contacts/${uuid}`, body: versionedBody(body, row) };
  },
  apply: (db, answer) => putContactAnswer(db, answer),
  theirs: contactRecord,
});

export const queueContactStatus = defineWrite({
  entity: 'contacts',
  op: 'status',
  payload: v.object({
    uuid: uuidField,
    status: v.picklist(CONTACT_STATUSES),
    rowVersion: v.optional(v.number()),
  }),
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: async (p, tx) => `Estado do contacto mudado: ${await contactName(p.uuid, tx)}`,
  optimistic: (tx, p) => tx.update('contacts', p.uuid, { status: p.status }),
  request: (p, row) => ({
    method: 'PATCH',
    path: `contacts/${p.uuid}`,
    body: versionedBody({ status: p.status, rowVersion: p.rowVersion }, row),
  }),
  apply: (db, answer) => putContactAnswer(db, answer),
  theirs: contactRecord,
});

export const queueContactDelete = defineWrite({
  entity: 'contacts',
  op: 'delete',
  payload: v.object({ uuid: uuidField }),
  target: (p) => p.uuid,
  label: async (p, tx) => `Contacto apagado: ${await contactName(p.uuid, tx)}`,
  optimistic: async (tx, p) => {
    const interactions = await tx.db.interactions.where('contactUuid').equals(p.uuid).primaryKeys();
    await tx.bulkDelete('interactions', interactions);
    await tx.delete('contacts', p.uuid);
  },
  request: (p) => ({ method: 'DELETE', path: `contacts/${p.uuid}` }),
  // Already gone on the server is what the user wanted.
  goneIsDone: true,
  apply: async (db, _answer, p) => {
    await db.interactions.where('contactUuid').equals(p.uuid).delete();
    await db.contacts.delete(p.uuid);
  },
});
