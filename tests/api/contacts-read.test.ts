/**
 * GET /api/contacts/ and GET /api/contacts/{id} (spec 02 §2 "Contacts list",
 * §6, §7; issue 12 contract): who sees which contact (ADMIN and MANAGER
 * every one of the company, SELLER and EDITOR the ones assigned to them,
 * another's 404), the answer with the assignee's name and the interactions,
 * newest first; another company's contact 404, WORKSHOP and the super user
 * 403; the list's lower-cased filters, empty ones dropped, no default status.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import type { ContactAnswer } from '../../server/wire/serializers';
import {
  createContactAs,
  makeContact,
  contactsTestApp,
  storedContact,
  EVERY_KIND_OF_USER,
  SELLER,
  SELLER2,
} from './helpers/contacts';
import { body } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

const { t, tok, call } = contactsTestApp(EVERY_KIND_OF_USER);

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

    const others = await storedContact(
      t,
      eq(s.contacts.contactUserUuid, SELLER2),
      'contact of the second seller',
    );
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
    const rival = await storedContact(t, eq(s.contacts.companyUuid, RIVAL_COMPANY), 'rival contact');
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
