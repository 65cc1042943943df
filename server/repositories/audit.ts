/** The audit trail's queries (services/audit.ts says what is recorded): insert, list, prune. */
import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditOutcome } from '../../src/domain/audit';
import type { DbOrTx } from '../db/client';
import { auditEvents } from '../db/schema';

export type AuditRow = typeof auditEvents.$inferSelect;
export type NewAuditRow = typeof auditEvents.$inferInsert;

export async function insertAuditEvent(db: DbOrTx, row: NewAuditRow): Promise<void> {
  await db.insert(auditEvents).values(row);
}

export interface AuditFilters {
  action?: AuditAction | undefined;
  outcome?: AuditOutcome | undefined;
  actorUuid?: string | undefined;
  /** ISO instants: from inclusive, to exclusive. */
  fromIso?: string | undefined;
  toIso?: string | undefined;
  /** Only events older than this id (the previous page's last). */
  beforeId?: number | undefined;
}

/** One company's events, newest first (ids grow with time: the trail is append-only). */
export async function listCompanyAuditEvents(
  db: DbOrTx,
  companyUuid: string,
  filters: AuditFilters,
  limit: number,
): Promise<AuditRow[]> {
  const where: SQL[] = [eq(auditEvents.companyUuid, companyUuid)];
  if (filters.action) where.push(eq(auditEvents.action, filters.action));
  if (filters.outcome) where.push(eq(auditEvents.outcome, filters.outcome));
  if (filters.actorUuid) where.push(eq(auditEvents.actorUuid, filters.actorUuid));
  if (filters.fromIso) where.push(gte(auditEvents.at, filters.fromIso));
  if (filters.toIso) where.push(lt(auditEvents.at, filters.toIso));
  if (filters.beforeId !== undefined) where.push(lt(auditEvents.id, filters.beforeId));
  return db
    .select()
    .from(auditEvents)
    .where(and(...where))
    .orderBy(desc(auditEvents.id))
    .limit(limit);
}

/** Removes the events recorded before the instant; how many went. */
export async function deleteAuditEventsBefore(db: DbOrTx, beforeIso: string): Promise<number> {
  const gone = await db
    .delete(auditEvents)
    .where(lt(auditEvents.at, beforeIso))
    .returning({ id: auditEvents.id });
  return gone.length;
}
