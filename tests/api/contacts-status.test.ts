/**
 * PATCH and DELETE /api/contacts/{id} (spec 02 §4, §7; issue 12 contract):
 * the status transitions (OPEN/ORDERED → CLOSED/SOLD, CLOSED/SOLD → OPEN,
 * anything else 409 with the current contact), a stale rowVersion 409, the
 * same status again a harmless retry; delete removes the contact and its
 * interactions (tombstones left for the feed) while it is open, 409 once it
 * is closed or sold.
 */
import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { ContactStatus } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { CONTACT_LOCKED_MESSAGE } from '../../server/services/contact-writes';
import { contactRow, interactionRows, contactsTestApp } from './helpers/contacts';
import { body } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

const USERS = ['admin@demo.pt', 'vendedor@demo.pt', 'vendedor2@demo.pt', 'oficina@demo.pt'];

const { t, call, sellersContact } = contactsTestApp(USERS);

describe('PATCH /contacts/{id}', () => {
  it('follows the transitions: open → closed/sold, closed/sold → open, the rest 409', async () => {
    const contact = await sellersContact();
    const patch = (status: ContactStatus, rowVersion?: number) =>
      call('PATCH', `/api/contacts/${contact.uuid}`, 'vendedor@demo.pt', {
        status,
        ...(rowVersion ? { rowVersion } : {}),
      });
    const steps: [ContactStatus, number][] = [
      ['CLOSED', 200],
      ['SOLD', 409],
      ['ORDERED', 409],
      ['OPEN', 200],
      ['SOLD', 200],
      ['CLOSED', 409],
      ['OPEN', 200],
      ['ORDERED', 409],
    ];
    let expected: ContactStatus = 'OPEN';
    for (const [status, code] of steps) {
      const res = await patch(status);
      expect(res.statusCode, `${expected} → ${status}`).toBe(code);
      if (code === 200) expected = status;
      else expect(body<ErrorBody>(res).current?.status).toBe(expected);
      expect((await contactRow(t, contact.uuid))?.status).toBe(expected);
    }
    // An ORDERED contact (from the seed's statuses) closes and sells like an open one.
    await t.database.db
      .update(s.contacts)
      .set({ status: 'ORDERED' })
      .where(eq(s.contacts.uuid, contact.uuid));
    expect((await patch('SOLD')).statusCode).toBe(200);
  });

  it('answers a stale rowVersion with 409; the same status again changes nothing', async () => {
    const contact = await sellersContact();
    const stale = await call('PATCH', `/api/contacts/${contact.uuid}`, 'vendedor@demo.pt', {
      status: 'CLOSED',
      rowVersion: contact.rowVersion + 5,
    });
    expect(stale.statusCode).toBe(409);
    expect(body<ErrorBody>(stale).error.message).toBe(MSG.staleVersion);
    const same = await call('PATCH', `/api/contacts/${contact.uuid}`, 'vendedor@demo.pt', { status: 'OPEN' });
    expect(same.statusCode).toBe(200);
    expect(await contactRow(t, contact.uuid)).toMatchObject({
      status: 'OPEN',
      rowVersion: contact.rowVersion,
    });
    const bad = await call('PATCH', `/api/contacts/${contact.uuid}`, 'vendedor@demo.pt', {});
    expect(bad.statusCode).toBe(400);
    expect(body<ErrorBody>(bad).error.fields).toEqual({ status: MSG.required });
  });
});

describe('DELETE /contacts/{id}', () => {
  it('removes an open contact with its interactions, leaving tombstones', async () => {
    const contact = await sellersContact();
    const res = await call('DELETE', `/api/contacts/${contact.uuid}`, 'vendedor@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(body<{ contact: { uuid: string } }>(res)).toEqual({ contact: { uuid: contact.uuid } });
    expect(await contactRow(t, contact.uuid)).toBeUndefined();
    expect(await interactionRows(t, contact.uuid)).toEqual([]);
    const gone = await t.database.db
      .select({ entity: s.tombstones.entity, uuid: s.tombstones.uuid })
      .from(s.tombstones)
      .where(inArray(s.tombstones.uuid, [contact.uuid, ...contact.iteractions.map((i) => i.uuid)]));
    expect(gone.map((g) => g.entity).sort()).toEqual([
      'contact_interactions',
      'contact_interactions',
      'contacts',
    ]);
    expect((await call('DELETE', `/api/contacts/${contact.uuid}`, 'vendedor@demo.pt')).statusCode).toBe(404);
  });

  it('refuses a closed or sold contact with 409 (it must be reopened)', async () => {
    const contact = await sellersContact();
    await call('PATCH', `/api/contacts/${contact.uuid}`, 'vendedor@demo.pt', { status: 'SOLD' });
    const res = await call('DELETE', `/api/contacts/${contact.uuid}`, 'admin@demo.pt');
    expect(res.statusCode).toBe(409);
    expect(body<ErrorBody>(res).error.message).toBe(CONTACT_LOCKED_MESSAGE);
    expect(await interactionRows(t, contact.uuid)).toHaveLength(2);
    expect((await contactRow(t, contact.uuid))?.status).toBe('SOLD');
  });

  it("finds another seller's contact absent (404) and refuses WORKSHOP (403), changing nothing", async () => {
    const contact = await sellersContact();
    const url = `/api/contacts/${contact.uuid}`;
    const patch = { status: 'SOLD' };
    expect((await call('PATCH', url, 'vendedor2@demo.pt', patch)).statusCode).toBe(404);
    expect((await call('DELETE', url, 'vendedor2@demo.pt')).statusCode).toBe(404);
    expect((await call('PATCH', url, 'oficina@demo.pt', patch)).statusCode).toBe(403);
    expect((await call('DELETE', url, 'oficina@demo.pt')).statusCode).toBe(403);
    expect(await contactRow(t, contact.uuid)).toMatchObject({
      status: 'OPEN',
      rowVersion: contact.rowVersion,
    });
    expect(await interactionRows(t, contact.uuid)).toHaveLength(2);
  });
});
