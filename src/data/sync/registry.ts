/**
 * The write registry: how each queued write, keyed [entity, op], is sent and
 * how the server's answer replaces the optimistic record. Queued writes are
 * data (OutboxRow); only this table knows how to replay them, so a row made
 * before a reload, in another tab or by the service worker replays the same.
 */
import type { SyncEntity } from '../../domain/sync';
import type { MontraDb, OutboxRow } from '../db/montra-db';

export interface WriteHandler {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under /api, without the leading slash. */
  path(row: OutboxRow): string;
  /** JSON body; the default sends the payload with `rowVersion: baseVersion` when there is one. */
  body?(row: OutboxRow): unknown;
  /** A 404 means the write already happened (a delete): treat it as done. */
  goneIsDone?: boolean;
  /** Puts the server's answer into the mirror (the row is removed by the caller, same transaction). */
  apply(db: MontraDb, row: OutboxRow, answer: unknown): Promise<void>;
}

const handlers = new Map<string, WriteHandler>();
const keyOf = (entity: SyncEntity, op: string) => `${entity}:${op}`;

export function registerWrite(entity: SyncEntity, op: string, handler: WriteHandler): void {
  handlers.set(keyOf(entity, op), handler);
}

export function writeHandler(entity: SyncEntity, op: string): WriteHandler | undefined {
  return handlers.get(keyOf(entity, op));
}

export function defaultBody(row: OutboxRow): unknown {
  if (row.baseVersion === undefined || typeof row.payload !== 'object' || row.payload === null)
    return row.payload;
  return { ...row.payload, rowVersion: row.baseVersion };
}
