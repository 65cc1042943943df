/**
 * Instances starting together on one empty PostgreSQL database (issue 23): migrations run under an
 * advisory lock, so two migrators in parallel both open the database, the migrations are applied
 * once, and the schema is whole. A housekeeping job claimed by one of two instances in a period is
 * not run by the other.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MIGRATIONS_DIR } from '../../server/config';
import { openDatabase, type Database } from '../../server/db/client';
import { claimScheduledRun } from '../../server/repositories/scheduled-runs';
import { createDatabase } from '../support/postgres';

const pgUrl = inject('pgUrl');
const HOUR_MS = 60 * 60 * 1000;

describe.skipIf(pgUrl === '')('two migrators in parallel on one empty database', () => {
  let target: { url: string; drop(): Promise<void> };
  let opened: Database[] = [];

  beforeAll(async () => {
    target = await createDatabase(pgUrl);
  });
  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await target?.drop();
  });

  it('both open the database; the migrations are applied once', async () => {
    opened = await Promise.all([
      openDatabase({ databaseUrl: target.url }),
      openDatabase({ databaseUrl: target.url }),
    ]);
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const [first] = opened;
    if (!first) throw new Error('no database');
    const applied = await first.db.execute<{ n: number }>(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
    const tables = await first.db.execute<{ n: number }>(
      sql`select count(*)::int as n from information_schema.tables where table_name = 'scheduled_runs'`,
    );
    expect(tables.rows[0]?.n).toBe(1);
  });

  it('gives a housekeeping job to one instance per period, however many ask together', async () => {
    const [one, two] = opened;
    if (!one || !two) throw new Error('no database');
    const claims = await Promise.all(
      [one, two, one, two].map((d) => claimScheduledRun(d.db, 'integration-job', HOUR_MS)),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // A period later (the last run moved back an hour) the next tick wins it again.
    await one.db.execute(
      sql`update scheduled_runs set last_run_at = now() - interval '1 hour' where job = 'integration-job'`,
    );
    expect(await claimScheduledRun(two.db, 'integration-job', HOUR_MS)).toBe(true);
    expect(await claimScheduledRun(one.db, 'integration-job', HOUR_MS)).toBe(false);
  });
});
