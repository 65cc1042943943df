/**
 * The audit trail (issue 22 §7): who did what, to whom, from where, and whether it worked, for
 * the company's admin and the super user to read (GET /api/audit/company/{id}). Recorded once the
 * thing happened (or was refused: a wrong password, a lockout), by one call where it happens:
 * logins (auditLogin, around the login service), password, role and state changes and deletions
 * of users, a company's (de)activation and deletion, and the CSV exports. Kept
 * AUDIT_RETENTION_DAYS (pruneAudit, from a timer in app.ts).
 */
import {
  AUDIT_DEFAULT_LIMIT,
  AUDIT_MAX_LIMIT,
  isAuditAction,
  isAuditOutcome,
  type AuditAction,
  type AuditEvent,
  type AuditOutcome,
  type AuditPage,
  type AuditTargetKind,
} from '../../src/domain/audit';
import { MSG } from '../../src/domain/messages';
import { TooManyAttemptsError } from '../auth/login-limiter';
import type { DbOrTx } from '../db/client';
import { AppError, badRequest } from '../errors';
import {
  deleteAuditEventsBefore,
  insertAuditEvent,
  listCompanyAuditEvents,
  type AuditFilters,
  type AuditRow,
} from '../repositories/audit';
import { findUserByUsername } from '../repositories/users';
import { isUuid } from '../validate';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface AuditInput {
  action: AuditAction;
  /** Default SUCCESS. */
  outcome?: AuditOutcome;
  /** Who acted; null when nobody known (a login as an unknown username). */
  actor: { uuid: string; username: string } | null;
  /** Whose trail the event joins: the actor's company, or the company acted on. */
  companyUuid: string | null;
  target?: { kind: AuditTargetKind; uuid: string; name: string | null } | undefined;
  /** The client's address (req.ip). */
  address: string | null;
  detail?: Record<string, string | number | boolean | null>;
}

/** Who acts and from where: what a route hands the write it calls, for the trail. */
export interface AuditScene {
  actor: { uuid: string; username: string } | null;
  /** The client's address (req.ip). */
  address: string | null;
}

type AuditExtra = Pick<AuditInput, 'outcome' | 'detail'>;

/** An event about a user, joining that user's company's trail. */
export function userAudit(
  scene: AuditScene,
  action: AuditAction,
  target: { uuid: string; username: string; companyUuid: string | null },
  extra: AuditExtra = {},
): AuditInput {
  return {
    ...scene,
    ...extra,
    action,
    companyUuid: target.companyUuid,
    target: { kind: 'user', uuid: target.uuid, name: target.username },
  };
}

/** An event about a company (the super user's act), in its own trail. */
export function companyAudit(
  scene: AuditScene,
  action: AuditAction,
  company: { uuid: string; name: string },
): AuditInput {
  return {
    ...scene,
    action,
    companyUuid: company.uuid,
    target: { kind: 'company', uuid: company.uuid, name: company.name },
  };
}

/** A bulk export of the company's data (how many rows left, when counted). */
export function exportAudit(
  scene: AuditScene,
  action: Extract<AuditAction, `export.${string}`>,
  companyUuid: string,
  rows?: number,
): AuditInput {
  return { ...scene, action, companyUuid, ...(rows === undefined ? {} : { detail: { rows } }) };
}

/** Appends one event. */
export async function recordAudit(db: DbOrTx, event: AuditInput): Promise<void> {
  await insertAuditEvent(db, {
    action: event.action,
    outcome: event.outcome ?? 'SUCCESS',
    actorUuid: event.actor?.uuid ?? null,
    actorName: event.actor?.username ?? null,
    companyUuid: event.companyUuid,
    targetKind: event.target?.kind ?? null,
    targetUuid: event.target?.uuid ?? null,
    targetName: event.target?.name ?? null,
    address: event.address,
    detail: event.detail ?? null,
  });
}

/**
 * A login, recorded as it ends: SUCCESS, FAILURE (401: wrong password, unknown or refused user) or
 * LOCKED (429 from the login limiter). A refused login is filed under the account it named, when
 * that account exists, so its company's admin sees the guessing; the typed username of an unknown
 * account is not kept (it is sometimes a password typed in the wrong field).
 */
export async function auditLogin<
  T extends { user: { uuid: string; username: string; companyUuid: string | null } },
