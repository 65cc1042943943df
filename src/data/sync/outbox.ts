/**
 * The sync panel's verbs on queued writes (retry, keep mine, take theirs,
 * discard), so no screen edits an outbox row itself. Undo restores every
 * record a write touched (undo.ts). The verbs that run a declaration's own
 * steps (rebase, theirs, the optimistic change) are made for a registry
 * (`verbsOn`); src/data/writes hands them every declared write.
 */
import { liveQuery } from 'dexie';
import type { MontraDb, OutboxRow, OutboxState } from '../db/montra-db';
import { currentWriteContext, touchedKeys, writeTables } from './enqueue';
import { beforeOf } from './pending';
import { TrackedMirror } from './tracked-mirror';
import { restoreRecords, settleShadows } from './undo';
import type { WriteRegistry } from './write-registry';

/**
 * Sends a refused row again as it is (after the cause was fixed elsewhere). A refused write gets
 * a new Idempotency-Key (the server would replay the refusal to the old one); a write the server
 * already took keeps its key, so the retry only replays the answer.
 */
export async function retryRow(db: MontraDb, seq: number): Promise<void> {
  const row = await db.outbox.get(seq);
  if (!row) return;
  await db.outbox.update(seq, {
    state: 'pending',
    nextAttemptAt: 0,
    lastError: null,
    ...(row.answered ? {} : { idempotencyKey: crypto.randomUUID() }),
  });
}

/** The verbs on a queued row that run its declaration's steps. */
export interface DeclaredVerbs {
  /** Conflict, keep mine: my change, rebased on the server's current version, sent under a new key. */
  keepMine(db: MontraDb, seq: number): Promise<void>;
  /** Why a conflict of this row cannot be kept (only discarded), or null when 'keep mine' can win. */
  finalConflict(row: Pick<OutboxRow, 'entity' | 'op'>): string | null;
  /** Conflict, take theirs: the server's record replaces mine, with every other record the write touched. */
  takeTheirs(db: MontraDb, seq: number): Promise<void>;
  /**
   * Discard a queued, refused or conflicting write: every record it touched goes back to the
   * server's truth (a pulled shadow, the 409's record) or to what it was before; later writes of
   * the same records are replayed on top, so they still show; a file's bytes go with the row.
   */
  discardRow(db: MontraDb, seq: number, options?: { theirs?: boolean }): Promise<void>;
}

export function verbsOn(writes: WriteRegistry): DeclaredVerbs {
  async function keepMine(db: MontraDb, seq: number): Promise<void> {
    await db.transaction('rw', db.outbox, async () => {
      const row = await db.outbox.get(seq);
      if (!row) return;
      const spec = writes.spec(row.entity, row.op);
      // Sent again it would be refused again, and the user would see nothing change.
      if (row.state === 'conflict' && spec?.finalConflict) return;
      const server = row.serverRecord as { rowVersion?: number } | null | undefined;
      const payload =
        spec?.rebase && server ? spec.rebase(row.payload as never, beforeOf(row), server) : row.payload;
      await db.outbox.update(seq, {
        state: 'pending',
        nextAttemptAt: 0,
        payload,
        idempotencyKey: crypto.randomUUID(),
        ...(typeof server?.rowVersion === 'number' ? { baseVersion: server.rowVersion } : {}),
      });
    });
  }

  async function discardRow(db: MontraDb, seq: number, options: { theirs?: boolean } = {}): Promise<void> {
    await db.transaction('rw', writeTables(db), async () => {
      const row = await db.outbox.get(seq);
      if (!row) return;
      const all = await db.outbox.orderBy('seq').toArray();
      const theirs =
        options.theirs && row.state === 'conflict' && row.serverRecord
          ? (writes.spec(row.entity, row.op)?.theirs ?? ((r: unknown) => r))(row.serverRecord)
          : undefined;
      const replay = await restoreRecords(db, row, all, theirs);
      await db.outbox.delete(seq);
      if (row.file) await db.blobs.delete(row.file.blobId);
      for (const later of replay) await replayOptimistic(writes, db, later);
      await settleShadows(db, row.touched);
    });
  }

  const finalConflict = (row: Pick<OutboxRow, 'entity' | 'op'>) =>
    writes.spec(row.entity, row.op)?.finalConflict ?? null;

  return {
    keepMine,
    finalConflict,
    takeTheirs: (db, seq) => discardRow(db, seq, { theirs: true }),
    discardRow,
  };
}

/** Runs a queued row's optimistic change again (after an earlier write under it was undone). */
async function replayOptimistic(writes: WriteRegistry, db: MontraDb, row: OutboxRow): Promise<void> {
  const spec = writes.spec(row.entity, row.op);
  const context = currentWriteContext();
  if (!spec || !context || row.seq === undefined) return;
  const tx = new TrackedMirror(db);
  await spec.optimistic(tx, row.payload as never, context.actor, { id: row.id });
  await db.outbox.update(row.seq, { before: tx.before, touched: touchedKeys(spec, row.targetUuid, tx) });
}

/**
 * Resolves when a queued write leaves the queue ('done') or stops for the user ('failed',
 * 'conflict'), for a screen that reports the outcome (a logo's toast). Watches the row; no polling.
 */
export function whenSettled(db: MontraDb, id: string): Promise<'done' | Exclude<OutboxState, 'pending'>> {
  return new Promise((resolve) => {
    const subscription = liveQuery(() => db.outbox.where('id').equals(id).first()).subscribe({
      next: (row) => {
        if (row && row.state === 'pending') return;
        subscription.unsubscribe();
        resolve(row ? (row.state as Exclude<OutboxState, 'pending'>) : 'done');
      },
      error: () => resolve('failed'),
    });
  });
}
