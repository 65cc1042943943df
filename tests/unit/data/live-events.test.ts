// @vitest-environment node
/**
 * The page's reader of GET /api/sync/events (src/data/sync/live-events.ts): events parsed alike
 * however the bytes are cut; against a real server, a write by another user calls onChanges with
 * the server's cursor; a dropped connection comes back (and pulls what it missed); a silent stream
 * is taken for dead while heartbeats keep one up; a stream that cannot connect keeps trying with
 * backoff and never reports itself up, so the poll stays the fallback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventParser, startLiveEvents, type LiveStream } from '../../../src/data/sync/live-events';
import { stockVehicle } from '../../api/helpers/sales';
import { startServer, type Harness } from './server-harness';

const STREAM = [
  ': connected\r\n\r\n',
  'event: changes\ndata: {"cursor":"41"}\n\n',
  ': heartbeat\n\n',
  'event: changes\r\ndata: {"cursor":"42"}\r\n\r\n',
  'data: line one\ndata: line two\n\n',
  'event: changes\rdata:{"cursor":"43"}\r\r\n',
].join('');
const EXPECTED = [
  { event: 'changes', data: '{"cursor":"41"}' },
  { event: 'changes', data: '{"cursor":"42"}' },
  { event: 'message', data: 'line one\nline two' },
  { event: 'changes', data: '{"cursor":"43"}' },
];

describe('EventParser', () => {
  it('gives the same events for every cut of the stream into two chunks', () => {
    for (let cut = 0; cut <= STREAM.length; cut += 1) {
      const parser = new EventParser();
      const events = [...parser.push(STREAM.slice(0, cut)), ...parser.push(STREAM.slice(cut))];
      expect(events, `cut at ${cut}`).toEqual(EXPECTED);
    }
  });

  it('gives the same events fed one character at a time, and nothing for heartbeats alone', () => {
    const parser = new EventParser();
    expect([...STREAM].flatMap((ch) => parser.push(ch))).toEqual(EXPECTED);
    expect(new EventParser().push(': heartbeat\n\n: heartbeat\n\n')).toEqual([]);
  });
});

/** Waits for `cond`, checking every few ms, for at most 3 s. */
async function until(cond: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 3_000;
  while (!cond()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** A fetch answering with a body this test writes to (and can end or leave silent). */
function fakeStreamFetch() {
  const bodies: ReadableStreamDefaultController<Uint8Array>[] = [];
  const calls: string[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push(String(input));
    const body = new ReadableStream<Uint8Array>({ start: (c) => void bodies.push(c) });
    // As fetch does: an abort errors the body being read.
    const index = bodies.length - 1;
    init?.signal?.addEventListener('abort', () => bodies[index]?.error(new Error('aborted')));
    return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
  };
  const send = (i: number, text: string) => bodies[i]?.enqueue(new TextEncoder().encode(text));
  return { fetchImpl, calls, bodies, send };
}

describe('startLiveEvents', () => {
  let h: Harness;
  let base = '';
  const running: LiveStream[] = [];

  beforeAll(async () => {
    h = await startServer();
    base = h.apiUrl;
  }, 60_000);
  afterAll(async () => {
    running.forEach((r) => r.stop());
    await h.close();
  });

  it("calls onChanges with the server's cursor when another user writes", async () => {
    const seller = await h.t.login('vendedor@demo.pt');
    const manager = await h.t.login('gestor@demo.pt');
    const cursors: (string | null)[] = [];
    const states: boolean[] = [];
    const live = startLiveEvents({
      url: `${base}/sync/events`,
      token: () => seller,
      onChanges: (c) => cursors.push(c),
      onBack: () => cursors.push('back'),
      onState: (up) => states.push(up),
    });
    running.push(live);
    await until(() => live.isUp(), 'the stream is up');
    const vehicle = await stockVehicle(h.t, manager);
    await until(() => cursors.length > 0, 'an event');
    expect(Number(cursors[0])).toBeGreaterThan(0);
    const feed = await fetch(`${base}/sync/changes?since=${Number(cursors[0]) - 1000}&limit=1000`, {
      headers: { authorization: `Bearer ${seller}` },
    });
    const page = (await feed.json()) as { changes: { op: string; record?: { uuid: string } }[] };
    expect(page.changes.some((c) => c.record?.uuid === vehicle.uuid)).toBe(true);
    expect(states).toEqual([true]);
    live.stop();
    await until(() => !live.isUp(), 'the stream is down after stop()');
    expect(states).toEqual([true, false]);
  });

  it('reconnects after the connection drops, and pulls what it may have missed', async () => {
    const seller = await h.t.login('vendedor2@demo.pt');
    const manager = await h.t.login('gestor@demo.pt');
    let connections = 0;
    const drop: { cut: (() => void) | null } = { cut: null };
    // The real server's answer, its first body cut short as a dropped connection would.
    const dropping: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      connections += 1;
      if (connections > 1 || !res.body) return res;
      const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
      const writer = writable.getWriter();
      const reader = res.body.getReader();
      drop.cut = () => {
        void reader.cancel();
        void writer.close();
      };
      void (async () => {
        for (;;) {
          const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
          if (done || !value) return;
          await writer.write(value).catch(() => undefined);
        }
      })();
      return new Response(readable, { status: res.status, headers: res.headers });
    };
    const cursors: (string | null)[] = [];
    const live = startLiveEvents({
      url: `${base}/sync/events`,
      token: () => seller,
      onChanges: (c) => cursors.push(c),
      onBack: () => cursors.push('back'),
      fetch: dropping,
      firstDelayMs: 10,
      random: () => 0,
    });
    running.push(live);
    await until(() => live.isUp() && drop.cut !== null, 'first connection up');
    drop.cut?.();
    await until(() => connections === 2 && live.isUp(), 'connected again');
    expect(cursors).toEqual(['back']);
    await stockVehicle(h.t, manager);
    await until(() => cursors.length === 2, 'an event on the new connection');
    expect(Number(cursors[1])).toBeGreaterThan(0);
    live.stop();
  });

  it('keeps trying with backoff when the stream cannot connect, and never says it is up', async () => {
    let attempts = 0;
    const states: boolean[] = [];
    const live = startLiveEvents({
      url: `${base}/sync/events`,
      token: () => 'not-a-token',
      onChanges: () => undefined,
      onBack: () => undefined,
      onState: (up) => states.push(up),
      fetch: async (input, init) => {
        attempts += 1;
        return fetch(input, init);
      },
      firstDelayMs: 5,
      maxDelayMs: 20,
      random: () => 0,
    });
    running.push(live);
    await until(() => attempts >= 4, 'four attempts');
    expect(live.isUp()).toBe(false);
    expect(states).toEqual([]);
    live.stop();
  });

  it('stays up on heartbeats; a stream silent past the limit is dropped and opened again', async () => {
    const fake = fakeStreamFetch();
    const live = startLiveEvents({
      url: 'http://example.invalid/api/sync/events',
      token: () => 'token',
      onChanges: () => undefined,
      onBack: () => undefined,
      fetch: fake.fetchImpl,
      silenceLimitMs: 150,
      firstDelayMs: 5,
      random: () => 0,
    });
    running.push(live);
    await until(() => live.isUp(), 'up');
    // Heartbeats more often than the limit, for three limits' time: still the first connection.
    for (let i = 0; i < 9; i += 1) {
      fake.send(0, ': heartbeat\n\n');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(fake.calls).toHaveLength(1);
    expect(live.isUp()).toBe(true);
    // Then silence: the watchdog gives up on it and connects again.
    await until(() => fake.calls.length === 2, 'a second connection after the silence');
    live.stop();
  });
});
