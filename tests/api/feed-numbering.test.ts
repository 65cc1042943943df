/**
 * The change feed's numbering at commit (migration 0017, issue 23): a write draws a provisional
 * change_seq, renumbered under the feed's lock while its transaction commits, so seq order stays
 * commit order with the lock held only through the commit.
 * - On any database: a row written twice in one transaction comes once, numbered after what
 *   committed before it, its row_version bumped once per write (the renumbering is no write);
 *   a row made and deleted in one transaction comes as its tombstone only; a rolled-back write
 *   leaves nothing.
 * - On PostgreSQL (the `-pg` projects; PGlite runs one transaction at a time): writers on connections of
 *   their own insert stands, each commit slowed after its number is drawn, while a reader
 *   follows the feed page by page: at the end the reader holds every stand, none skipped by a
 *   cursor that passed it before it committed. (It fails with the lock taken out of the
 *   renumbering: commits then land out of seq order.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import type { ChangesPage } from '../../src/domain/sync';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, body, makeTestApp, runsOnPostgres, type TestApp } from './helpers/test-app';

const WRITERS = 24;
const WRITES_EACH = 15;
/** The longest a commit takes after its number is drawn (ms): a late commit's window. */
const MAX_COMMIT_DELAY_MS = 8;
const PAGE_LIMIT = 50;

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.login('admin@demo.pt');
});
afterAll(async () => {
  await t.close();
});

async function page(since: string): Promise<ChangesPage> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/sync/changes',
    query: { since, limit: String(PAGE_LIMIT) },
    headers: bearer(admin),
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<ChangesPage>(res);
}

/** Every change after `since`, to the feed's end. */
async function readToEnd(since: string): Promise<{ changes: ChangesPage['changes']; cursor: string }> {
  const changes: ChangesPage['changes'] = [];
  let cursor = since;
  for (;;) {
    const next = await page(cursor);
    changes.push(...next.changes);
    cursor = next.cursor;
    if (!next.hasMore) return { changes, cursor };
  }
}

async function newestCursor(): Promise<string> {
  return (await readToEnd('')).cursor;
}

describe('numbering at commit, on any database', () => {
  it('brings a row written twice in one transaction once, after what committed before, bumped per write', async () => {
    const since = await newestCursor();
    const [stand] = await t.database.db
      .select()
      .from(s.stands)
      .where(eq(s.stands.companyUuid, DEMO_COMPANY))
      .limit(1);
    if (!stand) throw new Error('the demo has stands');
    await t.database.db.transaction(async (tx) => {
      await tx.update(s.stands).set({ name: 'Primeiro nome' }).where(eq(s.stands.uuid, stand.uuid));
      await tx.update(s.stands).set({ name: 'Segundo nome' }).where(eq(s.stands.uuid, stand.uuid));
    });
    const { changes } = await readToEnd(since);
    const mine = changes.filter((c) => c.op === 'put' && c.record.uuid === stand.uuid);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ record: { name: 'Segundo nome', rowVersion: stand.rowVersion + 2 } });
    expect(mine[0]!.seq).toBeGreaterThan(Number(since));
    const [after] = await t.database.db.select().from(s.stands).where(eq(s.stands.uuid, stand.uuid));
    expect(after?.changeSeq).toBe(mine[0]!.seq);
  });

  it('brings a row made and deleted in one transaction as its tombstone only; a rollback leaves nothing', async () => {
    const since = await newestCursor();
    const made = await t.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(s.stands)
        .values({ companyUuid: DEMO_COMPANY, name: 'De passagem', location: 'AVEIRO' })
        .returning();
      await tx.delete(s.stands).where(eq(s.stands.uuid, row!.uuid));
      return row!.uuid;
    });
    await expect(
      t.database.db.transaction(async (tx) => {
        await tx.insert(s.stands).values({ companyUuid: DEMO_COMPANY, name: 'Desfeito', location: 'AVEIRO' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    const { changes } = await readToEnd(since);
    expect(changes.map((c) => ({ op: c.op, uuid: c.op === 'put' ? c.record.uuid : c.uuid }))).toEqual([
      { op: 'delete', uuid: made },
    ]);
  });
});

describe.skipIf(!runsOnPostgres())('numbering at commit under concurrent writers (PostgreSQL)', () => {
  it('leaves no stand out of the feed a reader follows while they commit', async () => {
    const since = await newestCursor();
    const pool = new pg.Pool({ connectionString: t.databaseUrl, max: WRITERS });
    // A commit slow after its number is drawn (a disk slow to flush): a deferred trigger fired after
    // the renumbering (triggers fire in name order). Without the lock, a later number committed
    // meanwhile takes the reader's cursor past this one.
    await pool.query(`create function montra_test_slow_commit() returns trigger as $$
      begin perform pg_sleep(random() * ${MAX_COMMIT_DELAY_MS / 1000}); return null; end $$ language plpgsql`);
    await pool.query(`create constraint trigger zz_slow_commit after insert on stands
      deferrable initially deferred for each row execute function montra_test_slow_commit()`);
    const made: string[] = [];
    let writing = true;
    const writers = Array.from({ length: WRITERS }, async (_, w) => {
      const client = await pool.connect();
      try {
        for (let i = 0; i < WRITES_EACH; i += 1) {
          // A rival company's writes between the demo's: the feed's order is one for every company.
          const company = (w + i) % 4 === 0 ? RIVAL_COMPANY : DEMO_COMPANY;
          await client.query('BEGIN');
          const { rows } = await client.query<{ uuid: string }>(
            "insert into stands (company_uuid, name, location) values ($1, $2, 'AVEIRO') returning uuid",
            [company, `W${w}-${i}`],
          );
          await client.query('COMMIT');
          if (company === DEMO_COMPANY) made.push(rows[0]!.uuid);
        }
      } finally {
        client.release();
      }
    });
    // The reader follows the feed while the writers commit, as a tablet pulling on every event.
    const seen = new Set<string>();
    let cursor = since;
    const reader = (async () => {
      while (writing) {
        const next = await page(cursor);
        for (const c of next.changes) if (c.entity === 'stands' && c.op === 'put') seen.add(c.record.uuid);
        cursor = next.cursor;
      }
    })();
    await Promise.all(writers);
    writing = false;
    await reader;
    const rest = await readToEnd(cursor);
    for (const c of rest.changes) if (c.entity === 'stands' && c.op === 'put') seen.add(c.record.uuid);
    await pool.query('drop trigger zz_slow_commit on stands');
    const { rows } = await pool.query<{ n: number }>(
      "select count(*)::int as n from stands where company_uuid = $1 and name like 'W%'",
      [DEMO_COMPANY],
    );
    await pool.end();

    expect(made.length).toBeGreaterThan(0);
    expect(rows[0]?.n).toBe(made.length);
    expect(made.filter((uuid) => !seen.has(uuid))).toEqual([]);
  });
});
