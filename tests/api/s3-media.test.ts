/**
 * Media in an S3-compatible store (issue 23): with the S3 adapter behind the app (as S3_BUCKET
 * makes main.ts do), a photo uploaded through the API lands in the bucket, in its three sizes, and
 * nothing on the disk store; GET /api/media reads it back byte for byte (the bucket stays private:
 * the app serves it); deleting the photo removes its objects. A video (a streamed upload) arrives
 * whole. Against s3rver, started by the test on a free port.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo, Video } from '../../src/domain/entities';
import * as s from '../../server/db/schema';
import { s3Storage } from '../../server/media/s3-storage';
import { mediaKeyOf } from '../../server/media/storage';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import { startS3, type TestS3 } from '../support/s3';
import { filesUnder } from './helpers/multipart';
import { jpeg, photoPart, uploadPhotos, uuidPart } from './helpers/photos';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';
import { mp4Bytes, postParts, vehicleOf } from './helpers/vehicle-media';

let s3: TestS3;
let t: TestApp;
/** Where the disk store would have written: it must stay empty. */
let diskDir = '';
let admin = '';
let cookie: { cookie: string };
let vehicle = '';

beforeAll(async () => {
  s3 = await startS3();
  diskDir = await mkdtemp(join(tmpdir(), 'montra-disk-'));
  t = await makeTestApp({ deps: { mediaDir: diskDir, mediaStorage: s3Storage(s3.config) } });
  admin = await t.login('admin@demo.pt');
  cookie = await t.mediaCookie(admin);
  vehicle = (await vehicleOf(t, DEMO_COMPANY)).uuid;
});

afterAll(async () => {
  await t?.close();
  await s3?.close();
  await rm(diskDir, { recursive: true, force: true });
});

const keysOf = (photo: Photo) =>
  [photo.url, photo.galleryUrl, photo.thumbUrl].map((u) => mediaKeyOf(u)).filter((k) => k !== null);

describe('media in an S3-compatible store', () => {
  it('stores an uploaded photo in the bucket, not on disk, serves it byte for byte, and removes it', async () => {
    const before = await s3.objects();
    const uuid = crypto.randomUUID();
    const res = await uploadPhotos(t, vehicle, [uuidPart(uuid), photoPart(await jpeg(800, 600))], admin);
    expect(res.statusCode).toBe(201);
    const [photo] = res.json<{ photos: Photo[] }>().photos;
    if (!photo) throw new Error('no photo in the answer');
    const keys = keysOf(photo);
    expect(keys).toHaveLength(3);
    expect(await s3.objects()).toEqual([...before, ...keys].sort());
    expect(await filesUnder(diskDir)).toEqual([]);

    for (const key of keys) {
      const served = await t.app.inject({ url: `/api/media/${key}`, headers: cookie });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(await s3.read(key))).toBe(true);
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    }
    // The bucket's usage is counted against the company's quota as the disk's is.
    const [usage] = await t.database.db
      .select()
      .from(s.mediaUsage)
      .where(eq(s.mediaUsage.companyUuid, DEMO_COMPANY));
    expect(usage?.bytes).toBeGreaterThan(0);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/vehicle-photos/${uuid}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.objects()).toEqual(before);
    const gone = await t.app.inject({ url: `/api/media/${keys[0]}`, headers: cookie });
    expect(gone.statusCode).toBe(404);
  });

  it('streams a video into the bucket whole, serves it back and removes it with the row', async () => {
    const bytes = mp4Bytes(3 * 1024 * 1024);
    const uuid = crypto.randomUUID();
    const res = await postParts(
      t,
      `/api/vehicles/${vehicle}/video`,
      [
        { name: 'uuid', data: uuid },
        { name: 'video', filename: 'clip.mp4', contentType: 'video/mp4', data: bytes },
      ],
      admin,
    );
    expect(res.statusCode).toBe(201);
    const key = mediaKeyOf(res.json<{ video: Video }>().video.url);
    if (!key) throw new Error('the video has no media key');
    expect(await s3.objects()).toContain(key);
    expect((await s3.read(key)).equals(bytes)).toBe(true);
    expect(await filesUnder(diskDir)).toEqual([]);

    const served = await t.app.inject({ url: `/api/media/${key}`, headers: cookie });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(bytes)).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/vehicle-video/${uuid}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    expect(await s3.objects()).not.toContain(key);
  });

  it('reports the store in GET /api/ready, and 503 once it cannot be reached', async () => {
    const ready = await t.app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });

    const elsewhere = await makeTestApp({
      seed: false,
      deps: { mediaStorage: s3Storage({ ...s3.config, bucket: 'no-such-bucket' }) },
    });
    try {
      const down = await elsewhere.app.inject({ url: '/api/ready' });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ status: 'unavailable', database: 'ok', storage: 'unreachable' });
    } finally {
      await elsewhere.close();
    }
  });
});
