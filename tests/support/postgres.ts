/**
 * A PostgreSQL server for the tests that need a real one (the integration suite, the bench's
 * several-instances part): DATABASE_URL's when set, otherwise a private cluster of Debian's
 * PostgreSQL (initdb and pg_ctl from /usr/lib/postgresql/<version>/bin) in a temporary folder on a
 * free port, run as the `postgres` user when we are root (PostgreSQL refuses to run as root), as
 * .ci/run does. `createDatabase()` makes an empty database on it for one test.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBin } from '../../scripts/postgres-bin.mjs';
import { freePort } from './local';

export interface TestPostgres {
  /** The server's maintenance database (postgres). */
  url: string;
  stop(): Promise<void>;
}

export { postgresBin };

export async function startPostgres(): Promise<TestPostgres> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  const bin = postgresBin();
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed (apt-get install -y postgresql) and DATABASE_URL is not set',
    );
  const root = mkdtempSync(join(tmpdir(), 'montra-pg-'));
  const data = join(root, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const cmd = asRoot ? 'runuser' : join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
    execFileSync(cmd, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
  };
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    try {
      id('-u');
    } catch {
      execFileSync('useradd', ['--system', '--no-create-home', 'postgres']);
    }
    chownSync(root, id('-u'), id('-g'));
    chmodSync(root, 0o700);
  }
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres']);
  run('pg_ctl', [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=off`,
    '-l',
    join(root, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/**
 * A new database on the server, empty or a copy of the database `template`; `drop()` removes it
 * (with any connection left on it).
 */
export async function createDatabase(
  serverUrl: string,
  template?: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `montra_it_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const target = new URL(serverUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
