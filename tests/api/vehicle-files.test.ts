/**
 * A vehicle's files (spec 02 §3, §5, §7; issue 10): POST /vehicles/{id}/file
 * takes a description and a PDF (by its magic) or an image (re-encoded to
 * WebP, ≤ 2048 px); an executable named .pdf is 415 and a 30 MB file 413,
 * with nothing in the database or the store; PATCH changes the description,
 * DELETE removes row and file. SELLER 403, rival 404, no token 401; a replay
 * is stored once; the change feed carries the rows and the tombstones.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { VehicleFile } from '../../src/domain/entities';
import { MSG } from '../../src/domain/messages';
import { MEDIA_FILE_ERRORS } from '../../src/domain/vehicle-media-files';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, testAppWithUsers } from './helpers/test-app';
import {
  changesSince,
  exeBytes,
  feedEnd,
  postParts,
  pdfBytes,
  storedKeys,
  vehicleOf,
  type Part,
} from './helpers/vehicle-media';

const { t, tokens } = testAppWithUsers<string>(
  ['admin@demo.pt', 'gestor@demo.pt', 'oficina@demo.pt', 'vendedor@demo.pt', 'admin@rival.pt'],
  { media: true },
);
let vehicleUuid = '';
let rivalVehicleUuid = '';
let pdf: Buffer;

beforeAll(async () => {
  vehicleUuid = (await vehicleOf(t, DEMO_COMPANY)).uuid;
  rivalVehicleUuid = (await vehicleOf(t, RIVAL_COMPANY)).uuid;
  pdf = await pdfBytes();
});

const upload = (vehicle: string, parts: Part[], token: string | null, key?: string) =>
  postParts(t, `/api/vehicles/${vehicle}/file`, parts, token, key);

const describeAs = (text: string): Part => ({ name: 'description', data: text });
const file = (data: Buffer, filename = 'inspecao.pdf', contentType = 'application/pdf'): Part => ({
  name: 'file',
  filename,
  contentType,
  data,
});

const fileRows = () =>
  t.database.db.select().from(s.vehicleFiles).where(eq(s.vehicleFiles.vehicleUuid, vehicleUuid));
const keyOf = (url: string) => url.slice('/api/media/'.length);

describe('POST /api/vehicles/{id}/file', () => {
  it.each(['admin@demo.pt', 'gestor@demo.pt', 'oficina@demo.pt'])(
    '%s attaches a PDF, stored as sent, after the last one',
    async (user) => {
      const before = await fileRows();
      const id = crypto.randomUUID();
      const res = await upload(
        vehicleUuid,
        [describeAs('  Inspeção  '), { name: 'uuid', data: id }, file(pdf)],
        tokens[user]!,
      );
      expect(res.statusCode).toBe(201);
      const answer = res.json<{ file: VehicleFile }>().file;
      expect(answer).toMatchObject({
        uuid: id,
        vehicleUuid,
        companyUuid: DEMO_COMPANY,
        description: 'Inspeção',
        orderNum: before.length + 1,
      });
      expect(answer.url).toMatch(
        new RegExp(`^/api/media/c/${DEMO_COMPANY}/v/${vehicleUuid}/files/${id}-[0-9a-f]+\\.pdf$`),
      );
      expect(await readFile(join(t.mediaDir, keyOf(answer.url)))).toEqual(pdf);
      expect((await fileRows()).map((r) => r.uuid)).toContain(id);
    },
  );

  it('re-encodes an image to WebP within 2048 px', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3366cc' } })
      .jpeg()
      .toBuffer();
    const res = await upload(
      vehicleUuid,
      [describeAs('Livrete'), file(jpeg, 'livrete.jpg', 'image/jpeg')],
      tokens['gestor@demo.pt']!,
    );
    expect(res.statusCode).toBe(201);
    const { url } = res.json<{ file: VehicleFile }>().file;
    expect(url).toMatch(/\.webp$/);
    const meta = await sharp(await readFile(join(t.mediaDir, keyOf(url)))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 2048 });
  });

  it('refuses an executable named .pdf (415): nothing in the database or the store', async () => {
    const rows = await fileRows();
    const keys = await storedKeys(t.mediaDir);
    const res = await upload(
      vehicleUuid,
      [describeAs('Fatura'), file(exeBytes(), 'fatura.pdf')],
      tokens['gestor@demo.pt']!,
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ error: { fields: { file: MEDIA_FILE_ERRORS.fileType } } });
    expect(await fileRows()).toEqual(rows);
    expect(await storedKeys(t.mediaDir)).toEqual(keys);
  });

  it('refuses a 30 MB file (413): nothing stored', async () => {
    const rows = await fileRows();
    const keys = await storedKeys(t.mediaDir);
    const big = Buffer.concat([pdf, Buffer.alloc(30 * 1024 * 1024, 0x20)]);
    const res = await upload(vehicleUuid, [describeAs('Grande'), file(big)], tokens['gestor@demo.pt']!);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: { fields: { file: MEDIA_FILE_ERRORS.fileTooLarge } } });
    expect(await fileRows()).toEqual(rows);
    expect(await storedKeys(t.mediaDir)).toEqual(keys);
  });

  it('requires a description (400 fields.description) and a file', async () => {
    const rows = await fileRows();
    const keys = await storedKeys(t.mediaDir);
    for (const parts of [[file(pdf)], [describeAs('   '), file(pdf)]]) {
      const res = await upload(vehicleUuid, parts, tokens['gestor@demo.pt']!);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { fields: { description: MSG.required } } });
    }
    const noFile = await upload(vehicleUuid, [describeAs('Sem ficheiro')], tokens['gestor@demo.pt']!);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ error: { fields: { file: MEDIA_FILE_ERRORS.fileMissing } } });
    expect(await fileRows()).toEqual(rows);
    expect(await storedKeys(t.mediaDir)).toEqual(keys);
  });

  it('refuses a seller (403), a rival (404), no token (401): nothing stored', async () => {
    const rows = await fileRows();
    const keys = await storedKeys(t.mediaDir);
    const parts = [describeAs('X'), file(pdf)];
    expect((await upload(vehicleUuid, parts, tokens['vendedor@demo.pt']!)).statusCode).toBe(403);
    expect((await upload(vehicleUuid, parts, tokens['admin@rival.pt']!)).statusCode).toBe(404);
    expect((await upload(rivalVehicleUuid, parts, tokens['gestor@demo.pt']!)).statusCode).toBe(404);
    expect((await upload(vehicleUuid, parts, null)).statusCode).toBe(401);
    expect(await fileRows()).toEqual(rows);
    expect(await storedKeys(t.mediaDir)).toEqual(keys);
  });

  it('stores a replayed upload once (same Idempotency-Key)', async () => {
    const rows = (await fileRows()).length;
    const keys = (await storedKeys(t.mediaDir)).length;
    const key = `file-${crypto.randomUUID()}`;
    const parts = [describeAs('Repetido'), file(pdf)];
    const first = await upload(vehicleUuid, parts, tokens['gestor@demo.pt']!, key);
    const again = await upload(vehicleUuid, parts, tokens['gestor@demo.pt']!, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await fileRows()).toHaveLength(rows + 1);
    expect(await storedKeys(t.mediaDir)).toHaveLength(keys + 1);
  });
});

describe('PATCH and DELETE /api/vehicle-files/{id}, and the change feed', () => {
  it('changes the description, deletes row and file, and the feed carries both', async () => {
    const token = tokens['gestor@demo.pt']!;
    const start = await feedEnd(t, token);
    const created = (await upload(vehicleUuid, [describeAs('Original'), file(pdf)], token)).json<{
      file: VehicleFile;
    }>().file;
    const patch = (id: string, payload: Record<string, unknown>, as = token) =>
      t.app.inject({ method: 'PATCH', url: `/api/vehicle-files/${id}`, headers: bearer(as), payload });
    const remove = (id: string, as = token) =>
      t.app.inject({ method: 'DELETE', url: `/api/vehicle-files/${id}`, headers: bearer(as) });

    expect((await patch(created.uuid, { description: 'X' }, tokens['vendedor@demo.pt']!)).statusCode).toBe(
      403,
    );
    expect((await patch(created.uuid, { description: 'X' }, tokens['admin@rival.pt']!)).statusCode).toBe(404);
    const blank = await patch(created.uuid, { description: ' ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ error: { fields: { description: MSG.required } } });
    const changed = await patch(created.uuid, { description: 'Inspeção 2026' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ file: VehicleFile }>().file).toMatchObject({
      uuid: created.uuid,
      description: 'Inspeção 2026',
      url: created.url,
    });
    const [row] = await t.database.db
      .select()
      .from(s.vehicleFiles)
      .where(eq(s.vehicleFiles.uuid, created.uuid));
    expect(row?.description).toBe('Inspeção 2026');

    const changes = await changesSince(t, token, start);
    const put = changes.filter((c) => c.entity === 'files' && c.op === 'put');
    expect(put.map((c) => (c.op === 'put' ? c.record : null))).toContainEqual(
      expect.objectContaining({ uuid: created.uuid, description: 'Inspeção 2026' }),
    );

    expect((await remove(created.uuid, tokens['vendedor@demo.pt']!)).statusCode).toBe(403);
    expect((await remove(created.uuid, tokens['admin@rival.pt']!)).statusCode).toBe(404);
    const gone = await remove(created.uuid);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ file: { uuid: created.uuid } });
    expect((await fileRows()).map((r) => r.uuid)).not.toContain(created.uuid);
    expect(await storedKeys(t.mediaDir)).not.toContain(keyOf(created.url));
    expect((await remove(created.uuid)).statusCode).toBe(404);

    const after = await changesSince(t, token, start);
    expect(after.some((c) => c.entity === 'files' && c.op === 'delete' && c.uuid === created.uuid)).toBe(
      true,
    );
  });
});
