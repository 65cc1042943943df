// @vitest-environment node
/**
 * The client data layer against a real server (design §2, §4, §8): the outbox
 * goes up in order per entity with its Idempotency-Key, a 401 keeps every row,
 * a 409 becomes a conflict the user settles, a refusal is kept with the
 * server's reason and blocks only its own entity, nothing is ever sent with
 * another user's token, a dead network backs off; pull never overwrites a
 * record with a queued write, and a pull from scratch fills the mirror.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../../src/domain/messages';
import type { Role } from '../../../src/domain/enums';
import type { User } from '../../../src/domain/types';
import { configureApi } from '../../../src/data/api/client';
import { MontraDb, type OutboxRow } from '../../../src/data/db/montra-db';
import { useSessionStore } from '../../../src/data/session/session-store';
import { fetchPageWith } from '../../../src/data/sync/engine';
import { writesActFor } from '../../../src/data/sync/enqueue';
import { retryRow } from '../../../src/data/sync/outbox';
import { pullChanges, readMeta, shadowKey } from '../../../src/data/sync/pull';
import { pushOutbox } from '../../../src/data/sync/push';
import {
  discardRow,
  keepMine,
  queueCostDelete,
  queueNotificationsDeleteAll,
  queueUserCreate,
  queueUserRole,
  takeTheirs,
  writeRegistry,
} from '../../../src/data/writes';
import * as s from '../../../server/db/schema';
import { DEMO_COMPANY, userUuid } from '../../../server/seed/demo-organisation';
import { makeTestApp, type TestApp } from '../../api/helpers/test-app';
import { freePort } from '../../support/local';

const ADMIN = userUuid('admin@demo.pt');
const MANAGER = userUuid('gestor@demo.pt');

let t: TestApp;
let admin: User;
/** The mirror the declared writes of the running test go to. */
let mirror: MontraDb | null = null;
let apiUrl: string;
let adminToken: string;
let managerToken: string;

/** What reached the server, in arrival order. */
interface Seen {
  method: string;
  url: string;
  key: string | undefined;
}
const seen: Seen[] = [];

