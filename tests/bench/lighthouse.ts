/**
 * Lighthouse 12 (mobile: its simulated slow 4G and 4× slower CPU) on the built app of bench-app.ts:
 * `/login` on a first visit (empty profile), then the stock list of the 'Montra Benchmark' company
 * after a scripted login through the real login screen and a full first sync (the profile kept, so
 * the page opens as it does for a returning user: the service worker and the mirror in place).
 * Prints performance, FCP, LCP, TBT and CLS beside their targets (issue 26), and accessibility.
 * It measures and prints; it passes or fails nothing.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import puppeteer, { type Page } from 'puppeteer-core';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../../server/seed/demo-organisation';
import { BENCH_USERNAME } from '../../server/seed/scale';
import { CHROMIUM_PATH } from '../support/local';
import { FIRST_SYNC_TIMEOUT_MS, withBenchApp } from './bench-app';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];
/** Issue 26's targets (Lighthouse's own "good" thresholds for a phone). */
const TARGET = { performance: 90, fcpMs: 1800, lcpMs: 2500, tbtMs: 200, cls: 0.1 };

/**
 * Runs of each page: one Lighthouse run moves by 10 points from one to the next here (a busy 2-core
 * machine); the figures are the median run's, as Lighthouse's own median-run picks it (closest to
 * the median first paint and time to interactive), the other runs' scores printed beside.
 */
const RUNS = 3;
/** The long tasks printed after the figures (the rest only counted). */
const LONG_TASKS_SHOWN = 4;
interface LongTask {
  url: string;
  duration: number;
  startTime: number;
}

function figures(name: string, results: (RunnerResult | undefined)[]): void {
  const runs = results.flatMap((r) => (r ? [r.lhr] : []));
  const valid = filterToValidRuns(runs.filter((lhr) => !lhr.runtimeError));
  if (!valid.length) {
    const error = runs.find((lhr) => lhr.runtimeError)?.runtimeError;
    console.log(
      `lighthouse ${name}: no figures (${error ? `${error.code}: ${error.message}` : 'no result'})`,
    );
    return;
  }
  const median = computeMedianRun(valid);
  const { categories, audits } = median;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const scores = valid.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const accessibility = categories.accessibility ? `, accessibility ${score('accessibility')}` : '';
  console.log(
    `lighthouse ${name} (mobile, simulated slow 4G, 4× CPU; median of ${valid.length} runs, performance ` +
      `${scores.join(', ')}): performance ${score('performance')} ` +
      `(target ≥ ${TARGET.performance}); FCP ${(value('first-contentful-paint') / 1000).toFixed(1)} s ` +
      `(≤ ${TARGET.fcpMs / 1000} s); LCP ${(value('largest-contentful-paint') / 1000).toFixed(1)} s ` +
      `(≤ ${TARGET.lcpMs / 1000} s); TBT ${value('total-blocking-time').toFixed(0)} ms ` +
      `(≤ ${TARGET.tbtMs} ms); CLS ${value('cumulative-layout-shift').toFixed(3)} (≤ ${TARGET.cls})` +
      accessibility,
  );
  // Where the blocking time comes from: the page's longest tasks, as Lighthouse simulates them.
  const tasks = (audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [];
  const longest = [...tasks]
    .sort((a, b) => b.duration - a.duration)
    .slice(0, LONG_TASKS_SHOWN)
    .map(
      (t) =>
        `${t.url.replace(/^.*\//, '') || 'page'} ${t.duration.toFixed(0)} ms at ${t.startTime.toFixed(0)} ms`,
    );
  console.log(`  ${tasks.length} long tasks${longest.length ? `, longest: ${longest.join('; ')}` : ''}`);
}

/** The stock count says N and the first-sync progress bar is gone (as bench-app.ts's mirrorFull). */
function mirrorFull(n: number): boolean {
  const doc = (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document;
  const count = doc.querySelector('[data-testid="stock-count"]') as { textContent: string } | null;
  return count?.textContent === `${n} veículos` && !doc.querySelector('[data-testid="first-sync-progress"]');
}

async function logIn(page: Page, baseUrl: string, vehicles: number): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.locator('input[autocomplete="username"]').fill(BENCH_USERNAME);
  await page.locator('input[autocomplete="current-password"]').fill(DEMO_PASSWORD);
  await page.locator('button[type="submit"]').click();
  await page.waitForFunction(mirrorFull, { timeout: FIRST_SYNC_TIMEOUT_MS, polling: 500 }, vehicles);
}

/** One Chromium (its own throw-away profile) for `run`, closed whatever `run` did. */
async function withChrome<R>(run: (port: number) => Promise<R>): Promise<R> {
  const profile = mkdtempSync(join(tmpdir(), 'montra-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    userDataDir: profile,
  });
  try {
    return await run(chrome.port);
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

export async function lighthouseBench(vehicles: number, { stockList = true } = {}): Promise<void> {
  await withBenchApp(vehicles, async ({ baseUrl }) => {
    const flags: Flags = { logLevel: 'error', output: 'json' };
    // A first visit each time: a fresh profile, Lighthouse's own storage reset.
    const login: (RunnerResult | undefined)[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      login.push(
        await withChrome((port) =>
          lighthouse(`${baseUrl}/login`, {
            ...flags,
            port,
            onlyCategories: ['performance', 'accessibility'],
          }),
        ),
      );
    }
    figures('/login, first visit', login);
    if (!stockList) return;
    // The stock list of a signed-in user whose mirror is full: the storage kept.
    await withChrome(async (port) => {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
      const page = await browser.newPage();
      await page.setViewport({ width: 1024, height: 768 });
      await logIn(page, baseUrl, vehicles);
      // One login and first sync, then each run opens the list again on the same profile.
      const runs: (RunnerResult | undefined)[] = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(
          await lighthouse(
            `${baseUrl}/admin/vehicles`,
            { ...flags, port, disableStorageReset: true, onlyCategories: ['performance'] },
            undefined,
            page,
          ),
        );
      }
      figures(`stock list (${vehicles} vehicles, signed in, mirror full)`, runs);
      await browser.disconnect();
    });
  });
}

// Alone, without the rest of the bench: `npx tsx tests/bench/lighthouse.ts [login]` (`login`: that
// screen only, without a company to seed and sync).
if (import.meta.url === `file://${process.argv[1]}`) {
  const loginOnly = process.argv[2] === 'login';
  await lighthouseBench(loginOnly ? 1 : Number(process.env.BENCH_VEHICLES ?? 10_000), {
    stockList: !loginOnly,
  });
}
