/**
 * Company logo upload and the media store (spec 01 §2 "Create company", §5
 * "Company", §7 POST /companies/{id}/logo; design §5): only a real image is
 * taken, re-encoded to WebP under DATA_DIR/media/logos; a text file renamed
 * .png, a file over 2 MiB and a request without the field are refused and
 * change nothing; GET /api/media/ serves the stored file (to the media cookie)
 * and answers 404 for a missing key and for any path that climbs out.
 */
import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { COMPANY_MESSAGES } from '../../src/domain/schemas/companies';
import * as s from '../../server/db/schema';
import type { CompanyAnswer } from '../../server/wire/serializers';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, body, makeTestApp, type TestApp } from './helpers/test-app';
import { expectError, type ErrorBody } from './helpers/errors';
import { postParts, type Part } from './helpers/multipart';

let t: TestApp;
let superToken = '';
let adminToken = '';

beforeAll(async () => {
  t = await makeTestApp({ media: true });
  superToken = await t.login('super@montra.pt');
  adminToken = await t.login('admin@demo.pt');
});

afterAll(async () => {
  await t.close();
});

const upload = (companyUuid: string, parts: Part[], token = superToken) =>
  postParts(t, `/api/companies/${companyUuid}/logo`, parts, token);

const photo = (data: Buffer, filename = 'logo.png', contentType = 'image/png'): Part => ({
  name: 'photo',
  filename,
  contentType,
  data,
});

/** A real PNG of the given size. */
function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 197, g: 48, b: 48 } } })
    .png()
    .toBuffer();
}

async function logoOf(uuid: string) {
  const [row] = await t.database.db
    .select({ logo: s.companies.logo })
    .from(s.companies)
    .where(eq(s.companies.uuid, uuid));
  return row?.logo;
}

async function storedLogos(): Promise<string[]> {
  return readdir(join(t.mediaDir, 'logos')).catch(() => []);
}

