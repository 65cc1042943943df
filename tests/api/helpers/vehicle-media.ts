/** What the vehicle video and file API tests share: multipart bodies, real fixture bytes, the store's files. */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import * as s from '../../../server/db/schema';
import type { Change, ChangesPage } from '../../../src/domain/sync';
import { bearer, type TestApp } from './test-app';

export { multipart, postParts, type Part } from './multipart';

/** The head of an ISO-BMFF MP4 (an 'ftyp' box, brand isom) followed by `bodyBytes` of data. */
export function mp4Bytes(bodyBytes = 2048): Buffer {
  const ftyp = Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex');
  const mdatHead = Buffer.alloc(8);
  mdatHead.writeUInt32BE(8 + bodyBytes, 0);
  mdatHead.write('mdat', 4, 'latin1');
  return Buffer.concat([ftyp, mdatHead, randomBytes(bodyBytes)]);
}

/** A WebM (EBML header with DocType webm). */
export function webmBytes(): Buffer {
  const ebml = Buffer.from(
    '1a45dfa3a34286810142f7810142f2810442f381084282847765626d42878104428581021853806701',
    'hex',
  );
  return Buffer.concat([ebml, randomBytes(1024)]);
}

/** A Windows executable (MZ header) — what must never be stored, whatever its name. */
export function exeBytes(): Buffer {
  const mz = Buffer.alloc(512);
  mz.write('MZ', 0, 'latin1');
  mz.writeUInt32LE(0x80, 0x3c);
  mz.write('PE\0\0', 0x80, 'latin1');
  return mz;
}

/** A real one-page PDF made with pdfkit. */
export function pdfBytes(text = 'Inspeção técnica'): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(24).text(text);
    doc.end();
  });
}

/** Every file under the media store (sidecars under .meta excluded), as keys. */
export async function storedKeys(root: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(dir: string) {
    let entries;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (entry.name === '.meta') continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else out.push(relative(root, path).split('\\').join('/'));
    }
  }
  await walk(root);
  return out.sort();
}

/** A vehicle of the company, from the seeded data. */
export async function vehicleOf(t: TestApp, companyUuid: string) {
  const [row] = await t.database.db
    .select()
    .from(s.vehicles)
    .where(eq(s.vehicles.companyUuid, companyUuid))
    .limit(1);
  if (!row) throw new Error(`no vehicle in ${companyUuid}`);
  return row;
}

async function feedPage(t: TestApp, token: string, since: string): Promise<ChangesPage> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/sync/changes?since=${since}&limit=500`,
    headers: bearer(token),
  });
  return res.json<ChangesPage>();
}

/** Every change of the feed after the cursor, page by page. */
export async function changesSince(t: TestApp, token: string, since: string): Promise<Change[]> {
  const all: Change[] = [];
  let cursor = since;
  for (;;) {
    const page = await feedPage(t, token, cursor);
    all.push(...page.changes);
    cursor = page.cursor;
    if (!page.hasMore) return all;
  }
}

/** The cursor at the end of the feed now. */
export async function feedEnd(t: TestApp, token: string): Promise<string> {
  let cursor = '';
  for (;;) {
    const page = await feedPage(t, token, cursor);
    cursor = page.cursor;
    if (!page.hasMore) return cursor;
  }
}
