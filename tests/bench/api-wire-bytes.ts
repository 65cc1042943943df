/**
 * Bytes on the wire of a first sync: the feed paged as the client pages it, over real HTTP with
 * node:http, each page on its own socket so the socket's byte count is that answer alone (status
 * line, headers, chunk framing and the body as sent, still encoded). The pages are decoded and
 * compared, so the three encodings are known to carry the same feed.
 */
import { request } from 'node:http';
import { isDeepStrictEqual } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ChangesPage } from '../../src/domain/sync';

type Encoding = 'identity' | 'gzip' | 'br';

interface Fetched {
  wireBytes: number;
  bodyBytes: number;
  page: ChangesPage;
}

function fetchPage(url: string, token: string, encoding: Encoding): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent: false, headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          const sent = res.headers['content-encoding'] ?? 'identity';
          if (res.statusCode !== 200 || sent !== encoding) {
            reject(new Error(`${url}: ${res.statusCode}, content-encoding ${sent} for ${encoding}`));
            return;
          }
          const raw = sent === 'br' ? brotliDecompressSync(body) : sent === 'gzip' ? gunzipSync(body) : body;
          resolve({
            wireBytes: res.socket.bytesRead,
            bodyBytes: body.length,
            page: JSON.parse(raw.toString('utf8')) as ChangesPage,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

async function firstSync(base: string, token: string, limit: number, encoding: Encoding) {
  let since = '';
  let wire = 0;
  let body = 0;
  const pages: ChangesPage[] = [];
  for (;;) {
    const got = await fetchPage(`${base}/api/sync/changes?since=${since}&limit=${limit}`, token, encoding);
    wire += got.wireBytes;
    body += got.bodyBytes;
    pages.push(got.page);
    since = got.page.cursor;
    if (!got.page.hasMore) return { wire, body, pages };
  }
}

export async function firstSyncWireBytes(base: string, token: string, limit: number) {
  const identity = await firstSync(base, token, limit, 'identity');
  const gzip = await firstSync(base, token, limit, 'gzip');
  const br = await firstSync(base, token, limit, 'br');
  if (!isDeepStrictEqual(gzip.pages, identity.pages) || !isDeepStrictEqual(br.pages, identity.pages)) {
    throw new Error('the compressed feed differs from the plain one');
  }
  return { pages: identity.pages.length, identity, gzip, br };
}
