/**
 * Errors decided before any handler runs (design §4): a URL whose
 * percent-escapes do not decode, a request Node cannot parse (an unknown
 * method, a broken header, headers too large) answer in the
 * `{ error: { code, message } }` shape with a pt-PT message and never echo
 * the request; and an unknown /api path answers 404 without a token, also
 * when the built client is served (its catch-all route takes every GET).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildApp } from '../../server/app';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, makeTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app';

let t: TestApp;
let token = '';
/** The same database served with a built client beside the API, as in production. */
let withClient: FastifyInstance;
let staticDir = '';
let address = '';

beforeAll(async () => {
  t = await makeTestApp();
  token = await t.login('admin@demo.pt');
  staticDir = await mkdtemp(join(tmpdir(), 'montra-dist-'));
  await writeFile(join(staticDir, 'index.html'), '<!doctype html><title>Montra</title>');
  withClient = await buildApp({ db: t.database.db, jwtSecret: TEST_JWT_SECRET, staticDir });
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await withClient.close();
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

const BAD_REQUEST = { error: { code: 'BAD_REQUEST', message: MSG.invalidBody } };
const NOT_FOUND = { error: { code: 'NOT_FOUND', message: MSG.recordNotFound } };

/** Sends raw bytes to the listening app and reads the answer until the server closes. */
function rawRequest(request: string): Promise<{ status: number; headers: string; body: string }> {
  const { port } = new URL(address);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(request));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]), headers: head, body });
    });
  });
}

describe('a URL whose percent-escapes do not decode', () => {
  it.each(['/api/vehicles/%FF', '/api/nao-existe/%E0%A4%A', `/api/users/company/${DEMO_COMPANY}%`, '/%FF'])(
    '%s answers 400 in the error shape, without echoing the path',
    async (url) => {
      for (const headers of [{}, bearer(token)]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode).toBe(400);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.json()).toEqual(BAD_REQUEST);
        expect(res.body).not.toContain('%');
        expect(res.body).not.toContain('/api');
      }
    },
  );
});

describe('a request Node cannot parse', () => {
  it.each([
    ['an unknown method', 'FOO /api/vehicles HTTP/1.1\r\nHost: x\r\n\r\n', 400],
    ['a header line without a colon', 'GET /api/health HTTP/1.1\r\nHost: x\r\nsem dois pontos\r\n\r\n', 400],
    [
      'a Content-Length that is not a number',
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      400,
    ],
    [
      'headers over the limit',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      431,
    ],
  ])('%s answers %i in the error shape, in pt-PT', async (_name, request, status) => {
    const res = await rawRequest(request);
    expect(res.status).toBe(status);
    expect(res.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    const length = Number(/content-length: (\d+)/i.exec(res.headers)?.[1]);
    expect(length).toBe(Buffer.byteLength(res.body));
    const body = JSON.parse(res.body) as { error: { code: string; message: string } };
    expect(Object.keys(body.error).sort()).toEqual(['code', 'message']);
    expect(body.error.message).toBe(status === 431 ? MSG.bodyTooLarge : MSG.invalidBody);
    expect(res.body).not.toContain('FOO');
  });

  it('answers a method Node knows but no route takes with the JSON 404', async () => {
    const res = await rawRequest('PROPFIND /api/vehicles HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(404);
    expect(JSON.parse(res.body)).toEqual(NOT_FOUND);
  });
});

describe('an unknown /api path with the built client served', () => {
  it.each(['GET', 'HEAD', 'POST', 'DELETE'] as const)(
    'answers %s with 404 without a token, not 401',
    async (method) => {
      for (const headers of [{}, bearer(token)]) {
        const res = await withClient.inject({ method, url: '/api/nao-existe/de-todo', headers });
        expect(res.statusCode).toBe(404);
        if (method !== 'HEAD') expect(res.json()).toEqual(NOT_FOUND);
      }
    },
  );

  it('still guards the API routes and serves the client routes', async () => {
    const api = await withClient.inject({ method: 'GET', url: `/api/users/company/${DEMO_COMPANY}` });
    expect(api.statusCode).toBe(401);
    expect(api.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: MSG.sessionExpired } });
    const page = await withClient.inject({ method: 'GET', url: '/admin/vehicles' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Montra</title>');
  });
});
