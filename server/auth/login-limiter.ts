/**
 * Password guessing, stopped before the hash is checked (design §8, issue 21). Each password check
 * — a login, or the current password asked to change one's own — first claims a row in
 * `login_attempts`, then counts the rows ahead of it; only then is argon2 asked. So parallel
 * guesses are counted as they arrive, not after their answers: 100 at once get at most
 * `maxPerUser` answers, the rest 429.
 *
 * - Per account, from anywhere: at most `maxPerUser` attempts in `windowMs` and `hourlyMaxPerUser`
 *   in an hour. A success removes its own row (staff signing in all day are never throttled) and
 *   keeps the failures before it.
 * - Per address, only against many accounts: an address that tried `maxPerIp` other accounts in
 *   `windowMs` is stopped. One seller mistyping never locks out the stand's other tablets, which
 *   share its address.
 * The counts live in the database: they hold across a restart and across instances.
 */
import { MSG } from '../../src/domain/messages';
import type { DbOrTx } from '../db/client';

import { AppError } from '../errors';
import {
  countAccountAttempts,
  countAddressFailedAccounts,
  deleteAttempt,
  deleteAttemptsBefore,
  insertAttempt,
  markAttemptFailed,
} from '../repositories/login-attempts';

export interface LoginLimits {
  /** The short window (ms) of both counts below. */
  windowMs: number;
  /** Attempts at one account in windowMs, from any address. */
  maxPerUser: number;
  /** Attempts at one account in an hour, from any address. */
  hourlyMaxPerUser: number;
  /** Other accounts one address may try in windowMs. */
  maxPerIp: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  maxPerUser: 10,
  hourlyMaxPerUser: 20,
  maxPerIp: 20,
};

const HOUR_MS = 60 * 60 * 1000;

/** A refusal that says when to come back (the `Retry-After` header, in seconds). */
export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterS: number) {
    super(429, 'TOO_MANY_ATTEMPTS', MSG.tooManyAttempts);
  }
}

/** One password check's place in the count. */
export interface Attempt {
  id: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

export class LoginLimiter {
  constructor(
    private readonly db: DbOrTx,
    private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Claims a place for one password check, or refuses it (TooManyAttemptsError) before any hash is checked. */
  async begin(address: string, username: string): Promise<Attempt> {
    const name = username.toLowerCase();
    const nowMs = this.now();
    const attempt = { id: await insertAttempt(this.db, name, address, iso(nowMs)) };
    const retryAfterS = await this.refusal(attempt, address, name, nowMs);
    if (retryAfterS !== null) {
      await deleteAttempt(this.db, attempt.id);
      throw new TooManyAttemptsError(retryAfterS);
    }
    return attempt;
  }

  /** The password was right: this check does not count. */
  async succeeded(attempt: Attempt): Promise<void> {
    await deleteAttempt(this.db, attempt.id);
  }

  /** The password was wrong (or the account unknown): the check stays counted. */
  async failed(attempt: Attempt): Promise<void> {
    await markAttemptFailed(this.db, attempt.id);
  }

  /** Forgets what is older than the longest window (called from a timer). */
  async prune(): Promise<void> {
    await deleteAttemptsBefore(this.db, iso(this.now() - HOUR_MS));
  }

  /** Seconds to wait when this attempt is over a limit, or null when it may go on. */
  private async refusal(
    attempt: Attempt,
    address: string,
    username: string,
    nowMs: number,
  ): Promise<number | null> {
    const { windowMs, maxPerUser, hourlyMaxPerUser, maxPerIp } = this.limits;
    for (const [spanMs, max] of [
      [windowMs, maxPerUser],
      [HOUR_MS, hourlyMaxPerUser],
    ] as const) {
      const counted = await countAccountAttempts(this.db, username, iso(nowMs - spanMs), attempt.id);
      if (counted.n > max) return this.secondsUntil(counted.oldest, spanMs, nowMs);
    }
    // Failures only: a stand's sellers signing in together at opening time are not a spray.
    const accounts = await countAddressFailedAccounts(this.db, address, username, iso(nowMs - windowMs));
    if (accounts.n >= maxPerIp) return this.secondsUntil(accounts.oldest, windowMs, nowMs);
    return null;
  }

  private secondsUntil(oldest: string | null | undefined, spanMs: number, nowMs: number): number {
    const freeAtMs = (oldest ? Date.parse(oldest) : nowMs) + spanMs;
    return Math.max(1, Math.ceil((freeAtMs - nowMs) / 1000));
  }
}
