/**
 * Compression on the wire (issue 13): API answers by Accept-Encoding (brotli or gzip above a small
 * threshold, the same JSON once decoded, none when not asked), and the built app's files sent from
 * the .br/.gz copies written at build, with Vary and immutable caching for hashed assets.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_THRESHOLD_BYTES } from '../../server/app';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let token: string;
let root: string;
let dist: string;
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, i) => `{ id: ${i}, label: 'Veículo ${i}' }`).join(', ')}];\n`;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'montra-compress-'));
  dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html><html lang="pt-PT"><body>${'<p>Montra</p>'.repeat(200)}</body></html>`,
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  // The same script the build runs.
  execFileSync(process.execPath, ['scripts/precompress.mjs', dist], { stdio: 'ignore' });
  t = await makeTestApp({ deps: { staticDir: dist } });
  token = await t.login('admin@demo.pt');
});

afterAll(async () => {
  await t.close();
  rmSync(root, { recursive: true, force: true });
});

const LIST = `/api/vehicles/company/${DEMO_COMPANY}`;

describe('API answers', () => {
  it('are the same JSON in brotli, in gzip and as they are', async () => {
    const plain = await t.app.inject({ method: 'GET', url: LIST, headers: bearer(token) });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD_BYTES);

    const br = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { ...bearer(token), 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    const fromBr = brotliDecompressSync(br.rawPayload);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(fromBr.toString('utf8'))).toEqual(plain.json());

    const gz = await t.app.inject({
      method: 'GET',
      url: LIST,
      headers: { ...bearer(token), 'accept-encoding': 'gzip, deflate' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compress the change feed too', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sync/changes',
      headers: { ...bearer(token), 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const changes = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8')) as {
      changes: unknown[];
    };
    expect(changes.changes.length).toBeGreaterThan(0);
  });

  it('below the threshold go as they are', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('errors (small) go as they are and stay readable', async () => {
    const res = await t.app.inject({ method: 'GET', url: LIST, headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(401);
    expect(res.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body)).toHaveProperty('error.code');
  });
});

describe("the app's files", () => {
  it('go precompressed by Accept-Encoding, with Vary and immutable caching', async () => {
    const url = '/assets/app-abc123.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.equals(readFileSync(join(dist, 'assets', 'app-abc123.js.br')))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(SCRIPT);

    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString('utf8')).toBe(SCRIPT);

    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('the app shell of a client route comes compressed and revalidated', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/contacts/123',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html =
      res.headers['content-encoding'] === 'br'
        ? brotliDecompressSync(res.rawPayload).toString('utf8')
        : res.body;
    expect(html).toContain('<html lang="pt-PT">');
    expect(res.headers['content-encoding']).toBe('br');
  });
});
