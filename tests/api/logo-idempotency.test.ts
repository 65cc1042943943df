/**
 * A logo upload retried with the same Idempotency-Key (design §4; the logo
 * goes through the client's file queue, which retries after a lost answer):
 * the key is claimed before the multipart body is read, so the retry stores
 * no second file, changes the company once, and answers the first answer
 * again (the same JSON; stored as jsonb, its keys may come in another
 * order). A refused upload is replayed the same way; another key
 * uploads again.
 */
import { readdir } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES } from '../../src/domain/schemas/companies';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let superToken = '';

beforeAll(async () => {
  t = await makeTestApp({ media: true });
  superToken = await t.login('super@montra.pt');
});

afterAll(async () => {
  await t.close();
});

/** A multipart body of one file in the field 'photo'. */
function photoBody(data: Buffer) {
  const boundary = `----montra${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Sends the same bytes each time, as a retrying client does. */
function uploader(companyUuid: string, data: Buffer, key: string) {
  const { payload, contentType } = photoBody(data);
  return () =>
    t.app.inject({
      method: 'POST',
      url: `/api/companies/${companyUuid}/logo`,
      headers: { ...bearer(superToken), 'content-type': contentType, 'idempotency-key': key },
      payload,
    });
}

const png = (size: number) =>
  sharp({ create: { width: size, height: size, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

const storedLogos = () => readdir(join(t.mediaDir, 'logos')).catch(() => [] as string[]);

async function companyRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.companies).where(eq(s.companies.uuid, uuid));
  if (!row) throw new Error(`no company ${uuid}`);
  return row;
}

describe('POST /api/companies/:id/logo with an Idempotency-Key', () => {
  it('stores one file for two sends and answers the second with the first answer', async () => {
    const before = await companyRow(DEMO_COMPANY);
    const send = uploader(DEMO_COMPANY, await png(64), 'logo-retry-000001');
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    const { logo } = first.json() as { logo: string };
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.json()).toEqual(first.json());

    expect(await storedLogos()).toEqual([logo.replace('/api/media/logos/', '')]);
    const after = await companyRow(DEMO_COMPANY);
    expect(after.logo).toBe(logo);
    expect(after.rowVersion).toBe(before.rowVersion + 1);
  });

  it('replays a refused upload without storing anything', async () => {
    const files = await storedLogos();
    const send = uploader(
      RIVAL_COMPANY,
      Buffer.from('isto não é uma imagem\n'.repeat(10)),
      'logo-retry-000002',
    );
    const first = await send();
    expect(first.statusCode).toBe(415);
    expect(first.json()).toMatchObject({ error: { message: COMPANY_MESSAGES.logoNotImage } });
    const again = await send();
    expect(again.statusCode).toBe(415);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await storedLogos()).toEqual(files);
    expect((await companyRow(RIVAL_COMPANY)).logo).toBeNull();
  });

  it('uploads again under another key: the new file replaces the old one', async () => {
    const { logo: previous } = await companyRow(DEMO_COMPANY);
    const res = await uploader(DEMO_COMPANY, await png(32), 'logo-retry-000003')();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['idempotent-replay']).toBeUndefined();
    const { logo } = res.json() as { logo: string };
    expect(logo).not.toBe(previous);
    expect(await storedLogos()).toEqual([logo.replace('/api/media/logos/', '')]);
  });
});
