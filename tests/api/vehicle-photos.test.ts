/**
 * Photo upload, POST /api/vehicles/{id}/photos (spec 02 §7; contract-media):
 * several real photos land as three WebP sizes each, appended after the
 * vehicle's last orderNum, turned upright and stripped of their metadata;
 * the roles that may not, a rival company and a call without a token are
 * refused; a text file or an executable named .jpg (415) and a 30 MB photo
 * (413) store nothing, in the database or on disk; a replayed upload with
 * the same Idempotency-Key stores one photo.
 */
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHOTO_MESSAGES } from '../../src/domain/schemas/photos';
import { MSG } from '../../src/domain/messages';
import { filesUnder } from './helpers/multipart';
import {
  demoVehicles,
  jpeg,
  photoPart,
  photoRows,
  uploadPhotos,
  uuidPart,
  type PhotosAnswer,
} from './helpers/photos';
import { body, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin = '';
let workshop = '';
let seller = '';
let rival = '';
let vehicle = '';

beforeAll(async () => {
  t = await makeTestApp({ media: true });
  admin = await t.login('admin@demo.pt');
  workshop = await t.login('oficina@demo.pt');
  seller = await t.login('vendedor@demo.pt');
  rival = await t.login('admin@rival.pt');
  const [first] = await demoVehicles(t);
  if (!first) throw new Error('no demo vehicle');
  vehicle = first.uuid;
});

afterAll(async () => {
  await t.close();
});

const stored = () => filesUnder(t.mediaDir);

/** A PNG whose header claims width × height pixels over a few bytes of data. */
function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** What must not change when an upload is refused. */
async function snapshot() {
  return { rows: await photoRows(t, vehicle), files: await stored() };
}

describe('POST /api/vehicles/:id/photos', () => {
  it('stores ADMIN’s photos in three sizes with the client uuids, appended in the order sent', async () => {
    const before = await photoRows(t, vehicle);
    const last = Math.max(0, ...before.map((p) => p.orderNum));
    const uuids = [crypto.randomUUID(), crypto.randomUUID()];
    const res = await uploadPhotos(
      t,
      vehicle,
      [
        uuidPart(uuids[0]!),
        uuidPart(uuids[1]!),
        photoPart(await jpeg(800, 600)),
        photoPart(await jpeg(300, 900)),
      ],
      admin,
    );
    expect(res.statusCode, res.body).toBe(201);
    const { photos } = body<PhotosAnswer>(res);
    expect(photos.map((p) => [p.uuid, p.orderNum, p.isFeatured])).toEqual([
      [uuids[0], last + 1, false],
      [uuids[1], last + 2, false],
    ]);
    const prefix = `/api/media/c/${photos[0]!.companyUuid}/v/${vehicle}/photos/`;
    for (const photo of photos) {
      expect(photo.vehicleUuid).toBe(vehicle);
      expect(photo.url).toMatch(new RegExp(`^${prefix}${photo.uuid}-[0-9a-f]{24}-2048\\.webp$`));
      expect(photo.galleryUrl).toBe(photo.url.replace('-2048.webp', '-640.webp'));
      expect(photo.thumbUrl).toBe(photo.url.replace('-2048.webp', '-96.webp'));
    }
    const rows = await photoRows(t, vehicle);
    expect(rows.slice(-2).map((r) => r.uuid)).toEqual(uuids);
    expect(await stored()).toHaveLength(6);
    // Never enlarged: the 800 × 600 photo stays that size.
    const main = await sharp(join(t.mediaDir, photos[0]!.url.replace('/api/media/', ''))).metadata();
    expect(main).toMatchObject({ format: 'webp', width: 800, height: 600 });
  });

  it('lets WORKSHOP upload too', async () => {
    const res = await uploadPhotos(t, vehicle, [photoPart(await jpeg())], workshop);
    expect(res.statusCode, res.body).toBe(201);
    expect(body<PhotosAnswer>(res).photos).toHaveLength(1);
  });

  it('turns a 4000×3000 photo with EXIF orientation 6 upright, 2048 px long, without metadata', async () => {
    const res = await uploadPhotos(t, vehicle, [photoPart(await jpeg(4000, 3000, 6))], admin);
    expect(res.statusCode, res.body).toBe(201);
    const [photo] = body<PhotosAnswer>(res).photos;
    const read = (url: string | null) =>
      sharp(join(t.mediaDir, String(url).replace('/api/media/', ''))).metadata();
    const main = await read(photo!.url);
    expect(main).toMatchObject({ format: 'webp', width: 1536, height: 2048 });
    expect(main.exif).toBeUndefined();
    expect(main.orientation).toBeUndefined();
    expect(main.icc).toBeUndefined();
    expect(await read(photo!.galleryUrl)).toMatchObject({ width: 480, height: 640 });
    expect(await read(photo!.thumbUrl)).toMatchObject({ width: 72, height: 96 });
  });

  it.each([
    ['a text file named .jpg', Buffer.from('isto não é uma foto\n'.repeat(20))],
    [
      'an executable named .jpg',
      Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]),
    ],
    [
      'a JPEG header over garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2048, 7)]),
    ],
  ])('refuses %s with 415 and stores nothing, not even the good photo sent with it', async (_name, data) => {
    const before = await snapshot();
    const res = await uploadPhotos(
      t,
      vehicle,
      [photoPart(await jpeg()), photoPart(data, 'carro.jpg')],
      admin,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { message: PHOTO_MESSAGES.notImage } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a 30 MB photo with 413 and stores nothing', async () => {
    const before = await snapshot();
    const big = Buffer.concat([await jpeg(), Buffer.alloc(30 * 1024 * 1024, 1)]);
    const res = await uploadPhotos(t, vehicle, [photoPart(await jpeg()), photoPart(big)], admin);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { message: PHOTO_MESSAGES.tooLarge } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a small file claiming 100 megapixels (a decompression bomb) with 413, undecoded', async () => {
    const before = await snapshot();
    const res = await uploadPhotos(t, vehicle, [photoPart(pngClaiming(10_000, 10_000), 'bomba.png')], admin);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { message: PHOTO_MESSAGES.tooManyPixels } });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 400 for a request without photos, a bad uuid, or a uuid already taken', async () => {
    const before = await snapshot();
    const none = await uploadPhotos(t, vehicle, [uuidPart(crypto.randomUUID())], admin);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ error: { fields: { photos: PHOTO_MESSAGES.missing } } });
    const bad = await uploadPhotos(t, vehicle, [uuidPart('nao-e-uuid'), photoPart(await jpeg())], admin);
    expect(bad.json()).toMatchObject({ error: { fields: { uuid: MSG.invalidValue } } });
    const taken = before.rows[0]!.uuid;
    const again = await uploadPhotos(t, vehicle, [uuidPart(taken), photoPart(await jpeg())], admin);
    expect(again.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses SELLER and the super user (403), a rival company (404), no token (401); nothing stored', async () => {
    const before = await snapshot();
    for (const [token, status] of [
      [seller, 403],
      [rival, 404],
      [null, 401],
    ] as const) {
      const res = await uploadPhotos(t, vehicle, [photoPart(await jpeg())], token);
      expect(res.statusCode).toBe(status);
    }
    // The super user sees no vehicles: refused by role, like SELLER.
    const superUser = await t.login('super@montra.pt');
    expect((await uploadPhotos(t, vehicle, [photoPart(await jpeg())], superUser)).statusCode).toBe(403);
    const unknown = await uploadPhotos(t, crypto.randomUUID(), [photoPart(await jpeg())], admin);
    expect(unknown.statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('stores one photo for an upload replayed with the same Idempotency-Key', async () => {
    const before = await snapshot();
    const parts = [photoPart(await jpeg(120, 90))];
    const key = { 'idempotency-key': 'photo-retry-0001' };
    const first = await uploadPhotos(t, vehicle, parts, workshop, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await uploadPhotos(t, vehicle, parts, workshop, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await photoRows(t, vehicle)).toHaveLength(before.rows.length + 1);
    expect(await stored()).toHaveLength(before.files.length + 3);
  });
});
