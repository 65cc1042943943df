/**
 * A fresh app on a fresh database for one test file: a copy of the run's template (PGlite in
 * memory, or a new database on the `-pg` projects' PostgreSQL server, dropped again by close()).
 * Demo data is there unless told otherwise.
 * Also the logins and calls as a logged-in user every API test file makes.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, inject } from 'vitest';
import { createDatabase } from '../../support/postgres';
import type { DatabaseTemplate } from './database-template';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppDeps } from '../../../server/app';
import { openDatabase, type Database } from '../../../server/db/client';
import { seedDemo } from '../../../server/seed/demo';
import { DEMO_PASSWORD } from '../../../server/seed/demo-organisation';

export const TEST_JWT_SECRET = 'test-secret-'.padEnd(48, 'x');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The PostgreSQL database the app runs on (a second instance can open it); '' on PGlite. */
  databaseUrl: string;
  /** The folder of the app's own media store ('' unless made with `media`). */
  mediaDir: string;
  /** Logs a user in and returns the bearer token. */
  login(username: string, password?: string): Promise<string>;
  /** POST /api/auth/login as it answers, for the tests of logging in (from `remoteAddress`, if given). */
  postLogin(username: string, password?: string, remoteAddress?: string): Promise<LightMyRequestResponse>;
  /** The media cookie a session gets (POST /api/auth/media-session), as a Cookie header. */
  mediaCookie(token: string): Promise<{ cookie: string }>;
  close(): Promise<void>;
}

interface FreshDatabase {
  database: Database;
  url: string;
  drop: () => Promise<void>;
}

/** A new database on the PostgreSQL server at `serverUrl` (a copy of `template` when given), opened. */
async function createOn(serverUrl: string, template?: string): Promise<FreshDatabase> {
  const { url, drop } = await createDatabase(serverUrl, template);
  return { database: await openDatabase({ databaseUrl: url }), url, drop };
}

/**
 * The run's template (tests/api/helpers/database-template.ts), seeded or empty, copied for one file; or,
 * `fresh`, an empty database the migrations run on here (the test that proves them). Outside a
 * vitest project with the template set-up, DATABASE_URL's server or PGlite, migrated here.
 */
async function freshDatabase(seed: boolean, fresh: boolean): Promise<FreshDatabase & { seeded: boolean }> {
  const template: DatabaseTemplate | undefined = fresh ? undefined : inject('databaseTemplate');
  if (template?.kind === 'postgres') {
    return { ...(await createOn(template.serverUrl, seed ? template.seeded : template.empty)), seeded: seed };
  }
  if (template?.kind === 'pglite') {
    const loadDataDir = new Blob([await readFile(seed ? template.seeded : template.empty)]);
    return { database: await openDatabase({ loadDataDir }), url: '', drop: async () => {}, seeded: seed };
  }
  const url = process.env.DATABASE_URL;
  const made = url
    ? await createOn(url)
    : { database: await openDatabase({}), url: '', drop: async () => {} };
  return { ...made, seeded: false };
}

/** Whether this project's test apps run on PostgreSQL (the `-pg` projects, or DATABASE_URL outside them). */
export function runsOnPostgres(): boolean {
  const template: DatabaseTemplate | undefined = inject('databaseTemplate');
  return template ? template.kind === 'postgres' : Boolean(process.env.DATABASE_URL);
}

export interface TestAppOptions {
  /** The demo data (default); false: migrated, no rows. */
  seed?: boolean;
  /** Migrate an empty database here rather than copy the run's template (the migrations' own proof). */
  fresh?: boolean;
  /** A media store of its own, in a temporary folder (`mediaDir`) that close() removes. */
  media?: boolean;
  deps?: Partial<Omit<AppDeps, 'db'>>;
}

export async function makeTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const seed = options.seed ?? true;
  const { database, url: databaseUrl, drop, seeded } = await freshDatabase(seed, options.fresh ?? false);
  if (seed && !seeded) await seedDemo(database.db);
  const mediaDir = options.media ? await mkdtemp(join(tmpdir(), 'montra-media-')) : '';
  const app = await buildApp({
    db: database.db,
    jwtSecret: TEST_JWT_SECRET,
    ...(mediaDir ? { mediaDir } : {}),
    ...options.deps,
  });
  const postLogin = (username: string, password = DEMO_PASSWORD, remoteAddress?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  return {
    app,
    database,
    databaseUrl,
    mediaDir,
    postLogin,
    async login(username, password) {
      const res = await postLogin(username, password);
      if (res.statusCode !== 200) throw new Error(`login ${username} failed: ${res.statusCode} ${res.body}`);
      return (res.json() as { token: string }).token;
    },
    async mediaCookie(token) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/media-session',
        headers: bearer(token),
      });
      const value = /montra_media=([^;]*)/.exec(String(res.headers['set-cookie'] ?? ''))?.[1];
      if (res.statusCode !== 204 || !value) throw new Error(`no media cookie: ${res.statusCode} ${res.body}`);
      return mediaCookie(value);
    },
    async close() {
      await app.close();
      await database.close();
      await drop();
      if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

export function bearer(token: string) {
  return { authorization: `Bearer ${token}` };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call as a logged-in user (tokens by username), `headers` (an Idempotency-Key) on top. */
export function caller<U extends string>(t: TestApp, tokens: Record<U, string>) {
  return (
    method: Method,
    url: string,
    as: U,
    payload?: object | string,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(tokens[as] ?? ''), ...headers },
      ...(payload ? { payload } : {}),
    });
}

/**
 * A test file's app on a fresh database: `users` logged in before its tests (their tokens by
 * username in `tokens`), closed after them. `t` is one object filled in before the tests run, so
 * the file and its hooks can hold it from the start; a file's own beforeAll runs after this one.
 */
export function testAppWithUsers<U extends string>(users: readonly U[], options: TestAppOptions = {}) {
  const t = {} as TestApp;
  const tokens = {} as Record<U, string>;
  beforeAll(async () => {
    Object.assign(t, await makeTestApp(options));
    for (const u of users) tokens[u] = await t.login(u);
  });
  afterAll(async () => {
    await t.close();
  });
  return { t, tokens, call: caller(t, tokens) };
}

/** A Cookie header carrying this value as the media cookie (GET /api/media reads nothing else). */
export function mediaCookie(token: string) {
  return { cookie: `montra_media=${token}` };
}

/** The parsed JSON body, typed by the caller. */
export function body<T>(res: LightMyRequestResponse): T {
  return res.json() as T;
}