beforeAll(async () => {
  t = await makeTestApp();
  t.app.addHook('onRequest', async (req) => {
    if (req.url.startsWith('/api/users/') || req.url.startsWith('/api/auth/register')) {
      const key = req.headers['idempotency-key'];
      seen.push({ method: req.method, url: req.url, key: Array.isArray(key) ? key[0] : key });
    }
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  apiUrl = `http://127.0.0.1:${address.port}/api`;
  configureApi({ prefixUrl: apiUrl });
  adminToken = await t.login('admin@demo.pt');
  managerToken = await t.login('gestor@demo.pt');
  admin = userOf(await serverUser(ADMIN));
  // The declared writes run as the admin, on the test's own mirror (in place of the page's session).
  writesActFor({ current: () => (mirror ? { db: mirror, user: admin } : null) });
  // No engine follows a session here, and nobody is signed in: each test pushes by itself.
  expect(useSessionStore.getState().status).not.toBe('authenticated');
});

afterAll(async () => {
  await t.close();
});

const opened: MontraDb[] = [];
let dbCount = 0;

/** A fresh mirror of the admin's device; the declared writes go to it. */
function newMirror(): MontraDb {
  dbCount += 1;
  const db = new MontraDb(`outbox-test-${dbCount}-${crypto.randomUUID()}`);
  opened.push(db);
  mirror = db;
  return db;
}

afterEach(async () => {
  mirror = null;
  for (const db of opened.splice(0)) {
    db.close();
    await Dexie.delete(db.name);
  }
  configureApi({ prefixUrl: apiUrl });
});

let freshCount = 0;
type UserRow = typeof s.users.$inferSelect;

function userOf(row: UserRow): User {
  return {
    uuid: row.uuid,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role as Role,
    isActive: row.isActive,
    isSuperUser: row.isSuperUser,
    companyUuid: row.companyUuid,
    rowVersion: row.rowVersion,
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

/** A SELLER of the demo company, straight into the database, for one test to change. */
async function addUser(): Promise<User> {
  freshCount += 1;
  const [row] = await t.database.db
    .insert(s.users)
    .values({
      username: `outbox${freshCount}@demo.pt`,
      passwordHash: 'not-a-real-hash',
      firstName: 'Fresco',
      role: 'SELLER',
      isActive: true,
      companyUuid: DEMO_COMPANY,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return userOf(row);
}

async function serverUser(uuid: string) {
  const [row] = await t.database.db.select().from(s.users).where(eq(s.users.uuid, uuid));
  if (!row) throw new Error(`no user ${uuid}`);
  return row;
}

/**
 * Changes a user's role as the users screen does (the real declared write: optimistic change and
 * outbox row). The screen shows the user, so the mirror holds it: as pulled, or as `target` says.
 */
async function queueRole(
  db: MontraDb,
  target: User,
  role: Role,
  options: { rowVersion?: number } = {},
): Promise<string> {
  if (!(await db.users.get(target.uuid))) await db.users.put(target);
  return queueUserRole({
    uuid: target.uuid,
    role,
    ...(options.rowVersion !== undefined ? { rowVersion: options.rowVersion } : {}),
  });
}

async function rowById(db: MontraDb, id: string): Promise<OutboxRow | undefined> {
  return db.outbox.where('id').equals(id).first();
}

const push = (db: MontraDb, token = adminToken, userUuid = ADMIN) =>
  pushOutbox({ db, userUuid, token, writes: writeRegistry });

describe('push', () => {
  it('sends the writes of one entity in the order they were made', async () => {
    const db = newMirror();
    const target = await addUser();
    const first = await queueRole(db, target, 'MANAGER');
    const second = await queueRole(db, target, 'SELLER');
    seen.length = 0;

    const result = await push(db);
    expect(result).toEqual({ sent: 2, stopped: null });
    expect(seen.map((r) => r.key)).toEqual([first, second]);
    expect(seen.every((r) => r.method === 'PATCH' && r.url === `/api/users/role/${target.uuid}`)).toBe(true);

    const row = await serverUser(target.uuid);
    expect(row.role).toBe('SELLER');
    expect(row.rowVersion).toBe(target.rowVersion + 2);
    expect(await db.outbox.count()).toBe(0);
    // The mirror holds the server's answer to the last write.
    expect(await db.users.get(target.uuid)).toMatchObject({
      role: 'SELLER',
      rowVersion: target.rowVersion + 2,
    });
  });

  it("rebases a user's later write on the answer to their earlier one, so it is no conflict", async () => {
    const db = newMirror();
    const target = await addUser();
    // Two edits made offline on the same version: the second stands on the first.
    await queueRole(db, target, 'MANAGER', { rowVersion: target.rowVersion });
    await queueRole(db, target, 'EDITOR2', { rowVersion: target.rowVersion });

    expect(await push(db)).toEqual({ sent: 2, stopped: null });
    const row = await serverUser(target.uuid);
    expect(row.role).toBe('EDITOR2');
    expect(row.rowVersion).toBe(target.rowVersion + 2);
    expect(await db.outbox.count()).toBe(0);
  });

  it('takes a 404 answering a delete as done: the record was already gone', async () => {
    const db = newMirror();
    const missing = crypto.randomUUID();
    await queueCostDelete({ uuid: missing });
    expect(await push(db)).toEqual({ sent: 1, stopped: null });
    expect(await db.outbox.count()).toBe(0);
  });

  it("stores the server's answer of a declared write: a user created offline", async () => {
    const db = newMirror();
    const uuid = crypto.randomUUID();
    const username = `novo-${uuid.slice(0, 8)}@demo.pt`;
    await queueUserCreate({
      uuid,
      username,
      password: 'stand-demo-2026',
      role: 'SELLER',
      companyUuid: DEMO_COMPANY,
    });
    // Shown at once, on no server version yet.
    expect(await db.users.get(uuid)).toMatchObject({ uuid, username, role: 'SELLER', rowVersion: 0 });
    expect(await push(db)).toEqual({ sent: 1, stopped: null });
    expect(await db.outbox.count()).toBe(0);
    expect(await db.users.get(uuid)).toMatchObject({ uuid, username, role: 'SELLER', rowVersion: 1 });
    expect((await serverUser(uuid)).username).toBe(username);
  });

  it('marks a write whose answer cannot be stored, and its retry replays the answer instead of writing again', async () => {
    const db = newMirror();
    const target = await addUser();
    const id = await queueRole(db, target, 'EDITOR1');
    // The device cannot store the answer once (a full disk, say): the next write of a user fails.
    let failures = 1;
    const refuse = () => {
      if (failures-- > 0) throw new Error('disco cheio');
    };
    db.users.hook('updating', refuse);
    expect(await push(db)).toEqual({ sent: 0, stopped: null });
    const failed = await rowById(db, id);
    expect(failed).toMatchObject({ state: 'failed', answered: true });
    expect(failed?.lastError).toContain('disco cheio');
    expect((await serverUser(target.uuid)).rowVersion).toBe(target.rowVersion + 1);

    await retryRow(db, failed?.seq ?? 0);
    expect(await push(db)).toEqual({ sent: 1, stopped: null });
    db.users.hook('updating').unsubscribe(refuse);
    // The retry was a replay: the server wrote once.
    expect((await serverUser(target.uuid)).rowVersion).toBe(target.rowVersion + 1);
    expect(await db.users.get(target.uuid)).toMatchObject({
      role: 'EDITOR1',
      rowVersion: target.rowVersion + 1,
    });
  });

  it('writes once when the same row (same Idempotency-Key) is sent twice', async () => {
    const db = newMirror();
    const target = await addUser();
    const id = await queueRole(db, target, 'MANAGER');
    const queued = await rowById(db, id);
    if (!queued) throw new Error('not queued');

    expect(await push(db)).toEqual({ sent: 1, stopped: null });
    const afterFirst = await serverUser(target.uuid);
    expect(afterFirst.rowVersion).toBe(target.rowVersion + 1);

    // The answer was lost on the way back, say: the row is still there and goes again.
    const { seq: _seq, ...again } = queued;
    await db.outbox.add(again);
    expect(await push(db)).toEqual({ sent: 1, stopped: null });
    const afterSecond = await serverUser(target.uuid);
    expect(afterSecond.rowVersion).toBe(target.rowVersion + 1);
    expect(afterSecond.updatedAt).toBe(afterFirst.updatedAt);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.users.get(target.uuid)).toMatchObject({
      role: 'MANAGER',
      rowVersion: target.rowVersion + 1,
    });
  });

  it('keeps every row when the session ended (401) and stops for a new login', async () => {
    const db = newMirror();
    const target = await addUser();
    const id = await queueRole(db, target, 'MANAGER');
    const before = await rowById(db, id);

    const result = await push(db, 'not-a-valid-token');
    expect(result).toEqual({ sent: 0, stopped: 'reauth' });
    const after = await rowById(db, id);
    expect(after).toEqual(before);
    expect(after?.state).toBe('pending');
    expect((await serverUser(target.uuid)).role).toBe('SELLER');

    // The same user logs in again: it goes.
    expect(await push(db)).toEqual({ sent: 1, stopped: null });
    expect((await serverUser(target.uuid)).role).toBe('MANAGER');
  });

  it('turns a 409 into a conflict with the server record; keep mine re-sends on the new version', async () => {
    const db = newMirror();
    const target = await addUser();
    // Someone else changes the user first.
    await t.database.db.update(s.users).set({ firstName: 'Outro' }).where(eq(s.users.uuid, target.uuid));
    const id = await queueRole(db, target, 'EDITOR1', { rowVersion: target.rowVersion });

    expect(await push(db)).toEqual({ sent: 0, stopped: null });
    const conflicted = await rowById(db, id);
    expect(conflicted?.state).toBe('conflict');
    expect(conflicted?.lastError).toContain(MSG.staleVersion);
    expect(conflicted?.serverRecord).toMatchObject({
      uuid: target.uuid,
      firstName: 'Outro',
      role: 'SELLER',
      rowVersion: target.rowVersion + 1,
    });
    expect((await serverUser(target.uuid)).role).toBe('SELLER');
    // The mirror still shows my change while I decide.
    expect((await db.users.get(target.uuid))?.role).toBe('EDITOR1');

    // A conflicted row is not sent again by itself.
    expect(await push(db)).toEqual({ sent: 0, stopped: null });

    await keepMine(db, conflicted?.seq ?? 0);
    expect((await rowById(db, id))?.baseVersion).toBe(target.rowVersion + 1);
    expect(await push(db)).toEqual({ sent: 1, stopped: null });
    const row = await serverUser(target.uuid);
    expect(row.role).toBe('EDITOR1');
    expect(row.firstName).toBe('Outro');
    expect(row.rowVersion).toBe(target.rowVersion + 2);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.users.get(target.uuid)).toMatchObject({
      role: 'EDITOR1',
      rowVersion: target.rowVersion + 2,
    });
  });

  it('takes theirs on a conflict: the row goes and the mirror shows the server record', async () => {
    const db = newMirror();
    const target = await addUser();
    await t.database.db.update(s.users).set({ firstName: 'Deles' }).where(eq(s.users.uuid, target.uuid));
    const id = await queueRole(db, target, 'EDITOR1', { rowVersion: target.rowVersion });
    await push(db);
    const row = await rowById(db, id);
    expect(row?.state).toBe('conflict');
    expect((await db.users.get(target.uuid))?.role).toBe('EDITOR1');
    await takeTheirs(db, row?.seq ?? 0);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.users.get(target.uuid)).toMatchObject({ firstName: 'Deles', role: 'SELLER' });
    expect((await serverUser(target.uuid)).role).toBe('SELLER');
  });

  it("keeps a refused write with the server's reason, blocking its entity but not the others", async () => {
    const db = newMirror();
    const gone = await addUser();
    const target = await addUser();
    const other = await addUser();
    // A notification row for `other`, to see the second entity's write arrive.
    const [notification] = await t.database.db.select().from(s.notifications).limit(1);
    if (!notification) throw new Error('no demo notification');
    await t.database.db
      .insert(s.userNotifications)
      .values({ notificationUuid: notification.uuid, userUuid: other.uuid, companyUuid: DEMO_COMPANY });

    // `gone` left the company on the server meanwhile: the server refuses the change (404).
    const bad = await queueRole(db, gone, 'MANAGER');
    await t.database.db.update(s.users).set({ companyUuid: null }).where(eq(s.users.uuid, gone.uuid));
    const later = await queueRole(db, target, 'MANAGER');
    const cleared = await queueNotificationsDeleteAll({ userUuid: other.uuid });

    const result = await push(db);
    expect(result).toEqual({ sent: 1, stopped: null });

    const failed = await rowById(db, bad);
    expect(failed?.state).toBe('failed');
    expect(failed?.attempts).toBe(1);
    expect(failed?.lastError).toContain(MSG.recordNotFound);
    // The mirror still shows the refused change until the user acts on it.
    expect((await db.users.get(gone.uuid))?.role).toBe('MANAGER');
    const blocked = await rowById(db, later);
    expect(blocked).toMatchObject({ state: 'pending', attempts: 0 });
    expect(await rowById(db, cleared)).toBeUndefined();

    const server = await serverUser(target.uuid);
    expect(server.role).toBe('SELLER');
    expect(server.rowVersion).toBe(target.rowVersion);
    const left = await t.database.db
      .select()
      .from(s.userNotifications)
      .where(eq(s.userNotifications.userUuid, other.uuid));
    expect(left).toHaveLength(0);

    // Still blocked on the next push: nothing overtakes the refused write.
    expect(await push(db)).toEqual({ sent: 0, stopped: null });
    expect((await serverUser(target.uuid)).role).toBe('SELLER');

    // Discarding the refused write puts the record back and unblocks the next one.
    await discardRow(db, failed?.seq ?? 0);
    expect((await db.users.get(gone.uuid))?.role).toBe('SELLER');
    expect(await push(db)).toEqual({ sent: 1, stopped: null });
    expect((await serverUser(target.uuid)).role).toBe('MANAGER');
  });

  it('sends a refused write again with a new key once retried, so the stored refusal is not replayed', async () => {
    const db = newMirror();
    const target = await addUser();
    const id = await queueRole(db, target, 'MANAGER');
    // The cause of the refusal: the target left the company for a while (404).
    await t.database.db.update(s.users).set({ companyUuid: null }).where(eq(s.users.uuid, target.uuid));
    await push(db);
    const failed = await rowById(db, id);
    expect(failed?.state).toBe('failed');

    // Fixed elsewhere: the user is back in the company.
    await t.database.db
      .update(s.users)
      .set({ companyUuid: DEMO_COMPANY })
      .where(eq(s.users.uuid, target.uuid));
    await retryRow(db, failed?.seq ?? 0);
    expect(await push(db)).toEqual({ sent: 1, stopped: null });
    expect((await serverUser(target.uuid)).role).toBe('MANAGER');
  });

  it('waits, rather than conflicting, while a lost first attempt of the same key is still running', async () => {
    const db = newMirror();
    const target = await addUser();
    const id = await queueRole(db, target, 'MANAGER');
    // The first attempt reached the server and its answer never came back: the claim is pending.
    await t.database.db.insert(s.idempotencyKeys).values({
      userUuid: ADMIN,
      key: id,
      method: 'PATCH',
      path: `/api/users/role/${target.uuid}`,
      statusCode: 0,
      body: null,
    });
    const result = await push(db);
    expect(result).toEqual({ sent: 0, stopped: 'unavailable' });
    const row = await rowById(db, id);
    expect(row).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row?.serverRecord).toBeUndefined();

    // The first attempt finished: the retry gets its answer replayed.
    const answer = { user: { ...target, role: 'MANAGER', rowVersion: target.rowVersion + 1 } };
    await t.database.db.update(s.users).set({ role: 'MANAGER' }).where(eq(s.users.uuid, target.uuid));
    await t.database.db
      .update(s.idempotencyKeys)
      .set({ statusCode: 200, body: answer })
      .where(eq(s.idempotencyKeys.key, id));
    expect(
      await pushOutbox({
        db,
        userUuid: ADMIN,
        token: adminToken,
        writes: writeRegistry,
        now: () => (row?.nextAttemptAt ?? 0) + 1,
      }),
    ).toEqual({
      sent: 1,
      stopped: null,
    });
    expect(await db.users.get(target.uuid)).toMatchObject({
      role: 'MANAGER',
      rowVersion: target.rowVersion + 1,
    });
    expect((await serverUser(target.uuid)).rowVersion).toBe(target.rowVersion + 1);
  });

  it("never sends a row of user A with user B's token", async () => {
    const db = newMirror();
    const target = await addUser();
    // Queued as the admin (the actor of the declared writes here).
    const id = await queueRole(db, target, 'MANAGER');
    const before = await rowById(db, id);
    seen.length = 0;

    const result = await pushOutbox({ db, userUuid: MANAGER, token: managerToken, writes: writeRegistry });
    expect(result).toEqual({ sent: 0, stopped: null });
    expect(seen).toEqual([]);
    expect(await rowById(db, id)).toEqual(before);
    expect(await serverUser(target.uuid)).toMatchObject({ role: 'SELLER', rowVersion: target.rowVersion });
  });

  it('backs off when the network is down and keeps the row', async () => {
    const db = newMirror();
    const target = await addUser();
    const id = await queueRole(db, target, 'MANAGER');
    const port = await freePort();
    configureApi({ prefixUrl: `http://127.0.0.1:${port}/api` });

    const start = Date.now();
    const result = await push(db);
    expect(result).toEqual({ sent: 0, stopped: 'unavailable' });
    const row = await rowById(db, id);
    expect(row?.state).toBe('pending');
    expect(row?.attempts).toBe(1);
    expect(row?.lastError).toEqual(expect.any(String));
    expect(row?.nextAttemptAt).toBeGreaterThan(start);

    // Before its time the row waits, even with the network back.
    configureApi({ prefixUrl: apiUrl });
    expect(await push(db)).toEqual({ sent: 0, stopped: null });
    expect((await serverUser(target.uuid)).role).toBe('SELLER');
    // When its time comes, it goes.
    expect(
      await pushOutbox({
        db,
        userUuid: ADMIN,
        token: adminToken,
        writes: writeRegistry,
        now: () => (row?.nextAttemptAt ?? 0) + 1,
      }),
    ).toEqual({
      sent: 1,
      stopped: null,
    });
    expect((await serverUser(target.uuid)).role).toBe('MANAGER');
  });
});

describe('pull', () => {
  it('fills an empty mirror with exactly what the admin may see', async () => {
    const db = newMirror();
    const progress: (number | null)[] = [];
    const { received } = await pullChanges(db, fetchPageWith(adminToken), (p) => progress.push(p.total));
    const [count] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.vehicles)
      .where(eq(s.vehicles.companyUuid, DEMO_COMPANY));
    expect(count?.n).toBeGreaterThan(0);
    expect(await db.vehicles.count()).toBe(count?.n);
    expect(progress[0]).toBe(received);
    expect(await readMeta<string>(db, 'cursor')).toMatch(/^\d+$/);
    const users = await t.database.db.select().from(s.users).where(eq(s.users.companyUuid, DEMO_COMPANY));
    expect(await db.users.count()).toBe(users.length);
  });

  it("fills a SELLER's mirror without buy prices or costs", async () => {
    const db = newMirror();
    const token = await t.login('vendedor@demo.pt');
    await pullChanges(db, fetchPageWith(token));
    const vehicles = await db.vehicles.toArray();
    expect(vehicles.length).toBeGreaterThan(0);
    expect(vehicles.some((v) => 'buyPrice' in v)).toBe(false);
    expect(await db.costs.count()).toBe(0);
  });

  it('does not overwrite a record with a queued write; discarding the write shows the pulled version', async () => {
    const db = newMirror();
    await pullChanges(db, fetchPageWith(adminToken));
    const target = await addUser();
    await pullChanges(db, fetchPageWith(adminToken));
    const pulled = await db.users.get(target.uuid);
    expect(pulled).toMatchObject({ uuid: target.uuid, role: 'SELLER' });

    const id = await queueRole(db, pulled as User, 'MANAGER');
    const optimistic = await db.users.get(target.uuid);
    expect(optimistic?.role).toBe('MANAGER');

    // Meanwhile on the server, someone renames the user.
    await t.database.db.update(s.users).set({ firstName: 'Servidor' }).where(eq(s.users.uuid, target.uuid));
    await pullChanges(db, fetchPageWith(adminToken));
    expect(await db.users.get(target.uuid)).toEqual(optimistic);
    const shadow = await db.meta.get(shadowKey('users', target.uuid));
    expect(shadow?.value).toMatchObject({ firstName: 'Servidor', role: 'SELLER' });

    // Discarding my change brings the server's version, kept aside by the pull.
    const row = await rowById(db, id);
    await discardRow(db, row?.seq ?? 0);
    expect(await db.users.get(target.uuid)).toMatchObject({
      firstName: 'Servidor',
      role: 'SELLER',
      rowVersion: target.rowVersion + 1,
    });
    expect(await db.meta.get(shadowKey('users', target.uuid))).toBeUndefined();
  });

  it('applies a deletion to a record without a queued write, and keeps one with a queued write', async () => {
    const db = newMirror();
    const a = await addUser();
    const b = await addUser();
    await pullChanges(db, fetchPageWith(adminToken));
    expect(await db.users.get(a.uuid)).toBeDefined();
    const queued = await queueRole(db, b, 'MANAGER');

    await t.database.db.delete(s.users).where(eq(s.users.uuid, a.uuid));
    await t.database.db.delete(s.users).where(eq(s.users.uuid, b.uuid));
    await pullChanges(db, fetchPageWith(adminToken));
    expect(await db.users.get(a.uuid)).toBeUndefined();
    expect((await db.users.get(b.uuid))?.role).toBe('MANAGER');

    // The server says it is gone: the write fails (404) and discarding it removes the record.
    await push(db);
    const row = await rowById(db, queued);
    expect(row?.state).toBe('failed');
    await discardRow(db, row?.seq ?? 0);
    expect(await db.users.get(b.uuid)).toBeUndefined();
  });
});

describe('pull, deleted and created again', () => {
  it('applies a deletion and a re-creation of the same record in one page in seq order', async () => {
    const db = newMirror();
    const target = await addUser();
    await pullChanges(db, fetchPageWith(adminToken));
    expect(await db.users.get(target.uuid)).toBeDefined();

    // Deleted, then created again under the same uuid (an offline creation sent again, say).
    const [row] = await t.database.db.select().from(s.users).where(eq(s.users.uuid, target.uuid));
    if (!row) throw new Error('no row');
    await t.database.db.delete(s.users).where(eq(s.users.uuid, target.uuid));
    const { changeSeq: _seq, updatedAt: _at, ...values } = row;
    await t.database.db.insert(s.users).values({ ...values, firstName: 'Renascido' });

    await pullChanges(db, fetchPageWith(adminToken));
    expect(await db.users.get(target.uuid)).toMatchObject({ uuid: target.uuid, firstName: 'Renascido' });
  });
});
