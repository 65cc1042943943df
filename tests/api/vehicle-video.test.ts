/**
 * A vehicle's one video (spec 02 §3, §7; issue 10): POST /vehicles/{id}/video
 * streams an MP4/QuickTime/WebM (by content) to the store and replaces the
 * vehicle's video; DELETE /vehicle-video/{id}. Roles with 'vehicle.media.write'
 * only (SELLER 403), another company's vehicle 404, no token 401; a
 * non-video is 415 and a video over the limit 413 with nothing stored; a
 * replayed upload is stored once; the change feed carries the rows and the
 * deletions.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Video } from '../../src/domain/entities';
import { MEDIA_FILE_ERRORS } from '../../src/domain/vehicle-media-files';
import * as s from '../../server/db/schema';
import { diskStorage, MediaTooLargeError } from '../../server/media/storage';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, testAppWithUsers } from './helpers/test-app';
import {
  changesSince,
  exeBytes,
  feedEnd,
  mp4Bytes,
  postParts,
  storedKeys,
  vehicleOf,
  webmBytes,
  type Part,
} from './helpers/vehicle-media';

const { t, tokens } = testAppWithUsers<string>(
  ['admin@demo.pt', 'gestor@demo.pt', 'oficina@demo.pt', 'vendedor@demo.pt', 'admin@rival.pt'],
  { media: true },
);
let vehicleUuid = '';
let rivalVehicleUuid = '';

beforeAll(async () => {
  vehicleUuid = (await vehicleOf(t, DEMO_COMPANY)).uuid;
  rivalVehicleUuid = (await vehicleOf(t, RIVAL_COMPANY)).uuid;
});

const upload = (vehicle: string, parts: Part[], token: string | null, key?: string) =>
  postParts(t, `/api/vehicles/${vehicle}/video`, parts, token, key);

const video = (data: Buffer, filename = 'clip.mp4', contentType = 'video/mp4'): Part => ({
  name: 'video',
  filename,
  contentType,
  data,
});

const videoRows = (vehicle = vehicleUuid) =>
  t.database.db.select().from(s.vehicleVideos).where(eq(s.vehicleVideos.vehicleUuid, vehicle));
const videoKeys = async () => (await storedKeys(t.mediaDir)).filter((k) => k.includes('/video/'));

describe('POST /api/vehicles/{id}/video', () => {
  it.each(['admin@demo.pt', 'gestor@demo.pt', 'oficina@demo.pt'])(
    '%s uploads one; a new one replaces it',
    async (user) => {
      const bytes = mp4Bytes();
      const id = crypto.randomUUID();
      const res = await upload(vehicleUuid, [{ name: 'uuid', data: id }, video(bytes)], tokens[user]!);
      expect(res.statusCode).toBe(201);
      const answer = res.json<{ video: Video }>().video;
      expect(answer).toMatchObject({ uuid: id, vehicleUuid, companyUuid: DEMO_COMPANY });
      expect(answer.url).toMatch(
        new RegExp(`^/api/media/c/${DEMO_COMPANY}/v/${vehicleUuid}/video/${id}-[0-9a-f]+\\.mp4$`),
      );
      // One row and one file per vehicle, whoever uploaded before.
      const rows = await videoRows();
      expect(rows.map((r) => r.uuid)).toEqual([id]);
      expect(await videoKeys()).toEqual([answer.url.slice('/api/media/'.length)]);
      expect(await readFile(join(t.mediaDir, answer.url.slice('/api/media/'.length)))).toEqual(bytes);
    },
  );

  it('takes a WebM, stored with its type', async () => {
    const res = await upload(
      vehicleUuid,
      [video(webmBytes(), 'clip.webm', 'video/webm')],
      tokens['gestor@demo.pt']!,
    );
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ video: Video }>().video;
    expect(url).toMatch(/\.webm$/);
    expect(await videoKeys()).toHaveLength(1);
  });

  it('refuses a seller (403), a rival (404) and no token (401), storing nothing', async () => {
    const before = await videoKeys();
    const rowsBefore = await videoRows();
    expect((await upload(vehicleUuid, [video(mp4Bytes())], tokens['vendedor@demo.pt']!)).statusCode).toBe(
      403,
    );
    expect((await upload(vehicleUuid, [video(mp4Bytes())], tokens['admin@rival.pt']!)).statusCode).toBe(404);
    expect((await upload(rivalVehicleUuid, [video(mp4Bytes())], tokens['gestor@demo.pt']!)).statusCode).toBe(
      404,
    );
    expect((await upload(vehicleUuid, [video(mp4Bytes())], null)).statusCode).toBe(401);
    expect(await videoKeys()).toEqual(before);
    expect(await videoRows()).toEqual(rowsBefore);
    expect(await videoRows(rivalVehicleUuid)).toEqual([]);
  });

  it('refuses an executable named .mp4 (415) and nothing is stored, not even a temporary file', async () => {
    const keysBefore = await storedKeys(t.mediaDir);
    const rowsBefore = await videoRows();
    const res = await upload(vehicleUuid, [video(exeBytes(), 'virus.mp4')], tokens['gestor@demo.pt']!);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { fields: { video: MEDIA_FILE_ERRORS.videoType } } });
    expect(await storedKeys(t.mediaDir)).toEqual(keysBefore);
    expect(await videoRows()).toEqual(rowsBefore);
  });

  it('answers 400 without a video part, and for a uuid that is not one', async () => {
    const none = await upload(
      vehicleUuid,
      [{ name: 'uuid', data: crypto.randomUUID() }],
      tokens['gestor@demo.pt']!,
    );
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: { fields: { video: MEDIA_FILE_ERRORS.videoMissing } } });
    const bad = await upload(
      vehicleUuid,
      [{ name: 'uuid', data: 'x' }, video(mp4Bytes())],
      tokens['gestor@demo.pt']!,
    );
    expect(bad.statusCode).toBe(400);
  });

  it('stores a replayed upload once (same Idempotency-Key)', async () => {
    const key = `video-${crypto.randomUUID()}`;
    const parts = [video(mp4Bytes())];
    const first = await upload(vehicleUuid, parts, tokens['gestor@demo.pt']!, key);
    const again = await upload(vehicleUuid, parts, tokens['gestor@demo.pt']!, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const rows = await videoRows();
    expect(rows.map((r) => r.uuid)).toEqual([first.json<{ video: Video }>().video.uuid]);
    expect(await videoKeys()).toHaveLength(1);
  });
});

describe('the store streams a video and keeps nothing past its limit', () => {
  it('putStream over maxBytes throws and leaves no file (temporary or not)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'montra-stream-'));
    try {
      const store = diskStorage(dir);
      const chunks = Array.from({ length: 8 }, () => Buffer.alloc(64 * 1024, 1));
      await expect(
        store.putStream('c/x/v/y/video/a.mp4', Readable.from(chunks), 'video/mp4', 300 * 1024),
      ).rejects.toBeInstanceOf(MediaTooLargeError);
      expect(await storedKeys(dir)).toEqual([]);
      const size = await store.putStream(
        'c/x/v/y/video/b.mp4',
        Readable.from(chunks),
        'video/mp4',
        512 * 1024,
      );
      expect(size).toBe(512 * 1024);
      expect(await storedKeys(dir)).toEqual(['c/x/v/y/video/b.mp4']);
      expect((await store.get('c/x/v/y/video/b.mp4'))?.contentType).toBe('video/mp4');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('DELETE /api/vehicle-video/{id} and the change feed', () => {
  it('removes the row and the file; the feed carries the put and then the tombstone', async () => {
    const token = tokens['gestor@demo.pt']!;
    const start = await feedEnd(t, token);
    const created = (await upload(vehicleUuid, [video(mp4Bytes())], token)).json<{ video: Video }>().video;
    const put = (await changesSince(t, token, start)).filter((c) => c.entity === 'videos');
    expect(put.map((c) => [c.op, c.op === 'put' ? c.record.uuid : c.uuid])).toContainEqual([
      'put',
      created.uuid,
    ]);

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/vehicle-video/${created.uuid}`,
          headers: bearer(tokens['vendedor@demo.pt']!),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/vehicle-video/${created.uuid}`,
          headers: bearer(tokens['admin@rival.pt']!),
        })
      ).statusCode,
    ).toBe(404);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/vehicle-video/${created.uuid}`,
      headers: bearer(token),
    });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ video: { uuid: created.uuid } });
    expect(await videoRows()).toEqual([]);
    expect(await videoKeys()).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/vehicle-video/${created.uuid}`,
      headers: bearer(token),
    });
    expect(again.statusCode).toBe(404);

    const after = (await changesSince(t, token, start)).filter((c) => c.entity === 'videos');
    expect(after.some((c) => c.op === 'delete' && c.uuid === created.uuid)).toBe(true);
  });
});
