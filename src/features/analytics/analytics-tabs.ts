/**
 * The tabs of 'Análise e Gestão de Dados' (spec 02 §2 "Analytics", §6): each
 * shown to the roles holding its permission — the admin all four, a manager
 * the suppliers only, the editors the cars and the suppliers.
 */
import { can, type Actor, type Permission } from '../../domain/permissions';

export const ANALYTICS_TABS = ['stock', 'cars', 'contacts', 'suppliers'] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

export const ANALYTICS_TAB_LABELS: Record<AnalyticsTab, string> = {
  stock: 'Análise de stock',
  cars: 'Gestão de carros',
  contacts: 'Gestão de contactos',
  suppliers: 'Gestão de fornecedores',
};

const TAB_PERMISSIONS: Record<AnalyticsTab, Permission> = {
  stock: 'analytics.stock',
  cars: 'analytics.cars',
  contacts: 'analytics.contacts',
  suppliers: 'analytics.suppliers',
};

export function analyticsTabsFor(actor: Actor | null | undefined): AnalyticsTab[] {
  return ANALYTICS_TABS.filter((tab) => can(actor, TAB_PERMISSIONS[tab]));
}

/** The tab the address asks for when the user has it, else the user's first. */
export function shownTab(asked: string | null, tabs: readonly AnalyticsTab[]): AnalyticsTab | null {
  return tabs.find((t) => t === asked) ?? tabs[0] ?? null;
}
