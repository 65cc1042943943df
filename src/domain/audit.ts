/**
 * The audit trail (issue 22 §7): what the server records, as the company page's 'Registo de
 * atividade' tab and GET /api/audit/company/{id} name it. Pure data shared by both sides.
 */

/** Every action the server records. */
export const AUDIT_ACTIONS = [
  'auth.login',
  'auth.logoutAll',
  'user.password',
  'user.role',
  'user.activate',
  'user.deactivate',
  'user.delete',
  'company.activate',
  'company.deactivate',
  'company.delete',
  'export.contacts',
  'export.sales',
  'export.stock',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** SUCCESS: it happened; FAILURE: refused (a wrong password); LOCKED: refused by the login limiter (429). */
export const AUDIT_OUTCOMES = ['SUCCESS', 'FAILURE', 'LOCKED'] as const;
export type AuditOutcome = (typeof AUDIT_OUTCOMES)[number];

export type AuditTargetKind = 'user' | 'company';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'auth.login': 'Início de sessão',
  'auth.logoutAll': 'Sessão terminada em todos os dispositivos',
  'user.password': 'Palavra-passe alterada',
  'user.role': 'Função alterada',
  'user.activate': 'Utilizador ativado',
  'user.deactivate': 'Utilizador desativado',
  'user.delete': 'Utilizador eliminado',
  'company.activate': 'Empresa ativada',
  'company.deactivate': 'Empresa desativada',
  'company.delete': 'Empresa eliminada',
  'export.contacts': 'Exportação de contactos (CSV)',
  'export.sales': 'Exportação de vendas (CSV)',
  'export.stock': 'Exportação de stock (CSV)',
};

export const AUDIT_OUTCOME_LABELS: Record<AuditOutcome, string> = {
  SUCCESS: 'Sucesso',
  FAILURE: 'Falhado',
  LOCKED: 'Bloqueado',
};

export const AUDIT_TARGET_LABELS: Record<AuditTargetKind, string> = {
  user: 'Utilizador',
  company: 'Empresa',
};

/** One event as GET /api/audit/company/{id} answers it. */
export interface AuditEvent {
  id: number;
  /** ISO instant. */
  at: string;
  actorUuid: string | null;
  /** The actor's username when the event was recorded (kept after the user is deleted). */
  actorName: string | null;
  companyUuid: string | null;
  action: AuditAction;
  targetKind: AuditTargetKind | null;
  targetUuid: string | null;
  /** What the target was called when the event was recorded (a username, a company name). */
  targetName: string | null;
  outcome: AuditOutcome;
  address: string | null;
  detail: Record<string, string | number | boolean | null> | null;
}

export interface AuditPage {
  events: AuditEvent[];
  /** Pass as `before` for the next (older) page; null when this page was the last. */
  nextBefore: number | null;
}

/** Events one page holds unless `limit` says fewer (at most AUDIT_MAX_LIMIT). */
export const AUDIT_DEFAULT_LIMIT = 100;
export const AUDIT_MAX_LIMIT = 500;
/** AUDIT_RETENTION_DAYS' default: a year. */
export const AUDIT_DEFAULT_RETENTION_DAYS = 365;

export const isAuditAction = (value: string): value is AuditAction =>
  (AUDIT_ACTIONS as readonly string[]).includes(value);
export const isAuditOutcome = (value: string): value is AuditOutcome =>
  (AUDIT_OUTCOMES as readonly string[]).includes(value);
