/**
 * Push: sends the queued JSON writes in order with the row owner's token and
 * its Idempotency-Key, each through its declaration. Transient failures stop
 * the push (order matters across entities: a cost follows its vehicle); a
 * refused or conflicting row blocks only the later rows of its own entity and
 * stays until the user acts. Files travel in their own lane (upload.ts), so a
 * large upload never holds these back. Nothing is ever dropped silently.
 */
import * as v from 'valibot';
import { classifyPush, dueNow, retryDelayMs } from '../../domain/sync-rules';
import { apiFrom, toApiError } from '../api/client';
import * as kyClient from '../api/ky-client';
import type { MontraDb, OutboxRow } from '../db/montra-db';
import type { AnySpec, JsonRequest } from './define-write';
import { settleShadows } from './undo';
import type { WriteRegistry } from './write-registry';

export interface PushContext {
  db: MontraDb;
  userUuid: string;
  token: string;
  /** The declarations the rows are replayed through. */
  writes: WriteRegistry;
  now?: () => number;
}

export interface PushResult {
  sent: number;
  /** Why the push stopped early: the session ended, or the network/server is unavailable. */
  stopped: 'reauth' | 'unavailable' | null;
}

/** What came back for one row: the answer, or the error's status, message, body and code. */
export interface Reply {
  status: number;
  answer?: unknown;
  message?: string;
  errorBody?: unknown;
  code?: string;
}

/** A row that cannot be sent as stored: unknown to this version, or a payload its schema refuses. */
export function unsendable(row: OutboxRow, spec: AnySpec | undefined): string | null {
  if (!spec) return `Operação desconhecida: ${row.entity}/${row.op}`;
  const parsed = v.safeParse(spec.payload, row.payload);
  return parsed.success ? null : `Dados inválidos: ${parsed.issues.map((i) => i.message).join('; ')}`;
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
    // Rows belong to the user who made them; never send them with another user's token.
    if (!row || row.file || row.userUuid !== ctx.userUuid) continue;
    if (!dueNow(row, now()) || blocked.has(row.entity)) {
      blocked.add(row.entity);
      continue;
    }
    const spec = ctx.writes.spec(row.entity, row.op);
    const problem = unsendable(row, spec);
    if (problem || !spec || spec.kind !== 'json') {
      await mark(db, row, { state: 'failed', lastError: problem ?? 'Operação desconhecida' });
      blocked.add(row.entity);
      continue;
    }
    // Its record's file is still going up in the upload lane: wait for it, without holding others back.
    if (await waitsForUpload(db, row, spec)) continue;
    const request = spec.request(row.payload as never, row) as JsonRequest;
    const reply = await sendJson(request, row, ctx.token);
    const outcome = await settle(db, row, spec, reply, now);
    if (outcome === 'sent') sent += 1;
    else if (outcome === 'blocked') blocked.add(row.entity);
    else return { sent, stopped: outcome };
  }
  return { sent, stopped: null };
}

/** Whether an earlier pending upload is of a record this write names (its target or `after`). */
async function waitsForUpload(db: MontraDb, row: OutboxRow, spec: AnySpec): Promise<boolean> {
  const records = new Set([
    row.targetUuid,
    ...((spec.after as ((p: unknown) => string[]) | undefined)?.(row.payload) ?? []),
  ]);
  const earlier = await db.outbox
    .where('seq')
    .below(row.seq ?? 0)
    .filter((other) => Boolean(other.file) && other.state === 'pending' && records.has(other.targetUuid))
    .count();
  return earlier > 0;
}

async function sendJson(request: JsonRequest, row: OutboxRow, token: string): Promise<Reply> {
  try {
    const api = apiFrom(kyClient);
    const answer = await api(request.path, {
      method: request.method,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': row.idempotencyKey ?? row.id },
      ...(request.body === undefined ? {} : { json: request.body }),
    }).json();
    return { status: 200, answer };
  } catch (error) {
    const apiError = toApiError(error);
    return {
      status: apiError.status,
      message: describe(apiError.message, apiError.fields),
      errorBody: apiError.body,
      code: apiError.code,
    };
  }
}

/**
 * What one reply does to its row, for both lanes: applied and gone, kept for later (backing
 * off), kept as a conflict or a refusal with the server's reason, or the session ended.
 */
export async function settle(
  db: MontraDb,
  row: OutboxRow,
  spec: AnySpec,
  reply: Reply,
  now: () => number,
): Promise<'sent' | 'blocked' | 'unavailable' | 'reauth'> {
  // A 404 answering a delete means it already happened: done, not refused. A key whose first
  // attempt is still running (its answer was lost on the way) is no conflict: the replay brings it.
  const outcome =
    reply.status === 404 && spec.goneIsDone
      ? 'done'
      : reply.code === 'IDEMPOTENCY_IN_PROGRESS'
        ? 'retry'
        : classifyPush(reply.status);
  const message = reply.message ?? null;
  switch (outcome) {
    case 'done':
      try {
        await db.transaction('rw', db.tables, async () => {
          await spec.apply(db, reply.answer, row.payload as never, row);
          if (row.seq !== undefined) await db.outbox.delete(row.seq);
          if (row.file) await db.blobs.delete(row.file.blobId);
          await settleShadows(db, row.touched, { keepNewer: true });
          await rebaseFollowers(db, row);
        });
        return 'sent';
      } catch (error) {
        // The server took the write but its answer could not be stored: keep the row visible
        // (a retry replays the same answer through its Idempotency-Key) and go on with the others.
        await mark(db, row, {
          state: 'failed',
          answered: true,
          attempts: row.attempts + 1,
          lastError: `Resposta do servidor por aplicar: ${error instanceof Error ? error.message : String(error)}`,
        });
        return 'blocked';
      }
    case 'retry':
      await mark(db, row, {
        attempts: row.attempts + 1,
        lastError: message,
        nextAttemptAt: now() + retryDelayMs(row.attempts + 1),
      });
      return 'unavailable';
    case 'reauth':
      return 'reauth';
    case 'conflict':
      await mark(db, row, {
        state: 'conflict',
        attempts: row.attempts + 1,
        lastError: message,
        serverRecord: (reply.errorBody as { current?: unknown } | undefined)?.current ?? null,
      });
      return 'blocked';
    case 'failed':
      await mark(db, row, { state: 'failed', attempts: row.attempts + 1, lastError: message });
      return 'blocked';
  }
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

export async function mark(db: MontraDb, row: OutboxRow, changes: Partial<OutboxRow>): Promise<void> {
  if (row.seq !== undefined) await db.outbox.update(row.seq, changes);
}

/** The server's reason, with its field messages, for the sync panel. */
export function describe(message: string, fields: Record<string, string>): string {
  const details = Object.entries(fields).map(([field, text]) => `${field}: ${text}`);
  return details.length ? `${message} (${details.join('; ')})` : message;
}
