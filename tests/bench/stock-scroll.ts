/**
 * The bench's stock-list scroll: the built app served as `npm start` serves it
 * (throw-away DATA_DIR, a free port) with the 'Montra Benchmark' company of N
 * vehicles (one demo photo each), logged in through the real login screen in
 * Chromium at 1024×768; once the first sync has put every vehicle in the
 * mirror, the list's scroll box goes from top to bottom in ~3 s, one step per
 * animation frame, and the frame gaps and the row thumbnails are counted (and
 * the frames of the same scroll over a plain static list, as a yardstick).
 * It measures and prints; it passes or fails nothing.
 */
import { chromium, type Page } from '@playwright/test';
import { spawn, execSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client';
import { DEMO_PASSWORD } from '../../server/seed/demo-organisation';
import { BENCH_USERNAME, seedScaleCompany } from '../../server/seed/scale';

/** As scripts/ensure-chromium.mjs finds it, launched as playwright.config.ts launches it. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The tablet of the e2e tests: wide enough for the table (cards start at 600 px). */
const VIEWPORT = { width: 1024, height: 768 };
const SCROLL_DURATION_MS = 3000;
const FRAME_MS = 1000 / 60;
/** A gap this much longer than one 60 Hz frame means at least one frame was not drawn. */
const DROPPED_FRAME_FACTOR = 1.5;
const SERVER_START_TIMEOUT_MS = 60_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;
/** The first sync of 10,000 vehicles (and their costs and photos) on a slow 2-core machine. */
const FIRST_SYNC_TIMEOUT_MS = 10 * 60_000;
/** Lets the list, the service worker and the last writes go quiet before frames are counted. */
const SETTLE_MS = 2000;

type ThumbImage = { complete: boolean; naturalWidth: number };
interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
  querySelectorAll(selector: string): ArrayLike<ThumbImage>;
}
/** What the in-page code uses of the browser (this project's Node tsconfig has no DOM types). */
interface PageGlobals {
  document: { querySelector(selector: string): ScrollBox | null };
  requestAnimationFrame(callback: (nowMs: number) => void): number;
}
interface ScrollResult {
  stampsMs: number[];
  maxScrollPx: number;
  endScrollPx: number;
  /** Over every frame: thumbnails already decoded, and thumbnails in the rendered rows. */
  loadedPerFrame: number;
  imagesPerFrame: number;
  endLoaded: number;
  endImages: number;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

function frameStats(stampsMs: number[]) {
  const gapsMs = stampsMs.slice(1).map((t, i) => t - (stampsMs[i] ?? t));
  return {
    frames: stampsMs.length,
    dropped: gapsMs.filter((g) => g > DROPPED_FRAME_FACTOR * FRAME_MS).length,
    p95Ms: percentile(gapsMs, 95),
    spanMs: (stampsMs.at(-1) ?? 0) - (stampsMs[0] ?? 0),
  };
}

/** Rows of the list's height with a 40 px box and a line of text, in a box of the list's height. */
function plainList(rows: number): string {
  const row = (i: number) =>
    `<div data-testid="stock-row" style="height:74px;border-bottom:1px solid #ddd;display:flex;` +
    `gap:12px;align-items:center"><div style="width:40px;height:40px;background:hsl(${(i * 37) % 360},` +
    `50%,60%)"></div>AA-${String(i).padStart(5, '0')} Peugeot 208 1.2 PureTech Active 12 345 €</div>`;
  const body = Array.from({ length: rows }, (_, i) => row(i)).join('');
  return `<!doctype html><div data-testid="stock-table" style="height:548px;overflow:auto">${body}</div>`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
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

/** Logs in as the bench admin and waits until the list shows rows, then until the mirror has all N. */
async function loginAndSync(page: Page, baseUrl: string, vehicles: number) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Utilizador').fill(BENCH_USERNAME);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  const t0 = performance.now();
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/\/admin\/vehicles/, { timeout: FIRST_SYNC_TIMEOUT_MS });
  await page.getByTestId('stock-row').first().waitFor({ timeout: FIRST_SYNC_TIMEOUT_MS });
  const firstRowsMs = performance.now() - t0;
  // The count is the mirror's stock rows (no filter on); the progress bar goes when the last page is in.
  await page.waitForFunction(
    (n) => {
      const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
      const count = doc.querySelector('[data-testid="stock-count"]') as { textContent: string } | null;
      return (
        count?.textContent === `${n} veículos` && !doc.querySelector('[data-testid="first-sync-progress"]')
      );
    },
    vehicles,
    { timeout: FIRST_SYNC_TIMEOUT_MS, polling: 500 },
  );
  return { firstRowsMs, syncedMs: performance.now() - t0 };
}

