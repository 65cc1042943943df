/**
 * The public catalogue's list page (issue 25): a company with BENCH_PUBLIC_VEHICLES (500) vehicles,
 * all published and ready for sale, served by buildApp on a real socket; prints the time to first
 * byte of GET /stock/{slug} (p50/p95 over BENCH_PUBLIC_RUNS requests, no cache) and the HTML's size
 * as sent (identity and gzip; target ≤ 100 KB). Left out with BENCH_PUBLIC=0. Measures only.
 */
import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { companies, vehicles } from '../../server/db/schema';
import { BENCH_COMPANY, seedScaleCompany } from '../../server/seed/scale';

const VEHICLES = Number(process.env.BENCH_PUBLIC_VEHICLES ?? 500);
const RUNS = Number(process.env.BENCH_PUBLIC_RUNS ?? 100);

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

/** One GET: ms to the first byte of the body, and the bytes received. */
function timedGet(port: number, path: string, encoding: string): Promise<{ ttfbMs: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    let ttfbMs = -1;
    let bytes = 0;
    const req = request(
      { host: '127.0.0.1', port, path, headers: { 'accept-encoding': encoding } },
      (res) => {
        res.on('data', (chunk: Buffer) => {
          if (ttfbMs < 0) ttfbMs = performance.now() - started;
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ ttfbMs, bytes }));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

export async function publicCatalogueBench(): Promise<void> {
  const database = await openDatabase({});
  await seedScaleCompany(database.db, VEHICLES);
  await database.db.update(companies).set({ publicCatalogue: true }).where(eq(companies.uuid, BENCH_COMPANY));
  await database.db
    .update(vehicles)
    .set({ online: true, availability: 'READY_FOR_SALE' })
    .where(eq(vehicles.companyUuid, BENCH_COMPANY));
  const [company] = await database.db.select().from(companies).where(eq(companies.uuid, BENCH_COMPANY));
  const app = await buildApp({ db: database.db, jwtSecret: 'bench-secret'.padEnd(40, 'x') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const path = `/stock/${company!.slug}`;
  try {
    await timedGet(port, path, 'identity');
    const ttfb: number[] = [];
    for (let i = 0; i < RUNS; i++) ttfb.push((await timedGet(port, path, 'identity')).ttfbMs);
    const identity = await timedGet(port, path, 'identity');
    const gzip = await timedGet(port, path, 'gzip');
    console.log(
      `public list (${VEHICLES} published, 24 a page): TTFB p50 ${percentile(ttfb, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(ttfb, 95).toFixed(1)} ms; HTML ${(identity.bytes / 1024).toFixed(1)} KiB ` +
        `(gzip ${(gzip.bytes / 1024).toFixed(1)} KiB; target ≤ 100 KB)`,
    );
  } finally {
    await app.close();
    await database.close();
  }
}

// Alone: npx tsx tests/bench/public-catalogue.ts
if (process.argv[1]?.endsWith('public-catalogue.ts')) await publicCatalogueBench();
