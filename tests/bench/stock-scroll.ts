/**
 * The bench's stock-list scroll, on the built app of bench-app.ts (the
 * 'Montra Benchmark' company of N vehicles, one demo photo each, logged in
 * through the real login screen in Chromium at 1024×768): once the first sync
 * has put every vehicle in the mirror, the list's scroll box goes from top to
 * bottom in ~3 s, one step per animation frame, and the frame gaps and the row
 * thumbnails are counted (and the frames of the same scroll over a plain
 * static list, as a yardstick). browser-bench.ts runs it on its own page and
 * first sync; alone, it starts its own. It measures and prints; it passes or
 * fails nothing.
 */
import type { Browser, Page } from '@playwright/test';
import { loginAndSync, NAME_SHIM, percentile, VIEWPORT, withBenchApp } from './bench-app';

const SCROLL_DURATION_MS = 3000;
const FRAME_MS = 1000 / 60;
/** A gap this much longer than one 60 Hz frame means at least one frame was not drawn. */
const DROPPED_FRAME_FACTOR = 1.5;
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

/** What a Chromium trace of the scroll records: the renderer's tasks and their parts. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline'];
/** The parts of a frame's work, by trace event name (these do not nest in one another). */
const FRAME_PARTS: Record<string, string> = {
  // The calls into JS (the scroll events', the frames' and timers' callbacks hold one each).
  FunctionCall: 'script',
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  'Decode Image': 'image decode',
  ImageDecodeTask: 'image decode',
};
interface TraceEvent {
  name: string;
  ph: string;
  dur?: number;
  tid: number;
  pid: number;
}

/**
 * Where the renderer's main thread spent the scroll, by part (script, style, layout, paint,
 * image decode), from the events of the thread with the most task time; nested events of the same
 * part (a script's forced layout) are counted in both.
 */
function traceSummary(trace: Buffer): string {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X')
      busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + (e.dur ?? 0));
  const [main, taskUs] = [...busy].sort((a, b) => b[1] - a[1])[0] ?? ['', 0];
  const parts = new Map<string, number>();
  let longTasks = 0;
  for (const e of events) {
    if (`${e.pid}:${e.tid}` !== main || e.ph !== 'X') continue;
    if (e.name === 'RunTask' && (e.dur ?? 0) > FRAME_MS * 1000) longTasks += 1;
    const part = FRAME_PARTS[e.name];
    if (part) parts.set(part, (parts.get(part) ?? 0) + (e.dur ?? 0));
  }
  const ms = (us: number) => `${(us / 1000).toFixed(0)} ms`;
  return (
    `tasks ${ms(taskUs)}, ${longTasks} longer than a frame: ` +
    [...parts].map(([part, us]) => `${part} ${ms(us)}`).join(', ')
  );
}

/**
 * The scroll figures on a page whose mirror is full (the stock list open, no filter on), and the
 * same scroll over a plain list in a page of its own, as a yardstick.
 */
export async function scrollFigures(page: Page, browser: Browser, vehicles: number): Promise<void> {
  await page.waitForTimeout(SETTLE_MS);
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  const r = await page.evaluate(scrollInPage, SCROLL_DURATION_MS);
  const trace = await browser.stopTracing();
  const { dropped, p95Ms, spanMs } = frameStats(r.stampsMs);
  const shownPct = r.imagesPerFrame ? (r.loadedPerFrame / r.imagesPerFrame) * 100 : 0;
  console.log(
    `stock list scroll (${(r.maxScrollPx / 1000).toFixed(0)}k px top to bottom in ${spanMs.toFixed(0)} ms` +
      `${r.endScrollPx < r.maxScrollPx - 1 ? ', bottom NOT reached' : ''}): ${r.stampsMs.length} frames, ` +
      `${dropped} dropped (gap > ${(DROPPED_FRAME_FACTOR * FRAME_MS).toFixed(1)} ms), p95 frame ` +
      `${p95Ms.toFixed(1)} ms; thumbnails: ${r.endLoaded} of ${r.endImages} loaded ` +
      `at the bottom, ${shownPct.toFixed(0)} % of the rows' thumbnails loaded across frames`,
  );
  console.log(`stock list scroll, main thread (${traceSummary(trace)})`);
  // The yardstick: the same scroll over a plain list of N static rows in the same browser, so a
  // slow machine or software rendering is not taken for the app's cost.
  const plain = await browser.newPage({ viewport: VIEWPORT });
  await plain.setContent(plainList(vehicles));
  await plain.evaluate(NAME_SHIM);
  const base = frameStats((await plain.evaluate(scrollInPage, SCROLL_DURATION_MS)).stampsMs);
  await plain.close();
  console.log(
    `plain ${vehicles}-row list, same scroll (yardstick): ${base.frames} frames, ${base.dropped} dropped, ` +
      `p95 frame ${base.p95Ms.toFixed(1)} ms`,
  );
}

/** Alone, on its own server and first sync (`npm run bench` runs it inside browser-bench.ts). */
export async function stockScrollBench(vehicles: number): Promise<void> {
  await withBenchApp(vehicles, async ({ baseUrl, seedMs, browser }) => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await page.addInitScript(NAME_SHIM);
    const { firstRowsMs, syncedMs } = await loginAndSync(page, baseUrl, vehicles);
    console.log(
      `stock list in Chromium (${vehicles} vehicles, ${VIEWPORT.width}×${VIEWPORT.height}): seeded in ` +
        `${(seedMs / 1000).toFixed(1)} s; first rows ${(firstRowsMs / 1000).toFixed(1)} s and all ` +
        `${vehicles} in the mirror ${(syncedMs / 1000).toFixed(1)} s after login`,
    );
    await scrollFigures(page, browser, vehicles);
  });
}

// Alone, without the rest of the bench: `npx tsx tests/bench/stock-scroll.ts`.
if (import.meta.url === `file://${process.argv[1]}`) {
  await stockScrollBench(Number(process.env.BENCH_VEHICLES ?? 10_000));
}
