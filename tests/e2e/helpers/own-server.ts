/**
 * A Montra server of a test's own (the fault specs), the built one (dist-server/main.js): its own
 * port, DATA_DIR (a copy of the run's seeded one, or seeded as `npm start` does), STATIC_DIR (a copy of dist, so a
 * "new deployment" of the service worker touches no other spec) and a known
 * JWT_SECRET (the test can mint tokens). One node process, no wrapper, so a
 * SIGKILL reaches the server itself; `start()` again reopens the same DATA_DIR
 * on the same port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { test, type Browser } from '@playwright/test';
import { SignJWT } from 'jose';
import { freePort } from '../../support/local';

const ROOT_DIR = process.cwd();
const HEALTH_TIMEOUT_MS = 120_000;
const HEALTH_POLL_MS = 100;

export interface OwnServer {
  baseURL: string;
  dataDir: string;
  staticDir: string;
  jwtSecret: string;
  /** Starts (or restarts) the server and resolves once /api/health answers. */
  start(): Promise<void>;
  /** `kill -9`: resolves once the process is gone. */
  kill(): Promise<void>;
  /** A clean stop and the temporary directories removed. */
  dispose(): Promise<void>;
  /** Rewrites sw.js (and its .br/.gz) of the copy as a new build would. */
  deployNewServiceWorker(): void;
  /** A token for `userUuid` signed with the server's secret, already expired. */
  expiredToken(userUuid: string): Promise<string>;
  /** What the server wrote to stderr (for a failure's message). */
  stderr(): string;
}

async function waitForHealth(url: string, child: ChildProcess, logs: () => string): Promise<void> {
  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${logs()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    // Polling a condition (the port answering), not a sleep standing in for one.
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`server did not answer /api/health: ${logs()}`);
}

export async function ownServer(): Promise<OwnServer> {
  const root = mkdtempSync(join(tmpdir(), 'montra-soak-'));
  const dataDir = join(root, 'data');
  const staticDir = join(root, 'static');
  const dist = join(ROOT_DIR, 'dist');
  if (!existsSync(join(dist, 'sw.js'))) throw new Error('dist/ is not built (npm run build)');
  cpSync(dist, staticDir, { recursive: true });
  // The demo data seeded once for the run (scripts/e2e.mjs), copied: no migrations nor seeding here.
  if (process.env.E2E_SEEDED_DATA_DIR) cpSync(process.env.E2E_SEEDED_DATA_DIR, dataDir, { recursive: true });
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const jwtSecret = `soak-secret-${Date.now()}-0123456789abcdefghijklmnop`;
  let child: ChildProcess | null = null;
  let errors = '';

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    JWT_SECRET: jwtSecret,
    SEED_DEMO: '1',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;

  const exited = (proc: ChildProcess) =>
    proc.exitCode !== null || proc.signalCode !== null
      ? Promise.resolve()
      : new Promise<void>((resolve) => proc.once('exit', () => resolve()));

  return {
    baseURL,
    dataDir,
    staticDir,
    jwtSecret,
    async start() {
      if (child && child.exitCode === null && child.signalCode === null) throw new Error('already running');
      const proc = spawn(process.execPath, ['dist-server/main.js'], {
        cwd: ROOT_DIR,
        env,
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      proc.stderr?.on('data', (chunk: Buffer) => {
        errors = (errors + chunk.toString()).slice(-8000);
      });
      child = proc;
      await waitForHealth(baseURL, proc, () => errors);
    },
    async kill() {
      if (!child) return;
      const proc = child;
      proc.kill('SIGKILL');
      await exited(proc);
    },
    async dispose() {
      if (child) {
        const proc = child;
        proc.kill('SIGTERM');
        await exited(proc);
      }
      rmSync(root, { recursive: true, force: true });
    },
    deployNewServiceWorker() {
      const file = join(staticDir, 'sw.js');
      const text = `${readFileSync(file, 'utf8')}\n// new version ${Date.now()}\n`;
      writeFileSync(file, text);
      if (existsSync(`${file}.br`)) writeFileSync(`${file}.br`, brotliCompressSync(text));
      if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text));
    },
    async expiredToken(userUuid) {
      const issuedAtS = Math.floor(Date.now() / 1000) - 3600;
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userUuid)
        .setIssuedAt(issuedAtS)
        .setExpirationTime(issuedAtS + 60)
        .sign(new TextEncoder().encode(jwtSecret));
    },
    stderr: () => errors,
  };
}

/** A fault spec's whole test, its own server's start (seeding the demo data) included, on a shared machine. */
const OWN_SERVER_TEST_TIMEOUT_MS = 240_000;

/** A page's text is cut here in the log (the shell and one screen fit). */
const SNAPSHOT_MAX_CHARS = 4000;

/**
 * What every open page shows, into the log of a failed test: the fault specs' pages are their own
 * contexts', not the `page` fixture, and Playwright's error context has no snapshot of them.
 */
async function logOpenPages(browser: Browser): Promise<void> {
  for (const [c, context] of browser.contexts().entries()) {
    for (const [p, page] of context.pages().entries()) {
      const shown = await page
        .locator('body')
        .ariaSnapshot({ timeout: 5_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error)})`);
      console.log(`--- context ${c} page ${p}: ${page.url()}\n${shown.slice(0, SNAPSHOT_MAX_CHARS)}`);
    }
  }
}

/**
 * Each test of the calling spec on a server of its own, started inside the test's time limit and
 * disposed after it (a failed test's pages logged first); the returned function gives the running
 * test its server.
 */
export function serverPerTest(): () => OwnServer {
  let server: OwnServer | undefined;
  test.beforeEach(async () => {
    test.setTimeout(OWN_SERVER_TEST_TIMEOUT_MS);
    server = await ownServer();
    await server.start();
  });
  test.afterEach(async ({ browser }, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await logOpenPages(browser);
    await server?.dispose();
    server = undefined;
  });
  return () => {
    if (!server) throw new Error('serverPerTest: no server outside a test');
    return server;
  };
}
