/**
 * The upload path's throughput (issue 21): the photos one company's tablets send, through the
 * server's worker pool (two decodes at a time, server/media/images.ts), over real HTTP. Four
 * tablets each send their photos one after another, as the outbox does, all four at once; the
 * figure is photos a minute for the company beside the time a user waits for one photo, alone and
 * in the crowd. The photos are what the devices send: resized to 2048 px, JPEG with camera noise.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import * as s from '../../server/db/schema';
import { seedDemo } from '../../server/seed/demo';
import { DEMO_COMPANY, DEMO_PASSWORD } from '../../server/seed/demo-organisation';
import { percentile } from './bench-app';

const TABLETS = ['admin@demo.pt', 'gestor@demo.pt', 'editor1@demo.pt', 'oficina@demo.pt'];
const PHOTOS_PER_TABLET = Number(process.env.BENCH_UPLOADS_PER_TABLET ?? 12);
/** What a photo costs a user at most before the wait shows (the sync panel's progress covers it). */
const WAIT_TARGET_MS = 5_000;
/** A stand's four tablets after a photo session: 60 photos a minute keeps the queue moving. */
const THROUGHPUT_TARGET_PER_MIN = 60;

/** A 2048 × 1536 JPEG with camera-like noise (≈ 0.5–1 MB), each a little different. */
async function devicePhoto(seed: number): Promise<Buffer> {
  const width = 2048;
  const height = 1536;
  const pixels = Buffer.alloc(width * height * 3);
  let state = seed;
  for (let i = 0; i < pixels.length; i += 3) {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    const noise = (state >> 16) & 31;
    pixels[i] = (x / width) * 200 + noise;
    pixels[i + 1] = 90 + noise;
    pixels[i + 2] = 160 - (x / width) * 100 + noise;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

export async function uploadThroughputBench(): Promise<void> {
  const database = await openDatabase({});
  await seedDemo(database.db);
  const mediaDir = await mkdtemp(join(tmpdir(), 'montra-bench-media-'));
  const app = await buildApp({ db: database.db, jwtSecret: 'bench-secret'.padEnd(40, 'x'), mediaDir });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const vehicles = await database.db
      .select({ uuid: s.vehicles.uuid })
      .from(s.vehicles)
      .where(eq(s.vehicles.companyUuid, DEMO_COMPANY))
      .limit(TABLETS.length);
    const photos = await Promise.all(Array.from({ length: 4 }, (_, i) => devicePhoto(i + 1)));
    const tokens = await Promise.all(TABLETS.map((u) => login(base, u)));

    const send = async (token: string, vehicleUuid: string, photo: Buffer): Promise<number> => {
      const form = new FormData();
      form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'foto.jpg');
      const started = performance.now();
      const res = await fetch(`${base}/api/vehicles/${vehicleUuid}/photos`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await res.arrayBuffer();
      if (res.status !== 201 && res.status !== 200) throw new Error(`upload answered ${res.status}`);
      return performance.now() - started;
    };

    // Warm the pool and the caches, then one photo alone: the wait with nobody else sending.
    await send(tokens[0]!, vehicles[0]!.uuid, photos[0]!);
    const alone: number[] = [];
    for (let i = 0; i < 5; i++) alone.push(await send(tokens[0]!, vehicles[0]!.uuid, photos[i % 4]!));

    const waits: number[] = [];
    const started = performance.now();
    await Promise.all(
      tokens.map(async (token, t) => {
        for (let i = 0; i < PHOTOS_PER_TABLET; i++) {
          waits.push(await send(token, vehicles[t % vehicles.length]!.uuid, photos[(t + i) % 4]!));
        }
      }),
    );
    const elapsedMs = performance.now() - started;
    const perMinute = (waits.length / elapsedMs) * 60_000;
    const kb = Math.round(photos.reduce((n, p) => n + p.length, 0) / photos.length / 1024);
    console.log(
      `upload: ${waits.length} photos of 2048×1536 (≈ ${kb} KB) from ${TABLETS.length} tablets at once: ` +
        `${perMinute.toFixed(0)} photos a minute for one company (target ≥ ${THROUGHPUT_TARGET_PER_MIN}); ` +
        `a user waits p50 ${percentile(waits, 50).toFixed(0)} ms, p95 ${percentile(waits, 95).toFixed(0)} ms ` +
        `(target ≤ ${WAIT_TARGET_MS} ms), one photo alone p50 ${percentile(alone, 50).toFixed(0)} ms`,
    );
  } finally {
    await app.close();
    await database.close();
    await rm(mediaDir, { recursive: true, force: true });
  }
}

async function login(base: string, username: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  return ((await res.json()) as { token: string }).token;
}
