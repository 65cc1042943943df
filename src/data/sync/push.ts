/**
 * Push: sends the outbox in order with the row owner's token and its
 * Idempotency-Key. Transient failures stop the push (order matters across
 * entities: a cost follows its vehicle); a refused or conflicting row blocks
 * only the later rows of its own entity and stays until the user acts.
 * Nothing is ever dropped silently.
 */
import { classifyPush, retryDelayMs } from '../../domain/sync-rules';
import { api, toApiError } from '../api/client';
import type { MontraDb, OutboxRow } from '../db/montra-db';
import { forgetShadow } from './outbox';
import { defaultBody, writeHandler } from './registry';
import './handlers';

export interface PushContext {
  db: MontraDb;
  userUuid: string;
  token: string;
  now?: () => number;
}

export interface PushResult {
  sent: number;
  /** Why the push stopped early: the session ended, or the network/server is unavailable. */
  stopped: 'reauth' | 'unavailable' | null;
}

export async function pushOutbox(ctx: PushContext): Promise<PushResult> {
  const { db } = ctx;
  const now = ctx.now ?? Date.now;
  const order = await db.outbox.orderBy('seq').primaryKeys();
  const blocked = new Set<string>();
  let sent = 0;

  for (const seq of order) {
    // Read each row as it is now: an earlier answer may have rebased it.
    const row = await db.outbox.get(seq);
    if (!row) continue;
    // Rows belong to the user who made them; never send them with another user's token.
    if (row.userUuid !== ctx.userUuid) continue;
    if (row.state !== 'pending' || blocked.has(row.entity) || row.nextAttemptAt > now()) {
      blocked.add(row.entity);
      continue;
    }
    const handler = writeHandler(row.entity, row.op);
    if (!handler) {
      await mark(db, row, { state: 'failed', lastError: `Operação desconhecida: ${row.entity}/${row.op}` });
      blocked.add(row.entity);
      continue;
    }

    let answer: unknown;
    let status = 200;
    let message: string | null = null;
    let errorBody: unknown;
    let code = '';
    try {
      answer = await api(handler.path(row), {
        method: handler.method,
        headers: { authorization: `Bearer ${ctx.token}`, 'idempotency-key': row.idempotencyKey ?? row.id },
        ...(handler.method === 'DELETE' && handler.body === undefined
          ? {}
          : { json: (handler.body ?? defaultBody)(row) }),
      }).json();
    } catch (error) {
      const apiError = toApiError(error);
      status = apiError.status;
      message = describe(apiError.message, apiError.fields);
      errorBody = apiError.body;
      code = apiError.code;
    }

    // A 409 to a key whose first attempt is still running (its answer was lost on the way) is
    // no conflict: try again later, when the server has the first answer to replay.
    // A 404 answering a delete means it already happened: done, not refused. A key whose first
    // attempt is still running is no conflict: wait and the replay brings its answer.
    const outcome =
      status === 404 && handler.goneIsDone
        ? 'done'
        : code === 'IDEMPOTENCY_IN_PROGRESS'
          ? 'retry'
          : classifyPush(status);
    switch (outcome) {
      case 'done':
        try {
          await db.transaction('rw', db.tables, async () => {
            await handler.apply(db, row, answer);
            await forgetShadow(db, row);
            if (row.seq !== undefined) await db.outbox.delete(row.seq);
            await rebaseFollowers(db, row);
          });
          sent += 1;
        } catch (error) {
          // The server took the write but its answer could not be stored: keep the row visible
          // (a retry replays the same answer through its Idempotency-Key) and go on with the others.
          await mark(db, row, {
            state: 'failed',
            answered: true,
            attempts: row.attempts + 1,
            lastError: `Resposta do servidor por aplicar: ${error instanceof Error ? error.message : String(error)}`,
          });
          blocked.add(row.entity);
        }
        break;
      case 'retry':
        await mark(db, row, {
          attempts: row.attempts + 1,
          lastError: message,
          nextAttemptAt: now() + retryDelayMs(row.attempts + 1),
        });
        return { sent, stopped: 'unavailable' };
      case 'reauth':
        return { sent, stopped: 'reauth' };
      case 'conflict':
        await mark(db, row, {
          state: 'conflict',
          attempts: row.attempts + 1,
          lastError: message,
          serverRecord: (errorBody as { current?: unknown } | undefined)?.current ?? null,
        });
        blocked.add(row.entity);
        break;
      case 'failed':
        await mark(db, row, { state: 'failed', attempts: row.attempts + 1, lastError: message });
        blocked.add(row.entity);
        break;
    }
  }
  return { sent, stopped: null };
}

/**
 * The user's later writes to the same record were made on top of this one:
 * they now stand on the version the server just answered, so they do not
 * come back as conflicts with the user's own change.
 */
async function rebaseFollowers(db: MontraDb, row: OutboxRow): Promise<void> {
  const record = (await db.table(row.entity).get(row.targetUuid)) as { rowVersion?: number } | undefined;
  if (typeof record?.rowVersion !== 'number') return;
  const followers = await db.outbox.where('targetUuid').equals(row.targetUuid).toArray();
  for (const follower of followers) {
    if (follower.seq !== undefined && follower.seq > (row.seq ?? 0) && follower.baseVersion !== undefined) {
      await db.outbox.update(follower.seq, { baseVersion: record.rowVersion });
    }
  }
}

async function mark(db: MontraDb, row: OutboxRow, changes: Partial<OutboxRow>): Promise<void> {
  if (row.seq !== undefined) await db.outbox.update(row.seq, changes);
}

/** The server's reason, with its field messages, for the sync panel. */
function describe(message: string, fields: Record<string, string>): string {
  const details = Object.entries(fields).map(([field, text]) => `${field}: ${text}`);
  return details.length ? `${message} (${details.join('; ')})` : message;
}
