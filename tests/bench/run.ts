/**
 * `npm run bench`: measures and prints; it passes or fails nothing.
 * - ingest: the first sync of a 10,000-vehicle company applied to the mirror
 *   (the feed's pages through applyPage) beside a raw Dexie bulkPut of the
 *   same records, as a ratio (target ≥ 50 %);
 * - filter + sort of 10,000 stock rows (p95, target ≤ 16 ms);
 * - the JS of the first screen and of each later route, gzip (targets ≤ 200 KiB and ≤ 60 KiB;
 *   bundle-size.ts), left out with BENCH_BUNDLE=0;
 * - the device resize of a 12 MP photo in Chromium (median ms, queued size; photo-resize.ts);
 * - the built app in Chromium against a real server with the same N vehicles (browser-bench.ts,
 *   left out with BENCH_BROWSER=0; one server and one first sync for all of it): login → first
 *   rows and → all N in the mirror, the bytes on the wire of the first sync and of the first
 *   load's JS/CSS, a keystroke in the brand/model filter → rows updated (p95, target ≤ 100 ms),
 *   the offline cold start → first rows (target ≤ 1 s), and the stock list scrolling with
 *   thumbnails (frames, dropped frames, p95 frame time, a plain list as yardstick;
 *   stock-scroll.ts), the scroll left out with BENCH_SCROLL=0;
 * - the sale contract PDF rendered on the server and on the device in Chromium (median ms;
 *   sale-pdf.ts), left out with BENCH_SALE_PDF=0;
 * - the API under 50 connections (req/s, p50/p99 beside a bare Fastify floor) on PGlite and on
 *   DATABASE_URL's PostgreSQL when set, and the first sync's bytes on the wire by encoding
 *   (api-throughput.ts), left out with BENCH_API=0;
 * - the upload path: photos a minute from one company's four tablets at once beside the time a
 *   user waits for one (upload-throughput.ts), left out with BENCH_UPLOAD=0;
 * - the API's req/s through nginx with two instances of the built server on one PostgreSQL beside
 *   one instance (multi-instance.ts), left out with BENCH_MULTI=0, skipped without PostgreSQL or nginx.
 * - on DATABASE_URL's PostgreSQL only (skipped, saying so, without it): writes/s through the
 *   feed's numbering at 50 writers over 20 companies, and a change's latency to another
 *   instance's event stream (live-feed.ts), left out with BENCH_LIVE=0.
 * - the public catalogue's list page with 500 published vehicles: time to first byte and HTML size
 *   (public-catalogue.ts), left out with BENCH_PUBLIC=0.
 * - Lighthouse (mobile) on /login on a first visit and on the stock list after a scripted login:
 *   performance, FCP, LCP, TBT, CLS beside their targets (lighthouse.ts), left out with
 *   BENCH_LIGHTHOUSE=0.
 * IndexedDB here is fake-indexeddb in Node: the ratio compares like with like.
 */
import 'fake-indexeddb/auto';
import { buildApp } from '../../server/app';
import { apiThroughputBench } from './api-throughput';
import { browserBench } from './browser-bench';
import { bundleSizeBench } from './bundle-size';
import { multiInstanceBench } from './multi-instance';
import { photoResizeBench } from './photo-resize';
import { publicCatalogueBench } from './public-catalogue';
import { salePdfBench } from './sale-pdf';
import { uploadThroughputBench } from './upload-throughput';
import { liveFeedBench } from './live-feed';
import { lighthouseBench } from './lighthouse';
import { openDatabase } from '../../server/db/client';
import { seedScaleCompany } from '../../server/seed/scale';
import { DEMO_PASSWORD } from '../../server/seed/demo-organisation';
import { MontraDb } from '../../src/data/db/montra-db';
import { applyPage } from '../../src/data/sync/pull';
import type { Vehicle } from '../../src/domain/entities';
import type { ChangesPage } from '../../src/domain/sync';
import {
  isoDate,
  matchesStockFilters,
  sortStock,
  EMPTY_STOCK_FILTERS,
  type StockRow,
} from '../../src/domain/stock';

const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 10_000);
const PAGE = 2000;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