>(db: DbOrTx, attempt: { username: string; address: string }, login: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await login();
  } catch (err) {
    const refused =
      err instanceof AppError && (err.statusCode === 401 || err instanceof TooManyAttemptsError);
    if (refused) {
      const named = await findUserByUsername(db, attempt.username);
      await recordAudit(db, {
        action: 'auth.login',
        outcome: err instanceof TooManyAttemptsError ? 'LOCKED' : 'FAILURE',
        actor: named ? { uuid: named.uuid, username: named.username } : null,
        companyUuid: named?.companyUuid ?? null,
        address: attempt.address,
      });
    }
    throw err;
  }
  const { user } = result;
  await recordAudit(db, {
    action: 'auth.login',
    actor: user,
    companyUuid: user.companyUuid,
    address: attempt.address,
  });
  return result;
}

/** Forgets events older than `retentionDays` (called from a timer); how many went. */
export function pruneAudit(db: DbOrTx, retentionDays: number, nowMs: number = Date.now()): Promise<number> {
  return deleteAuditEventsBefore(db, new Date(nowMs - retentionDays * DAY_MS).toISOString());
}

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `from`/`to` bound: an ISO instant as it is, or a date (YYYY-MM-DD, a UTC day) whose start
 * (`from`) or end (`to`, inclusive: the next day's start) it names. The app sends instants of
 * the user's own midnight.
 */
function instantOf(raw: string, end: boolean): string | null {
  const ms = Date.parse(DATE_RE.test(raw) ? `${raw}T00:00:00Z` : raw);
  if (Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}/.test(raw)) return null;
  return new Date(DATE_RE.test(raw) && end ? ms + DAY_MS : ms).toISOString();
}

/** The list's query: action, outcome, actor, from, to, limit, before; 400 naming each bad key. */
export function parseAuditQuery(query: URLSearchParams): { filters: AuditFilters; limit: number } {
  const fields: Record<string, string> = {};
  const filters: AuditFilters = {};
  const action = query.get('action');
  if (action) {
    if (isAuditAction(action)) filters.action = action;
    else fields.action = MSG.invalidValue;
  }
  const outcome = query.get('outcome');
  if (outcome) {
    if (isAuditOutcome(outcome)) filters.outcome = outcome;
    else fields.outcome = MSG.invalidValue;
  }
  const actor = query.get('actor');
  if (actor) {
    if (isUuid(actor)) filters.actorUuid = actor.toLowerCase();
    else fields.actor = MSG.invalidValue;
  }
  for (const key of ['from', 'to'] as const) {
    const raw = query.get(key);
    if (!raw) continue;
    const iso = instantOf(raw, key === 'to');
    if (iso === null) fields[key] = MSG.invalidValue;
    else if (key === 'from') filters.fromIso = iso;
    else filters.toIso = iso;
  }
  let limit = AUDIT_DEFAULT_LIMIT;
  const rawLimit = query.get('limit');
  if (rawLimit) {
    const n = Number(rawLimit);
    if (/^\d+$/.test(rawLimit) && n >= 1 && n <= AUDIT_MAX_LIMIT) limit = n;
    else fields.limit = MSG.invalidValue;
  }
  const before = query.get('before');
  if (before) {
    const n = Number(before);
    if (/^\d+$/.test(before) && Number.isSafeInteger(n)) filters.beforeId = n;
    else fields.before = MSG.invalidValue;
  }
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  return { filters, limit };
}

const toAuditEvent = (row: AuditRow): AuditEvent => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  actorUuid: row.actorUuid,
  actorName: row.actorName,
  companyUuid: row.companyUuid,
  action: row.action,
  targetKind: row.targetKind,
  targetUuid: row.targetUuid,
  targetName: row.targetName,
  outcome: row.outcome,
  address: row.address,
  detail: row.detail,
});

/** One page of a company's trail, newest first (the caller's right to it is checked by the route). */
export async function companyAuditPage(
  db: DbOrTx,
  companyUuid: string,
  query: { filters: AuditFilters; limit: number },
): Promise<AuditPage> {
  // One more than asked tells whether an older page exists.
  const rows = await listCompanyAuditEvents(db, companyUuid, query.filters, query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    events: page.map(toAuditEvent),
    nextBefore: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
