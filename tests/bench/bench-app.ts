/**
 * The built app as `npm start` serves it, for the browser benches: a throw-away
 * DATA_DIR seeded with the 'Montra Benchmark' company of N vehicles, the server
 * (server/main.ts) on a free port, Debian's Chromium launched as
 * playwright.config.ts launches it, and the bench admin logged in through the
 * real login screen until the first sync has put every vehicle in the mirror.
 * stock-scroll.ts and browser-bench.ts share it, so one server and one first
 * sync (minutes for 10,000 vehicles on a 2-core box) serve every browser figure.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/demo-organisation';
import { BENCH_USERNAME, seedScaleCompany } from '../../server/seed/scale';
import { BENCH_CHROMIUM_PATH, CHROMIUM_ARGS, freePort } from '../support/local';

/** The tablet of the e2e tests: wide enough for the table (cards start at 600 px). */
export const VIEWPORT = { width: 1024, height: 768 };
const SERVER_START_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;
/** The first sync of 10,000 vehicles (and their costs and photos) on a slow 2-core machine. */
export const FIRST_SYNC_TIMEOUT_MS = 15 * 60_000;
/** tsx (esbuild, keepNames) wraps named functions in __name(); the page has no such helper. */
export const NAME_SHIM = 'globalThis.__name = (f) => f;';

export interface BenchApp {
  baseUrl: string;
  seedMs: number;
  browser: Browser;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** The server serves dist/ (`npm run build`); a fresh checkout has none yet. */
function ensureBuild(): void {
  if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'ignore' });
}

/**
 * `npm start`'s entry without its build step. Node with tsx as a loader (not the tsx CLI) so the
 * server is this one process: a SIGTERM reaches it, and a Ctrl-C in the terminal too.
 */
function startServer(dataDir: string, port: number): { child: ChildProcess; stderr: () => string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: 'localhost',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
  };
  // The embedded database the seed wrote to, whatever the caller's DATABASE_URL says.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let tail = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  return { child, stderr: () => tail };
}

async function waitHealthy(url: string, child: ChildProcess, stderr: () => string): Promise<void> {
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server not healthy after ${SERVER_START_TIMEOUT_MS} ms: ${stderr()}`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), SERVER_STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}

/**
 * Seeds, serves and launches Chromium, runs `use`, then closes the browser, stops the server and
 * removes the data, whatever `use` did.
 */
export async function withBenchApp(vehicles: number, use: (app: BenchApp) => Promise<void>): Promise<void> {
  ensureBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'montra-bench-'));
  let server: ReturnType<typeof startServer> | undefined;
  let browser: Browser | undefined;
  try {
    const seeded = performance.now();
    const database = await openDatabase({ dataDir });
    await seedScaleCompany(database.db, vehicles).finally(() => database.close());
    const seedMs = performance.now() - seeded;
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    server = startServer(dataDir, port);
    await waitHealthy(`${baseUrl}/api/health`, server.child, server.stderr);
    browser = await chromium.launch({ executablePath: BENCH_CHROMIUM_PATH, args: CHROMIUM_ARGS });
    await use({ baseUrl, seedMs, browser });
  } finally {
    await browser?.close();
    if (server) await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The stock list's count says N and the first-sync progress bar is gone. */
function mirrorFull(n: number): boolean {
  const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
  const count = doc.querySelector('[data-testid="stock-count"]') as { textContent: string } | null;
  return count?.textContent === `${n} veículos` && !doc.querySelector('[data-testid="first-sync-progress"]');
}

/**
 * Logs in as the bench admin (the page already on the login screen, or sent there) and waits until
 * the list shows rows (`onFirstRows` runs then), then until the mirror has all N. `startedAtMs`: the
 * click on Login (performance.now()).
 */
export async function loginAndSync(
  page: Page,
  baseUrl: string,
  vehicles: number,
  onFirstRows?: () => void,
): Promise<{ firstRowsMs: number; syncedMs: number; startedAtMs: number }> {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Utilizador').fill(BENCH_USERNAME);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const t0 = performance.now();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/vehicles/, { timeout: FIRST_SYNC_TIMEOUT_MS });
  await page.getByTestId('stock-row').first().waitFor({ timeout: FIRST_SYNC_TIMEOUT_MS });
  const firstRowsMs = performance.now() - t0;
  onFirstRows?.();
  // The count is the mirror's stock rows (no filter on); the progress bar goes when the last page is in.
  await page.waitForFunction(mirrorFull, vehicles, { timeout: FIRST_SYNC_TIMEOUT_MS, polling: 500 });
  return { firstRowsMs, syncedMs: performance.now() - t0, startedAtMs: t0 };
}
