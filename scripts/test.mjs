// `npm test`: every test. Unit and API tests (vitest), the integration tests (several instances of the
// built server on PostgreSQL behind nginx, with an S3-protocol store: vitest.integration.config.ts), then
// the e2e tests (Playwright in Chromium).
import { spawnSync } from 'node:child_process';

function run(cmd, args) {
  console.log(`\n▶ ${cmd} ${args.join(' ')}`);
  const result = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  return result.status ?? 1;
}

const unit = run('npx', ['vitest', 'run']);
const integration = run('npx', ['vitest', 'run', '--config', 'vitest.integration.config.ts']);
const e2e = run('node', ['scripts/e2e.mjs']);
const said = (status) => (status === 0 ? 'passed' : 'FAILED');
console.log(`\nvitest: ${said(unit)} · integration: ${said(integration)} · e2e: ${said(e2e)}`);
process.exit(unit === 0 && integration === 0 && e2e === 0 ? 0 : 1);