async function fetchFeed(): Promise<ChangesPage[]> {
  const database = await openDatabase({});
  await seedScaleCompany(database.db, VEHICLES);
  const app = await buildApp({ db: database.db, jwtSecret: 'bench-secret'.padEnd(40, 'x') });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username: 'bench@montra.pt', password: DEMO_PASSWORD },
  });
  const token = (login.json() as { token: string }).token;
  const pages: ChangesPage[] = [];
  let since = '';
  const started = performance.now();
  for (;;) {
    const res = await app.inject({
      url: `/api/sync/changes?since=${since}&limit=${PAGE}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const page = res.json() as ChangesPage;
    pages.push(page);
    since = page.cursor;
    if (!page.hasMore) break;
  }
  console.log(
    `feed: ${pages.length} pages served in ${(performance.now() - started).toFixed(0)} ms (server side)`,
  );
  await app.close();
  await database.close();
  return pages;
}

async function ingest(pages: ChangesPage[]) {
  const mirror = new MontraDb(`bench-mirror-${Date.now()}`);
  const t0 = performance.now();
  for (const page of pages) await applyPage(mirror, page);
  const ingestMs = performance.now() - t0;
  const vehicles = await mirror.vehicles.toArray();
  mirror.close();

  // The raw baseline: the same records, one bulkPut per table, no bookkeeping.
  const raw = new MontraDb(`bench-raw-${Date.now()}`);
  const byEntity = new Map<string, unknown[]>();
  for (const page of pages)
    for (const c of page.changes)
      if (c.op === 'put') byEntity.set(c.entity, [...(byEntity.get(c.entity) ?? []), c.record]);
  const t1 = performance.now();
  await raw.transaction('rw', raw.tables, async () => {
    for (const [entity, records] of byEntity) await raw.table(entity).bulkPut(records);
  });
  const rawMs = performance.now() - t1;
  raw.close();
  const changes = pages.reduce((n, p) => n + p.changes.length, 0);
  console.log(
    `ingest: ${changes} changes in ${ingestMs.toFixed(0)} ms; raw bulkPut ${rawMs.toFixed(0)} ms; ` +
      `ingest speed = ${((rawMs / ingestMs) * 100).toFixed(0)} % of raw (target ≥ 50 %)`,
  );
  return vehicles as Vehicle[];
}

function filterSort(vehicles: Vehicle[]) {
  const rows: StockRow[] = vehicles.map((vehicle) => ({
    vehicle,
    standLocation: 'BENCH',
    totalValue: vehicle.buyPrice ?? 0,
  }));
  const filters = { ...EMPTY_STOCK_FILTERS, brandModel: 'a', priceMin: 5000 };
  const times: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    const t = performance.now();
    const out = sortStock(
      rows.filter((r) => matchesStockFilters(r, filters)),
      { key: i % 2 ? 'sellerPrice' : 'brand', direction: i % 4 < 2 ? 'asc' : 'desc' },
    );
    if (out.length < 0) throw new Error('unreachable');
    times.push(performance.now() - t);
  }
  console.log(
    `filter + sort of ${rows.length} rows: p50 ${percentile(times, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(2)} ms (target ≤ 16 ms) [${isoDate(new Date())}]`,
  );
}

const pages = await fetchFeed();
const vehicles = await ingest(pages);
filterSort(vehicles);
if (process.env.BENCH_BUNDLE !== '0') bundleSizeBench();
await photoResizeBench();
if (process.env.BENCH_SALE_PDF !== '0') await salePdfBench();
if (process.env.BENCH_API !== '0') await apiThroughputBench(VEHICLES);
if (process.env.BENCH_UPLOAD !== '0') await uploadThroughputBench();
if (process.env.BENCH_MULTI !== '0') await multiInstanceBench();
if (process.env.BENCH_LIVE !== '0') await liveFeedBench();
if (process.env.BENCH_PUBLIC !== '0') await publicCatalogueBench();
// The slowest part (a build if dist/ is missing, a server, a first sync in a browser): it can be left out.
if (process.env.BENCH_BROWSER !== '0')
  await browserBench(VEHICLES, { scroll: process.env.BENCH_SCROLL !== '0' });
if (process.env.BENCH_LIGHTHOUSE !== '0') await lighthouseBench(VEHICLES);
