// @vitest-environment node
/**
 * The feed's authorization marker (ChangesPage.authz, issue 22): a mirror filled
 * under one marker that meets a page under another — the user's role or
 * company changed, or the visibility table did — is dropped and filled again
 * from scratch, so the tablet keeps nothing its user may no longer see; a
 * record a queued write holds stays until that write is sent.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MontraDb } from '../../../src/data/db/montra-db';
import { pullChanges, readMeta, type FetchPage } from '../../../src/data/sync/pull';
import type { Change, ChangesPage } from '../../../src/domain/sync';

const MANAGER = 'v2:MANAGER:company-1';
const SELLER = 'v2:SELLER:company-1';

const costPut = (uuid: string, seq: number): Change => ({
  entity: 'costs',
  op: 'put',
  seq,
  record: { uuid, vehicleUuid: 'v1', companyUuid: 'company-1', value: 10, rowVersion: 1 } as { uuid: string },
});
const contactPut = (uuid: string, seq: number): Change => ({
  entity: 'contacts',
  op: 'put',
  seq,
  record: { uuid, name: uuid, rowVersion: 1 } as { uuid: string },
});

/** A server answering from `pages` by the `since` asked for; every request is noted. */
function server(pages: Record<string, ChangesPage>) {
  const asked: string[] = [];
  const fetchPage: FetchPage = async (since) => {
    asked.push(since);
    const page = pages[since];
    if (!page) throw new Error(`no page for since=${since}`);
    return page;
  };
  return { fetchPage, asked };
}

let db: MontraDb;

beforeEach(async () => {
  db = new MontraDb(`pull-authz-${crypto.randomUUID()}`);
  // A manager's mirror: a cost and two sellers' contacts, filled under the MANAGER marker.
  const first = server({
    '': {
      changes: [costPut('cost-1', 1), contactPut('contact-mine', 2), contactPut('contact-other', 3)],
      cursor: '3',
      hasMore: false,
      authz: MANAGER,
    },
  });
  await pullChanges(db, first.fetchPage);
});

afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

describe('pull and the authorization marker', () => {
  it('keeps the mirror and the cursor while the marker stays the same', async () => {
    expect(await readMeta<string>(db, 'authz')).toBe(MANAGER);
    const same = server({ '3': { changes: [], cursor: '3', hasMore: false, authz: MANAGER } });
    await pullChanges(db, same.fetchPage);
    expect(same.asked).toEqual(['3']);
    expect(await db.costs.count()).toBe(1);
    expect(await db.contacts.count()).toBe(2);
  });

  it('drops the mirror of a manager demoted to seller and fills it again from scratch', async () => {
    const demoted = server({
      // The page after the cursor already answers as a SELLER: its changes are not applied.
      '3': { changes: [contactPut('contact-other', 9)], cursor: '9', hasMore: false, authz: SELLER },
      '': { changes: [contactPut('contact-mine', 10)], cursor: '10', hasMore: false, authz: SELLER },
    });
    await pullChanges(db, demoted.fetchPage);
    expect(demoted.asked).toEqual(['3', '']);
    expect(await db.costs.count()).toBe(0);
    expect((await db.contacts.toCollection().primaryKeys()).sort()).toEqual(['contact-mine']);
    expect(await readMeta<string>(db, 'authz')).toBe(SELLER);
    expect(await readMeta<string>(db, 'cursor')).toBe('10');
  });

  it('starts over a mirror filled before markers existed', async () => {
    await db.meta.delete('authz');
    const upgraded = server({
      '3': { changes: [], cursor: '3', hasMore: false, authz: MANAGER },
      '': { changes: [costPut('cost-1', 4)], cursor: '4', hasMore: false, authz: MANAGER },
    });
    await pullChanges(db, upgraded.fetchPage);
    expect(upgraded.asked).toEqual(['3', '']);
    expect(await db.contacts.count()).toBe(0);
    expect(await db.costs.count()).toBe(1);
    expect(await readMeta<string>(db, 'authz')).toBe(MANAGER);
  });

  it('keeps a record a queued write holds, dropping the rest', async () => {
    await db.outbox.add({
      id: 'w1',
      userUuid: 'u1',
      entity: 'contacts',
      op: 'update',
      targetUuid: 'contact-mine',
      payload: {},
      before: [],
      touched: ['contacts:contact-mine'],
      label: 'Contacto',
      createdAt: '2026-11-27T00:00:00.000Z',
      attempts: 0,
      lastError: null,
      nextAttemptAt: 0,
      state: 'pending',
    });
    const demoted = server({
      '3': { changes: [], cursor: '3', hasMore: false, authz: SELLER },
      '': { changes: [], cursor: '3', hasMore: false, authz: SELLER },
    });
    await pullChanges(db, demoted.fetchPage);
    expect((await db.contacts.toCollection().primaryKeys()).sort()).toEqual(['contact-mine']);
    expect(await db.costs.count()).toBe(0);
  });
});
