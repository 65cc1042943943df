import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { hasPostgres as postgresHere } from './scripts/postgres-bin.mjs';

/**
 * The vitest projects (issue 34: both cores busy, one template database per run):
 * - `domain`: src/domain's rules, in node (they import no browser code);
 * - `unit`: browser-side code in jsdom (with fake-indexeddb);
 * - `api`: the API on PGlite in-process, each file on a copy of the run's seeded template;
 * - `api-pg`: the same files on PostgreSQL (one cluster started once, or DATABASE_URL's server);
 * - `serial` / `serial-pg`: the timing-sensitive files (live events, graceful shutdown, slow
 *   requests, feed numbering), alone after the others, one file at a time.
 * The template and the cluster are made once in the main process (tests/api/helpers/database-template.ts).
 */
const SERIAL = [
  'tests/api/live-events.test.ts',
  'tests/api/graceful.test.ts',
  'tests/api/slow-requests.test.ts',
  'tests/api/feed-numbering.test.ts',
];
const API = ['tests/api/**/*.test.ts', 'server/**/*.test.ts'];
const UNIT = ['src/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'];
const UNIT_EXCLUDE = ['src/domain/**'];
/**
 * Unit files that keep a process each: the data layer against a real server (a worker's HTTP
 * client keeps its connections alive from one file's server to the next's stop), and a file that
 * replaces a module (vi.mock), which would otherwise stay replaced for the files after it.
 */
const UNIT_ISOLATED = ['tests/unit/data/**/*.test.{ts,tsx}', 'tests/unit/vehicle/vehicle-conflict.test.tsx'];
const TEMPLATE_SETUP = ['tests/api/helpers/database-template.ts'];
/** Two workers: one per core of the CI machine. */
const WORKERS = 2;

/**
 * Without a PostgreSQL server here (DATABASE_URL's, or Debian's package that
 * tests/support/postgres.ts starts) the `-pg` projects are left out, saying so.
 */
const hasPostgres = postgresHere();
if (!hasPostgres)
  console.warn('api-pg, serial-pg: SKIPPED, PostgreSQL is not installed (apt-get install -y postgresql)');

const api = (name: string, include: string[], exclude: string[], groupOrder: number, alone: boolean) =>
  ({
    extends: true,
    test: {
      name,
      environment: 'node',
      include,
      exclude,
      globalSetup: TEMPLATE_SETUP,
      testTimeout: 60_000,
      hookTimeout: 120_000,
      sequence: { groupOrder },
      isolate: false,
      ...(alone ? { fileParallelism: false, maxWorkers: 1 } : {}),
    },
  }) satisfies TestProjectInlineConfiguration;

/**
 * Browser-side code in jsdom. Without isolation (`isolated: false`) a worker imports the packages
 * (React, Chakra, Dexie) once for all its files, and tests/setup/unit.ts gives each file a fresh
 * page: an empty IndexedDB, empty web storage, our own modules evaluated anew.
 */
const unit = (name: string, include: string[], exclude: string[], isolated: boolean) =>
  ({
    extends: true,
    test: {
      name,
      environment: 'jsdom',
      include,
      exclude,
      setupFiles: ['tests/setup/unit.ts'],
      isolate: isolated,
      // tests/unit/data starts a real server (on a copy of the template database).
      globalSetup: TEMPLATE_SETUP,
      hookTimeout: 120_000,
      testTimeout: 30_000,
      sequence: { groupOrder: 0 },
    },
  }) satisfies TestProjectInlineConfiguration;

export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: WORKERS,
    projects: [
      {
        extends: true,
        test: {
          name: 'domain',
          environment: 'node',
          include: ['src/domain/**/*.test.ts'],
          sequence: { groupOrder: 0 },
        },
      },
      unit('unit', UNIT, [...UNIT_EXCLUDE, ...UNIT_ISOLATED], false),
      unit('unit-isolated', UNIT_ISOLATED, [], true),
      api('api', API, SERIAL, 0, false),
      ...(hasPostgres ? [api('api-pg', API, SERIAL, 0, false)] : []),
      api('serial', SERIAL, [], 1, true),
      ...(hasPostgres ? [api('serial-pg', SERIAL, [], 2, true)] : []),
    ],
  },
});
