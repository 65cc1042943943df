/**
 * PUT /api/contacts/{id} (spec 02 §4, §7; issue 12 contract): interactions
 * added, changed and removed in one write (deleted through
 * deletedIteractions, a retry harmless, another contact's uuid 400), a stale
 * rowVersion 409 with the current contact, a status change only along the
 * allowed transitions, a closed or sold contact locked until reopened, the
 * assignee fixed for a SELLER; another seller's or company's contact 404,
 * WORKSHOP 403 (PATCH and DELETE too).
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { CONTACT_LOCKED_MESSAGE, CONTACT_TRANSITION_MESSAGE } from '../../server/services/contact-writes';
import { RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import type { ContactAnswer } from '../../server/wire/serializers';
import {
  contactRow,
  interactionRows,
  makeContact,
  contactsTestApp,
  storedContact,
  SELLER,
  SELLER2,
} from './helpers/contacts';
import { body } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

const USERS = ['admin@demo.pt', 'gestor@demo.pt', 'vendedor@demo.pt', 'oficina@demo.pt', 'admin@rival.pt'];

const { t, call, sellersContact } = contactsTestApp(USERS);

/** The PUT body of a contact as answered, with changes. */
function edited(contact: ContactAnswer, changes: Record<string, unknown> = {}) {
  return {
    ...makeContact(contact.contactUserUuid ?? SELLER),
    name: contact.name,
    date: contact.date,
    status: contact.status,
    rowVersion: contact.rowVersion,
    iteractions: contact.iteractions.map(({ uuid, description, date }) => ({ uuid, description, date })),
    ...changes,
  };
}

