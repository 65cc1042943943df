// @vitest-environment node
/**
 * Vehicle photos in the queue against the real server: a JSON write about
 * photos (the flag, the whole order) waits for the pending uploads it names
 * (`after`, push.ts waitsForUpload) without holding back other writes, and
 * the photos land once each, in the order the user saved.
 */
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  queueCostCreate,
  queuePhotoFeature,
  queuePhotoOrder,
  queueVehiclePhoto,
} from '../../../src/data/writes';
import { photoRows } from '../../api/helpers/photos';
import { signIn, startServer, type Device, type Harness } from './server-harness';

let h: Harness;
let device: Device;
/** Every photo call that reached the server: `METHOD path`. */
const calls: string[] = [];

beforeAll(async () => {
  h = await startServer((t) =>
    t.app.addHook('onRequest', async (req) => {
      if (req.url.includes('photos')) calls.push(`${req.method} ${req.url.replace(/^\/api\//, '')}`);
    }),
  );
});

afterAll(async () => {
  await h.close();
});

afterEach(async () => {
  await device.close();
  calls.length = 0;
});

async function workshop(): Promise<{ d: Device; vehicleUuid: string }> {
  device = await signIn(h, 'oficina@demo.pt');
  await device.pull();
  const vehicle = (await device.db.vehicles.toArray())[0];
  if (!vehicle) throw new Error('no vehicle in the mirror');
  return { d: device, vehicleUuid: vehicle.uuid };
}

async function jpeg(shade: number): Promise<File> {
  const bytes = await sharp({
    create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 90, b: 40 } },
  })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], `foto-${shade}.jpg`, { type: 'image/jpeg' });
}

describe('photo writes in the queue', () => {
  it('the order waits for the uploads of its photos, then lands in one call, in that order', async () => {
    const { d, vehicleUuid } = await workshop();
    const [a, b, c] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
    await queueVehiclePhoto({ uuid: a, vehicleUuid }, await jpeg(10));
    await queueVehiclePhoto({ uuid: b, vehicleUuid }, await jpeg(120));
    await queueVehiclePhoto({ uuid: c, vehicleUuid }, await jpeg(240));
    await queuePhotoOrder({ vehicleUuid, order: [c, a, b] });
    // Shown at once in the held order, from the bytes on the device.
    const shown = await d.db.photos.where('vehicleUuid').equals(vehicleUuid).sortBy('orderNum');
    expect(shown.slice(0, 3).map((p) => p.uuid)).toEqual([c, a, b]);
    expect(shown[0]?.url).toMatch(/^local:/);

    // The JSON lane runs first (as it may): the order must not overtake the uploads.
    expect(await d.push()).toEqual({ sent: 0, stopped: null });
    expect(calls).toEqual([]);
    expect(await d.db.outbox.count()).toBe(4);

    expect(await d.upload()).toEqual({ sent: 3, stopped: null });
    // Until the order lands, the device keeps showing the order the user saved.
    const meanwhile = await d.db.photos.where('vehicleUuid').equals(vehicleUuid).sortBy('orderNum');
    expect(meanwhile.slice(0, 3).map((p) => p.uuid)).toEqual([c, a, b]);

    expect(await d.push()).toEqual({ sent: 1, stopped: null });
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([
      `PUT vehicles/${vehicleUuid}/photos/order`,
    ]);
    expect(calls.filter((call) => call.startsWith('POST'))).toHaveLength(3);
    const stored = await photoRows(h.t, vehicleUuid);
    expect(stored.slice(0, 3).map((p) => p.uuid)).toEqual([c, a, b]);
    expect(stored.map((p) => p.orderNum)).toEqual(stored.map((_, i) => i + 1));
    const mirrored = await d.db.photos.where('vehicleUuid').equals(vehicleUuid).sortBy('orderNum');
    expect(mirrored.map((p) => [p.uuid, p.orderNum])).toEqual(stored.map((p) => [p.uuid, p.orderNum]));
    expect(mirrored[0]?.thumbUrl).toMatch(/^\/api\/media\/c\//);
    expect(await d.db.outbox.count()).toBe(0);
  });

  it("a photo's flag waits for its upload without holding back the other writes", async () => {
    const { d, vehicleUuid } = await workshop();
    const photo = crypto.randomUUID();
    await queueVehiclePhoto({ uuid: photo, vehicleUuid }, await jpeg(60));
    await queuePhotoFeature({ uuid: photo, vehicleUuid, isFeatured: true });
    const featured = await d.db.photos
      .where('vehicleUuid')
      .equals(vehicleUuid)
      .filter((p) => p.isFeatured)
      .toArray();
    expect(featured.map((p) => p.uuid)).toEqual([photo]);
    await queueCostCreate({
      uuid: crypto.randomUUID(),
      vehicleUuid,
      costType: 'MECHANIC',
      value: 45,
      date: new Date().toISOString().slice(0, 10),
      description: null,
      associatedInvoice: null,
    });

    // The cost goes; the flag waits for the photo.
    expect(await d.push()).toEqual({ sent: 1, stopped: null });
    expect(calls).toEqual([]);
    await d.upload();
    expect(await d.push()).toEqual({ sent: 1, stopped: null });
    expect(calls).toEqual([`POST vehicles/${vehicleUuid}/photos`, `PATCH vehicle-photos/${photo}`]);
    const stored = await photoRows(h.t, vehicleUuid);
    expect(stored.filter((p) => p.isFeatured).map((p) => p.uuid)).toEqual([photo]);
  });

  it('an order waits only for the uploads it names', async () => {
    const { d, vehicleUuid } = await workshop();
    const current = await d.db.photos.where('vehicleUuid').equals(vehicleUuid).sortBy('orderNum');
    const existing = current.map((p) => p.uuid).reverse();
    const later = crypto.randomUUID();
    await queueVehiclePhoto({ uuid: later, vehicleUuid }, await jpeg(200));
    await queuePhotoOrder({ vehicleUuid, order: existing });
    // Sent before the unrelated upload; the new photo then goes after the ordered ones.
    expect(await d.push()).toEqual({ sent: 1, stopped: null });
    expect(await d.upload()).toEqual({ sent: 1, stopped: null });
    const stored = await photoRows(h.t, vehicleUuid);
    expect(stored.map((p) => p.uuid)).toEqual([...existing, later]);
  });
});
