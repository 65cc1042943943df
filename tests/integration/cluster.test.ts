/**
 * Several machines (issue 23): two instances of the built server on one PostgreSQL, with media in
 * an S3-protocol server (s3rver), behind nginx running the committed deploy/nginx.conf (round robin).
 * Both start together on an empty database (migrations and the demo seed once); a token signed by
 * one is accepted by the other; a photo uploaded through one is read through the other and lies in
 * the bucket, not on either instance's disk; the client's address reaches the audit trail through
 * the balancer; 200 writes sent through the balancer as the app's outbox sends them (an
 * Idempotency-Key each, retried on a network error or a 5xx) while one instance restarts (SIGTERM,
 * exit 0, started again) all land exactly once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTACT_STATUSES } from '../../src/domain/enums';
import { DEMO_COMPANY, DEMO_PASSWORD } from '../../server/seed/demo-organisation';
import { MIGRATIONS_DIR } from '../../server/config';
import { mediaKeyOf } from '../../server/media/storage';
import { jpeg } from '../api/helpers/photos';
import { multipart } from '../api/helpers/multipart';
import { instance, type Instance } from '../support/instances';
import { startNginx, type TestNginx } from '../support/nginx';
import { createDatabase } from '../support/postgres';
import { startS3, type TestS3 } from '../support/s3';

const missing = inject('missing');
const JWT_SECRET = 'integration-secret-'.padEnd(48, 'x');
const WRITES = 200;
/** Writes in flight at once, as a dozen tablets' outboxes would send them. */
const WRITERS = 10;
/** A client's retries of one write before the test gives up on it (the outbox never gives up). */
const MAX_ATTEMPTS = 50;
const RETRY_PAUSE_MS = 50;

let database: { url: string; drop(): Promise<void> };
let sql: pg.Client;
let s3: TestS3;
let a: Instance;
let b: Instance;
let lb: TestNginx;

interface Session {
  token: string;
  user: { uuid: string };
}