describe('PUT /contacts/{id}', () => {
  it('changes, adds and removes interactions in one write; the unnamed ones stay', async () => {
    const contact = await sellersContact();
    const [first, second] = contact.iteractions;
    if (!first || !second) throw new Error('two interactions expected');
    const added = randomUUID();
    const res = await call(
      'PUT',
      `/api/contacts/${contact.uuid}`,
      'vendedor@demo.pt',
      edited(contact, {
        name: '  Marta  Figueiredo Silva ',
        iteractions: [
          { uuid: first.uuid, description: 'Primeira visita ao stand', date: '2026-03-01' },
          { uuid: added, description: 'Test drive', date: '2026-03-05' },
          { description: 'Sem uuid', date: '2026-03-06' },
        ],
        deletedIteractions: [],
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<{ contact: ContactAnswer }>(res).contact;
    expect(answer.name).toBe('Marta Figueiredo Silva');
    expect(answer.rowVersion).toBe(contact.rowVersion + 1);
    const rows = await interactionRows(t, contact.uuid);
    expect(rows.map((r) => [r.description, r.date])).toEqual([
      ['Primeira visita ao stand', '2026-03-01'],
      ['Pediu proposta', '2026-03-03'],
      ['Test drive', '2026-03-05'],
      ['Sem uuid', '2026-03-06'],
    ]);
    expect(rows.find((r) => r.description === 'Test drive')?.uuid).toBe(added);
    expect(rows.find((r) => r.description === 'Primeira visita ao stand')?.uuid).toBe(first.uuid);
    expect(answer.iteractions.map((i) => i.uuid)).toEqual(rows.map((r) => r.uuid));
    expect((await contactRow(t, contact.uuid))?.name).toBe('Marta Figueiredo Silva');

    // Removing one; a retry of the same removal (already gone, or unknown) is harmless.
    const again = await call(
      'PUT',
      `/api/contacts/${contact.uuid}`,
      'vendedor@demo.pt',
      edited(answer, { iteractions: [], deletedIteractions: [second.uuid, randomUUID()] }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const left = await interactionRows(t, contact.uuid);
    expect(left.map((r) => r.description)).toEqual(['Primeira visita ao stand', 'Test drive', 'Sem uuid']);
    const retry = await call(
      'PUT',
      `/api/contacts/${contact.uuid}`,
      'vendedor@demo.pt',
      edited(body<{ contact: ContactAnswer }>(again).contact, {
        iteractions: [],
        deletedIteractions: [second.uuid],
      }),
    );
    expect(retry.statusCode, retry.body).toBe(200);
    expect(await interactionRows(t, contact.uuid)).toHaveLength(3);
  });

  it('refuses an interaction uuid of another contact with 400 and changes nothing', async () => {
    const mine = await sellersContact();
    const other = await sellersContact();
    const foreign = other.iteractions[0];
    if (!foreign) throw new Error('no interaction');
    const res = await call(
      'PUT',
      `/api/contacts/${mine.uuid}`,
      'vendedor@demo.pt',
      edited(mine, { iteractions: [{ uuid: foreign.uuid, description: 'Roubada', date: '2026-03-09' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).error.fields).toEqual({ 'iteractions.0.uuid': MSG.invalidValue });
    expect((await interactionRows(t, other.uuid)).map((r) => r.description)).toEqual([
      'Primeira visita',
      'Pediu proposta',
    ]);
    expect((await contactRow(t, mine.uuid))?.rowVersion).toBe(mine.rowVersion);
    // Deleting another contact's interaction through this one is ignored.
    const del = await call(
      'PUT',
      `/api/contacts/${mine.uuid}`,
      'vendedor@demo.pt',
      edited(mine, { deletedIteractions: [foreign.uuid] }),
    );
    expect(del.statusCode).toBe(200);
    expect(await interactionRows(t, other.uuid)).toHaveLength(2);
  });

  it('answers a stale rowVersion with 409 and the current contact, writing nothing', async () => {
    const contact = await sellersContact();
    const first = await call('PUT', `/api/contacts/${contact.uuid}`, 'vendedor@demo.pt', edited(contact));
    expect(first.statusCode).toBe(200);
    const res = await call(
      'PUT',
      `/api/contacts/${contact.uuid}`,
      'gestor@demo.pt',
      edited(contact, {
        name: 'Nome antigo',
        iteractions: [{ description: 'Não fica', date: '2026-03-09' }],
      }),
    );
    expect(res.statusCode).toBe(409);
    const err = body<ErrorBody>(res);
    expect(err.error.message).toBe(MSG.staleVersion);
    expect(err.current).toMatchObject({ uuid: contact.uuid, rowVersion: contact.rowVersion + 1 });
    expect(err.current?.iteractions).toHaveLength(2);
    expect((await contactRow(t, contact.uuid))?.name).toBe(contact.name);
    expect(await interactionRows(t, contact.uuid)).toHaveLength(2);
  });

  it('moves the status only along the allowed transitions (409 otherwise)', async () => {
    const contact = await sellersContact();
    const toOrdered = await call(
      'PUT',
      `/api/contacts/${contact.uuid}`,
      'vendedor@demo.pt',
      edited(contact, { status: 'ORDERED' }),
    );
    expect(toOrdered.statusCode).toBe(409);
    expect(body<ErrorBody>(toOrdered).error.message).toBe(CONTACT_TRANSITION_MESSAGE);
    expect((await contactRow(t, contact.uuid))?.status).toBe('OPEN');

    const sold = await call(
      'PUT',
      `/api/contacts/${contact.uuid}`,
      'vendedor@demo.pt',
      edited(contact, { status: 'SOLD' }),
    );
    expect(sold.statusCode, sold.body).toBe(200);
    expect((await contactRow(t, contact.uuid))?.status).toBe('SOLD');

    // A SOLD contact is locked until it is reopened.
    const locked = await call(
      'PUT',
      `/api/contacts/${contact.uuid}`,
      'vendedor@demo.pt',
      edited(body<{ contact: ContactAnswer }>(sold).contact, { name: 'Outro' }),
    );
    expect(locked.statusCode).toBe(409);
    expect(body<ErrorBody>(locked).error.message).toBe(CONTACT_LOCKED_MESSAGE);
    expect(body<ErrorBody>(locked).current?.status).toBe('SOLD');
    expect((await contactRow(t, contact.uuid))?.name).toBe(contact.name);
  });

  it('keeps the assignee for a SELLER (403) and lets the admin reassign', async () => {
    const contact = await sellersContact();
    const res = await call(
      'PUT',
      `/api/contacts/${contact.uuid}`,
      'vendedor@demo.pt',
      edited(contact, { contactUserUuid: SELLER2 }),
    );
    expect(res.statusCode).toBe(403);
    expect((await contactRow(t, contact.uuid))?.contactUserUuid).toBe(SELLER);
    const admin = await call(
      'PUT',
      `/api/contacts/${contact.uuid}`,
      'admin@demo.pt',
      edited(contact, { contactUserUuid: SELLER2 }),
    );
    expect(admin.statusCode, admin.body).toBe(200);
    expect(body<{ contact: ContactAnswer }>(admin).contact.contactUserName).toBe('Vasco Vendedor');
    expect((await contactRow(t, contact.uuid))?.contactUserUuid).toBe(SELLER2);
    // No longer theirs: the seller cannot reach it.
    expect((await call('GET', `/api/contacts/${contact.uuid}`, 'vendedor@demo.pt')).statusCode).toBe(404);
    const put = await call('PUT', `/api/contacts/${contact.uuid}`, 'vendedor@demo.pt', edited(contact));
    expect(put.statusCode).toBe(404);
  });

  it('answers 404 for another company’s contact and 403 to WORKSHOP', async () => {
    const rival = await storedContact(t, eq(s.contacts.companyUuid, RIVAL_COMPANY), 'rival contact');
    const payload = { ...makeContact(userUuid('admin@demo.pt')), name: 'Tomado' };
    expect((await call('PUT', `/api/contacts/${rival.uuid}`, 'admin@demo.pt', payload)).statusCode).toBe(404);
    expect(
      (await call('PATCH', `/api/contacts/${rival.uuid}`, 'admin@demo.pt', { status: 'SOLD' })).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/api/contacts/${rival.uuid}`, 'admin@demo.pt')).statusCode).toBe(404);
    expect(await contactRow(t, rival.uuid)).toMatchObject({ name: rival.name, status: rival.status });

    const contact = await sellersContact();
    for (const [method, payload] of [
      ['PUT', edited(contact)],
      ['PATCH', { status: 'SOLD' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(method, `/api/contacts/${contact.uuid}`, 'oficina@demo.pt', payload);
      expect(res.statusCode, method).toBe(403);
    }
    expect(await contactRow(t, contact.uuid)).toMatchObject({
      status: 'OPEN',
      rowVersion: contact.rowVersion,
    });
  });
});
