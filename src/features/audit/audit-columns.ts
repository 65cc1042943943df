/** The columns of 'Registo de atividade': data/hora, utilizador, ação, alvo, resultado, endereço. */
import {
  AUDIT_ACTION_LABELS,
  AUDIT_OUTCOME_LABELS,
  AUDIT_TARGET_LABELS,
  type AuditEvent,
} from '../../domain/audit';
import type { DataColumn } from '../../ui/data-table-types';

const DATE_TIME = new Intl.DateTimeFormat('pt-PT', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

export const formatAuditTime = (iso: string) => DATE_TIME.format(new Date(iso));

function targetOf(e: AuditEvent): string {
  if (!e.targetKind) return '—';
  return `${AUDIT_TARGET_LABELS[e.targetKind]}: ${e.targetName ?? e.targetUuid ?? '—'}`;
}

export const AUDIT_COLUMNS: DataColumn<AuditEvent, never>[] = [
  { id: 'at', header: 'Data/hora', ratio: 1.3, pin: 'start', cell: (e) => formatAuditTime(e.at) },
  { id: 'actor', header: 'Utilizador', ratio: 1.5, cell: (e) => e.actorName ?? '—' },
  { id: 'action', header: 'Ação', ratio: 1.6, cell: (e) => AUDIT_ACTION_LABELS[e.action] ?? e.action },
  { id: 'target', header: 'Alvo', ratio: 1.5, cell: targetOf },
  { id: 'outcome', header: 'Resultado', cell: (e) => AUDIT_OUTCOME_LABELS[e.outcome] ?? e.outcome },
  { id: 'address', header: 'Endereço', cell: (e) => e.address ?? '—' },
];
