/**
 * Opens the database: PGlite embedded under DATA_DIR by default (or in memory
 * for tests), node-postgres when DATABASE_URL is set. One schema, one set of
 * migrations, applied on open.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../config';
import * as schema from './schema';

/** Both drivers expose the same query builder; we type them as one. */
export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Repositories take either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Runs `work` while holding the instances' start-up lock (PostgreSQL: a session advisory lock, so
   * instances starting together on one database take turns — the demo seed of an empty database;
   * PGlite belongs to one process and just runs it).
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** Where PGlite keeps its files; absent = in memory. */
  dataDir?: string | undefined;
  /**
   * A PGlite data directory dumped by `dumpDataDir()` to start from (the tests' template, migrated
   * and seeded once per run); the migrations then find themselves applied.
   */
  loadDataDir?: Blob | undefined;
}

/**
 * Any number (a constant of ours) naming the lock migrations run under: instances starting together
 * on one database take turns, the first applies the migrations and the others find them applied.
 * Without it two of them both create drizzle's journal table, and one fails.
 */
export const MIGRATION_LOCK_KEY = 0x6d6f6e7472610001n;

/** `work` under a session advisory lock held on a connection of its own (the work uses the pool). */
async function underStartLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const lock = await pool.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    try {
      return await work();
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
    }
  } finally {
    lock.release();
  }
}

/** Drizzle over one pooled connection, made once per connection (the pool reuses its clients). */
const overClient = new WeakMap<pg.PoolClient, Db>();

/**
 * `work` with all its queries on one connection of the pool, checked out once (PostgreSQL): a
 * request's queries then wait for the pool once rather than once each, and its statements run
 * back to back where the connection already parsed them. PGlite is one connection: `db` as it is.
 */
export async function onOneConnection<T>(db: Db, work: (one: Db) => Promise<T>): Promise<T> {
  // Drizzle keeps the driver it was made over (the Db type leaves it out).
  const pool = (db as { $client?: unknown }).$client;
  if (!(pool instanceof pg.Pool)) return work(db);
  const client = await pool.connect();
  try {
    let one = overClient.get(client);
    if (!one) {
      one = drizzlePg(client, { schema, casing: 'snake_case' });
      overClient.set(client, one);
    }
    return await work(one);
  } finally {
    // A connection that broke meanwhile is not queryable any more: the pool drops it then.
    client.release();
  }
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // pool.end() resolves once it has asked each client to end, not once they have: close() waits
    // for every connection to be gone, so nothing is cut mid-goodbye (a database dropped right after).
    const open = new Set<pg.Client>();
    pool.on('connect', (client) => {
      open.add(client);
      client.once('end', () => open.delete(client));
    });
    // An idle connection the server ends (a restart, an administrator) is replaced on next use, not fatal.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema, casing: 'snake_case' });
    const exclusive = <T>(work: () => Promise<T>) => underStartLock(pool, work);
    await exclusive(() => migratePg(db, { migrationsFolder: MIGRATIONS_DIR }));
    const close = async () => {
      const ended = [...open].map((client) => new Promise((resolve) => client.once('end', resolve)));
      await pool.end();
      await Promise.all(ended);
    };
    return { db, kind: 'postgres', close, exclusive };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
  }
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_DIR });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: () => client.close(),
    exclusive: (work) => work(),
  };
}
