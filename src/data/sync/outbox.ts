/**
 * Actions write through here: the optimistic change to the mirror and its
 * outbox row happen in one Dexie transaction, so a write is never applied
 * without being queued, nor queued without being shown.
 */
import type { SyncEntity } from '../../domain/sync';
import type { MontraDb, OutboxRow } from '../db/montra-db';
import { shadowKey } from './pull';

export interface WriteIntent {
  userUuid: string;
  entity: SyncEntity;
  op: string;
  targetUuid: string;
  payload: unknown;
  baseVersion?: number;
  label: string;
}

function newId(): string {
  return crypto.randomUUID();
}

/** Applies `optimistic` to the mirror and queues the write; returns the row's id (its Idempotency-Key). */
export async function enqueueWrite(
  db: MontraDb,
  intent: WriteIntent,
  optimistic: (db: MontraDb) => Promise<void>,
): Promise<string> {
  const id = newId();
  await db.transaction('rw', db.tables, async () => {
    const previous = (await db.table(intent.entity).get(intent.targetUuid)) ?? null;
    await optimistic(db);
    const row: OutboxRow = {
      id,
      userUuid: intent.userUuid,
      entity: intent.entity,
      op: intent.op,
      targetUuid: intent.targetUuid,
      payload: intent.payload,
      ...(intent.baseVersion !== undefined ? { baseVersion: intent.baseVersion } : {}),
      previous,
      label: intent.label,
      createdAt: new Date().toISOString(),
      attempts: 0,
      lastError: null,
      nextAttemptAt: 0,
      state: 'pending',
    };
    await db.outbox.add(row);
  });
  return id;
}

/**
 * Sends a failed row again as it is (after the cause was fixed elsewhere), under a new
 * Idempotency-Key: the server answered the old one with a refusal and would replay it.
 */
export async function retryRow(db: MontraDb, seq: number): Promise<void> {
  const row = await db.outbox.get(seq);
  // A refused write is sent anew (new key: the old one's stored answer is the refusal); a write the
  // server already took keeps its key, so the retry only replays the answer.
  await db.outbox.update(seq, {
    state: 'pending',
    nextAttemptAt: 0,
    ...(row?.answered ? {} : { idempotencyKey: newId() }),
  });
}

/** Conflict, keep mine: my change, re-based on the server's current version. */
export async function keepMine(db: MontraDb, seq: number): Promise<void> {
  const row = await db.outbox.get(seq);
  const server = row?.serverRecord as { rowVersion?: number } | null | undefined;
  if (!row) return;
  await db.outbox.update(seq, {
    state: 'pending',
    nextAttemptAt: 0,
    // A new write for the server: the old key's stored answer is the 409.
    idempotencyKey: newId(),
    ...(typeof server?.rowVersion === 'number' ? { baseVersion: server.rowVersion } : {}),
  });
}

/**
 * Conflict, take theirs / discard a failed write: the row goes, and the
 * record shows the server's version (from the conflict or a pulled shadow),
 * or what it was before my change.
 */
export async function dropRow(db: MontraDb, seq: number): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const row = await db.outbox.get(seq);
    if (!row) return;
    await db.outbox.delete(seq);
    const stillPending = await db.outbox.where('targetUuid').equals(row.targetUuid).count();
    if (stillPending > 0) return;
    const table = db.table(row.entity);
    const shadow = await db.meta.get(shadowKey(row.entity, row.targetUuid));
    const truth =
      row.state === 'conflict' && row.serverRecord ? row.serverRecord : shadow ? shadow.value : row.previous;
    if (truth) await table.put(truth);
    else await table.delete(row.targetUuid);
    await db.meta.delete(shadowKey(row.entity, row.targetUuid));
  });
}

/** After a successful push, a kept-aside server version is older than the answer: forget it. */
export async function forgetShadow(db: MontraDb, row: OutboxRow): Promise<void> {
  const others = await db.outbox.where('targetUuid').equals(row.targetUuid).count();
  if (others <= 1) await db.meta.delete(shadowKey(row.entity, row.targetUuid));
}
