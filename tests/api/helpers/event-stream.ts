/**
 * A client of GET /api/sync/events on a listening app, as the page reads it (fetch streaming, the
 * page's own EventParser): the answer's status and headers, the events in order, a wait for the
 * next one that satisfies a predicate, and whether the server ended the stream.
 */
import type { FastifyInstance } from 'fastify';
import { EventParser, type ServerEvent } from '../../../src/data/sync/live-events';

/** A test waits this long at most for an event it expects (the target is 1 s). */
export const EVENT_WAIT_MS = 2_000;

export interface OpenStream {
  status: number;
  headers: Headers;
  events: ServerEvent[];
  /** Raw text received, heartbeats and comments included. */
  text(): string;
  /** The first event from index `from` on that matches, waiting up to EVENT_WAIT_MS. */
  next(match: (e: ServerEvent) => boolean, from?: number): Promise<ServerEvent>;
  /** Waits up to EVENT_WAIT_MS for the raw text received to satisfy `cond`. */
  until(cond: (raw: string) => boolean): Promise<void>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** The base address of an app listening on a free port of 127.0.0.1 (listened once). */
export async function baseUrlOf(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  return baseUrlOf(app);
}

export async function openStream(
  baseUrl: string,
  token: string,
  headers: Record<string, string> = {},
): Promise<OpenStream> {
  const controller = new AbortController();
  const res = await fetch(`${baseUrl}/api/sync/events`, {
    headers: { authorization: `Bearer ${token}`, ...headers },
    signal: controller.signal,
  });
  const events: ServerEvent[] = [];
  let raw = '';
  const waiters = new Set<() => void>();
  const parser = new EventParser();
  const ended = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        const text = decoder.decode(value, { stream: true });
        raw += text;
        events.push(...parser.push(text));
        waiters.forEach((w) => w());
      }
    } catch {
      // Closed by this side.
    } finally {
      waiters.forEach((w) => w());
    }
  })();
  const stream: OpenStream = {
    status: res.status,
    headers: res.headers,
    events,
    text: () => raw,
    ended,
    close: () => controller.abort(),
    async next(match, from = 0) {
      await stream.until(() => events.slice(from).some(match));
      const found = events.slice(from).find(match);
      if (!found) throw new Error('no matching event');
      return found;
    },
    until(cond) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!cond(raw)) return;
          cleanup();
          resolve();
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`not received within ${EVENT_WAIT_MS} ms; received: ${raw}`));
        }, EVENT_WAIT_MS);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
  return stream;
}

/** The cursor an `event: changes` carries. */
export function cursorOf(event: ServerEvent): number {
  return Number((JSON.parse(event.data) as { cursor: string }).cursor);
}
