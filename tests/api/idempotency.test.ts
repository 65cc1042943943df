/**
 * Idempotency-Key on writes (design §4): a retried write with the same key
 * returns the first answer and changes nothing again; keys belong to one user
 * and one call; a stale rowVersion answers 409 with the current record; a
 * client-chosen uuid of a new record is kept (offline creation).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { User } from '../../src/domain/types';
import { MSG } from '../../src/domain/messages';
import { idempotencyKeys, users } from '../../server/db/schema';
import { IDEMPOTENCY_CLAIM_TTL_MS } from '../../server/sync/idempotency';
import { DEMO_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import { bearer, body, makeTestApp, type TestApp } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

let t: TestApp;
let admin: string;
let superUser: string;

const ADMIN = userUuid('admin@demo.pt');
const SELLER2 = userUuid('vendedor2@demo.pt');

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.login('admin@demo.pt');
  superUser = await t.login('super@montra.pt');
});

afterAll(async () => {
  await t.close();
});

async function userRow(uuid: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.uuid, uuid));
  if (!row) throw new Error(`no user ${uuid}`);
  return row;
}

let fresh = 0;
/** A user of the demo company inserted straight into the database, for a test to change freely. */
async function addSeller(): Promise<string> {
  fresh += 1;
  const [row] = await t.database.db
    .insert(users)
    .values({
      username: `idem${fresh}@demo.pt`,
      passwordHash: 'not-a-real-hash',
      role: 'SELLER',
      isActive: true,
      companyUuid: DEMO_COMPANY,
    })
    .returning();
  if (!row) throw new Error('insert failed');
  return row.uuid;
}

