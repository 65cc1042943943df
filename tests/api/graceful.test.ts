/**
 * Graceful stop (issue 23): app.close() — what SIGTERM runs — ends the long-lived streams
 * registered with app.longLived (their clients reconnect elsewhere) instead of waiting on them, and
 * lets a request in flight finish with its answer. GET /api/ready says ready while all is well.
 */
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let port = 0;
let releaseSlow: () => void = () => undefined;
let slowBegan: () => void = () => undefined;
const slowStarted = new Promise<void>((resolve) => (slowBegan = resolve));

beforeAll(async () => {
  t = await makeTestApp({ seed: false });
  // A stream as the event stream keeps one: open until the server ends it.
  t.app.get('/test/stream', { config: { public: true } }, (req, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/event-stream' });
    reply.raw.write(': open\n\n');
    const forget = t.app.longLived.add(() => reply.raw.end());
    req.raw.once('close', forget);
  });
  // A request still running when the stop begins.
  t.app.get('/test/slow', { config: { public: true } }, async () => {
    slowBegan();
    await new Promise<void>((resolve) => (releaseSlow = resolve));
    return { done: true };
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

afterAll(async () => {
  await t.database.close();
});

const get = (path: string) =>
  new Promise<{ status: number; body: Promise<string> }>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      resolve({
        status: res.statusCode ?? 0,
        body: new Promise((done) => res.on('end', () => done(text))),
      });
    });
    req.on('error', reject);
    req.end();
  });

describe('a graceful stop', () => {
  it('answers GET /api/ready while the database and the store answer', async () => {
    const ready = await get('/api/ready');
    expect(ready.status).toBe(200);
    expect(JSON.parse(await ready.body)).toEqual({ status: 'ready', database: 'ok', storage: 'ok' });
  });

  it('ends the open streams and finishes the request in flight before closing', async () => {
    const stream = await get('/test/stream');
    expect(stream.status).toBe(200);
    const slow = get('/test/slow');
    await slowStarted;
    const closed = t.app.close();
    // The stream ends because the stop closed it (it would stay open for ever otherwise).
    expect(await stream.body).toBe(': open\n\n');
    expect(t.app.longLived.draining).toBe(true);
    releaseSlow();
    const answer = await slow;
    expect(answer.status).toBe(200);
    expect(JSON.parse(await answer.body)).toEqual({ done: true });
    await closed;
  });
});
