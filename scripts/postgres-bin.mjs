// Where Debian's PostgreSQL keeps its programs (initdb, pg_ctl), newest version first; null when it is
// not installed. One answer for every place that asks whether PostgreSQL is here: npm test's steps
// (scripts/test.mjs), the vitest projects (vitest.config.ts) and the clusters the tests start
// (tests/support/postgres.ts).
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = '/usr/lib/postgresql';

export function postgresBin() {
  if (!existsSync(ROOT)) return null;
  const versions = readdirSync(ROOT)
    .filter((v) => existsSync(join(ROOT, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(ROOT, versions[0], 'bin') : null;
}

/** Whether the API tests can run on PostgreSQL here: DATABASE_URL's server, or Debian's package. */
export function hasPostgres() {
  return Boolean(process.env.DATABASE_URL) || postgresBin() !== null;
}
