/**
 * Enquiries from the public catalogue (issue 25 §6): one becomes one OPEN contact of origin
 * WEBSITE for an active seller, in turn, with a 'Novo contacto do site' notification for that
 * seller; the page's form-encoded post gets pages back (the message and the values kept on a
 * refusal); a filled honeypot is thanked and dropped; the sixth from one address in ten minutes
 * is refused (429); the form-encoded parser serves this route only.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '../../src/domain/schemas/leads';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import { expectError } from './helpers/errors';
import { TEST_JWT_SECRET, testAppWithUsers } from './helpers/test-app';
import { buildApp } from '../../server/app';

const { t } = testAppWithUsers([] as const);
const SLUG = 'auto-demo-aveiro';
const URL_ = `/api/public/${SLUG}/leads`;
let vehicle = '';
let address = 0;
/** A fresh address per call, so only the limit's own test meets the limit. */
const nextAddress = () => `10.0.0.${++address}`;

const postJson = (payload: object, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: URL_, payload, remoteAddress });
const postForm = (fields: Record<string, string>, remoteAddress = nextAddress()) =>
  t.app.inject({
    method: 'POST',
    url: URL_,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  });

const siteContacts = () =>
  t.database.db
    .select()
    .from(s.contacts)
    .where(
      and(
        eq(s.contacts.companyUuid, DEMO_COMPANY),
        eq(s.contacts.font, 'WEBSITE'),
        isNull(s.contacts.creatorUserUuid),
      ),
    );

async function sellerUuids(): Promise<string[]> {
  const rows = await t.database.db
    .select()
    .from(s.users)
    .where(
      and(eq(s.users.companyUuid, DEMO_COMPANY), eq(s.users.role, 'SELLER'), eq(s.users.isActive, true)),
    );
  return rows.map((r) => r.uuid);
}

beforeAll(async () => {
  const [row] = await t.database.db
    .select()
    .from(s.vehicles)
    .where(
      and(
        eq(s.vehicles.companyUuid, DEMO_COMPANY),
        eq(s.vehicles.online, true),
        eq(s.vehicles.availability, 'READY_FOR_SALE'),
      ),
    )
    .limit(1);
  vehicle = row!.uuid;
});

