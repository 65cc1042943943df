/**
 * What the screens may know of the queued writes: readers to call inside a
 * screen's own live query, so that what it shows is read at one moment. The
 * outbox table itself stays inside the data layer (a lint rule keeps
 * features, app and ui off it); the hooks are in use-pending.ts.
 */
import type { SyncEntity } from '../../domain/sync';
import { touchKey, type MontraDb, type OutboxRow } from '../db/montra-db';

/** A queued write the server did not take: refused ('failed') or answered 409 ('conflict'). */
export interface Refusal {
  /** The row's place in the queue: what retry, discard, keep mine and take theirs act on. */
  seq: number;
  op: string;
  state: 'conflict' | 'failed';
  /** The server's reason. */
  reason: string | null;
  /** What the user wrote (the write's payload, kept until they settle it). */
  payload: unknown;
  /** The server's record of a 409; null otherwise. */
  theirs: unknown;
  /** The record the write was about, as it was before the write ("what did I change"). */
  before: unknown;
}

/** Whether a write of some records waits to be sent, and the first of them the server did not take. */
export interface PendingState {
  pending: boolean;
  refusal: Refusal | null;
}

/** The record the write's target was before it (for a conflict's "what did I change"). */
export function beforeOf(row: OutboxRow): unknown {
  return (
    row.before.find((image) => image.table === row.entity && image.uuid === row.targetUuid)?.record ?? null
  );
}

function refusalOf(row: OutboxRow): Refusal | null {
  if (row.state === 'pending' || row.seq === undefined) return null;
  return {
    seq: row.seq,
    op: row.op,
    state: row.state,
    reason: row.lastError,
    payload: row.payload,
    theirs: row.serverRecord ?? null,
    before: beforeOf(row),
  };
}

/** The queued writes that touched any of `records` ([table, uuid]), in queue order. */
async function writesTouching(
  db: MontraDb,
  records: readonly (readonly [string, string])[],
): Promise<OutboxRow[]> {
  const keys = records.map(([table, uuid]) => touchKey(table, uuid));
  const rows = await db.outbox.where('touched').anyOf(keys).distinct().toArray();
  return rows.sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0));
}

/** Whether a write of any of `records` ([table, uuid]) waits to be sent, and the first refused. */
export async function pendingOf(
  db: MontraDb,
  records: readonly (readonly [string, string])[],
): Promise<PendingState> {
  const rows = await writesTouching(db, records);
  const refused = rows.find((row) => row.state !== 'pending');
  return {
    pending: rows.some((row) => row.state === 'pending'),
    refusal: refused ? refusalOf(refused) : null,
  };
}

/** The queued writes of one declaration ([entity, op]), in queue order. */
export function queuedWritesOf(db: MontraDb, entity: SyncEntity, op: string): Promise<OutboxRow[]> {
  return db.outbox
    .where('entity')
    .equals(entity)
    .filter((row) => row.op === op)
    .toArray();
}

/** The records of one entity a queued write is about, whatever its state (a 'Por enviar' mark beside each). */
export async function queuedTargetsOf(db: MontraDb, entity: SyncEntity): Promise<Set<string>> {
  const rows = await db.outbox.where('entity').equals(entity).toArray();
  return new Set(rows.map((row) => row.targetUuid));
}

/** The writes of one declaration the server did not take, in queue order (a screen picks its own by payload). */
export async function refusedWritesOf(db: MontraDb, entity: SyncEntity, op: string): Promise<Refusal[]> {
  const rows = await queuedWritesOf(db, entity, op);
  return rows.flatMap((row) => refusalOf(row) ?? []);
}

/** A write of this record the server answered 409, waiting for the user to settle it. */
export async function conflictOf(db: MontraDb, entity: SyncEntity, uuid: string): Promise<Refusal | null> {
  const row = await db.outbox
    .where('targetUuid')
    .equals(uuid)
    .filter((r) => r.entity === entity && r.state === 'conflict')
    .first();
  return row ? refusalOf(row) : null;
}

/** A queued write by its id (the key a screen keeps, e.g. in a photo's `local:` address). */
export function queuedWrite(db: MontraDb, id: string): Promise<OutboxRow | undefined> {
  return db.outbox.where('id').equals(id).first();
}

/** The queued file of a record (a video, a file) while it waits or was refused; null when none. */
export async function queuedFileOf(db: MontraDb, recordUuid: string): Promise<OutboxRow | null> {
  return (
    (await db.outbox.filter((row) => Boolean(row.file) && row.targetUuid === recordUuid).first()) ?? null
  );
}

/** Every queued write, in queue order (the sync panel). */
export function allQueuedWrites(db: MontraDb): Promise<OutboxRow[]> {
  return db.outbox.orderBy('seq').toArray();
}
