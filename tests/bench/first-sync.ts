/**
 * The first sync's figures for browser-bench.ts (issue 26, scope 1, 2 and 6):
 * - the raw floor: the same feed pages fetched in the same browser (a page of
 *   the same origin without the app) and put into an IndexedDB with the
 *   mirror's stores and indexes, one transaction per page, the next page asked
 *   for while one is put — no app logic (the pages are the pull's: a small
 *   first one, then the largest);
 * - the profile of the app's first sync from the User Timing measures the pull
 *   emits (src/data/sync/sync-marks.ts) and the page's long tasks: requests in
 *   flight, JSON parse, the mirror's transactions, the main thread's busy time.
 * It measures and prints; it passes or fails nothing.
 */
import type { Browser, Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/seed/demo-organisation';
import { BENCH_USERNAME } from '../../server/seed/scale';
import { MontraDb } from '../../src/data/db/montra-db';
import { PULL_FIRST_PAGE_SIZE, PULL_PAGE_SIZE } from '../../src/data/sync/pull';
import { SYNC_MEASURE } from '../../src/data/sync/sync-marks';
import { NAME_SHIM, VIEWPORT } from './bench-app';

/** A store of the mirror as IndexedDB is told to make it. */
interface StoreShape {
  name: string;
  keyPath: string;
  indexes: { name: string; keyPath: string | string[]; unique: boolean; multiEntry: boolean }[];
}

/** The mirror's entity stores and their indexes, as Dexie declares them (src/data/db/montra-db.ts). */
function mirrorShape(): StoreShape[] {
  const db = new MontraDb('bench-shape');
  return db.tables
    .filter((t) => !['outbox', 'blobs', 'meta'].includes(t.name))
    .map((t) => ({
      name: t.name,
      keyPath: String(t.schema.primKey.keyPath),
      indexes: t.schema.indexes.map((i) => ({
        name: i.name,
        keyPath: i.keyPath ?? i.name,
        unique: !!i.unique,
        multiEntry: !!i.multi,
      })),
    }));
}

export interface FloorRun {
  totalMs: number;
  pages: number;
  changes: number;
  /** Time to the first page's last byte, from the first request. */
  firstPageMs: number;
  fetchMs: number;
  parseMs: number;
  putMs: number;
}

/** The few IndexedDB shapes the page's function uses (this project's types are Node's, not the DOM's). */
interface IdbRequest<T> {
  result: T;
  error: unknown;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
  onupgradeneeded?: (() => void) | null;
}
interface IdbTransaction {
  objectStore(name: string): { put(value: unknown): unknown };
  oncomplete: (() => void) | null;
  onerror: (() => void) | null;
  error: unknown;
}
interface IdbDatabase {
  createObjectStore(
    name: string,
    options: { keyPath: string },
  ): { createIndex(name: string, keyPath: string | string[], options: object): unknown };
  transaction(names: string[], mode: 'readwrite'): IdbTransaction;
  close(): void;
}
interface Measure {
  startTime: number;
  duration: number;
}

/** Runs in the page (no imports): log in, then every page fetched, parsed and put raw. */
async function rawFirstSync(args: {
  username: string;
  password: string;
  firstLimit: number;
  limit: number;
  stores: StoreShape[];
}): Promise<FloorRun> {
  const login = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: args.username, password: args.password }),
  });
  const { token } = (await login.json()) as { token: string };
  const idb = (
    globalThis as unknown as { indexedDB: { open(name: string, v: number): IdbRequest<IdbDatabase> } }
  ).indexedDB;
  const db = await new Promise<IdbDatabase>((resolve, reject) => {
    const open = idb.open(`bench-floor-${Date.now()}`, 1);
    open.onupgradeneeded = () => {
      for (const s of args.stores) {
        const store = open.result.createObjectStore(s.name, { keyPath: s.keyPath });
        for (const i of s.indexes)
          store.createIndex(i.name, i.keyPath, { unique: i.unique, multiEntry: i.multiEntry });
      }
    };
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error);
  });
  type Page = {
    changes: { entity: string; op: string; record?: unknown }[];
    cursor: string;
    hasMore: boolean;
  };
  const run = { totalMs: 0, pages: 0, changes: 0, firstPageMs: 0, fetchMs: 0, parseMs: 0, putMs: 0 };
  const t0 = performance.now();
  const get = async (since: string) => {
    const sent = performance.now();
    const limit = since === '' ? args.firstLimit : args.limit;
    const res = await fetch(`/api/sync/changes?since=${since}&limit=${limit}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const text = await res.text();
    const arrived = performance.now();
    run.fetchMs += arrived - sent;
    if (run.pages === 0 && run.firstPageMs === 0) run.firstPageMs = arrived - t0;
    const page = JSON.parse(text) as Page;
    run.parseMs += performance.now() - arrived;
    return page;
  };
  let next = get('');
  for (;;) {
    const page = await next;
    if (page.hasMore) next = get(page.cursor);
    const put = performance.now();
    const names = [...new Set(page.changes.map((c) => c.entity))];
    if (names.length) {
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction(names, 'readwrite');
        for (const c of page.changes) if (c.op === 'put') tx.objectStore(c.entity).put(c.record);
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
    }
    run.putMs += performance.now() - put;
    run.pages += 1;
    run.changes += page.changes.length;
    if (!page.hasMore) break;
  }
  run.totalMs = performance.now() - t0;
  db.close();
  return run;
}

/** The raw floor, in its own context (no app, no service worker) on a page of the server's origin. */
export async function rawFloor(browser: Browser, baseUrl: string): Promise<FloorRun> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  await context.addInitScript(NAME_SHIM);
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    return await page.evaluate(rawFirstSync, {
      username: BENCH_USERNAME,
      password: DEMO_PASSWORD,
      firstLimit: PULL_FIRST_PAGE_SIZE,
      limit: PULL_PAGE_SIZE,
      stores: mirrorShape(),
    });
  } finally {
    await context.close();
  }
}

/** Injected before the app: the page's long tasks (main thread busy ≥ 50 ms), kept for the profile. */
export const LONG_TASK_PROBE = `
globalThis.__longTasks = [];
try {
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) globalThis.__longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
} catch {}`;

export interface SyncProfile {
  pages: number;
  /** From the first request sent to the last page committed. */
  spanMs: number;
  fetchSumMs: number;
  /** Wall time with at least one request in flight. */
  fetchWallMs: number;
  parseMs: number;
  applyMs: number;
  longTaskMs: number;
  longTasks: number;
}

/** In the page: the pull's measures and the long tasks between the first request and the last apply. */
function readProfile(names: { fetch: string; parse: string; apply: string }): SyncProfile {
  const entries = (name: string) =>
    (performance as unknown as { getEntriesByName(name: string, type: string): Measure[] }).getEntriesByName(
      name,
      'measure',
    );
  const fetches = entries(names.fetch);
  const applies = entries(names.apply);
  const start = Math.min(...fetches.map((e) => e.startTime));
  const end = Math.max(...applies.map((e) => e.startTime + e.duration));
  let wall = 0;
  let reach = -Infinity;
  for (const e of [...fetches].sort((a, b) => a.startTime - b.startTime)) {
    const from = Math.max(e.startTime, reach);
    const to = e.startTime + e.duration;
    if (to > from) wall += to - from;
    reach = Math.max(reach, to);
  }
  const sum = (list: Measure[]) => list.reduce((n, e) => n + e.duration, 0);
  const tasks = ((globalThis as unknown as { __longTasks?: [number, number][] }).__longTasks ?? []).filter(
    ([at]) => at >= start && at <= end,
  );
  return {
    pages: applies.length,
    spanMs: end - start,
    fetchSumMs: sum(fetches),
    fetchWallMs: wall,
    parseMs: sum(entries(names.parse)),
    applyMs: sum(applies),
    longTaskMs: tasks.reduce((n, [, d]) => n + d, 0),
    longTasks: tasks.length,
  };
}

export function syncProfile(page: Page): Promise<SyncProfile> {
  return page.evaluate(readProfile, SYNC_MEASURE);
}

const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function printFirstSync(
  vehicles: number,
  app: { firstRowsMs: number; syncedMs: number; firstPageMs: number | null },
  floor: FloorRun,
  profile: SyncProfile,
): void {
  const ratio = (app.syncedMs / floor.totalMs).toFixed(1);
  console.log(
    `first sync: login → all ${vehicles} vehicles in the mirror ${s(app.syncedMs)} (floor ${s(floor.totalMs)}, ` +
      `${ratio}× floor, target ≤ 2× floor); the floor: the same ${floor.pages} pages (${floor.changes} changes) ` +
      `fetched in the same browser and put raw into IndexedDB with the mirror's indexes, one transaction a page ` +
      `(first page's last byte ${s(floor.firstPageMs)}, requests in flight ${s(floor.fetchMs)} summed, ` +
      `parse ${s(floor.parseMs)}, puts ${s(floor.putMs)})`,
  );
  const first =
    app.firstPageMs === null
      ? 'first page not seen'
      : `${(app.firstRowsMs / app.firstPageMs).toFixed(2)}× the time to the first page's last byte ` +
        `${app.firstPageMs.toFixed(0)} ms, target ≤ 1.5×`;
  console.log(`first rows: login → first rows ${app.firstRowsMs.toFixed(0)} ms (${first})`);
  console.log(
    `first sync profile (the pull's User Timing, ${profile.pages} pages over ${s(profile.spanMs)} from the first ` +
      `request to the last commit): requests in flight ${s(profile.fetchWallMs)} of wall time ` +
      `(${s(profile.fetchSumMs)} summed), JSON parse ${s(profile.parseMs)}, mirror transactions ` +
      `${s(profile.applyMs)}, main thread in long tasks ${s(profile.longTaskMs)} (${profile.longTasks} tasks ≥ 50 ms: ` +
      `parse, applies' record cloning, the list's reads and renders)`,
  );
}
