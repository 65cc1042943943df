// Runs the Playwright suite against the built app served by `npm start` on a free port,
// with a throw-away DATA_DIR (fresh demo data every run).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';

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

const chromium = ensureChromium();
const port = process.env.E2E_PORT ?? String(await freePort());
const dataDir = mkdtempSync(join(tmpdir(), 'montra-e2e-'));
const env = { ...process.env, E2E_PORT: port, E2E_DATA_DIR: dataDir, CHROMIUM_PATH: chromium };
// The e2e run always uses the embedded database, whatever the caller's DATABASE_URL says.
delete env.DATABASE_URL;
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], { stdio: 'inherit', env });
rmSync(dataDir, { recursive: true, force: true });
process.exit(result.status ?? 1);
