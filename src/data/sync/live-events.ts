/**
 * The page's end of GET /api/sync/events (issue 23): the server says `event: changes` when
 * something the user may see changed, and the page pulls at once. Read with `fetch` streaming,
 * since EventSource cannot send the bearer header. The stream reconnects with backoff; while it
 * is down the 30-second poll (triggers.ts) carries on as before, so the stream only ever makes a
 * device fresher, never staler. A stream that falls silent for SILENCE_LIMIT_MS (the server sends
 * a heartbeat every 25 s) is taken for dead: a proxy or a sleeping network can hold a socket open
 * that no longer carries anything.
 */

/** Two heartbeats missed (the server's HEARTBEAT_INTERVAL_MS is 25 s) and a margin. */
export const SILENCE_LIMIT_MS = 60_000;
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;
/** A stream that stayed up this long starts its next backoff over from the first wait. */
const STEADY_AFTER_MS = 30_000;

export interface ServerEvent {
  event: string;
  data: string;
}

/**
 * Server-sent events from text chunks cut anywhere (inside a line, between \r and \n): lines
 * are kept until their end comes; comment lines (`: heartbeat`) carry nothing; an event is
 * dispatched at its blank line, `message` when it names none.
 */
export class EventParser {
  private buffer = '';
  private event = '';
  private data: string[] = [];

  push(chunk: string): ServerEvent[] {
    this.buffer += chunk;
    const out: ServerEvent[] = [];
    for (;;) {
      const end = /\r\n|\r|\n/.exec(this.buffer);
      // A lone \r at the very end may be half of \r\n: wait for the next chunk.
      if (!end || (end[0] === '\r' && end.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, end.index);
      this.buffer = this.buffer.slice(end.index + end[0].length);
      this.line(line, out);
    }
    return out;
  }

  private line(line: string, out: ServerEvent[]): void {
    if (line === '') {
      if (this.data.length > 0 || this.event) {
        out.push({ event: this.event || 'message', data: this.data.join('\n') });
      }
      this.event = '';
      this.data = [];
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.event = value;
    else if (field === 'data') this.data.push(value);
  }
}

export interface LiveOptions {
  /** The stream's address (apiUrl('sync/events') in the page). */
  url: string;
  /** The signed-in user's token; null stops trying until the next start. */
  token(): string | null;
  /** Something changed (the server's cursor; null when the event named none): pull. */
  onChanges(cursor: string | null): void;
  /** The stream came back after a gap: what changed meanwhile was announced to nobody here, and the server is reachable again. */
  onBack(): void;
  /** The stream is up (true) or down (false): the poll may slow down while it is up. */
  onState?(up: boolean): void;
  fetch?: typeof fetch;
  firstDelayMs?: number;
  maxDelayMs?: number;
  silenceLimitMs?: number;
  /** Jitter of a backoff wait, 0..1 of it; tests set 0. */
  random?: () => number;
}

export interface LiveStream {
  isUp(): boolean;
  stop(): void;
}

/** Follows the event stream until stop(): connects, reads, and reconnects with backoff. */
export function startLiveEvents(options: LiveOptions): LiveStream {
  const fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
  const first = options.firstDelayMs ?? RECONNECT_FIRST_MS;
  const max = options.maxDelayMs ?? RECONNECT_MAX_MS;
  const silence = options.silenceLimitMs ?? SILENCE_LIMIT_MS;
  const random = options.random ?? Math.random;
  let stopped = false;
  let up = false;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;

  const setUp = (value: boolean) => {
    if (up === value) return;
    up = value;
    options.onState?.(value);
  };

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  /** Reads one connection to its end; resolves with how long it was up in ms (0: it never came up). */
  async function connectOnce(token: string, reconnect: boolean): Promise<number> {
    controller = new AbortController();
    const abort = controller;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    const feed = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => abort.abort(), silence);
    };
    const startedAt = Date.now();
    try {
      const res = await fetchImpl(options.url, {
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        signal: abort.signal,
      });
      if (!res.ok || !res.body) {
        await res.body?.cancel().catch(() => undefined);
        return 0;
      }
      setUp(true);
      feed();
      if (reconnect) options.onBack();
      const parser = new EventParser();
      const decoder = new TextDecoder();
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        feed();
        for (const event of parser.push(decoder.decode(value, { stream: true }))) {
          if (event.event === 'changes') options.onChanges(cursorOf(event.data));
        }
      }
      return Date.now() - startedAt;
    } catch {
      return up ? Date.now() - startedAt : 0;
    } finally {
      clearTimeout(watchdog);
      controller = null;
      setUp(false);
    }
  }

  void (async () => {
    let failures = 0;
    let connectedBefore = false;
    while (!stopped) {
      const token = options.token();
      if (!token) break;
      const upMs = await connectOnce(token, connectedBefore);
      if (upMs > 0) connectedBefore = true;
      if (stopped) break;
      failures = upMs >= STEADY_AFTER_MS ? 0 : failures + 1;
      const wait = Math.min(first * 2 ** Math.max(0, failures - 1), max);
      await pause(wait * (1 - 0.5 * random()));
    }
  })();

  return {
    isUp: () => up,
    stop() {
      stopped = true;
      controller?.abort();
      wake?.();
    },
  };
}

function cursorOf(data: string): string | null {
  try {
    const cursor = (JSON.parse(data) as { cursor?: unknown }).cursor;
    return typeof cursor === 'string' ? cursor : null;
  } catch {
    return null;
  }
}
