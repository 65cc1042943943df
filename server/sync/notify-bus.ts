/**
 * The notify bus: one LISTEN per instance on the channels the triggers of migration 0011 NOTIFY,
 * fanned out to the subscribers in this process (the event streams, the user cache). On
 * PostgreSQL it is one dedicated connection beside the pool (a pooled one would be handed to
 * queries and lose its LISTEN); on PGlite it is PGlite's own in-process listen(). A change made
 * through any instance reaches every instance's streams this way.
 *
 * A PostgreSQL connection can drop (a restart, a failover): the bus connects again with backoff
 * and, once listening, tells its subscribers they may have missed notifications (`onResync`:
 * the user cache drops everything, every stream sends the newest cursor), so nothing waits for
 * the next poll.
 */
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Db } from '../db/client';

export const CHANGES_CHANNEL = 'montra_changes';
export const USERS_CHANNEL = 'montra_users';
/** First wait before listening again after the connection dropped; doubled up to the max. */
const RECONNECT_FIRST_MS = 500;
const RECONNECT_MAX_MS = 15_000;

/** One NOTIFY of the change feed's triggers (migration 0011). */
export interface ChangeNote {
  /** The row's company; null for the platform's catalogue (categories, extras). */
  company: string | null;
  seq: number;
  /** The table the row lives in (src/domain/sync.ts ENTITY_TABLES); '*' after a resync. */
  table: string;
  /** The one user holding the row (a sale's seller, a contact's assignee, a notification's recipient). */
  holder: string | null;
}

export interface NotifyBus {
  onChange(listener: (note: ChangeNote) => void): () => void;
  /** A user, a company or an ended session changed (and after a resync). */
  onUsers(listener: () => void): () => void;
  start(): Promise<void>;
  close(): Promise<void>;
}

type Listen = (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

/** A payload of montra_changes, or null when it is not one (nothing else is trusted from it). */
export function parseChangeNote(payload: string): ChangeNote | null {
  try {
    const raw = JSON.parse(payload) as { c?: unknown; s?: unknown; t?: unknown; h?: unknown };
    const seq = Number(raw.s);
    if (!Number.isSafeInteger(seq) || typeof raw.t !== 'string') return null;
    return {
      company: typeof raw.c === 'string' ? raw.c : null,
      seq,
      table: raw.t,
      holder: typeof raw.h === 'string' ? raw.h : null,
    };
  } catch {
    return null;
  }
}

export function createNotifyBus(db: Db, log?: FastifyBaseLogger): NotifyBus {
  const changeListeners = new Set<(note: ChangeNote) => void>();
  const userListeners = new Set<() => void>();
  const emitChange = (note: ChangeNote) => changeListeners.forEach((l) => l(note));
  const emitUsers = () => userListeners.forEach((l) => l());
  const handlers: Handlers = {
    [CHANGES_CHANNEL]: (payload) => {
      const note = parseChangeNote(payload);
      if (note) emitChange(note);
    },
    [USERS_CHANNEL]: () => emitUsers(),
  };
  const client = (db as unknown as { $client: unknown }).$client;
  const transport =
    client instanceof pg.Pool ? postgresTransport(client, handlers, log) : pgliteTransport(client, handlers);

  return {
    onChange(listener) {
      changeListeners.add(listener);
      return () => changeListeners.delete(listener);
    },
    onUsers(listener) {
      userListeners.add(listener);
      return () => userListeners.delete(listener);
    },
    start: () =>
      transport.start(async () => {
        // Whatever was announced while nobody listened: drop every cached user, wake every stream.
        emitUsers();
        const seq = await latestSeq(db);
        emitChange({ company: null, seq, table: '*', holder: null });
      }),
    close: () => transport.close(),
  };
}

async function latestSeq(db: Db): Promise<number> {
  const client = (db as unknown as { $client: { query(sql: string): Promise<{ rows: unknown[] }> } }).$client;
  const { rows } = await client.query('select last_value::text as v from change_seq');
  return Number((rows[0] as { v?: string } | undefined)?.v ?? 0);
}

interface Transport {
  /** Listens; `resync` runs after listening again once the connection had dropped. */
  start(resync: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

type Handlers = Record<string, (payload: string) => void>;

function pgliteTransport(client: unknown, handlers: Handlers): Transport {
  const listen: Listen = (channel, handler) => (client as PgliteLike).listen(channel, handler);
  const stops: (() => Promise<void>)[] = [];
  return {
    async start() {
      for (const [channel, handler] of Object.entries(handlers)) stops.push(await listen(channel, handler));
    },
    async close() {
      // The database may already be closing: what it cannot unlisten ends with it.
      await Promise.all(stops.splice(0).map((stop) => stop().catch(() => undefined)));
    },
  };
}

function postgresTransport(pool: pg.Pool, handlers: Handlers, log: FastifyBaseLogger | undefined): Transport {
  let current: pg.Client | null = null;
  let closed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  let waitMs = RECONNECT_FIRST_MS;

  async function connect(resync: () => Promise<void>, first: boolean): Promise<void> {
    const c = new pg.Client(pool.options as pg.ClientConfig);
    c.on('notification', (msg) => handlers[msg.channel]?.(msg.payload ?? ''));
    c.on('error', () => undefined);
    c.once('end', () => {
      if (current === c) current = null;
      if (!closed) schedule(resync);
    });
    await c.connect();
    for (const channel of Object.keys(handlers)) await c.query(`LISTEN ${channel}`);
    if (closed) {
      await c.end();
      return;
    }
    current = c;
    waitMs = RECONNECT_FIRST_MS;
    if (!first) await resync();
  }

  function schedule(resync: () => Promise<void>): void {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(() => {
      connect(resync, false).catch((err: unknown) => {
        log?.warn({ err }, 'notify bus: listening again failed');
        waitMs = Math.min(waitMs * 2, RECONNECT_MAX_MS);
        if (!closed) schedule(resync);
      });
    }, waitMs);
    retryTimer.unref();
  }

  return {
    start: (resync) => connect(resync, true),
    async close() {
      closed = true;
      clearTimeout(retryTimer);
      const c = current;
      current = null;
      await c?.end().catch(() => undefined);
    },
  };
}
