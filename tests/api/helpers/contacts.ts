/**
 * Data and steps shared by the contact API tests: the app with its users logged in, a valid
 * contact payload, calls, and the rows stored.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { ContactInput } from '../../../src/domain/schemas/contacts';
import * as s from '../../../server/db/schema';
import { userUuid } from '../../../server/seed/demo-organisation';
import type { ContactAnswer } from '../../../server/wire/serializers';
import { bearer, body, testAppWithUsers, type TestApp } from './test-app';

export function makeContact(contactUserUuid: string, overrides: Partial<ContactInput> = {}): ContactInput {
  return {
    name: 'Marta Figueiredo',
    parish: 'Glória',
    county: 'Aveiro',
    district: 'Aveiro',
    phone: '912345678',
    email: 'marta@exemplo.pt',
    credit: false,
    date: '2026-03-02',
    hour: '10:30',
    font: 'TEMPORARY_CUSTOMER',
    status: 'OPEN',
    contactUserUuid,
    observation: null,
    iteractions: [],
    deletedIteractions: [],
    ...overrides,
  };
}

/** A user of every role, a second seller, the rival company's admin and the super user. */
export const EVERY_KIND_OF_USER = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'vendedor2@demo.pt',
  'editor1@demo.pt',
  'oficina@demo.pt',
  'admin@rival.pt',
  'super@montra.pt',
] as const;

/** The two demo sellers' uuids (contacts are assigned to them). */
export const SELLER = userUuid('vendedor@demo.pt');
export const SELLER2 = userUuid('vendedor2@demo.pt');

/** Creates a contact through the API and returns its answer (fails the test on anything but 201). */
export async function createContactAs(
  t: TestApp,
  token: string,
  payload: ContactInput,
): Promise<ContactAnswer> {
  const res = await t.app.inject({ method: 'POST', url: '/api/contacts/', headers: bearer(token), payload });
  if (res.statusCode !== 201) throw new Error(`contact create failed: ${res.statusCode} ${res.body}`);
  return body<{ contact: ContactAnswer }>(res).contact;
}

export async function contactRow(t: TestApp, uuid: string) {
  const [row] = await t.database.db.select().from(s.contacts).where(eq(s.contacts.uuid, uuid));
  return row;
}

/** The first stored contact `where` matches (fails the test when there is none: `what` names it). */
export async function storedContact(t: TestApp, where: SQL | undefined, what: string) {
  const [row] = await t.database.db.select().from(s.contacts).where(where).limit(1);
  if (!row) throw new Error(`no ${what}`);
  return row;
}

export async function interactionRows(t: TestApp, contactUuid: string) {
  return t.database.db
    .select()
    .from(s.contactInteractions)
    .where(eq(s.contactInteractions.contactUuid, contactUuid))
    .orderBy(asc(s.contactInteractions.date), asc(s.contactInteractions.description));
}

/** A contact of vendedor@demo.pt with two interactions (2 and 3 March 2026), made by them. */
export function sellersContact(
  t: TestApp,
  sellerToken: string,
  overrides: Partial<ContactInput> = {},
): Promise<ContactAnswer> {
  return createContactAs(
    t,
    sellerToken,
    makeContact(userUuid('vendedor@demo.pt'), {
      iteractions: [
        { uuid: randomUUID(), description: 'Primeira visita', date: '2026-03-02' },
        { uuid: randomUUID(), description: 'Pediu proposta', date: '2026-03-03' },
      ],
      ...overrides,
    }),
  );
}

/** A contacts test file's app (testAppWithUsers), with a contact of vendedor@demo.pt to hand. */
export function contactsTestApp(users: readonly string[]) {
  const { t, tokens, call } = testAppWithUsers(users);
  return {
    t,
    tok: tokens,
    call,
    /** A contact of vendedor@demo.pt with two interactions, made by them. */
    sellersContact: (overrides: Partial<ContactInput> = {}) =>
      sellersContact(t, tokens['vendedor@demo.pt'] ?? '', overrides),
  };
}
