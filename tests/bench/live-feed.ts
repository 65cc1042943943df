/**
 * The change feed at scale and live changes (issue 23), on DATABASE_URL's PostgreSQL only (PGlite
 * has one connection: nothing runs concurrently there); without DATABASE_URL it prints that it
 * was skipped and starts nothing. BENCH_LIVE=0 leaves it out.
 *
 * - writes/s through the feed's numbering: 50 writers over 20 companies, each updating a stand of
 *   its own company in its own transaction (migration 0017: a provisional change_seq, renumbered
 *   and announced at commit under the global advisory lock), for BENCH_LIVE_SECONDS; then the same
 *   with that lock taken out (the ceiling without the commit-order guarantee): what the lock costs;
 * - change-to-other-tablet latency: two app instances on the one database, a stream open on B,
 *   a write committed through A's pool; from just before the commit to the `event: changes` on
 *   B's stream (p50/p95 over BENCH_LIVE_SAMPLES writes; target p95 ≤ 1 s).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { seedDemo } from '../../server/seed/demo';
import { DEMO_PASSWORD, DEMO_STANDS } from '../../server/seed/demo-organisation';
import { EventParser } from '../../src/data/sync/live-events';

const WRITERS = 50;
const COMPANIES = 20;
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 5);
const SAMPLES = Number(process.env.BENCH_LIVE_SAMPLES ?? 50);
const JWT = 'bench-secret'.padEnd(40, 'x');

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** A fresh database on the server, dropped by the returned function. */
async function freshDatabase(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `montra_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** 50 writers, each on its own stand, for SECONDS: committed writes per second. */
async function writesPerSecond(pool: pg.Pool, stands: string[]): Promise<number> {
  const until = Date.now() + SECONDS * 1000;
  let done = 0;
  await Promise.all(
    stands.map(async (uuid) => {
      const client = await pool.connect();
      try {
        while (Date.now() < until) {
          await client.query('BEGIN');
          await client.query('update stands set name = $1 where uuid = $2', [`S${done}`, uuid]);
          await client.query('COMMIT');
          done += 1;
        }
      } finally {
        client.release();
      }
    }),
  );
  return done / SECONDS;
}

async function numberingBench(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url });
  const pool = new pg.Pool({ connectionString: url, max: WRITERS });
  // pool.end() resolves before its connections are gone; the database's drop (WITH FORCE) then ends
  // them, and an 'error' nobody listens to would end the bench.
  pool.on('error', () => undefined);
  try {
    const stands: string[] = [];
    for (let c = 0; c < COMPANIES; c += 1) {
      const { rows } = await pool.query<{ uuid: string }>(
        'insert into companies (name) values ($1) returning uuid',
        [`Bench ${c}`],
      );
      const company = rows[0]?.uuid;
      for (let s = c; s < WRITERS; s += COMPANIES) {
        const stand = await pool.query<{ uuid: string }>(
          "insert into stands (company_uuid, name, location) values ($1, 'S', 'AVEIRO') returning uuid",
          [company],
        );
        stands.push(stand.rows[0]?.uuid ?? '');
      }
    }
    const locked = await writesPerSecond(pool, stands);
    // The same numbering without the global lock: what the lock costs (never shipped like this).
    const { rows } = await pool.query<{ src: string }>(
      "select pg_get_functiondef('montra_number_at_commit'::regproc) as src",
    );
    const original = rows[0]?.src ?? '';
    await pool.query(original.replace('PERFORM pg_advisory_xact_lock(7454001);', ''));
    const unlocked = await writesPerSecond(pool, stands);
    await pool.query(original);
    console.log(
      `feed numbering, ${WRITERS} writers over ${COMPANIES} companies on PostgreSQL: ` +
        `${locked.toFixed(0)} writes/s numbered at commit under the global advisory lock, ` +
        `${unlocked.toFixed(0)} writes/s without it (${((locked / unlocked) * 100).toFixed(0)} %)`,
    );
  } finally {
    await pool.end();
    await database.close();
  }
}

async function latencyBench(url: string): Promise<void> {
  const dbA = await openDatabase({ databaseUrl: url });
  const dbB = await openDatabase({ databaseUrl: url });
  await seedDemo(dbA.db);
  const appA = await buildApp({ db: dbA.db, jwtSecret: JWT });
  const appB = await buildApp({ db: dbB.db, jwtSecret: JWT });
  await appA.ready();
  await appB.listen({ port: 0, host: '127.0.0.1' });
  const address = appB.server.address();
  const port = address && typeof address === 'object' ? address.port : 0;
  const login = await appA.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'vendedor@demo.pt', password: DEMO_PASSWORD },
  });
  const token = (login.json() as { token: string }).token;
  const controller = new AbortController();
  const res = await fetch(`http://127.0.0.1:${port}/api/sync/events`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  const reader = res.body?.getReader();
  if (!reader) throw new Error('no stream');
  const parser = new EventParser();
  const decoder = new TextDecoder();
  const waiting: { arrived: (() => void) | null } = { arrived: null };
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done || !value) return;
      if (parser.push(decoder.decode(value, { stream: true })).some((e) => e.event === 'changes'))
        waiting.arrived?.();
    }
  })();
  const pool = (dbA.db as unknown as { $client: pg.Pool }).$client;
  const latencies: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const event = new Promise<void>((resolve) => (waiting.arrived = resolve));
    const started = performance.now();
    await pool.query('update stands set name = $1 where uuid = $2', [`Ílhavo ${i}`, DEMO_STANDS.ilhavo]);
    await event;
    latencies.push(performance.now() - started);
  }
  controller.abort();
  console.log(
    `change to another tablet (write committed through instance A → event on B's stream), ` +
      `${SAMPLES} writes: p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(latencies, 95).toFixed(1)} ms (target p95 ≤ 1000 ms)`,
  );
  await appB.close();
  await appA.close();
  await dbB.close();
  await dbA.close();
}

export async function liveFeedBench(): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log('live changes and feed numbering: skipped (they need DATABASE_URL: PostgreSQL)');
    return;
  }
  const numbering = await freshDatabase(url);
  try {
    await numberingBench(numbering.url);
  } finally {
    await numbering.drop();
  }
  const latency = await freshDatabase(url);
  try {
    await latencyBench(latency.url);
  } finally {
    await latency.drop();
  }
}
