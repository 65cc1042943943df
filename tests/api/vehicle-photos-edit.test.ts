/**
 * Photo edits (spec 02 §4 photo ordering, §7; contract-media): the whole
 * order saved in one call (orderNum 1..n; a photo of another vehicle → 400),
 * one featured photo per vehicle, delete (the files go too); each call
 * refused to SELLER (403), a rival company (404) and no token (401); the
 * change feed carries new photos and a deleted photo's tombstone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '../../src/domain/entities';
import type { ChangesPage } from '../../src/domain/sync';
import { PHOTO_MESSAGES } from '../../src/domain/schemas/photos';
import { filesUnder } from './helpers/multipart';
import { demoVehicles, jpeg, photoPart, photoRows, uploadPhotos, type PhotosAnswer } from './helpers/photos';
import { bearer, body, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin = '';
let workshop = '';
let seller = '';
let rival = '';
let vehicle = '';
let otherVehicle = '';

beforeAll(async () => {
  t = await makeTestApp({ media: true });
  admin = await t.login('admin@demo.pt');
  workshop = await t.login('oficina@demo.pt');
  seller = await t.login('vendedor@demo.pt');
  rival = await t.login('admin@rival.pt');
  const [first, second] = await demoVehicles(t);
  if (!first || !second) throw new Error('no demo vehicles');
  vehicle = first.uuid;
  otherVehicle = second.uuid;
});

afterAll(async () => {
  await t.close();
});

async function addPhotos(count: number, vehicleUuid = vehicle): Promise<Photo[]> {
  const parts = await Promise.all(Array.from({ length: count }, () => jpeg().then((d) => photoPart(d))));
  const res = await uploadPhotos(t, vehicleUuid, parts, admin);
  expect(res.statusCode, res.body).toBe(201);
  return body<PhotosAnswer>(res).photos;
}

const saveOrder = (order: unknown, token: string | null = admin, vehicleUuid = vehicle) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/vehicles/${vehicleUuid}/photos/order`,
    headers: token ? bearer(token) : {},
    payload: { order },
  });

const feature = (photoUuid: string, isFeatured: boolean, token: string | null = admin) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/vehicle-photos/${photoUuid}`,
    headers: token ? bearer(token) : {},
    payload: { isFeatured },
  });

const remove = (photoUuid: string, token: string | null = admin) =>
  t.app.inject({
    method: 'DELETE',
    url: `/api/vehicle-photos/${photoUuid}`,
    headers: token ? bearer(token) : {},
  });

const orderOf = async (vehicleUuid = vehicle) =>
  (await photoRows(t, vehicleUuid)).map((p) => [p.uuid, p.orderNum] as const);

describe('PUT /api/vehicles/:id/photos/order', () => {
  it('saves the whole order in one call: listed photos 1..n, the others after in their order', async () => {
    await addPhotos(3);
    const all = (await photoRows(t, vehicle)).map((p) => p.uuid);
    const reversed = [...all].reverse();
    const res = await saveOrder(reversed, workshop);
    expect(res.statusCode, res.body).toBe(200);
    const { photos } = body<PhotosAnswer>(res);
    expect(photos.map((p) => [p.uuid, p.orderNum])).toEqual(reversed.map((u, i) => [u, i + 1]));
    expect(await orderOf()).toEqual(reversed.map((u, i) => [u, i + 1]));

    // Only the last two named: they come first, the rest follow as they were.
    const partial = [all[0]!, all[1]!];
    await saveOrder(partial);
    const rest = reversed.filter((u) => !partial.includes(u));
    expect(await orderOf()).toEqual([...partial, ...rest].map((u, i) => [u, i + 1]));
  });

  it('answers 400 for a photo of another vehicle or an unknown uuid, and changes nothing', async () => {
    const [foreign] = await addPhotos(1, otherVehicle);
    const before = await orderOf();
    const mine = before.map(([u]) => u);
    for (const order of [[foreign!.uuid, ...mine], [...mine, crypto.randomUUID()], ['nao-e-uuid'], 'x']) {
      const res = await saveOrder(order);
      expect(res.statusCode).toBe(400);
    }
    const res = await saveOrder([foreign!.uuid]);
    expect(res.json()).toMatchObject({ error: { fields: { order: PHOTO_MESSAGES.notOfVehicle } } });
    expect(await orderOf()).toEqual(before);
  });

  it('refuses SELLER (403), a rival (404) and no token (401)', async () => {
    const before = await orderOf();
    const order = [...before].reverse().map(([u]) => u);
    expect((await saveOrder(order, seller)).statusCode).toBe(403);
    expect((await saveOrder(order, rival)).statusCode).toBe(404);
    expect((await saveOrder(order, null)).statusCode).toBe(401);
    expect(await orderOf()).toEqual(before);
  });
});

describe('PATCH /api/vehicle-photos/:id', () => {
  it('features one photo per vehicle: featuring another un-features the first', async () => {
    const [a, b] = await addPhotos(2);
    const first = await feature(a!.uuid, true, workshop);
    expect(first.statusCode, first.body).toBe(200);
    const answer = body<{ photo: Photo; photos: Photo[] }>(first);
    expect(answer.photo).toMatchObject({ uuid: a!.uuid, isFeatured: true });
    expect(answer.photos.filter((p) => p.isFeatured).map((p) => p.uuid)).toEqual([a!.uuid]);
    expect(answer.photos).toHaveLength((await photoRows(t, vehicle)).length);

    const second = body<{ photos: Photo[] }>(await feature(b!.uuid, true));
    expect(second.photos.filter((p) => p.isFeatured).map((p) => p.uuid)).toEqual([b!.uuid]);
    const rows = await photoRows(t, vehicle);
    expect(rows.filter((p) => p.isFeatured).map((p) => p.uuid)).toEqual([b!.uuid]);

    const off = body<{ photo: Photo }>(await feature(b!.uuid, false));
    expect(off.photo.isFeatured).toBe(false);
    expect((await photoRows(t, vehicle)).some((p) => p.isFeatured)).toBe(false);
  });

  it('refuses SELLER (403), a rival (404), no token (401) and a bad body (400)', async () => {
    const [photo] = await photoRows(t, vehicle);
    expect((await feature(photo!.uuid, true, seller)).statusCode).toBe(403);
    expect((await feature(photo!.uuid, true, rival)).statusCode).toBe(404);
    expect((await feature(photo!.uuid, true, null)).statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/vehicle-photos/${photo!.uuid}`,
      headers: bearer(admin),
      payload: { isFeatured: 'sim' },
    });
    expect(bad.statusCode).toBe(400);
    expect((await photoRows(t, vehicle)).some((p) => p.isFeatured)).toBe(false);
  });
});

describe('DELETE /api/vehicle-photos/:id and the change feed', () => {
  async function feedSince(cursor: string) {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/sync/changes?since=${cursor}&limit=2000`,
      headers: bearer(workshop),
    });
    return body<ChangesPage>(res);
  }

  it('removes the row and its three files; the feed carries the new photo and then its tombstone', async () => {
    let cursor = '';
    do {
      const page = await feedSince(cursor);
      cursor = page.cursor;
      if (!page.hasMore) break;
    } while (cursor);

    const [photo] = await addPhotos(1);
    const added = await feedSince(cursor);
    expect(added.changes).toContainEqual(
      expect.objectContaining({
        entity: 'photos',
        op: 'put',
        record: expect.objectContaining({ uuid: photo!.uuid }),
      }),
    );

    const files = await filesUnder(t.mediaDir);
    const own = files.filter((f) => f.includes(photo!.uuid));
    expect(own).toHaveLength(3);

    expect((await remove(photo!.uuid, seller)).statusCode).toBe(403);
    expect((await remove(photo!.uuid, rival)).statusCode).toBe(404);
    expect((await remove(photo!.uuid, null)).statusCode).toBe(401);
    expect(await filesUnder(t.mediaDir)).toEqual(files);

    const res = await remove(photo!.uuid, workshop);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ photo: { uuid: photo!.uuid } });
    expect((await photoRows(t, vehicle)).some((p) => p.uuid === photo!.uuid)).toBe(false);
    expect(await filesUnder(t.mediaDir)).toEqual(files.filter((f) => !own.includes(f)));
    expect((await remove(photo!.uuid)).statusCode).toBe(404);

    // ADMIN deletes too.
    const [other] = await addPhotos(1);
    expect((await remove(other!.uuid, admin)).statusCode).toBe(200);
    expect((await filesUnder(t.mediaDir)).some((f) => f.includes(other!.uuid))).toBe(false);

    const deleted = await feedSince(added.cursor);
    expect(deleted.changes).toContainEqual(
      expect.objectContaining({ entity: 'photos', op: 'delete', uuid: photo!.uuid }),
    );
  });
});
