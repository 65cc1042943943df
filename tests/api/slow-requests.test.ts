/**
 * Slow bodies are cut (issue 21): a login announcing 1,000 bytes and trickling them, and an upload
 * bringing less than its minimum pace, answer 408 in the error shape and lose their connection —
 * while a body that keeps its pace, however long, goes through. The limits are made short here
 * (the defaults: a minute for a JSON body, 16 KiB every 20 s for an upload).
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { SLOW_REQUEST_MESSAGE } from '../../server/slow-requests';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import { multipart } from './helpers/multipart';
import { makeTestApp, type TestApp } from './helpers/test-app';
import { vehicleOf } from './helpers/vehicle-media';

const LIMITS = { bodyDeadlineMs: 1_500, uploadWindowMs: 1_000, uploadMinBytesPerWindow: 2_048 };
/** How often the trickling client sends a byte or a chunk. */
const TRICKLE_EVERY_MS = 150;

let t: TestApp;
let port = 0;
let token = '';
let vehicleUuid = '';

beforeAll(async () => {
  t = await makeTestApp({ deps: { slowRequests: LIMITS } });
  port = Number(new URL(await t.app.listen({ port: 0, host: '127.0.0.1' })).port);
  token = await t.login('admin@demo.pt');
  vehicleUuid = (await vehicleOf(t, DEMO_COMPANY)).uuid;
});

afterAll(async () => {
  await t.close();
});

interface Outcome {
  status: number;
  body: string;
  /** How long the server kept the connection (ms). */
  openMs: number;
}

/** Sends `head`, then `body` in slices of `chunkBytes` every TRICKLE_EVERY_MS, until the server answers or all went. */
function trickle(head: string, body: Buffer, chunkBytes: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const chunks: Buffer[] = [];
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent >= body.length || socket.destroyed) return clearInterval(timer);
        socket.write(body.subarray(sent, sent + chunkBytes));
        sent += chunkBytes;
      }, TRICKLE_EVERY_MS);
    });
    socket.on('data', (data) => chunks.push(data));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [headLines = '', body = ''] = text.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headLines)?.[1]),
        body,
        openMs: Date.now() - started,
      });
    });
    setTimeout(() => reject(new Error('the server kept the connection')), 20_000).unref();
  });
}

const post = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  '\r\n';

/** A photo upload's head and body (a real, noisy JPEG of some 20 KB). */
async function photoUpload(): Promise<{ head: string; body: Buffer }> {
  const noise = Buffer.from(Array.from({ length: 120 * 120 * 3 }, (_, i) => (i * 7919) % 251));
  const jpeg = await sharp(noise, { raw: { width: 120, height: 120, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const { payload, headers } = multipart([
    { name: 'uuid', data: crypto.randomUUID() },
    { name: 'photos', filename: 'foto.jpg', contentType: 'image/jpeg', data: jpeg },
  ]);
  const head = post(`/api/vehicles/${vehicleUuid}/photos`, {
    Authorization: `Bearer ${token}`,
    'Content-Type': headers['content-type']!,
    'Content-Length': payload.length,
  });
  return { head, body: payload };
}

describe('a slow body', () => {
  it('a login trickling one byte at a time is answered 408 and closed', async () => {
    const head = post('/api/auth/login', { 'Content-Type': 'application/json', 'Content-Length': 1000 });
    const outcome = await trickle(head, Buffer.alloc(1000, ' '), 1);
    expect(outcome.status).toBe(408);
    expect(JSON.parse(outcome.body)).toEqual({ error: { code: 'TIMEOUT', message: SLOW_REQUEST_MESSAGE } });
    expect(outcome.openMs).toBeLessThan(LIMITS.bodyDeadlineMs + 3 * LIMITS.uploadWindowMs);
  });

  it('an upload below its minimum pace is answered 408 and closed', async () => {
    const { head, body } = await photoUpload();
    // 64 bytes every 150 ms: about 430 bytes a second, under the 2 KiB a second asked here.
    const outcome = await trickle(head, body, 64);
    expect(outcome.status).toBe(408);
    expect(JSON.parse(outcome.body)).toEqual({ error: { code: 'TIMEOUT', message: SLOW_REQUEST_MESSAGE } });
    expect(outcome.openMs).toBeLessThan(4 * LIMITS.uploadWindowMs);
  });

  it('an upload that keeps its pace goes through, though it takes several windows', async () => {
    const { head, body } = await photoUpload();
    const chunk = Math.ceil(body.length / 20);
    // 20 chunks, one every 150 ms: about 3 s in all, each window well above its minimum.
    expect((chunk * 1000) / TRICKLE_EVERY_MS).toBeGreaterThan(2 * LIMITS.uploadMinBytesPerWindow);
    const outcome = await trickle(head, body, chunk);
    expect(outcome.status).toBe(201);
    expect(outcome.openMs).toBeGreaterThan(2 * LIMITS.uploadWindowMs);
  });
});
