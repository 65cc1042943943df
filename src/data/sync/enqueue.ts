/**
 * Running a declared write: its optimistic change and its outbox row (and a
 * file's bytes) in one Dexie transaction, so a write is never shown without
 * being queued nor queued without being shown; then whoever listens (the
 * engine) is told, and asks for a flush.
 * State: the listeners told after each write (the session the writes act for,
 * handed over by the page's composition root, lives in write-context.ts).
 */
import * as v from 'valibot';
import { touchKey, type MontraDb, type OutboxRow } from '../db/montra-db';
import type { AnySpec, QueuedBytes } from './define-write';
import { TrackedMirror } from './tracked-mirror';
import { writeContext } from './write-context';

export { currentWriteContext, writeContext, writesActFor } from './write-context';

const queuedListeners = new Set<() => void>();

/** Called after every queued write (the engine asks for a flush); returns an unsubscribe. */
export function onWriteQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  return () => queuedListeners.delete(listener);
}

/** Every table a write may touch, for one transaction. */
export function writeTables(db: MontraDb) {
  return db.tables;
}

/** Runs one declared write; resolves with the row id (its Idempotency-Key). */
export async function enqueue(spec: AnySpec, input: unknown, file?: QueuedBytes): Promise<string> {
  const [id] = await enqueueAll(spec, [input], file);
  return id as string;
}

/** Runs several writes of one declaration in one transaction: all of them are queued, or none. */
export async function enqueueAll(
  spec: AnySpec,
  inputs: readonly unknown[],
  file?: QueuedBytes,
): Promise<string[]> {
  const { db, actor } = writeContext();
  const payloads = inputs.map((input) => v.parse(spec.payload, input) as never);
  const ids: string[] = [];
  await db.transaction('rw', writeTables(db), async () => {
    for (const payload of payloads) {
      const id = crypto.randomUUID();
      const target = spec.target(payload);
      const tx = new TrackedMirror(db);
      const label = await spec.label(payload, tx);
      await spec.optimistic(tx, payload, actor, { id });
      const baseVersion = spec.baseVersion?.(payload);
      const row: OutboxRow = {
        id,
        userUuid: actor.userUuid,
        entity: spec.entity,
        op: spec.op,
        targetUuid: target,
        payload,
        ...(baseVersion !== undefined ? { baseVersion } : {}),
        before: tx.before,
        touched: touchedKeys(spec, target, tx),
        ...(file
          ? { file: { blobId: id, name: file.name, size: file.bytes.byteLength, type: file.type } }
          : {}),
        label,
        createdAt: new Date().toISOString(),
        attempts: 0,
        lastError: null,
        nextAttemptAt: 0,
        state: 'pending',
      };
      if (file) await db.blobs.add({ id, outboxId: id, name: file.name, type: file.type, bytes: file.bytes });
      await db.outbox.add(row);
      ids.push(id);
    }
  });
  if (ids.length > 0) for (const listener of queuedListeners) listener();
  return ids;
}

export function touchedKeys(spec: AnySpec, target: string, tx: TrackedMirror): string[] {
  const keys = new Set([touchKey(spec.entity, target)]);
  for (const image of tx.before) keys.add(touchKey(image.table, image.uuid));
  return [...keys];
}