describe('an enquiry becomes a lead', () => {
  it('creates one OPEN WEBSITE contact for an active seller, with a notification for that seller', async () => {
    const res = await postJson({
      name: 'Maria <b>Silva</b>',
      phone: '912 345 678',
      message: 'Ainda está disponível?',
      vehicle,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: LEAD_MESSAGES.thanks });
    const contacts = await siteContacts();
    expect(contacts).toHaveLength(1);
    const contact = contacts[0]!;
    expect(contact).toMatchObject({
      name: 'Maria <b>Silva</b>',
      phone: '912 345 678',
      status: 'OPEN',
      font: 'WEBSITE',
    });
    expect(await sellerUuids()).toContain(contact.contactUserUuid);
    expect(contact.observation).toContain('Ainda está disponível?');
    expect(contact.observation).toContain(`/stock/${SLUG}/${vehicle}`);

    const notes = await t.database.db
      .select()
      .from(s.notifications)
      .where(eq(s.notifications.notificationType, 'NEW_WEBSITE_CONTACT'));
    expect(notes).toHaveLength(1);
    expect(notes[0]!.payload).toMatchObject({
      contact_uuid: contact.uuid,
      contact_name: 'Maria <b>Silva</b>',
      uuid: vehicle,
    });
    const copies = await t.database.db
      .select()
      .from(s.userNotifications)
      .where(eq(s.userNotifications.notificationUuid, notes[0]!.uuid));
    expect(copies.map((c) => c.userUuid)).toEqual([contact.contactUserUuid]);
  });

  it('gives the next enquiry to the other seller (round robin)', async () => {
    const [first] = await siteContacts();
    const res = await postJson({ name: 'João', email: 'joao@example.pt', message: '' });
    expect(res.statusCode, res.body).toBe(201);
    const all = await siteContacts();
    expect(all).toHaveLength(2);
    const second = all.find((c) => c.uuid !== first!.uuid)!;
    expect(second.contactUserUuid).not.toBe(first!.contactUserUuid);
    expect(await sellerUuids()).toContain(second.contactUserUuid);
  });

  it("the page's form post is redirected to the vehicle's page with the thanks", async () => {
    const before = (await siteContacts()).length;
    const res = await postForm({
      name: 'Ana',
      phone: '+351 934 000 111',
      message: 'Olá',
      vehicle,
      website: '',
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/stock/${SLUG}/${vehicle}?enviado=1#lead-title`);
    expect(await siteContacts()).toHaveLength(before + 1);
    const page = await t.app.inject({ method: 'GET', url: `/stock/${SLUG}/${vehicle}?enviado=1` });
    expect(page.body).toContain(LEAD_MESSAGES.thanks);
  });
});

describe('what is refused', () => {
  it('a missing name or no contact at all: 400 in pt-PT, on the page with the values kept', async () => {
    const before = (await siteContacts()).length;
    const json = expectError(await postJson({ name: 'Rui', message: 'x', vehicle }), 400);
    expect(json.error.fields).toEqual({ phone: LEAD_MESSAGES.contactMissing });
    const page = await postForm({
      name: '',
      phone: '912000111',
      message: 'Quero <b>ver</b>',
      vehicle,
      website: '',
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain(LEAD_MESSAGES.nameMissing);
    expect(page.body).toContain('value="912000111"');
    expect(page.body).toContain('Quero &lt;b&gt;ver&lt;/b&gt;</textarea>');
    expect(await siteContacts()).toHaveLength(before);
  });

  it('a filled honeypot is thanked and dropped', async () => {
    const before = (await siteContacts()).length;
    const form = await postForm({
      name: 'Bot',
      phone: '912000222',
      message: 'spam',
      vehicle,
      website: 'http://spam',
    });
    expect(form.statusCode).toBe(303);
    const json = await postJson({ name: 'Bot', phone: '912000222', website: 'x' });
    expect(json.statusCode).toBe(201);
    expect(await siteContacts()).toHaveLength(before);
  });

  it('the sixth enquiry from one address in ten minutes: 429, counted across instances', async () => {
    const before = (await siteContacts()).length;
    const from = '10.9.9.9';
    // A second instance on the same database: behind a balancer the address meets one count, not two.
    const other = await buildApp({ db: t.database.db, jwtSecret: TEST_JWT_SECRET });
    try {
      for (let i = 0; i < 5; i++) {
        const app = i % 2 ? other : t.app;
        const res = await app.inject({
          method: 'POST',
          url: URL_,
          payload: { name: `Pessoa ${i}`, phone: '912000333' },
          remoteAddress: from,
        });
        expect(res.statusCode).toBe(201);
      }
      const sixth = await other.inject({
        method: 'POST',
        url: URL_,
        payload: { name: 'Pessoa 6', phone: '912000333' },
        remoteAddress: from,
      });
      expect(expectError(sixth, 429, 'RATE_LIMITED').error.message).toBe(LEAD_MESSAGES.tooMany);
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
    const page = await postForm({ name: 'Pessoa 7', phone: '912000333', vehicle, website: '' }, from);
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain(LEAD_MESSAGES.tooMany);
    expect(await siteContacts()).toHaveLength(before + 5);
    // Only the five let through are counted: the refused ones gave their place back.
    expect(await t.database.db.select().from(s.leadHits).where(eq(s.leadHits.address, from))).toHaveLength(5);
  });

  it('a closed or unknown catalogue: 404', async () => {
    expectError(
      await t.app.inject({
        method: 'POST',
        url: '/api/public/rival-motors-porto/leads',
        payload: { name: 'A', phone: '912000444' },
      }),
      404,
      'NOT_FOUND',
    );
  });

  it('other calls still refuse a form-encoded body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=a&password=b',
    });
    expect(res.statusCode).toBe(415);
  });
});
