/**
 * The users the guard has read, by uuid, so an authenticated request costs no
 * users query. Stateful: one map per app, and one process-wide generation that
 * every write to the users table bumps (usersChanged), which drops every entry.
 *
 * Who bumps it: in this process, services/user-writes.ts and company-writes.ts
 * call usersChanged() once a write that can change who a caller is — role,
 * active, company, password, token version, super user, deletion or
 * deactivation of their company — has landed (and again after the transaction
 * commits when it ran inside one). From every other instance on the same
 * database (and psql, a seed run), the triggers of migration 0011 NOTIFY
 * 'montra_users' on any write to users or companies, and the notify bus
 * (sync/notify-bus.ts, wired in app.ts) calls usersChanged() here within
 * milliseconds of the commit; it does so again when its LISTEN connection comes
 * back after a drop. So a deactivated, demoted or deleted user's next request
 * is judged on the new row on every instance. The entries' short life
 * (USER_CACHE_TTL_MS) only bounds a notification lost with a dropped connection.
 *
 * Why a notification rather than a version read per request (issue 23 asked to
 * measure both): the read is one more round trip to PostgreSQL on every API
 * call, the notification one message per write to users or companies, which
 * are rare (README 'Live changes' gives the figures).
 */
import { eq } from 'drizzle-orm';
import type { Role } from '../../src/domain/enums';
import type { DbOrTx } from '../db/client';
import { companies, users } from '../db/schema';

/** Only a bound on a notification lost with a dropped LISTEN connection; writes invalidate at once. */
export const USER_CACHE_TTL_MS = 5_000;
/** More distinct callers than this within a TTL and the map starts over (a company has tens). */
const MAX_CACHED_USERS = 10_000;

/** What the guard needs of a caller (never the password hash). */
export interface CallerRow {
  uuid: string;
  username: string;
  role: Role | null;
  isActive: boolean;
  isSuperUser: boolean;
  companyUuid: string | null;
  /** Tokens signed at another version are refused (sessions.ts). */
  tokenVersion: number;
  /** Until a new password is chosen, the token opens the password change and nothing else (guard.ts). */
  mustChangePassword: boolean;
  /** Whether the user's company is active; null for the super user (no company). */
  companyActive: boolean | null;
}

let generation = 0;

/** Call after any write to the users table (or a company's deletion or deactivation) has landed. */
export function usersChanged(): void {
  generation += 1;
}

/** The caller's row, from one narrow query. */
export async function readCaller(db: DbOrTx, uuid: string): Promise<CallerRow | undefined> {
  const [row] = await db
    .select({
      uuid: users.uuid,
      username: users.username,
      role: users.role,
      isActive: users.isActive,
      isSuperUser: users.isSuperUser,
      companyUuid: users.companyUuid,
      tokenVersion: users.tokenVersion,
      mustChangePassword: users.mustChangePassword,
      companyActive: companies.active,
    })
    .from(users)
    .leftJoin(companies, eq(companies.uuid, users.companyUuid))
    .where(eq(users.uuid, uuid))
    .limit(1);
  return row;
}

interface Entry {
  row: CallerRow;
  generation: number;
  expiresAtMs: number;
}

export class UserCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly db: DbOrTx,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** The user (active or not), or undefined when there is none; from the map while it is current. */
  async find(uuid: string): Promise<CallerRow | undefined> {
    const hit = this.entries.get(uuid);
    if (hit && hit.generation === generation && hit.expiresAtMs > this.nowMs()) return hit.row;
    const readAt = generation;
    const row = await readCaller(this.db, uuid);
    // A write that landed while this read was in flight may not be in it: keep nothing then.
    if (!row || readAt !== generation) {
      this.entries.delete(uuid);
      return row;
    }
    if (this.entries.size >= MAX_CACHED_USERS) this.entries.clear();
    this.entries.set(uuid, { row, generation, expiresAtMs: this.nowMs() + USER_CACHE_TTL_MS });
    return row;
  }
}
