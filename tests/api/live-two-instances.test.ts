/**
 * Two instances on one database (issue 23): app A and app B share the test file's database — on
 * PostgreSQL each with its own pool and LISTEN connection, on PGlite the one in-process database.
 * What one instance changes reaches the other through the notify bus alone: B runs on a frozen
 * clock, so its user cache never ages out (USER_CACHE_TTL_MS) and only a notification can make
 * it read a user again. A user deactivated through A, or behind both instances' backs (SQL on a
 * connection of its own, as a third instance would), and a session ended through A are refused by
 * B within 2 s; a write through A wakes a stream open on B. (In one process, A's own
 * usersChanged() also reaches B's cache; the SQL write and the logout, whose ended sessions each
 * instance keeps in its own set, prove the notification path — they fail without it.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openDatabase, type Database } from '../../server/db/client';
import { userUuid } from '../../server/seed/demo-organisation';
import { baseUrlOf, cursorOf, openStream } from './helpers/event-stream';
import { stockVehicle } from './helpers/sales';
import { bearer, makeTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app';

/** The bound for another instance to refuse a deactivated user. */
const OTHER_INSTANCE_WITHIN_MS = 2_000;
const POLL_EVERY_MS = 25;

let a: TestApp;
let databaseB: Database | null = null;
let b: FastifyInstance;
let admin: string;

beforeAll(async () => {
  a = await makeTestApp();
  databaseB = a.databaseUrl ? await openDatabase({ databaseUrl: a.databaseUrl }) : null;
  const frozenMs = Date.now();
  b = await buildApp({
    db: (databaseB ?? a.database).db,
    jwtSecret: TEST_JWT_SECRET,
    nowMs: () => frozenMs,
  });
  await b.ready();
  admin = await a.login('admin@demo.pt');
});

afterAll(async () => {
  await b.close();
  await databaseB?.close();
  await a.close();
});

const getOnB = (token: string) => b.inject({ method: 'GET', url: '/api/vehicles', headers: bearer(token) });

/** Asks B again until it answers `status`, for at most OTHER_INSTANCE_WITHIN_MS. */
async function bAnswers(token: string, status: number): Promise<number> {
  const deadline = Date.now() + OTHER_INSTANCE_WITHIN_MS;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await getOnB(token)).statusCode;
    if (last === status) return last;
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS));
  }
  return last;
}

/** SQL on a connection of its own: a write neither app made. */
async function sqlBehindTheirBacks(statement: string, params: unknown[]): Promise<void> {
  if (!a.databaseUrl) {
    await rawClient(a).query(statement, params);
    return;
  }
  const client = new pg.Client({ connectionString: a.databaseUrl });
  await client.connect();
  try {
    await client.query(statement, params);
  } finally {
    await client.end();
  }
}

describe('what one instance changes, the other knows within 2 s', () => {
  it('a token from A works on B, until A deactivates its user: then B answers 401', async () => {
    const seller = await a.login('vendedor@demo.pt');
    expect((await getOnB(seller)).statusCode).toBe(200);
    expect((await getOnB(seller)).statusCode).toBe(200);
    const off = await a.app.inject({
      method: 'PATCH',
      url: `/api/users/state/${userUuid('vendedor@demo.pt')}`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    expect(await bAnswers(seller, 401)).toBe(401);
  });

  it('a user deactivated by SQL on another connection is refused by B', async () => {
    const seller = await a.login('vendedor2@demo.pt');
    expect((await getOnB(seller)).statusCode).toBe(200);
    await sqlBehindTheirBacks('update users set is_active = false where uuid = $1', [
      userUuid('vendedor2@demo.pt'),
    ]);
    expect(await bAnswers(seller, 401)).toBe(401);
  });

  it('a session ended through A (logout) is refused by B', async () => {
    const manager = await a.login('gestor@demo.pt');
    expect((await getOnB(manager)).statusCode).toBe(200);
    const out = await a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(manager) });
    expect(out.statusCode).toBe(204);
    expect(await bAnswers(manager, 401)).toBe(401);
  });

  it("a write through A wakes a stream open on B with the write's cursor", async () => {
    const editor = await a.login('editor1@demo.pt');
    const stream = await openStream(await baseUrlOf(b), editor);
    expect(stream.status).toBe(200);
    try {
      const vehicle = await stockVehicle(a, admin);
      const event = await stream.next((e) => e.event === 'changes');
      expect(cursorOf(event)).toBeGreaterThanOrEqual(await seqOf(vehicle.uuid));
    } finally {
      stream.close();
    }
  });
});

async function seqOf(vehicleUuid: string): Promise<number> {
  const { rows } = await rawClient(a).query('select change_seq::text as s from vehicles where uuid = $1', [
    vehicleUuid,
  ]);
  return Number((rows[0] as { s?: string } | undefined)?.s);
}

/** The driver under Drizzle (a pg Pool or the PGlite instance): both take query(text, params). */
function rawClient(t: TestApp) {
  return (
    t.database.db as unknown as { $client: { query(q: string, p: unknown[]): Promise<{ rows: unknown[] }> } }
  ).$client;
}
