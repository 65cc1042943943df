/**
 * Pure decisions of the sync engine, tested from tables: what an answer to a
 * queued write means, and how long to wait before trying again.
 */

export type PushOutcome =
  /** Accepted: apply the answer, drop the row. */
  | 'done'
  /** No answer, timeout or server trouble: keep the row, back off, try later. */
  | 'retry'
  /** The session ended: keep the row, stop, ask the same user to log in again. */
  | 'reauth'
  /** Someone changed the record first: the user decides (keep mine / take theirs). */
  | 'conflict'
  /** Refused for a reason a retry will not change: keep the row, show the reason. */
  | 'failed';

/** status 0 = no answer at all (offline, DNS, CORS, timeout). */
export function classifyPush(status: number): PushOutcome {
  if (status >= 200 && status < 300) return 'done';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  if (status === 401) return 'reauth';
  if (status === 409) return 'conflict';
  return 'failed';
}

export const RETRY_BASE_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** What a queued write's turn depends on: its state and the end of its back-off (epoch ms). */
export interface RetryState {
  state: string;
  nextAttemptAt: number;
}

/** A pending write whose back-off has ended (or never began): the next flush sends it. */
export function dueNow(row: RetryState, nowMs: number): boolean {
  return row.state === 'pending' && row.nextAttemptAt <= nowMs;
}

/** A pending write still waiting out its back-off: no flush sends it before `nextAttemptAt`. */
export function waitingToRetry(row: RetryState, nowMs: number): boolean {
  return row.state === 'pending' && row.nextAttemptAt > nowMs;
}

/** Exponential back-off after `attempts` failed tries (1 → 2 s, 2 → 4 s, … capped at 5 min). */
export function retryDelayMs(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** (attempts - 1));
}
