// `npm test`: every test, on one build. The app built once (`npm run build`: dist/ and dist-server/),
// then the unit and API tests (vitest: the domain, unit, unit-isolated, api and serial projects), the same API tests
// on PostgreSQL (the api-pg and serial-pg projects, one cluster started once), the integration tests
// (several instances of the built server on PostgreSQL behind nginx, with an S3-protocol store:
// vitest.integration.config.ts) and the e2e tests (Playwright in Chromium, against `npm run serve`).
// Each step's seconds are printed at the end, and written as JSON to MONTRA_TEST_TIMES when set
// (.ci/run's table of phases).
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { hasPostgres } from './postgres-bin.mjs';

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
    name: 'unit/API',
    cmd: 'npx',
    args: [
      'vitest',
      'run',
      '--project',
      'domain',
      '--project',
      'unit',
      '--project',
      'unit-isolated',
      '--project',
      'api',
      '--project',
      'serial',
    ],
  },
  hasPostgres()
    ? {
        name: 'PostgreSQL',
        cmd: 'npx',
        args: ['vitest', 'run', '--project', 'api-pg', '--project', 'serial-pg'],
      }
    : { name: 'PostgreSQL', skipped: 'PostgreSQL is not installed (apt-get install -y postgresql)' },
  { name: 'integration', cmd: 'npx', args: ['vitest', 'run', '--config', 'vitest.integration.config.ts'] },
  { name: 'e2e', cmd: 'node', args: ['scripts/e2e.mjs'] },
];

const results = [];
for (const step of steps) {
  if (step.skipped) {
    console.warn(`\n${step.name}: SKIPPED, ${step.skipped}`);
    results.push({ name: step.name, status: 'skipped', seconds: 0 });
    continue;
  }
  const started = Date.now();
  const status = run(step.cmd, step.args);
  const seconds = Math.round((Date.now() - started) / MS_PER_S);
  results.push({ name: step.name, status: status === 0 ? 'passed' : 'FAILED', seconds });
  // Nothing after a failed build can test what it built.
  if (step.name === 'build' && status !== 0) break;
}

console.log('\nnpm test:');
for (const r of results)
  console.log(`  ${r.name.padEnd(12)} ${String(r.seconds).padStart(5)} s  ${r.status}`);
if (process.env.MONTRA_TEST_TIMES) writeFileSync(process.env.MONTRA_TEST_TIMES, JSON.stringify(results));
const passed = results.length === steps.length && results.every((r) => r.status !== 'FAILED');
process.exit(passed ? 0 : 1);
