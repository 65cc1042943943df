// Runs the Playwright suite against the built app served by `npm run serve` on a free port, with a
// throw-away DATA_DIR (fresh demo data every run). The build is made here unless the caller made it
// (MONTRA_BUILT=1: scripts/test.mjs builds once for every step). The demo data is seeded once, into a
// DATA_DIR of its own that the server's and each fault test's server's DATA_DIR are copies of
// (E2E_SEEDED_DATA_DIR), so no server of the run migrates and seeds from scratch.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

const HEALTH_TIMEOUT_MS = 120_000;
const HEALTH_POLL_MS = 100;

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the built server on an empty `dataDir` (it migrates and seeds the demo), then stops it cleanly. */
async function seedDataDir(dataDir) {
  const port = String(await freePort());
  const env = {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`e2e: the seeding server exited (${child.exitCode})`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('e2e: the seeding server did not answer /api/health');
    // Polling a condition (the port answering), not a sleep standing in for one.
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  child.kill('SIGTERM');
  await exited;
}

if (process.env.MONTRA_BUILT !== '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const chromium = ensureChromium();
const port = process.env.E2E_PORT ?? String(await freePort());
const seeded = mkdtempSync(join(tmpdir(), 'montra-e2e-seeded-'));
const dataDir = mkdtempSync(join(tmpdir(), 'montra-e2e-'));
await seedDataDir(seeded);
cpSync(seeded, dataDir, { recursive: true });
const env = {
  ...process.env,
  E2E_PORT: port,
  E2E_DATA_DIR: dataDir,
  E2E_SEEDED_DATA_DIR: seeded,
  CHROMIUM_PATH: chromium,
};
// The e2e run always uses the embedded database, whatever the caller's DATABASE_URL says.
delete env.DATABASE_URL;
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
rmSync(dataDir, { recursive: true, force: true });
rmSync(seeded, { recursive: true, force: true });
process.exit(result.status ?? 1);
