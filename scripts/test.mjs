// `npm test`: every test. Unit and API tests (vitest), then the e2e tests (Playwright in Chromium).
import { spawnSync } from 'node:child_process';

function run(cmd, args) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

const unit = run('npx', ['vitest', 'run']);
const e2e = run('node', ['scripts/e2e.mjs']);
console.log(`\nvitest: ${unit === 0 ? 'passed' : 'FAILED'} · e2e: ${e2e === 0 ? 'passed' : 'FAILED'}`);
process.exit(unit === 0 && e2e === 0 ? 0 : 1);
