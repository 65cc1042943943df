/**
 * Retries on time. A write that met an unreachable or failing server waits out its backoff
 * (`nextAttemptAt`, src/domain/sync-rules.ts), but nothing else need happen on the page
 * meanwhile (while the event stream is up the poll runs every 5 minutes): a timer wakes the
 * engine when the earliest backoff ends. And a sign that the server can be reached again (the
 * browser back online, the event stream back after a gap) makes every waiting write due at once:
 * a backoff spares a dead server, not one that came back — the user must not see 'alterações por
 * enviar' for minutes after it did.
 */
import { liveQuery } from 'dexie';
import type { MontraDb } from '../db/montra-db';
import type { SessionSource } from './session-source';
import { waitingToRetry } from '../../domain/sync-rules';

/** After the backoff's end, so that the flush's clock finds the write due. */
const WAKE_MARGIN_MS = 50;

/** The pending writes of `userUuid` still waiting out a backoff at `nowMs`. */
function waiting(db: MontraDb, userUuid: string, nowMs: number) {
  return db.outbox
    .where('state')
    .equals('pending')
    .filter((row) => row.userUuid === userUuid && waitingToRetry(row, nowMs));
}

/**
 * When the first of the user's waiting writes is due, or null when none waits. Writes due already
 * are not counted: the next flush sends them, or they wait behind one that failed again and now
 * has a later time (no wake-up loop while the server stays down).
 */
export async function earliestRetryAt(
  db: MontraDb,
  userUuid: string,
  nowMs = Date.now(),
): Promise<number | null> {
  let earliest: number | null = null;
  await waiting(db, userUuid, nowMs).each((row) => {
    if (earliest === null || row.nextAttemptAt < earliest) earliest = row.nextAttemptAt;
  });
  return earliest;
}

/** The server can be reached again: the user's waiting writes are due now (their attempts stay counted). */
export async function retryWaitingNow(db: MontraDb, userUuid: string): Promise<number> {
  return waiting(db, userUuid, Date.now()).modify({ nextAttemptAt: 0 });
}

/**
 * Runs `flush` when the signed-in user's earliest backoff ends, following the outbox as it
 * changes (here, in another tab or in the service worker). Returns the stop.
 */
export function wakeForRetries(session: SessionSource, flush: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const subscription = liveQuery(async () => {
    const signedIn = session.current();
    return signedIn ? earliestRetryAt(signedIn.db, signedIn.user.uuid) : null;
  }).subscribe({
    next: (at) => {
      clearTimeout(timer);
      if (at !== null) timer = setTimeout(flush, Math.max(0, at - Date.now()) + WAKE_MARGIN_MS);
    },
    // The mirror closed under it (a logout): the triggers stop with the session anyway.
    error: () => clearTimeout(timer),
  });
  return () => {
    subscription.unsubscribe();
    clearTimeout(timer);
  };
}
