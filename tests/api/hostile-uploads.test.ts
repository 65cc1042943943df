/**
 * Hostile uploads (issue 21): the 4,100-byte ASF/WMV header whose first object claims size 0 — which
 * hung the whole server at 100 % CPU inside file-type 19 — sent by the workshop as a photo, a video
 * and a file: each answers 415 within seconds, /api/health answers meanwhile, nothing is stored.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../src/domain/schemas/photos';
import { asfZeroSizeObject } from '../../server/media/sniff-fixtures';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import { multipart, type Part } from './helpers/multipart';
import { photoPart, uploadPhotos } from './helpers/photos';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';
import { storedKeys, vehicleOf } from './helpers/vehicle-media';

/** What "within seconds" means here: far below a test timeout, far above a busy machine's jitter. */
const ANSWER_WITHIN_MS = 10_000;

let t: TestApp;
let mediaDir = '';
let token = '';
let vehicleUuid = '';

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'montra-hostile-'));
  t = await makeTestApp({ deps: { mediaDir } });
  token = await t.login('oficina@demo.pt');
  vehicleUuid = (await vehicleOf(t, DEMO_COMPANY)).uuid;
});

afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const asf = (name: string, filename: string): Part => ({
  name,
  filename,
  contentType: 'video/x-ms-asf',
  data: asfZeroSizeObject(),
});

describe('the ASF header that hung file-type', () => {
  it.each([
    ['a photo', 'photos', [asf('photos', 'foto.jpg')]],
    ['a video', 'video', [{ name: 'uuid', data: crypto.randomUUID() }, asf('video', 'video.mp4')]],
    [
      'a file',
      'file',
      [
        { name: 'description', data: 'Inspeção' },
        { name: 'uuid', data: crypto.randomUUID() },
        asf('file', 'x.pdf'),
      ],
    ],
  ] as const)('as %s answers 415 within seconds while health answers', async (_what, path, parts) => {
    const { payload, headers } = multipart([...parts]);
    const started = Date.now();
    const [upload, health] = await Promise.all([
      t.app.inject({
        method: 'POST',
        url: `/api/vehicles/${vehicleUuid}/${path}`,
        headers: { ...bearer(token), ...headers },
        payload,
      }),
      t.app.inject({ method: 'GET', url: '/api/health' }),
    ]);
    expect(Date.now() - started).toBeLessThan(ANSWER_WITHIN_MS);
    expect(health.statusCode).toBe(200);
    expect(upload.statusCode).toBe(415);
    expect(upload.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
    expect(await storedKeys(mediaDir)).toEqual([]);
  });
});

/** How much the process may grow while four 64-megapixel uploads are turned away (MB). */
const RSS_GROWTH_LIMIT_MB = 250;
const MEMORY_SAMPLE_EVERY_MS = 10;

describe('four parallel uploads of one 8000×8000 progressive JPEG', () => {
  it('are refused as too many pixels before decoding, health answering and memory bounded', async () => {
    const big = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#2a6' } })
      .jpeg({ progressive: true })
      .toBuffer();
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, MEMORY_SAMPLE_EVERY_MS);
    try {
      const [health, ...uploads] = await Promise.all([
        t.app.inject({ method: 'GET', url: '/api/health' }),
        ...Array.from({ length: 4 }, () => uploadPhotos(t, vehicleUuid, [photoPart(big)], token)),
      ]);
      expect(health.statusCode).toBe(200);
      for (const res of uploads) {
        expect(res.statusCode).toBe(413);
        expect(res.json()).toMatchObject({ error: { message: PHOTO_MESSAGES.tooManyPixels } });
      }
    } finally {
      clearInterval(sampler);
    }
    expect((peak - baseline) / 1024 / 1024).toBeLessThan(RSS_GROWTH_LIMIT_MB);
  });
});