/** In the page: one scroll step per animation frame, its timestamp, and the rows' thumbnails. */
function scrollInPage(durationMs: number): Promise<ScrollResult> {
  const page = globalThis as unknown as PageGlobals;
  const box = page.document.querySelector('[data-testid="stock-table"]');
  if (!box) throw new Error('no stock table');
  const thumbs = () => {
    const images = Array.from(box.querySelectorAll('[data-testid="stock-row"] img'));
    return { images: images.length, loaded: images.filter((i) => i.complete && i.naturalWidth > 0).length };
  };
  const maxScrollPx = box.scrollHeight - box.clientHeight;
  const result: ScrollResult = {
    stampsMs: [],
    maxScrollPx,
    endScrollPx: 0,
    loadedPerFrame: 0,
    imagesPerFrame: 0,
    endLoaded: 0,
    endImages: 0,
  };
  return new Promise((resolve) => {
    let startMs: number | null = null;
    page.requestAnimationFrame(function step(nowMs) {
      startMs ??= nowMs;
      result.stampsMs.push(nowMs);
      // The rows the previous step rendered, as this frame is about to show them.
      const seen = thumbs();
      result.loadedPerFrame += seen.loaded;
      result.imagesPerFrame += seen.images;
      const progress = Math.min(1, (nowMs - startMs) / durationMs);
      box.scrollTop = progress * maxScrollPx;
      if (progress < 1) {
        page.requestAnimationFrame(step);
        return;
      }
      // One more frame so the last rows are rendered before they are counted.
      page.requestAnimationFrame(() => {
        const end = thumbs();
        resolve({ ...result, endScrollPx: box.scrollTop, endLoaded: end.loaded, endImages: end.images });
      });
    });
  });
}

export async function stockScrollBench(vehicles: number): Promise<void> {
  ensureBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'montra-bench-'));
  let server: ReturnType<typeof startServer> | undefined;
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined;
  try {
    const seeded = performance.now();
    const database = await openDatabase({ dataDir });
    await seedScaleCompany(database.db, vehicles).finally(() => database.close());
    const seedMs = performance.now() - seeded;
    const port = await freePort();
    const baseUrl = `http://localhost:${port}`;
    server = startServer(dataDir, port);
    await waitHealthy(`${baseUrl}/api/health`, server.child, server.stderr);

    browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
    const page = await browser.newPage({ viewport: VIEWPORT });
    // tsx (esbuild, keepNames) wraps named functions in __name(); the page has no such helper.
    await page.addInitScript('globalThis.__name = (f) => f;');
    const { firstRowsMs, syncedMs } = await loginAndSync(page, baseUrl, vehicles);
    await page.waitForTimeout(SETTLE_MS);
    const r = await page.evaluate(scrollInPage, SCROLL_DURATION_MS);

    const { dropped, p95Ms, spanMs } = frameStats(r.stampsMs);
    const shownPct = r.imagesPerFrame ? (r.loadedPerFrame / r.imagesPerFrame) * 100 : 0;
    console.log(
      `stock list in Chromium (${vehicles} vehicles, ${VIEWPORT.width}×${VIEWPORT.height}): seeded in ` +
        `${(seedMs / 1000).toFixed(1)} s; first rows ${(firstRowsMs / 1000).toFixed(1)} s and all ` +
        `${vehicles} in the mirror ${(syncedMs / 1000).toFixed(1)} s after login`,
    );
    console.log(
      `stock list scroll (${(r.maxScrollPx / 1000).toFixed(0)}k px top to bottom in ${spanMs.toFixed(0)} ms` +
        `${r.endScrollPx < r.maxScrollPx - 1 ? ', bottom NOT reached' : ''}): ${r.stampsMs.length} frames, ` +
        `${dropped} dropped (gap > ${(DROPPED_FRAME_FACTOR * FRAME_MS).toFixed(1)} ms), p95 frame ` +
        `${p95Ms.toFixed(1)} ms; thumbnails: ${r.endLoaded} of ${r.endImages} loaded ` +
        `at the bottom, ${shownPct.toFixed(0)} % of the rows' thumbnails loaded across frames`,
    );
    // The yardstick: the same scroll over a plain list of N static rows in the same browser, so a
    // slow machine or software rendering is not taken for the app's cost.
    const plain = await browser.newPage({ viewport: VIEWPORT });
    await plain.setContent(plainList(vehicles));
    await plain.evaluate('globalThis.__name = (f) => f;');
    const base = frameStats((await plain.evaluate(scrollInPage, SCROLL_DURATION_MS)).stampsMs);
    console.log(
      `plain ${vehicles}-row list, same scroll (yardstick): ${base.frames} frames, ${base.dropped} dropped, ` +
        `p95 frame ${base.p95Ms.toFixed(1)} ms`,
    );
  } finally {
    await browser?.close();
    if (server) await stopServer(server.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// Alone, without the rest of the bench: `npx tsx tests/bench/stock-scroll.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  await stockScrollBench(Number(process.env.BENCH_VEHICLES ?? 10_000));
}
