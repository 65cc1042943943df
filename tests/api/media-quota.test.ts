/**
 * A storage quota per company (issue 21, MEDIA_QUOTA_MB): a company whose media would pass its quota
 * is answered 413 in pt-PT with nothing stored, another company is not held by it, and deleting a
 * file gives its room back.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUOTA_FULL_MESSAGE } from '../../server/media/quota';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { multipart } from './helpers/multipart';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';
import { pdfBytes, storedKeys, vehicleOf } from './helpers/vehicle-media';

const QUOTA_MB = 1;

let t: TestApp;
let mediaDir = '';
let admin = '';
let rival = '';
let vehicle = '';
let rivalVehicle = '';
/** A real PDF of some 600 KB: two fit in no 1 MB quota. */
let bigPdf: Buffer;

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'montra-quota-'));
  t = await makeTestApp({ deps: { mediaDir, mediaQuotaMb: QUOTA_MB } });
  admin = await t.login('admin@demo.pt');
  rival = await t.login('admin@rival.pt');
  vehicle = (await vehicleOf(t, DEMO_COMPANY)).uuid;
  rivalVehicle = (await vehicleOf(t, RIVAL_COMPANY)).uuid;
  // A PDF's trailer may be followed by anything: padding makes the size without laying out pages.
  bigPdf = Buffer.concat([await pdfBytes(), Buffer.alloc(600 * 1024, '%')]);
  expect(bigPdf.length).toBeGreaterThan(520 * 1024);
});

afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const uploadFile = (vehicleUuid: string, token: string) => {
  const { payload, headers } = multipart([
    { name: 'description', data: 'Inspeção' },
    { name: 'file', filename: 'inspecao.pdf', contentType: 'application/pdf', data: bigPdf },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/api/vehicles/${vehicleUuid}/file`,
    headers: { ...bearer(token), ...headers },
    payload,
  });
};

describe('the media quota', () => {
  it('refuses with 413 in pt-PT what would pass the quota, storing nothing', async () => {
    const first = await uploadFile(vehicle, admin);
    expect(first.statusCode, first.body).toBe(201);
    const keys = await storedKeys(mediaDir);

    const second = await uploadFile(vehicle, admin);
    expect(second.statusCode).toBe(413);
    expect(second.json()).toMatchObject({ error: { code: 'QUOTA_EXCEEDED', message: QUOTA_FULL_MESSAGE } });
    expect(await storedKeys(mediaDir)).toEqual(keys);

    // Another company has its own quota.
    expect((await uploadFile(rivalVehicle, rival)).statusCode).toBe(201);

    // Deleting the first file gives its room back.
    const fileUuid = (first.json() as { file: { uuid: string } }).file.uuid;
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/vehicle-files/${fileUuid}`,
      headers: bearer(admin),
    });
    expect(removed.statusCode).toBe(200);
    expect((await uploadFile(vehicle, admin)).statusCode).toBe(201);
  });
});
