/**
 * The open event streams of GET /api/sync/events in this instance (issue 23 "Live changes"): each
 * gets `event: changes` with the newest cursor when the notify bus announces a change its user may
 * see, `: heartbeat` every HEARTBEAT_INTERVAL_MS, and ends when its session does (the token's
 * expiry, a logout, a deactivation, a new token version) or when the server closes. The event
 * carries a cursor only: what changed is read through the change feed, with its visibility.
 */
import type { ServerResponse } from 'node:http';
import { can } from '../../src/domain/permissions';
import { ENTITY_TABLES, type SyncEntity } from '../../src/domain/sync';
import type { AuthedUser } from '../auth/guard';
import { visibleEntities } from './changes';
import type { ChangeNote, NotifyBus } from './notify-bus';

/** A comment line this often keeps proxies and the client's watchdog from taking the stream for dead. */
export const HEARTBEAT_INTERVAL_MS = 25_000;
/** Streams one user may hold open in one instance (a few tabs and devices); more answer 429. */
export const MAX_STREAMS_PER_USER = 8;
/** Notes landing this close together (one transaction's rows) go out as one event. */
const COALESCE_MS = 20;

const TABLE_ENTITIES = new Map<string, SyncEntity>(
  (Object.entries(ENTITY_TABLES) as [SyncEntity, string][]).map(([entity, table]) => [table, entity]),
);

/** Whether `note` announces a change `actor` may see (their feed would hold it); a resync wakes all. */
export function wakes(actor: AuthedUser, sees: ReadonlySet<SyncEntity>, note: ChangeNote): boolean {
  if (note.table === '*') return true;
  const entity = TABLE_ENTITIES.get(note.table);
  if (!entity || !sees.has(entity)) return false;
  if (actor.isSuperUser) return true;
  if (note.company !== null && note.company !== actor.companyUuid) return false;
  const own = note.holder === actor.uuid;
  if (entity === 'notifications') return own;
  if (entity === 'sales' && can(actor, 'sold.ownOnly')) return own;
  if ((entity === 'contacts' || entity === 'interactions') && !can(actor, 'contact.readAll')) return own;
  return true;
}

interface Stream {
  actor: AuthedUser;
  sees: ReadonlySet<SyncEntity>;
  res: ServerResponse;
  /** Whether the stream's session still holds (sessions.ts). */
  alive(): Promise<boolean>;
  pending: number | null;
  timer: NodeJS.Timeout | undefined;
}

export class LiveStreams {
  private readonly streams = new Set<Stream>();
  private readonly heartbeat: NodeJS.Timeout;
  private readonly stops: (() => void)[];

  constructor(bus: NotifyBus) {
    this.stops = [
      bus.onChange((note) => this.announce(note)),
      // After the user cache has been dropped (its listener was added first): judge every session again.
      bus.onUsers(() => void this.checkSessions()),
    ];
    this.heartbeat = setInterval(() => {
      for (const s of this.streams) s.res.write(': heartbeat\n\n');
      void this.checkSessions();
    }, HEARTBEAT_INTERVAL_MS);
    this.heartbeat.unref();
  }

  /** How many streams `userUuid` holds here. */
  countOf(userUuid: string): number {
    let n = 0;
    for (const s of this.streams) if (s.actor.uuid === userUuid) n += 1;
    return n;
  }

  /** Follows an answer whose headers are sent, until either side ends it. */
  add(actor: AuthedUser, res: ServerResponse, alive: () => Promise<boolean>, expiresInMs: number): void {
    const stream: Stream = {
      actor,
      sees: new Set(visibleEntities(actor)),
      res,
      alive,
      pending: null,
      timer: undefined,
    };
    this.streams.add(stream);
    // The token's own end: a stream outliving its token would wake a signed-out device.
    const expiry = setTimeout(() => this.end(stream), expiresInMs);
    expiry.unref();
    res.once('close', () => {
      clearTimeout(expiry);
      clearTimeout(stream.timer);
      this.streams.delete(stream);
    });
  }

  /** Ends every stream (the server is closing: clients reconnect, to another instance if there is one). */
  closeAll(): void {
    for (const s of [...this.streams]) this.end(s);
  }

  stop(): void {
    clearInterval(this.heartbeat);
    this.stops.forEach((stop) => stop());
    this.closeAll();
  }

  private end(stream: Stream): void {
    this.streams.delete(stream);
    clearTimeout(stream.timer);
    stream.res.end();
  }

  private announce(note: ChangeNote): void {
    for (const s of this.streams) {
      if (!wakes(s.actor, s.sees, note)) continue;
      s.pending = Math.max(s.pending ?? 0, note.seq);
      s.timer ??= setTimeout(() => {
        s.timer = undefined;
        const cursor = s.pending;
        s.pending = null;
        if (cursor !== null && this.streams.has(s)) {
          s.res.write(`event: changes\ndata: ${JSON.stringify({ cursor: String(cursor) })}\n\n`);
        }
      }, COALESCE_MS);
    }
  }

  private async checkSessions(): Promise<void> {
    await Promise.all(
      [...this.streams].map(async (s) => {
        const alive = await s.alive().catch(() => true);
        if (!alive) this.end(s);
      }),
    );
  }
}
