/**
 * The vitest projects' global set-up: the database every API test file starts from, migrated and
 * seeded once per run instead of once per file (issue 34). On PGlite, two data directories dumped
 * with `dumpDataDir()` (the demo seeded, and migrated but empty) that each file loads with
 * `loadDataDir`; on PostgreSQL (the `-pg` projects), one cluster started once (or DATABASE_URL's
 * server) holding two template databases that each file copies with `CREATE DATABASE … TEMPLATE`.
 * Set up once in the main process however many projects ask (globalThis), stopped after the last.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../../server/db/client';
import { seedDemo } from '../../../server/seed/demo';
import { createDatabase, startPostgres, type TestPostgres } from '../../support/postgres';

export type DatabaseTemplate =
  | { kind: 'pglite'; seeded: string; empty: string }
  | { kind: 'postgres'; serverUrl: string; seeded: string; empty: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where a test file's database comes from (tests/api/helpers/test-app.ts). */
    databaseTemplate: DatabaseTemplate;
  }
}

/** A project whose name ends so runs its API tests on PostgreSQL (vitest.config.ts). */
export const POSTGRES_PROJECT_SUFFIX = '-pg';

interface Shared {
  pglite?: Promise<DatabaseTemplate>;
  postgres?: Promise<DatabaseTemplate>;
  server?: TestPostgres;
  dir?: string;
  /** Removes each template database made on the server. */
  drops: (() => Promise<void>)[];
  users: number;
}
const KEY = Symbol.for('montra.databaseTemplate');
const shared = ((globalThis as Record<symbol, Shared | undefined>)[KEY] ??= { users: 0, drops: [] });

async function pgliteTemplates(): Promise<DatabaseTemplate> {
  const dir = (shared.dir ??= mkdtempSync(join(tmpdir(), 'montra-template-')));
  const dump = async (seed: boolean, file: string) => {
    const database = await openDatabase({});
    if (seed) await seedDemo(database.db);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const blob = await client.dumpDataDir('none');
    writeFileSync(join(dir, file), Buffer.from(await blob.arrayBuffer()));
    await database.close();
    return join(dir, file);
  };
  return { kind: 'pglite', seeded: await dump(true, 'seeded.tar'), empty: await dump(false, 'empty.tar') };
}

async function postgresTemplates(): Promise<DatabaseTemplate> {
  const server = (shared.server = await startPostgres());
  const make = async (seed: boolean) => {
    const { url, drop } = await createDatabase(server.url);
    shared.drops.push(drop);
    const database = await openDatabase({ databaseUrl: url });
    if (seed) await seedDemo(database.db);
    // No connection may stay open on a template while it is copied.
    await database.close();
    return new URL(url).pathname.slice(1);
  };
  return { kind: 'postgres', serverUrl: server.url, seeded: await make(true), empty: await make(false) };
}

async function dropTemplates(): Promise<void> {
  // On DATABASE_URL's server (someone else's) the templates go; a private cluster goes whole.
  for (const drop of shared.drops.splice(0)) await drop();
  await shared.server?.stop();
  if (shared.dir) rmSync(shared.dir, { recursive: true, force: true });
  delete shared.pglite;
  delete shared.postgres;
  delete shared.server;
  delete shared.dir;
}

export default async function setup(project: TestProject) {
  shared.users += 1;
  const onPostgres = project.name.endsWith(POSTGRES_PROJECT_SUFFIX);
  const template = onPostgres
    ? (shared.postgres ??= postgresTemplates())
    : (shared.pglite ??= pgliteTemplates());
  project.provide('databaseTemplate', await template);
  return async () => {
    shared.users -= 1;
    if (shared.users === 0) await dropTemplates();
  };
}
