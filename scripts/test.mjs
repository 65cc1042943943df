// `npm test`: every test, on one build. The app built once (`npm run build`: dist/ and dist-server/),
// then the unit and API tests with the same API tests on PostgreSQL beside them (vitest: every project of
// vitest.config.ts; api-pg and serial-pg on one cluster started once), the integration tests
// (several instances of the built server on PostgreSQL behind nginx, with an S3-protocol store:
// vitest.integration.config.ts) and the e2e tests (Playwright in Chromium, against `npm run serve`).
// Each step's seconds are printed at the end, and written as JSON to MONTRA_TEST_TIMES when set
// (.ci/run's table of phases).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const MS_PER_S = 1000;
const env = { ...process.env, MONTRA_BUILT: '1' };

function run(cmd, args) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env });
  return result.status ?? 1;
}

const steps = [
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  {
    // Every vitest project in one run, the PostgreSQL ones (when PostgreSQL is here: vitest.config.ts)
    // beside the PGlite ones: the unit files leave a core idle often enough that the API files on
    // PostgreSQL cost the step next to nothing (measured on 2 cores: 325 s without them, 327 s with
    // them, where a step of their own took 70 s). The last reporter prints each project's seconds.
    name: 'unit/API + PostgreSQL',
    cmd: 'npx',
    args: ['vitest', 'run', '--reporter', 'default', '--reporter', './tests/support/project-times.ts'],
  },
  { name: 'integration', cmd: 'npx', args: ['vitest', 'run', '--config', 'vitest.integration.config.ts'] },
  { name: 'e2e', cmd: 'node', args: ['scripts/e2e.mjs'] },
];

const results = [];
for (const step of steps) {
  const started = Date.now();
  const status = run(step.cmd, step.args);
  const seconds = Math.round((Date.now() - started) / MS_PER_S);
  results.push({ name: step.name, status: status === 0 ? 'passed' : 'FAILED', seconds });
  // Nothing after a failed build can test what it built.
  if (step.name === 'build' && status !== 0) break;
}

console.log('\nnpm test:');
for (const r of results)
  console.log(`  ${r.name.padEnd(22)} ${String(r.seconds).padStart(5)} s  ${r.status}`);
if (process.env.MONTRA_TEST_TIMES) writeFileSync(process.env.MONTRA_TEST_TIMES, JSON.stringify(results));
const passed = results.length === steps.length && results.every((r) => r.status !== 'FAILED');
process.exit(passed ? 0 : 1);
