/**
 * Sessions ended one by one (POST /api/auth/logout). The database keeps each ended session's id
 * until its token would have expired anyway (it holds across a restart); this process keeps the
 * same ids in memory, read once, so a request costs no query. Like the user cache (user-cache.ts),
 * it assumes one server process per database: a logout is made by this process, which adds the id
 * to its set as it writes the row.
 */
import type { DbOrTx } from '../db/client';
import {
  deleteRevokedTokensBefore,
  insertRevokedToken,
  listLiveRevokedTokens,
} from '../repositories/revoked-tokens';

export class Revocations {
  private loaded: Promise<Set<string>> | null = null;

  constructor(
    private readonly db: DbOrTx,
    private readonly nowMs: () => number = Date.now,
  ) {}

  private ids(): Promise<Set<string>> {
    this.loaded ??= listLiveRevokedTokens(this.db, this.nowIso()).then((ids) => new Set(ids));
    // A failed read is tried again by the next request rather than remembered.
    this.loaded.catch(() => (this.loaded = null));
    return this.loaded;
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.ids()).has(sessionId);
  }

  /** Ends the session for good: remembered until `remainingS` from now, when its token expires anyway. */
  async revoke(sessionId: string, remainingS: number): Promise<void> {
    await insertRevokedToken(this.db, sessionId, new Date(this.nowMs() + remainingS * 1000).toISOString());
    // Into the set as it is now (a prune may have started a new read meanwhile, which may miss the row).
    (await this.ids()).add(sessionId);
  }

  /** Reads the set again on next use: another instance ended a session (the notify bus says so). */
  forget(): void {
    this.loaded = null;
  }

  /** Forgets the sessions that have expired by now (the set is read again on next use). */
  async prune(): Promise<void> {
    await deleteRevokedTokensBefore(this.db, this.nowIso());
    this.loaded = null;
  }

  private nowIso(): string {
    return new Date(this.nowMs()).toISOString();
  }
}