describe('POST /api/companies/:id/logo', () => {
  it('takes a real PNG, stores it as WebP of at most 512 px and points the company at it', async () => {
    const res = await upload(DEMO_COMPANY, [photo(await png(1200, 600))]);
    expect(res.statusCode, res.body).toBe(200);
    const { company, logo } = body<{ company: CompanyAnswer; logo: string }>(res);
    expect(logo).toMatch(new RegExp(`^/api/media/logos/${DEMO_COMPANY}-[0-9a-f]{32}\\.webp$`));
    expect(company).toMatchObject({ uuid: DEMO_COMPANY, logo, rowVersion: 2 });
    expect(await logoOf(DEMO_COMPANY)).toBe(logo);

    const file = join(t.mediaDir, logo.replace('/api/media/', ''));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });

    // Served to the media cookie (an <img> sends no bearer header), with its type and a long cache.
    const served = await t.app.inject({ method: 'GET', url: logo, headers: await t.mediaCookie(superToken) });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toContain('max-age=31536000');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // A second upload replaces the file: the old one is gone, the new one served.
    const again = await upload(DEMO_COMPANY, [photo(await png(64, 64), 'logo.jpg', 'image/jpeg')]);
    expect(again.statusCode, again.body).toBe(200);
    const next = body<{ logo: string }>(again).logo;
    expect(next).not.toBe(logo);
    expect(await storedLogos()).toEqual([next.replace('/api/media/logos/', '')]);
    const cookie = await t.mediaCookie(superToken);
    expect((await t.app.inject({ method: 'GET', url: logo, headers: cookie })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: next, headers: cookie })).statusCode).toBe(200);

    // The company's update form keeps the logo, or removes it (and its file).
    const keep = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${DEMO_COMPANY}`,
      headers: bearer(superToken),
      payload: { name: 'Auto Demo Aveiro', logo: next },
    });
    expect(keep.statusCode, keep.body).toBe(200);
    expect(await logoOf(DEMO_COMPANY)).toBe(next);
  });

  it('refuses a text file renamed .png with 415 and a pt-PT message; nothing stored', async () => {
    const before = await storedLogos();
    const logoBefore = await logoOf(DEMO_COMPANY);
    const res = await upload(DEMO_COMPANY, [photo(Buffer.from('isto não é uma imagem\n'.repeat(20)))]);
    const err = expectError(res, 415);
    expect(err.error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: COMPANY_MESSAGES.logoNotImage,
      fields: { photo: COMPANY_MESSAGES.logoNotImage },
    });
    expect(await storedLogos()).toEqual(before);
    expect(await logoOf(DEMO_COMPANY)).toBe(logoBefore);
  });

  it('refuses an SVG (a document, not a picture) and a truncated PNG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    );
    expectError(await upload(DEMO_COMPANY, [photo(svg, 'logo.svg', 'image/svg+xml')]), 415);
    const real = await png(300, 300);
    expectError(await upload(DEMO_COMPANY, [photo(real.subarray(0, Math.floor(real.length / 2)))]), 415);
  });

  it('refuses a file over 2 MiB with 413; nothing stored', async () => {
    const before = await storedLogos();
    const big = Buffer.concat([await png(10, 10), randomBytes(2 * 1024 * 1024 + 10)]);
    const err = expectError(await upload(DEMO_COMPANY, [photo(big)]), 413);
    expect(err.error.fields).toEqual({ photo: COMPANY_MESSAGES.logoTooLarge });
    expect(await storedLogos()).toEqual(before);
  });

  it("refuses a request without the 'photo' field with 400, and a JSON body with 415", async () => {
    const before = await storedLogos();
    const noFile = expectError(await upload(DEMO_COMPANY, [{ name: 'nome', data: 'x' }]), 400);
    expect(noFile.error.fields).toEqual({ photo: COMPANY_MESSAGES.logoMissing });
    const otherField = expectError(
      await upload(DEMO_COMPANY, [{ ...photo(await png(8, 8)), name: 'logo' }]),
      400,
    );
    expect(otherField.error.fields).toEqual({ photo: COMPANY_MESSAGES.logoMissing });
    const empty = expectError(await upload(DEMO_COMPANY, []), 400);
    expect(empty.error.fields).toEqual({ photo: COMPANY_MESSAGES.logoMissing });
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${DEMO_COMPANY}/logo`,
      headers: bearer(superToken),
      payload: { photo: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect((json.json() as ErrorBody).error.message).toBe(MSG.unsupportedMediaType);
    expect(await storedLogos()).toEqual(before);
  });

  it('refuses a company admin with 403 and an unknown company with 404', async () => {
    const before = await storedLogos();
    expectError(await upload(DEMO_COMPANY, [photo(await png(8, 8))], adminToken), 403);
    expectError(await upload(RIVAL_COMPANY, [photo(await png(8, 8))], adminToken), 403);
    expectError(await upload('00000000-0000-4000-8000-00000000abcd', [photo(await png(8, 8))]), 404);
    expect(await storedLogos()).toEqual(before);
  });
});

describe('GET /api/media/*', () => {
  it('answers 404 for a missing key', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/media/logos/${DEMO_COMPANY}-nao-existe.webp`,
      headers: await t.mediaCookie(superToken),
    });
    expect(res.statusCode).toBe(404);
    expect((res.json() as ErrorBody).error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for paths that climb out of the store or name its hidden files', async () => {
    await writeFile(join(t.mediaDir, '..', 'montra-secret.txt'), 'segredo').catch(() => undefined);
    for (const url of [
      '/api/media/../../etc/passwd',
      '/api/media/logos/../../montra-secret.txt',
      '/api/media/logos/..%2F..%2Fmontra-secret.txt',
      '/api/media/%2e%2e/montra-secret.txt',
      '/api/media/..%5cmontra-secret.txt',
      '/api/media/.meta/logos',
      '/api/media/logos/',
      '/api/media/',
      '/api/media//etc/passwd',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: await t.mediaCookie(superToken) });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('segredo');
    }
    await rm(join(t.mediaDir, '..', 'montra-secret.txt'), { force: true });
  });
});