function patch(url: string, token: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'PATCH',
    url,
    headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

describe('Idempotency-Key', () => {
  it('replays the first answer to a repeated key and writes once', async () => {
    const before = await userRow(SELLER2);
    const first = await patch(`/api/users/role/${SELLER2}`, admin, { role: 'MANAGER' }, 'key-0001-abcdef');
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replay']).toBeUndefined();
    const afterFirst = await userRow(SELLER2);
    expect(afterFirst.rowVersion).toBe(before.rowVersion + 1);
    expect(afterFirst.role).toBe('MANAGER');

    const second = await patch(`/api/users/role/${SELLER2}`, admin, { role: 'MANAGER' }, 'key-0001-abcdef');
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replay']).toBe('true');
    const afterSecond = await userRow(SELLER2);
    expect(afterSecond.rowVersion).toBe(before.rowVersion + 1);
    expect(afterSecond.updatedAt).toBe(afterFirst.updatedAt);

    // A different body under the same key is another request: refused (422), nothing changes.
    const third = await patch(`/api/users/role/${SELLER2}`, admin, { role: 'SELLER' }, 'key-0001-abcdef');
    expect(third.statusCode).toBe(422);
    expect(third.headers['idempotent-replay']).toBeUndefined();
    expect((await userRow(SELLER2)).role).toBe('MANAGER');
  });

  it("keeps one user's keys apart from another's", async () => {
    const before = await userRow(SELLER2);
    const res = await patch(`/api/users/role/${SELLER2}`, superUser, { role: 'EDITOR1' }, 'key-0001-abcdef');
    expect(res.statusCode).toBe(200);
    expect(res.headers['idempotent-replay']).toBeUndefined();
    expect(body<{ user: User }>(res).user.role).toBe('EDITOR1');
    const after = await userRow(SELLER2);
    expect(after.role).toBe('EDITOR1');
    expect(after.rowVersion).toBe(before.rowVersion + 1);
    const stored = await t.database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'key-0001-abcdef'));
    expect(stored.map((r) => r.userUuid).sort()).toEqual([ADMIN, userUuid('super@montra.pt')].sort());
  });

  it('refuses the same key on another call with 422 and changes nothing', async () => {
    const before = await userRow(SELLER2);
    const res = await patch(`/api/users/state/${SELLER2}`, admin, { isActive: false }, 'key-0001-abcdef');
    expect(res.statusCode).toBe(422);
    expect(body<ErrorBody>(res).error.fields).toHaveProperty('Idempotency-Key');
    expect(await userRow(SELLER2)).toEqual(before);
  });

  it('runs two racing copies of one write once', async () => {
    const target = await addSeller();
    const before = await userRow(target);
    const [a, b] = await Promise.all([
      patch(`/api/users/role/${target}`, admin, { role: 'MANAGER' }, 'key-race-000001'),
      patch(`/api/users/role/${target}`, admin, { role: 'MANAGER' }, 'key-race-000001'),
    ]);
    const statuses = [a.statusCode, b.statusCode].sort();
    // The loser either waits its turn and replays (200) or is told the first is still running (409).
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect((await userRow(target)).rowVersion).toBe(before.rowVersion + 1);
  });

  it.each(['key with spaces', 'key/with/slash', 'short', 'x'.repeat(129), 'chave-çãé-0001'])(
    'answers 400 to the malformed key %j and changes nothing',
    async (key) => {
      const before = await userRow(SELLER2);
      const res = await patch(`/api/users/role/${SELLER2}`, admin, { role: 'SELLER' }, key);
      expect(res.statusCode).toBe(400);
      expect(body<ErrorBody>(res).error.fields).toEqual({ 'Idempotency-Key': MSG.invalidValue });
      expect(await userRow(SELLER2)).toEqual(before);
    },
  );

  it('replays a 400 answer as a 400, and refuses a corrected body under the same key', async () => {
    const target = await addSeller();
    const before = await userRow(target);
    const first = await patch(`/api/users/role/${target}`, admin, { role: 'PILOT' }, 'key-0400-abcdef');
    expect(first.statusCode).toBe(400);
    expect(body<ErrorBody>(first).error.fields).toHaveProperty('role');
    const retry = await patch(`/api/users/role/${target}`, admin, { role: 'PILOT' }, 'key-0400-abcdef');
    expect(retry.statusCode).toBe(400);
    expect(retry.headers['idempotent-replay']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    const corrected = await patch(`/api/users/role/${target}`, admin, { role: 'MANAGER' }, 'key-0400-abcdef');
    expect(corrected.statusCode).toBe(422);
    expect(await userRow(target)).toEqual(before);
  });

  it('answers 409 while the first attempt of a key is still running, and lets a retry take over a dead claim', async () => {
    const target = await addSeller();
    const db = t.database.db;
    const path = `/api/users/role/${target}`;
    await db
      .insert(idempotencyKeys)
      .values({ userUuid: ADMIN, key: 'key-busy-000001', method: 'PATCH', path, statusCode: 0, body: null });
    const busy = await patch(path, admin, { role: 'MANAGER' }, 'key-busy-000001');
    expect(busy.statusCode).toBe(409);
    expect(body<ErrorBody>(busy).error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect((await userRow(target)).role).toBe('SELLER');

    // The claim is older than the TTL: the first attempt died; the retry runs.
    const old = new Date(Date.now() - IDEMPOTENCY_CLAIM_TTL_MS - 5_000).toISOString();
    await db
      .update(idempotencyKeys)
      .set({ createdAt: old })
      .where(and(eq(idempotencyKeys.userUuid, ADMIN), eq(idempotencyKeys.key, 'key-busy-000001')));
    const retried = await patch(path, admin, { role: 'MANAGER' }, 'key-busy-000001');
    expect(retried.statusCode).toBe(200);
    expect(retried.headers['idempotent-replay']).toBeUndefined();
    expect((await userRow(target)).role).toBe('MANAGER');
    const replay = await patch(path, admin, { role: 'MANAGER' }, 'key-busy-000001');
    expect(replay.headers['idempotent-replay']).toBe('true');
    expect(replay.json()).toEqual(retried.json());
  });

  it('does not touch reads, nor writes without a key', async () => {
    const target = await addSeller();
    const before = await userRow(target);
    const a = await patch(`/api/users/role/${target}`, admin, { role: 'MANAGER' });
    const b = await patch(`/api/users/role/${target}`, admin, { role: 'MANAGER' });
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(b.headers['idempotent-replay']).toBeUndefined();
    expect((await userRow(target)).rowVersion).toBe(before.rowVersion + 2);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/users/${target}`,
      headers: { ...bearer(admin), 'idempotency-key': 'bad key!' },
    });
    expect(read.statusCode).toBe(200);
  });
});

describe('rowVersion', () => {
  it('answers 409 with the current record to a stale rowVersion and changes nothing', async () => {
    const target = await addSeller();
    const v1 = (await userRow(target)).rowVersion;
    const ok = await patch(`/api/users/role/${target}`, admin, { role: 'MANAGER', rowVersion: v1 });
    expect(ok.statusCode).toBe(200);
    expect(body<{ user: User }>(ok).user.rowVersion).toBe(v1 + 1);
    const before = await userRow(target);

    const stale = await patch(`/api/users/role/${target}`, admin, { role: 'EDITOR3', rowVersion: v1 });
    expect(stale.statusCode).toBe(409);
    const err = body<ErrorBody>(stale);
    expect(err.error.code).toBe('CONFLICT');
    expect(err.current).toMatchObject({ uuid: target, role: 'MANAGER', rowVersion: v1 + 1 });
    expect(err.current).not.toHaveProperty('passwordHash');
    expect(await userRow(target)).toEqual(before);

    const staleState = await patch(`/api/users/state/${target}`, admin, { isActive: false, rowVersion: v1 });
    expect(staleState.statusCode).toBe(409);
    expect(body<ErrorBody>(staleState).current).toMatchObject({ uuid: target, isActive: true });
    expect(await userRow(target)).toEqual(before);

    // The current version goes through.
    const fresh2 = await patch(`/api/users/state/${target}`, admin, { isActive: false, rowVersion: v1 + 1 });
    expect(fresh2.statusCode).toBe(200);
    expect(body<{ user: User }>(fresh2).user).toMatchObject({ isActive: false, rowVersion: v1 + 2 });
  });

  it('answers 400 to a rowVersion that is not a positive integer', async () => {
    const target = await addSeller();
    const before = await userRow(target);
    for (const rowVersion of ['1', -1, 1.5]) {
      const res = await patch(`/api/users/role/${target}`, admin, { role: 'MANAGER', rowVersion });
      expect(res.statusCode, JSON.stringify(rowVersion)).toBe(400);
      expect(body<ErrorBody>(res).error.fields).toHaveProperty('rowVersion');
    }
    expect(await userRow(target)).toEqual(before);
  });
});

describe('client-chosen uuids', () => {
  it('keeps the uuid a client sends on POST /api/auth/register, once under a repeated key', async () => {
    const uuid = crypto.randomUUID();
    const payload = {
      uuid,
      username: 'offline.criado@demo.pt',
      password: 'palavra-passe-1',
      role: 'SELLER',
      companyUuid: DEMO_COMPANY,
    };
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...bearer(admin), 'idempotency-key': `register-${uuid}` },
        payload,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(body<{ user: User }>(first).user.uuid).toBe(uuid);
    expect((await userRow(uuid)).username).toBe('offline.criado@demo.pt');

    const again = await send();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db.select().from(users).where(eq(users.username, 'offline.criado@demo.pt'));
    expect(rows).toHaveLength(1);

    // Without the key, the same uuid again is refused (used), not duplicated.
    const reuse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(admin),
      payload: { ...payload, username: 'outro.criado@demo.pt' },
    });
    expect(reuse.statusCode).toBe(400);
    expect(body<ErrorBody>(reuse).error.fields).toHaveProperty('uuid');
  });
});
