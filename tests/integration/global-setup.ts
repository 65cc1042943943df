/**
 * The integration suite's set-up (vitest.integration.config.ts): the server compiled as
 * `npm run build` compiles it (the instances run dist-server/main.js), the client built (dist/, which
 * the instances serve to the browsers of live-sold.test.ts) when it is missing or stale, and a
 * PostgreSQL server — DATABASE_URL's, or a private cluster of Debian's PostgreSQL. Without
 * PostgreSQL, nginx or Chromium the tests that need them are skipped, saying why.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { ensureClientBuilt } from '../support/client-build';
import { CHROMIUM_PATH } from '../support/local';
import { NGINX } from '../support/nginx';
import { postgresBin, startPostgres } from '../support/postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server's maintenance database; '' when there is none. */
    pgUrl: string;
    /** Why the several-instances tests cannot run here; '' when they can. */
    missing: string;
    /** Why the tests driving Chromium cannot run here; '' when they can. */
    missingBrowser: string;
  }
}

export default async function setup(project: TestProject) {
  // `npm test` builds once before every step (MONTRA_BUILT=1); run alone, this suite compiles the server.
  if (process.env.MONTRA_BUILT !== '1')
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
  const missing = [
    process.env.DATABASE_URL || postgresBin() ? '' : 'PostgreSQL (apt-get install -y postgresql)',
    NGINX ? '' : 'nginx (apt-get install -y nginx)',
  ].filter(Boolean);
  if (missing.length) console.warn(`integration: SKIPPED, missing ${missing.join(' and ')}`);
  const missingBrowser = [
    process.env.DATABASE_URL || postgresBin() ? '' : 'PostgreSQL (apt-get install -y postgresql)',
    existsSync(CHROMIUM_PATH)
      ? ''
      : `Chromium at ${CHROMIUM_PATH} (apt-get install -y chromium-headless-shell)`,
  ].filter(Boolean);
  if (missingBrowser.length)
    console.warn(`integration, two tablets: SKIPPED, missing ${missingBrowser.join(' and ')}`);
  else ensureClientBuilt();
  const pg = process.env.DATABASE_URL || postgresBin() ? await startPostgres() : null;
  project.provide('pgUrl', pg?.url ?? '');
  project.provide('missing', missing.join(', '));
  project.provide('missingBrowser', missingBrowser.join(', '));
  return async () => {
    await pg?.stop();
  };
}
