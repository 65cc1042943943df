/**
 * POST, GET /api/contacts/ and GET /api/contacts/{id} (spec 02 §3, §5, §6, §7;
 * issue 12 contract): validation with the spec's messages (name tidied,
 * status and assignee required, phone ≤ 9, empty e-mail none, interaction
 * description and date required), the device's uuids kept, an
 * Idempotency-Key retry creating once, the interactions created with the
 * contact; who sees which contact (ADMIN and MANAGER all, SELLER the ones
 * assigned to them), a SELLER creating for someone else 403, WORKSHOP 403,
 * another company's contact 404; the list's filters.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import type { ContactAnswer } from '../../server/sync/serializers';
import {
  caller,
  contactRow,
  createContactAs,
  interactionRows,
  makeContact,
  type ErrorBody,
} from './helpers/contacts';
import { body, makeTestApp, type TestApp } from './helpers/test-app';

const SELLER = userUuid('vendedor@demo.pt');
const SELLER2 = userUuid('vendedor2@demo.pt');
const USERS = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'vendedor2@demo.pt',
  'editor1@demo.pt',
  'oficina@demo.pt',
  'admin@rival.pt',
  'super@montra.pt',
];

let t: TestApp;
const tok: Record<string, string> = {};
let call: ReturnType<typeof caller>;

beforeAll(async () => {
  t = await makeTestApp();
  for (const u of USERS) tok[u] = await t.login(u);
  call = caller(t, tok);
});

afterAll(async () => {
  await t.close();
});

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
      [{ iteractions: [{ description: '  ', date: '2026-03-02' }] }, { 'iteractions.0.description': MSG.required }],
      [{ iteractions: [{ description: 'Ligou' }] }, { 'iteractions.0.date': MSG.required }],
      [{ iteractions: [{ description: 'Ligou', date: '2026-02-30' }] }, { 'iteractions.0.date': MSG.invalidValue }],
    ];
    for (const [overrides, fields] of cases) {
      const payload = { ...makeContact(SELLER), ...overrides };
      const res = await call('POST', '/api/contacts/', 'admin@demo.pt', payload);
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(body<ErrorBody>(res).error.fields, JSON.stringify(overrides)).toMatchObject(fields);
    }
    expect(await contactCount()).toBe(before);
  });

  it('refuses an assignee who is not an active user of the company with 400', async () => {
    const before = await contactCount();
    for (const assignee of [
      userUuid('vendedor@rival.pt'),
      userUuid('inativo@demo.pt'),
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

describe('GET /contacts/ and /contacts/{id}', () => {
  it('gives ADMIN and MANAGER every contact of the company, with names and interactions', async () => {
    const stored = await t.database.db
      .select({ uuid: s.contacts.uuid })
      .from(s.contacts)
      .where(eq(s.contacts.companyUuid, DEMO_COMPANY));
    for (const as of ['admin@demo.pt', 'gestor@demo.pt']) {
      const res = await call('GET', '/api/contacts/', as);
      expect(res.statusCode).toBe(200);
      const { contacts } = body<{ contacts: ContactAnswer[] }>(res);
      expect(contacts.map((c) => c.uuid).sort()).toEqual(stored.map((r) => r.uuid).sort());
      expect(contacts.some((c) => c.iteractions.length > 0)).toBe(true);
      for (const c of contacts) {
        expect(c.companyUuid).toBe(DEMO_COMPANY);
        for (const i of c.iteractions) expect(i.contactUuid).toBe(c.uuid);
      }
      // Newest first (the list's default order).
      const dates = contacts.map((c) => c.date);
      expect(dates).toEqual([...dates].sort().reverse());
    }
  });

  it('gives a SELLER only the contacts assigned to them; another’s is 404', async () => {
    const res = await call('GET', '/api/contacts/', 'vendedor@demo.pt');
    expect(res.statusCode).toBe(200);
    const { contacts } = body<{ contacts: ContactAnswer[] }>(res);
    const mine = await t.database.db
      .select({ uuid: s.contacts.uuid })
      .from(s.contacts)
      .where(eq(s.contacts.contactUserUuid, SELLER));
    expect(contacts.map((c) => c.uuid).sort()).toEqual(mine.map((r) => r.uuid).sort());
    expect(contacts.length).toBeGreaterThan(0);

    const [others] = await t.database.db
      .select()
      .from(s.contacts)
      .where(eq(s.contacts.contactUserUuid, SELLER2))
      .limit(1);
    if (!others) throw new Error('no contact of the second seller');
    expect((await call('GET', `/api/contacts/${others.uuid}`, 'vendedor@demo.pt')).statusCode).toBe(404);
    const admin = await call('GET', `/api/contacts/${others.uuid}`, 'admin@demo.pt');
    expect(admin.statusCode).toBe(200);
    expect(body<{ contact: ContactAnswer }>(admin).contact).toMatchObject({
      uuid: others.uuid,
      contactUserName: 'Vasco Vendedor',
    });
    const mineOne = contacts[0];
    if (!mineOne) throw new Error('no own contact');
    const own = await call('GET', `/api/contacts/${mineOne.uuid}`, 'vendedor@demo.pt');
    expect(own.statusCode).toBe(200);
    expect(body<{ contact: ContactAnswer }>(own).contact).toEqual(mineOne);
  });

  it('answers 404 for another company’s contact, an unknown id or a bad id', async () => {
    const [rival] = await t.database.db
      .select()
      .from(s.contacts)
      .where(eq(s.contacts.companyUuid, RIVAL_COMPANY))
      .limit(1);
    if (!rival) throw new Error('no rival contact');
    for (const id of [rival.uuid, '00000000-0000-4000-8000-00000000beef', 'nope']) {
      const res = await call('GET', `/api/contacts/${id}`, 'admin@demo.pt');
      expect(res.statusCode, id).toBe(404);
      expect(body<ErrorBody>(res).error.message).toBe(MSG.recordNotFound);
    }
    const list = body<{ contacts: ContactAnswer[] }>(await call('GET', '/api/contacts/', 'admin@rival.pt'));
    expect(list.contacts.every((c) => c.companyUuid === RIVAL_COMPANY)).toBe(true);
    expect(list.contacts.map((c) => c.uuid)).toContain(rival.uuid);
  });

  it('refuses WORKSHOP and the super user with 403', async () => {
    const [one] = await t.database.db.select().from(s.contacts).limit(1);
    for (const as of ['oficina@demo.pt', 'super@montra.pt']) {
      expect((await call('GET', '/api/contacts/', as)).statusCode, as).toBe(403);
      expect((await call('GET', `/api/contacts/${one?.uuid}`, as)).statusCode, as).toBe(403);
    }
  });

  it('narrows by the list’s lower-cased keys (no default status on the server)', async () => {
    const a = await createContactAs(
      t,
      tok['admin@demo.pt'] ?? '',
      makeContact(SELLER2, { name: 'Zé Filtro Único', date: '2024-07-15', status: 'OPEN' }),
    );
    const b = await createContactAs(
      t,
      tok['admin@demo.pt'] ?? '',
      makeContact(SELLER, { name: 'Ana Filtro Único', date: '2024-07-20', status: 'OPEN' }),
    );
    await call('PATCH', `/api/contacts/${b.uuid}`, 'admin@demo.pt', { status: 'SOLD' });
    const list = async (query: string, as = 'admin@demo.pt') =>
      body<{ contacts: ContactAnswer[] }>(await call('GET', `/api/contacts/?${query}`, as)).contacts.map(
        (c) => c.uuid,
      );
    expect(await list('name=filtro%20%C3%BAnico')).toEqual([b.uuid, a.uuid]);
    expect(await list('name=filtro%20%C3%BAnico&status=sold')).toEqual([b.uuid]);
    expect(await list('name=filtro%20%C3%BAnico&status=open')).toEqual([a.uuid]);
    expect(await list(`name=filtro%20%C3%BAnico&seller_uuid=${SELLER2}`)).toEqual([a.uuid]);
    expect(await list('name=filtro%20%C3%BAnico&month=7&year=2024')).toEqual([b.uuid, a.uuid]);
    expect(await list('name=filtro%20%C3%BAnico&month=8&year=2024')).toEqual([]);
    // Empty values are dropped: every status.
    expect(await list('name=filtro%20%C3%BAnico&status=')).toEqual([b.uuid, a.uuid]);
    // A seller's own only, whatever seller they name.
    expect(await list(`name=filtro%20%C3%BAnico&seller_uuid=${SELLER2}`, 'vendedor@demo.pt')).toEqual([]);
    expect(await list('name=filtro%20%C3%BAnico', 'vendedor@demo.pt')).toEqual([b.uuid]);
  });
});
