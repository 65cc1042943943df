// @vitest-environment node
/**
 * The video and file writes against the real server: a new video replaces
 * the vehicle's one in the mirror at once, and discarding it brings the old
 * one back (the TrackedMirror kept it); once uploaded, the server holds one
 * video. A description changed while the file still waits to go up is sent
 * after the upload, never before it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discardRow, queueFileUpdate, queueVehicleFile, queueVehicleVideo } from '../../../src/data/writes';
import * as s from '../../../server/db/schema';
import { signIn, startServer, type Device, type Harness } from '../data/server-harness';

let h: Harness;
let d: Device;

beforeAll(async () => {
  h = await startServer();
  d = await signIn(h, 'gestor@demo.pt');
  await d.pull();
  d.use();
});

afterAll(async () => {
  await d.close();
  await h.close();
});

function mp4(): File {
  const head = Uint8Array.from(Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'));
  return new File([head, new Uint8Array(2048).fill(3)], 'clip.mp4', { type: 'video/mp4' });
}
const pdf = () => new File(['%PDF-1.4\n%%EOF\n'], 'inspecao.pdf', { type: 'application/pdf' });

describe('the vehicle video and file writes', () => {
  it('replace the video in the mirror, restore it on discard, and leave one on the server', async () => {
    const vehicle = (await d.db.vehicles.toArray())[2]!;
    const first = crypto.randomUUID();
    await queueVehicleVideo({ uuid: first, vehicleUuid: vehicle.uuid }, mp4());
    expect((await d.upload()).sent).toBe(1);
    const uploaded = await d.db.videos.get(first);
    expect(uploaded?.url).toMatch(/^\/api\/media\/.+\.mp4$/);

    const second = crypto.randomUUID();
    await queueVehicleVideo({ uuid: second, vehicleUuid: vehicle.uuid }, mp4());
    const shown = await d.db.videos.where('vehicleUuid').equals(vehicle.uuid).toArray();
    expect(shown.map((v) => [v.uuid, v.url.startsWith('local:')])).toEqual([[second, true]]);

    const [row] = await d.db.outbox.toArray();
    await discardRow(d.db, row!.seq!);
    expect(await d.db.videos.where('vehicleUuid').equals(vehicle.uuid).toArray()).toEqual([uploaded]);
    expect(await d.db.blobs.count()).toBe(0);

    const third = crypto.randomUUID();
    await queueVehicleVideo({ uuid: third, vehicleUuid: vehicle.uuid }, mp4());
    expect((await d.upload()).sent).toBe(1);
    const onServer = await h.t.database.db
      .select()
      .from(s.vehicleVideos)
      .where(eq(s.vehicleVideos.vehicleUuid, vehicle.uuid));
    expect(onServer.map((v) => v.uuid)).toEqual([third]);
    expect(
      (await d.db.videos.where('vehicleUuid').equals(vehicle.uuid).toArray()).map((v) => v.uuid),
    ).toEqual([third]);
  });

  it('sends a description change only after the file it is about has gone up', async () => {
    const vehicle = (await d.db.vehicles.toArray())[2]!;
    const id = crypto.randomUUID();
    await queueVehicleFile({ uuid: id, vehicleUuid: vehicle.uuid, description: 'Antes' }, pdf());
    await queueFileUpdate({ uuid: id, description: 'Depois' });
    expect((await d.db.files.get(id))?.description).toBe('Depois');

    // The JSON lane first: the update waits for the upload.
    expect((await d.push()).sent).toBe(0);
    expect(await d.db.outbox.count()).toBe(2);
    expect((await d.upload()).sent).toBe(1);
    expect((await d.push()).sent).toBe(1);
    expect(await d.db.outbox.count()).toBe(0);
    const [row] = await h.t.database.db.select().from(s.vehicleFiles).where(eq(s.vehicleFiles.uuid, id));
    expect(row?.description).toBe('Depois');
    expect((await d.db.files.get(id))?.description).toBe('Depois');
  });
});
