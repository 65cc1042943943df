/**
 * Deleting vehicles removes their media files (issue 10 scope 1): the spec
 * deletes vehicles only with their company (the super user's DELETE
 * /api/companies/{id}), whose cascade takes the photo, video and file rows;
 * their keys are read before the cascade and the files removed after the
 * commit. Another company's files stay.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema';
import { diskStorage } from '../../server/media/storage';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { filesUnder } from './helpers/multipart';
import { demoVehicles, jpeg, photoPart, uploadPhotos } from './helpers/photos';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp({ media: true });
});

afterAll(async () => {
  await t.close();
});

/** A video and a file row of the vehicle, pointing at files in the store (as their uploads leave them). */
async function addVideoAndFile(vehicle: { uuid: string; companyUuid: string }) {
  const storage = diskStorage(t.mediaDir);
  const base = `c/${vehicle.companyUuid}/v/${vehicle.uuid}`;
  const video = `${base}/video/${crypto.randomUUID()}-abc123.mp4`;
  const file = `${base}/files/${crypto.randomUUID()}-def456.pdf`;
  await storage.put(video, Buffer.from('not really a video'), 'video/mp4');
  await storage.put(file, Buffer.from('%PDF-1.7\n'), 'application/pdf');
  await t.database.db.insert(s.vehicleVideos).values({ ...ids(vehicle), url: `/api/media/${video}` });
  await t.database.db
    .insert(s.vehicleFiles)
    .values({ ...ids(vehicle), url: `/api/media/${file}`, description: 'Inspeção' });
}

const ids = (vehicle: { uuid: string; companyUuid: string }) => ({
  vehicleUuid: vehicle.uuid,
  companyUuid: vehicle.companyUuid,
});

describe('deleting a company’s vehicles', () => {
  it('removes their photos, video and files from the store after the commit; the rival’s stay', async () => {
    const admin = await t.login('admin@demo.pt');
    const rivalAdmin = await t.login('admin@rival.pt');
    const [demo] = await demoVehicles(t, DEMO_COMPANY);
    const [rival] = await demoVehicles(t, RIVAL_COMPANY);
    if (!demo || !rival) throw new Error('no demo vehicles');
    const upDemo = await uploadPhotos(
      t,
      demo.uuid,
      [photoPart(await jpeg()), photoPart(await jpeg())],
      admin,
    );
    expect(upDemo.statusCode, upDemo.body).toBe(201);
    const upRival = await uploadPhotos(t, rival.uuid, [photoPart(await jpeg())], rivalAdmin);
    expect(upRival.statusCode, upRival.body).toBe(201);
    await addVideoAndFile(demo);

    const before = await filesUnder(t.mediaDir);
    expect(before.filter((f) => f.startsWith(`c/${DEMO_COMPANY}/`))).toHaveLength(8);
    const rivalFiles = before.filter((f) => f.startsWith(`c/${RIVAL_COMPANY}/`));
    expect(rivalFiles).toHaveLength(3);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/companies/${DEMO_COMPANY}`,
      headers: bearer(await t.login('super@montra.pt')),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.database.db.select().from(s.vehicles).where(eq(s.vehicles.uuid, demo.uuid))).toEqual([]);
    expect(await filesUnder(t.mediaDir)).toEqual(rivalFiles);
  });
});
