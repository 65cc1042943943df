/** A multipart/form-data body built by hand, for upload tests driven with inject(). */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { bearer, type TestApp } from './test-app';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----montra${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.contentType) head.push(`Content-Type: ${part.contentType}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A multipart upload to `url`, as `token` (none sent when null), `key` as its Idempotency-Key. */
export function postParts(t: TestApp, url: string, parts: Part[], token: string | null, key?: string) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...(token ? bearer(token) : {}), ...headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

/** Every file below `dir` (relative paths, sorted), skipping the store's hidden sidecars. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => `${e.parentPath}/${e.name}`.slice(dir.length + 1))
    .filter((path) => !path.startsWith('.meta'))
    .sort();
}
