/**
 * Contacts in the change feed (design §4, §6; issue 12 contract): ADMIN and
 * MANAGER ('contact.readAll') get every contact of the company and its
 * interactions; SELLER and EDITOR the contacts assigned to them and only
 * their interactions. A contact handed to someone else leaves the former
 * seller's mirror (a deletion in their feed) and reaches the new one's with
 * its interactions; handed back, it returns.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import type { Change, ChangesPage } from '../../src/domain/sync';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import type { ContactAnswer } from '../../server/wire/serializers';
import { createContactAs, makeContact, contactsTestApp, SELLER, SELLER2 } from './helpers/contacts';
import { body } from './helpers/test-app';

const USERS = ['admin@demo.pt', 'gestor@demo.pt', 'vendedor@demo.pt', 'vendedor2@demo.pt'] as const;
type Username = (typeof USERS)[number];

const { t, tok, call } = contactsTestApp(USERS);
const cursors = {} as Record<Username, string>;
const scratch = {} as Record<Username, Change[]>;

/** The feed from `since` to its end. */
async function feed(as: Username, since = ''): Promise<{ changes: Change[]; cursor: string }> {
  const changes: Change[] = [];
  let cursor = since;
  for (let guard = 0; guard < 500; guard += 1) {
    const res = await call('GET', `/api/sync/changes?since=${cursor}&limit=200`, as);
    expect(res.statusCode, res.body).toBe(200);
    const page = body<ChangesPage>(res);
    changes.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return { changes, cursor };
  }
  throw new Error('the feed never ended');
}

const putUuids = (changes: Change[], entity: 'contacts' | 'interactions') =>
  changes.flatMap((c) => (c.op === 'put' && c.entity === entity ? [c.record.uuid] : [])).sort();
const deleteUuids = (changes: Change[], entity: 'contacts' | 'interactions') =>
  changes.flatMap((c) => (c.op === 'delete' && c.entity === entity ? [c.uuid] : [])).sort();

beforeAll(async () => {
  for (const u of USERS) {
    const { changes, cursor } = await feed(u);
    scratch[u] = changes;
    cursors[u] = cursor;
  }
});

async function storedFor(assignee?: string) {
  const db = t.database.db;
  const contacts = await db
    .select({ uuid: s.contacts.uuid, assignee: s.contacts.contactUserUuid })
    .from(s.contacts)
    .where(eq(s.contacts.companyUuid, DEMO_COMPANY));
  const mine = contacts.filter((c) => !assignee || c.assignee === assignee).map((c) => c.uuid);
  const interactions = await db
    .select({ uuid: s.contactInteractions.uuid })
    .from(s.contactInteractions)
    .where(inArray(s.contactInteractions.contactUuid, mine));
  return { contacts: mine.sort(), interactions: interactions.map((i) => i.uuid).sort() };
}

describe('contacts in the change feed', () => {
  it('gives ADMIN and MANAGER every contact and interaction of the company', async () => {
    const all = await storedFor();
    for (const as of ['admin@demo.pt', 'gestor@demo.pt'] as const) {
      expect(putUuids(scratch[as], 'contacts')).toEqual(all.contacts);
      expect(putUuids(scratch[as], 'interactions')).toEqual(all.interactions);
    }
  });

  it('gives a SELLER the contacts assigned to them and only their interactions', async () => {
    for (const [as, uuid] of [
      ['vendedor@demo.pt', SELLER],
      ['vendedor2@demo.pt', SELLER2],
    ] as const) {
      const own = await storedFor(uuid);
      expect(own.contacts.length, as).toBeGreaterThan(0);
      expect(own.interactions.length, as).toBeGreaterThan(0);
      expect(putUuids(scratch[as], 'contacts')).toEqual(own.contacts);
      expect(putUuids(scratch[as], 'interactions')).toEqual(own.interactions);
    }
  });

  it('moves a contact handed to another seller from one mirror to the other, and back', async () => {
    const contact = await createContactAs(
      t,
      tok['vendedor@demo.pt'] ?? '',
      makeContact(SELLER, {
        iteractions: [
          { description: 'Visita', date: '2026-03-02' },
          { description: 'Proposta', date: '2026-03-03' },
        ],
      }),
    );
    const interactions = contact.iteractions.map((i) => i.uuid).sort();
    const seller = await feed('vendedor@demo.pt', cursors['vendedor@demo.pt']);
    expect(putUuids(seller.changes, 'contacts')).toEqual([contact.uuid]);
    expect(putUuids(seller.changes, 'interactions')).toEqual(interactions);
    const other = await feed('vendedor2@demo.pt', cursors['vendedor2@demo.pt']);
    expect(other.changes).toEqual([]);

    const hand = async (from: ContactAnswer, to: string) => {
      const res = await call('PUT', `/api/contacts/${from.uuid}`, 'admin@demo.pt', {
        ...makeContact(to),
        name: from.name,
        rowVersion: from.rowVersion,
      });
      expect(res.statusCode, res.body).toBe(200);
      return body<{ contact: ContactAnswer }>(res).contact;
    };
    const handed = await hand(contact, SELLER2);

    const sellerAfter = await feed('vendedor@demo.pt', seller.cursor);
    expect(putUuids(sellerAfter.changes, 'contacts')).toEqual([]);
    expect(putUuids(sellerAfter.changes, 'interactions')).toEqual([]);
    expect(deleteUuids(sellerAfter.changes, 'contacts')).toEqual([contact.uuid]);
    expect(deleteUuids(sellerAfter.changes, 'interactions')).toEqual(interactions);
    const otherAfter = await feed('vendedor2@demo.pt', other.cursor);
    expect(putUuids(otherAfter.changes, 'contacts')).toEqual([contact.uuid]);
    expect(putUuids(otherAfter.changes, 'interactions')).toEqual(interactions);
    expect(deleteUuids(otherAfter.changes, 'contacts')).toEqual([]);
    // The manager sees it all along: an update, no deletion.
    const manager = await feed('gestor@demo.pt', cursors['gestor@demo.pt']);
    expect(deleteUuids(manager.changes, 'contacts')).toEqual([]);
    expect(putUuids(manager.changes, 'contacts')).toEqual([contact.uuid]);
    // The rows themselves are untouched by the hand-over.
    const rows = await t.database.db
      .select()
      .from(s.contactInteractions)
      .where(eq(s.contactInteractions.contactUuid, contact.uuid));
    expect(rows.map((r) => r.description).sort()).toEqual(['Proposta', 'Visita']);

    await hand(handed, SELLER);
    const back = await feed('vendedor@demo.pt', sellerAfter.cursor);
    expect(putUuids(back.changes, 'contacts')).toEqual([contact.uuid]);
    expect(putUuids(back.changes, 'interactions')).toEqual(interactions);
    // Back with the first seller: the second one's mirror lets it go.
    const otherBack = await feed('vendedor2@demo.pt', otherAfter.cursor);
    expect(deleteUuids(otherBack.changes, 'contacts')).toEqual([contact.uuid]);
  });
});