async function login(base: string, username: string, headers: Record<string, string> = {}): Promise<Session> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`login ${username} on ${base}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Session;
}

const bearer = (s: Session) => ({ authorization: `Bearer ${s.token}` });

describe.skipIf(missing !== '')('two instances behind nginx on one PostgreSQL and one object store', () => {
  beforeAll(async () => {
    database = await createDatabase(inject('pgUrl'));
    sql = new pg.Client({ connectionString: database.url });
    await sql.connect();
    s3 = await startS3();
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET,
      SEED_DEMO: '1',
      TRUST_PROXY: '127.0.0.1',
      // One test user sends hundreds of calls a minute here.
      RATE_LIMIT_PER_MINUTE: '100000',
      ...s3.env,
    };
    a = await instance(env);
    b = await instance(env);
    // Together, on the empty database: migrations and seed under the start-up lock.
    await Promise.all([a.start(), b.start()]);
    lb = await startNginx([a.address, b.address]);
  });

  afterAll(async () => {
    await lb?.stop();
    await Promise.all([a?.dispose(), b?.dispose()]);
    await sql?.end();
    await s3?.close();
    await database?.drop();
  });

  it('both started together on the empty database: the migrations ran once, the demo data is there once', async () => {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const migrations = await sql.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(migrations.rows[0].n).toBe(journal.entries.length);
    const admins = await sql.query(`select count(*)::int as n from users where username = 'admin@demo.pt'`);
    expect(admins.rows[0].n).toBe(1);
    const companies = await sql.query('select count(*)::int as n from companies');
    expect(companies.rows[0].n).toBe(2);
  });

  it('accepts on one instance the token the other signed', async () => {
    const session = await login(a.url, 'admin@demo.pt');
    const there = await fetch(`${b.url}/api/stands/company/${DEMO_COMPANY}`, { headers: bearer(session) });
    expect(there.status).toBe(200);
    const back = await login(b.url, 'gestor@demo.pt');
    const here = await fetch(`${a.url}/api/stands/company/${DEMO_COMPANY}`, { headers: bearer(back) });
    expect(here.status).toBe(200);
  });

  it('serves through one instance a photo uploaded through the other, kept in the bucket and on no disk', async () => {
    const session = await login(a.url, 'admin@demo.pt');
    const vehicles = await sql.query(`select uuid from vehicles where company_uuid = $1 limit 1`, [
      DEMO_COMPANY,
    ]);
    const vehicleUuid = String(vehicles.rows[0].uuid);
    const { payload, headers } = multipart([
      { name: 'uuid', data: crypto.randomUUID() },
      { name: 'photos', filename: 'foto.jpg', contentType: 'image/jpeg', data: await jpeg(640, 480) },
    ]);
    const uploaded = await fetch(`${a.url}/api/vehicles/${vehicleUuid}/photos`, {
      method: 'POST',
      headers: { ...bearer(session), ...headers, 'idempotency-key': crypto.randomUUID() },
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const [photo] = ((await uploaded.json()) as { photos: { url: string }[] }).photos;
    const key = mediaKeyOf(photo?.url);
    if (!key) throw new Error('the photo has no media key');
    expect(await s3.objects()).toContain(key);
    for (const i of [a, b]) expect(readdirSync(i.dataDir)).not.toContain('media');

    // The media cookie is made on b, the file read on b: nothing of a's is involved.
    const cookieRes = await fetch(`${b.url}/api/auth/media-session`, {
      method: 'POST',
      headers: bearer(session),
    });
    expect(cookieRes.status).toBe(204);
    const cookie = String(cookieRes.headers.get('set-cookie')).split(';')[0] ?? '';
    const served = await fetch(`${b.url}${photo?.url}`, { headers: { cookie } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(await s3.read(key))).toBe(true);
  });

  it('records the client’s address given by nginx’s X-Forwarded-For in the audit trail', async () => {
    // The client claims an address; nginx appends the one it saw; the instance believes nginx only.
    await login(lb.url, 'vendedor@demo.pt', { 'x-forwarded-for': '203.0.113.7' });
    const events = await sql.query(
      `select address from audit_events where action = 'auth.login' and outcome = 'SUCCESS'
       and actor_name = 'vendedor@demo.pt' order by id desc limit 1`,
    );
    expect(events.rows[0]?.address).toBe('203.0.113.7');
  });

  it('lands 200 writes through the balancer exactly once while one instance restarts', async () => {
    const session = await login(lb.url, 'admin@demo.pt');
    const uuids = Array.from({ length: WRITES }, () => crypto.randomUUID());
    const answered = new Map<string, number>();
    let retries = 0;

    /** One write as the outbox sends it: the same Idempotency-Key on every attempt. */
    async function write(uuid: string, i: number): Promise<void> {
      const body = JSON.stringify({
        uuid,
        name: `Cliente ${i}`,
        status: CONTACT_STATUSES[0],
        contactUserUuid: session.user.uuid,
      });
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
        const res = await fetch(`${lb.url}/api/contacts`, {
          method: 'POST',
          headers: {
            ...bearer(session),
            'content-type': 'application/json',
            'idempotency-key': `it-${uuid}`,
          },
          body,
        }).catch(() => null);
        // 5xx and 409 (the key's first attempt still running) are retried, as the outbox does.
        if (res && res.status < 500 && res.status !== 409) {
          answered.set(uuid, res.status);
          return;
        }
        retries += 1;
        await new Promise((resolve) => setTimeout(resolve, RETRY_PAUSE_MS));
      }
      throw new Error(`write ${uuid} never answered`);
    }

    // The restart begins once a quarter of the writes landed; the last quarter waits for it to end,
    // so writes go before, during and after it whatever the machine's pace.
    let restarted: () => void = () => undefined;
    const restartDone = new Promise<void>((resolve) => (restarted = resolve));
    const window = { atStop: 0, atStart: 0 };
    let next = 0;
    const writers = Array.from({ length: WRITERS }, async () => {
      while (next < WRITES) {
        const i = next;
        next += 1;
        if (i >= (WRITES * 3) / 4) await restartDone;
        await write(uuids[i] ?? '', i);
      }
    });
    const restart = (async () => {
      while (answered.size < WRITES / 4) await new Promise((resolve) => setTimeout(resolve, 5));
      window.atStop = answered.size;
      const code = await a.stop();
      await a.start();
      window.atStart = answered.size;
      restarted();
      return code;
    })();
    const code = await restart;
    await Promise.all(writers);

    expect(code).toBe(0);
    // Writes landed while a was stopping and starting again (through b).
    expect(window.atStart).toBeGreaterThan(window.atStop);
    expect([...answered.values()].every((status) => status === 201)).toBe(true);
    const rows = await sql.query(
      'select uuid, count(*)::int as n from contacts where uuid = any($1) group by uuid',
      [uuids],
    );
    expect(rows.rows).toHaveLength(WRITES);
    expect(rows.rows.every((r: { n: number }) => r.n === 1)).toBe(true);
    console.log(`200 writes through nginx across a restart: ${retries} retried attempts`);
  });

  // Issue 23's live part: LISTEN/NOTIFY across the instances (deadlines, not timings: the
  // condition is awaited, and only its absence past the deadline fails).
  it('answers 401 on one instance within 2 s to a user deactivated through the other', async () => {
    const admin = await login(a.url, 'admin@demo.pt');
    const username = `desativado.${Date.now()}@demo.pt`;
    const registered = await fetch(`${a.url}/api/auth/register`, {
      method: 'POST',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: DEMO_PASSWORD, role: 'SELLER', companyUuid: DEMO_COMPANY }),
    });
    expect(registered.status).toBe(201);
    const seller = await login(b.url, username);
    const onB = () => fetch(`${b.url}/api/stands/company/${DEMO_COMPANY}`, { headers: bearer(seller) });
    // b has read (and cached) the user.
    expect((await onB()).status).toBe(200);

    const deactivated = await fetch(`${a.url}/api/users/state/${seller.user.uuid}`, {
      method: 'PATCH',
      headers: { ...bearer(admin), 'content-type': 'application/json' },
      body: JSON.stringify({ isActive: false }),
    });
    expect(deactivated.status).toBe(200);
    const deadline = Date.now() + 2_000;
    let status = 0;
    while (Date.now() < deadline && status !== 401) status = (await onB()).status;
    expect(status).toBe(401);
  });

  it('wakes an event stream on one instance within 1 s of a change saved through the other', async () => {
    const seller = await login(b.url, 'vendedor@demo.pt');
    const stream = new AbortController();
    const res = await fetch(`${b.url}/api/sync/events`, { headers: bearer(seller), signal: stream.signal });
    expect(res.status).toBe(200);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    const cursors: number[] = [];
    let text = '';
    /** Reads until an event names a cursor above `above`, or the deadline passes (false). */
    async function eventAbove(above: number, deadlineMs: number): Promise<boolean> {
      while (Date.now() < deadlineMs) {
        if (cursors.some((c) => c > above)) return true;
        const chunk = await Promise.race([
          reader.read(),
          new Promise<null>((resolve) =>
            setTimeout(() => resolve(null), Math.max(0, deadlineMs - Date.now())),
          ),
        ]);
        if (!chunk || chunk.done) break;
        text += chunk.value;
        for (const m of text.matchAll(/event: changes\ndata: (\{[^\n]*\})/g))
          cursors.push(Number((JSON.parse(m[1] ?? '{}') as { cursor: string }).cursor));
        text = text.slice(text.lastIndexOf('\n\n') + 2);
      }
      return cursors.some((c) => c > above);
    }
    // The stream is up once its first bytes (': connected') arrived.
    const first = await reader.read();
    expect(first.value).toContain(': connected');

    const before = (await sql.query('select last_value::bigint as n from change_seq')).rows[0];
    const saved = await fetch(`${a.url}/api/contacts`, {
      method: 'POST',
      headers: { ...bearer(await login(a.url, 'vendedor@demo.pt')), 'content-type': 'application/json' },
      body: JSON.stringify({
        uuid: crypto.randomUUID(),
        name: 'Cliente ao vivo',
        status: CONTACT_STATUSES[0],
        contactUserUuid: seller.user.uuid,
      }),
    });
    expect(saved.status).toBe(201);
    expect(await eventAbove(Number(before?.n ?? 0), Date.now() + 1_000)).toBe(true);
    stream.abort();
  });
});
