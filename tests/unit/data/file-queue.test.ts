// @vitest-environment node
/**
 * The file queue against the real server (design §2): a file's bytes wait in
 * IndexedDB beside their outbox row, survive a reload, upload once even when
 * the first answer is lost (same Idempotency-Key), keep their bytes when
 * refused, never hold back the other writes, and wait for their record's own
 * queued writes (a logo for a company made offline).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MontraDb } from '../../../src/data/db/montra-db';
import { fetchUploader, type Uploader } from '../../../src/data/sync/upload';
import { queueCompanyCreate, queueCompanyLogo, queueStandCreate } from '../../../src/data/writes';
import * as s from '../../../server/db/schema';
import { RIVAL_COMPANY } from '../../../server/seed/demo-organisation';
import { signIn, startServer, type Device, type Harness } from './server-harness';

let h: Harness;
let device: Device;
/** Every logo upload that reached the server, with its key. */
const uploads: string[] = [];

beforeAll(async () => {
  h = await startServer((t) =>
    t.app.addHook('onRequest', async (req) => {
      if (req.url.endsWith('/logo')) uploads.push(String(req.headers['idempotency-key']));
    }),
  );
});

afterAll(async () => {
  await h.close();
});

afterEach(async () => {
  await device.close();
  uploads.length = 0;
});

async function superDevice(): Promise<Device> {
  device = await signIn(h, 'super@montra.pt');
  await device.pull();
  return device;
}

async function png(name = 'logo.png'): Promise<File> {
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#0a7d52' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], name, { type: 'image/png' });
}

const logoFiles = () => readdir(join(h.mediaDir, 'logos')).catch(() => [] as string[]);

async function serverCompany(uuid: string) {
  const [row] = await h.t.database.db.select().from(s.companies).where(eq(s.companies.uuid, uuid));
  return row;
}

describe('a queued file', () => {
  it('survives a reload: the row (name, size) and its bytes are still on the device', async () => {
    const d = await superDevice();
    const file = await png();
    const id = await queueCompanyLogo({ companyUuid: RIVAL_COMPANY }, file);
    d.db.close();
    const reopened = new MontraDb(d.db.name);
    const row = await reopened.outbox.where('id').equals(id).first();
    expect(row?.file).toMatchObject({ name: 'logo.png', size: file.size, type: 'image/png' });
    const blob = await reopened.blobs.get(row!.file!.blobId);
    expect(blob?.bytes.byteLength).toBe(file.size);
    // The company shows the picked logo from the device until the server has it.
    expect((await reopened.companies.get(RIVAL_COMPANY))?.logo).toBe(`local:${id}`);
    reopened.close();
  });

  it('uploads once when the first answer is lost: the retry carries the same key and is replayed', async () => {
    const d = await superDevice();
    const before = (await logoFiles()).length;
    const id = await queueCompanyLogo({ companyUuid: RIVAL_COMPANY }, await png());
    // The server takes the upload, but the tablet never hears back (Wi-Fi gone mid-answer).
    const losesAnswer: Uploader = async (request) => {
      await fetchUploader(request);
      return { status: 0, body: undefined };
    };
    expect((await d.upload(losesAnswer)).stopped).toBe('unavailable');
    expect(await d.db.outbox.count()).toBe(1);
    await d.db.outbox.toCollection().modify({ nextAttemptAt: 0 });
    expect((await d.upload()).sent).toBe(1);

    expect(uploads).toEqual([id, id]);
    expect((await logoFiles()).length).toBe(before + 1);
    const stored = await serverCompany(RIVAL_COMPANY);
    expect((await d.db.companies.get(RIVAL_COMPANY))?.logo).toBe(stored?.logo);
    expect(await d.db.outbox.count()).toBe(0);
    expect(await d.db.blobs.count()).toBe(0);
  });

  it('keeps its bytes and is marked refused on a 415, without holding back the next file', async () => {
    const d = await superDevice();
    const text = new File(['não é uma imagem'], 'notas.png', { type: 'image/png' });
    const refused = await queueCompanyLogo({ companyUuid: RIVAL_COMPANY }, text);
    const good = await queueCompanyLogo({ companyUuid: RIVAL_COMPANY }, await png('bom.png'));
    const result = await d.upload();
    expect(result).toEqual({ sent: 1, stopped: null });
    const row = await d.db.outbox.where('id').equals(refused).first();
    expect(row?.state).toBe('failed');
    expect(row?.lastError).toMatch(/imagem/i);
    expect(await d.db.blobs.get(refused)).toBeDefined();
    expect(await d.db.outbox.where('id').equals(good).count()).toBe(0);
  });

  it('is refused with 413 when too large, and keeps its bytes', async () => {
    const d = await superDevice();
    const big = new File([new Uint8Array(3 * 1024 * 1024)], 'grande.png', { type: 'image/png' });
    const id = await queueCompanyLogo({ companyUuid: RIVAL_COMPANY }, big);
    await d.upload();
    const row = await d.db.outbox.where('id').equals(id).first();
    expect(row?.state).toBe('failed');
    expect((await d.db.blobs.get(id))?.bytes.byteLength).toBe(3 * 1024 * 1024);
  });

  it('does not hold back the other writes: they are pushed while the file waits', async () => {
    const d = await superDevice();
    const logo = await queueCompanyLogo({ companyUuid: RIVAL_COMPANY }, await png());
    const stand = crypto.randomUUID();
    await queueStandCreate({
      uuid: stand,
      name: 'Stand Gaia',
      location: 'GAIA',
      address: null,
      companyUuid: RIVAL_COMPANY,
    });
    expect(await d.push()).toEqual({ sent: 1, stopped: null });
    const [created] = await h.t.database.db.select().from(s.stands).where(eq(s.stands.uuid, stand));
    expect(created?.name).toBe('Stand Gaia');
    expect(await d.db.outbox.where('id').equals(logo).count()).toBe(1);
    expect(uploads).toEqual([]);
  });

  it("waits for its company's own queued creation, then uploads", async () => {
    const d = await superDevice();
    const company = crypto.randomUUID();
    await queueCompanyCreate({ uuid: company, name: 'Nova Offline', color: null, logo: null });
    await queueCompanyLogo({ companyUuid: company }, await png());
    expect(await d.upload()).toEqual({ sent: 0, stopped: null });
    expect(uploads).toEqual([]);
    await d.push();
    expect(await d.upload()).toEqual({ sent: 1, stopped: null });
    expect((await serverCompany(company))?.logo).toMatch(/^\/api\/media\/logos\/.+\.webp$/);
  });
});
