/**
 * POST /api/contacts/ (spec 02 §3, §5, §6, §7;
 * issue 12 contract): validation with the spec's messages (name tidied,
 * status and assignee required, phone ≤ 9, empty e-mail none, interaction
 * description and date required), the device's uuids kept, an
 * Idempotency-Key retry creating once, the interactions created with the
 * contact; the assignee an active user of the company (400), a SELLER or
 * EDITOR creating for someone else 403, WORKSHOP and the super user 403.
 * The reads are in contacts-read.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import type { ContactAnswer } from '../../server/wire/serializers';
import {
  contactRow,
  createContactAs,
  interactionRows,
  makeContact,
  contactsTestApp,
  EVERY_KIND_OF_USER,
  SELLER,
  SELLER2,
} from './helpers/contacts';
import { body } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

const { t, tok, call } = contactsTestApp(EVERY_KIND_OF_USER);

async function contactCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(s.contacts);
  return row?.n ?? -1;
}

describe('POST /contacts/', () => {
  it('creates the contact with its interactions, keeping the device uuids, the caller as creator', async () => {
    const uuid = randomUUID();
    const first = randomUUID();
    const res = await call(
      'POST',
      '/api/contacts/',
      'vendedor@demo.pt',
      makeContact(SELLER, {
        uuid,
        name: '  Rui   Pedro  Santos ',
        phone: '91 234 567',
        email: '  ',
        iteractions: [
          { uuid: first, description: ' Visitou o  stand ', date: '2026-03-02' },
          { description: 'Ligou a pedir proposta', date: '2026-03-04' },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { contact } = body<{ contact: ContactAnswer }>(res);
    expect(contact).toMatchObject({
      uuid,
      companyUuid: DEMO_COMPANY,
      name: 'Rui Pedro Santos',
      phone: '91234567',
      email: null,
      status: 'OPEN',
      creatorUserUuid: SELLER,
      contactUserUuid: SELLER,
      contactUserName: 'Vera Vendedora',
      rowVersion: 1,
    });
    expect(contact.iteractions.map((i) => [i.description, i.date])).toEqual([
      ['Visitou o stand', '2026-03-02'],
      ['Ligou a pedir proposta', '2026-03-04'],
    ]);
    expect(contact.iteractions[0]?.uuid).toBe(first);

    expect(await contactRow(t, uuid)).toMatchObject({
      name: 'Rui Pedro Santos',
      email: null,
      phone: '91234567',
      creatorUserUuid: SELLER,
      contactUserUuid: SELLER,
    });
    const rows = await interactionRows(t, uuid);
    expect(rows.map((r) => [r.uuid === first, r.description, r.companyUuid])).toEqual([
      [true, 'Visitou o stand', DEMO_COMPANY],
      [false, 'Ligou a pedir proposta', DEMO_COMPANY],
    ]);
  });

  it('takes today when no date is given and a new uuid when the device’s is taken', async () => {
    const taken = await createContactAs(t, tok['admin@demo.pt'] ?? '', makeContact(SELLER2));
    const { date: _date, ...withoutDate } = makeContact(SELLER2, { uuid: taken.uuid });
    const res = await call('POST', '/api/contacts/', 'admin@demo.pt', withoutDate);
    expect(res.statusCode, res.body).toBe(201);
    const { contact } = body<{ contact: ContactAnswer }>(res);
    expect(contact.uuid).not.toBe(taken.uuid);
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
    expect((await contactRow(t, contact.uuid))?.date).toBe(today);
  });

  it('answers the spec’s messages for each invalid field and stores nothing', async () => {
    const before = await contactCount();
    const cases: [object, Record<string, string>][] = [
      [{ name: '   ' }, { name: MSG.required }],
      [{ name: undefined }, { name: MSG.required }],
      [{ status: undefined }, { status: MSG.required }],
      [{ status: 'LOST' }, { status: MSG.invalidValue }],
      [{ contactUserUuid: undefined }, { contactUserUuid: MSG.required }],
      [{ phone: '9123456789' }, { phone: 'Máximo de 9 caracteres' }],
      [{ email: 'not-an-email' }, { email: MSG.invalidEmail }],
      [{ hour: '25:00' }, { hour: MSG.invalidValue }],
      [{ font: 'TV' }, { font: MSG.invalidValue }],
      [
        { iteractions: [{ description: '  ', date: '2026-03-02' }] },
        { 'iteractions.0.description': MSG.required },
      ],
      [{ iteractions: [{ description: 'Ligou' }] }, { 'iteractions.0.date': MSG.required }],
      [
        { iteractions: [{ description: 'Ligou', date: '2026-02-30' }] },
        { 'iteractions.0.date': MSG.invalidValue },
      ],
    ];
    for (const [overrides, fields] of cases) {
      const payload = { ...makeContact(SELLER), ...overrides };
      const res = await call('POST', '/api/contacts/', 'admin@demo.pt', payload);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(body<ErrorBody>(res).error.fields, JSON.stringify(overrides)).toMatchObject(fields);
    }
    expect(await contactCount()).toBe(before);
  });

  it('refuses an assignee who is not an active contact-holding user of the company with 400', async () => {
    const before = await contactCount();
    for (const assignee of [
      userUuid('vendedor@rival.pt'),
      userUuid('inativo@demo.pt'),
      // The workshop never reads contacts: a lead handed to it would be seen by no one.
      userUuid('oficina@demo.pt'),
      '00000000-0000-4000-8000-00000000beef',
    ]) {
      const res = await call('POST', '/api/contacts/', 'admin@demo.pt', makeContact(assignee));
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res).error.fields).toEqual({ contactUserUuid: MSG.invalidValue });
    }
    expect(await contactCount()).toBe(before);
  });

  it('lets ADMIN and MANAGER assign anyone of the company; a SELLER only themselves (403)', async () => {
    const byManager = await createContactAs(t, tok['gestor@demo.pt'] ?? '', makeContact(SELLER2));
    expect(byManager).toMatchObject({
      contactUserUuid: SELLER2,
      creatorUserUuid: userUuid('gestor@demo.pt'),
    });
    const before = await contactCount();
    for (const as of ['vendedor@demo.pt', 'editor1@demo.pt']) {
      const res = await call('POST', '/api/contacts/', as, makeContact(SELLER2));
      expect(res.statusCode, as).toBe(403);
      expect(body<ErrorBody>(res).error.message).toBe(MSG.forbidden);
    }
    expect(await contactCount()).toBe(before);
    const own = await createContactAs(
      t,
      tok['editor1@demo.pt'] ?? '',
      makeContact(userUuid('editor1@demo.pt')),
    );
    expect(own.contactUserUuid).toBe(userUuid('editor1@demo.pt'));
  });

  it('refuses WORKSHOP and the super user with 403', async () => {
    const before = await contactCount();
    for (const as of ['oficina@demo.pt', 'super@montra.pt']) {
      const res = await call('POST', '/api/contacts/', as, makeContact(userUuid(as)));
      expect(res.statusCode, as).toBe(403);
    }
    expect(await contactCount()).toBe(before);
  });

  it('takes a contact logged with many interactions (written in parts, never a 500)', async () => {
    const many = Array.from({ length: 2500 }, (_, i) => ({
      uuid: randomUUID(),
      description: `Contacto ${i + 1}`,
      date: '2026-03-02',
    }));
    const contact = await createContactAs(
      t,
      tok['vendedor@demo.pt'] ?? '',
      makeContact(SELLER, { iteractions: many }),
    );
    expect(contact.iteractions).toHaveLength(2500);
    expect(await interactionRows(t, contact.uuid)).toHaveLength(2500);
  });

  it('creates once for an Idempotency-Key sent twice, answering the same contact', async () => {
    const uuid = randomUUID();
    const payload = makeContact(SELLER, {
      uuid,
      iteractions: [{ uuid: randomUUID(), description: 'Primeira visita', date: '2026-03-02' }],
    });
    const headers = { 'idempotency-key': `contact-${uuid}` };
    const first = await call('POST', '/api/contacts/', 'vendedor@demo.pt', payload, headers);
    const again = await call('POST', '/api/contacts/', 'vendedor@demo.pt', payload, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(body<{ contact: ContactAnswer }>(again).contact.uuid).toBe(uuid);
    const rows = await t.database.db
      .select({ n: count() })
      .from(s.contacts)
      .where(and(eq(s.contacts.name, payload.name), eq(s.contacts.uuid, uuid)));
    expect(rows[0]?.n).toBe(1);
    expect(await interactionRows(t, uuid)).toHaveLength(1);
  });
});
