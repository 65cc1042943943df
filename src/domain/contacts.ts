/**
 * Contacts (leads) rules (spec 02 §2 "Contacts list", "Contact create and
 * detail", §4 contact status, §6, §9): the status transitions and the actions
 * they offer, who sees which contact, the list's filters and their URL/API
 * keys (status OPEN by default), its summary, the "no contact for N days" flag,
 * the sort keys, and the new-contacts chart. The screens read the mirror with
 * these; the server's list, change feed, CSV and chart call the same functions.
 */
import { can, type Actor } from './permissions';
import type { Contact, Interaction } from './entities';
import type { ContactStatus } from './enums';
import { ALL_ROWS_QUERY_KEY, daysBetween, sortRows, type SortState } from './stock';

// ---- Status -----------------------------------------------------------------

/** OPEN or ORDERED → CLOSED or SOLD; CLOSED or SOLD → OPEN (spec 02 §4). Anything else answers 409. */
const TRANSITIONS: Record<ContactStatus, readonly ContactStatus[]> = {
  OPEN: ['CLOSED', 'SOLD'],
  ORDERED: ['CLOSED', 'SOLD'],
  CLOSED: ['OPEN'],
  SOLD: ['OPEN'],
};

export function canChangeContactStatus(from: ContactStatus, to: ContactStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

/** A contact can be edited (and deleted) while it is OPEN or ORDERED. */
export function isContactOpen(status: ContactStatus): boolean {
  return status === 'OPEN' || status === 'ORDERED';
}

export type ContactAction = 'edit' | 'close' | 'sell' | 'delete' | 'reopen';

export const CONTACT_ACTION_LABELS: Record<ContactAction, string> = {
  edit: 'Editar contato',
  close: 'Fechado',
  sell: 'Vendido',
  delete: 'Apagar',
  reopen: 'Re-Abrir',
};

/** The status each status action leads to. */
export const CONTACT_ACTION_STATUS = {
  close: 'CLOSED',
  sell: 'SOLD',
  reopen: 'OPEN',
} as const satisfies Partial<Record<ContactAction, ContactStatus>>;

/** The detail's buttons for a status (spec 02 §2): none without 'contact.write'. */
export function contactActions(actor: Actor, status: ContactStatus): ContactAction[] {
  if (!can(actor, 'contact.write')) return [];
  return isContactOpen(status) ? ['edit', 'close', 'sell', 'delete'] : ['reopen'];
}

/** The spec's toasts (spec 02 §8), typos included. */
export const CONTACT_MESSAGES = {
  saved: 'Contacto gravado com successo',
  deleted: 'Contacto apagado com successo',
  /** Shown, oddly, when a contact's creation fails (spec 02 §8). */
  createFailed: 'Erro ao criar o veículo. Por favor tente mais tarde',
  saveFailed: 'Erro ao tentar gravar o contacto. Por favor tente mais tarde',
  deleteFailed: 'Erro ao tentar apagar o contacto. Por favor tente mais tarde',
  loadFailed: 'Houve um erro a ir buscar a informação deste contacto. Por favor tente mais tarde',
  noInteractions: 'Sem iterações',
} as const;

// ---- Who sees which contact --------------------------------------------------

/**
 * ADMIN and MANAGER see every contact of their company ('contact.readAll'); the
 * other contact roles (SELLER, EDITOR1-3) see the contacts assigned to them. A
 * contact a seller creates is assigned to themselves (the server enforces it).
 */
export function contactVisibleTo(actor: Actor & { uuid: string }, contact: Pick<Contact, 'contactUserUuid'>) {
  if (!can(actor, 'contact.read')) return false;
  return can(actor, 'contact.readAll') || contact.contactUserUuid === actor.uuid;
}

/**
 * Whom a contact may be given to (the 'Vendedor' choice and filter): an active user with the
 * contacts. One who already holds contacts stays a choice however they changed (`holds`), so
 * the contact still shows its assignee.
 */
export function mayHoldContacts(user: Actor & { isActive: boolean }, holds = false): boolean {
  return holds || (user.isActive && can(user, 'contact.read'));
}

// ---- The list ----------------------------------------------------------------

export interface ContactFilters {
  /** Part of the name, any case. */
  name: string;
  status: ContactStatus | '';
  month: number | null;
  year: number | null;
  /** The assignee ('seller' filter, admin and manager only). */
  sellerUuid: string;
}

export const EMPTY_CONTACT_FILTERS: ContactFilters = {
  name: '',
  status: '',
  month: null,
  year: null,
  sellerUuid: '',
};

/** With no query, open contacts only (spec 02 §9). */
export const DEFAULT_CONTACT_FILTERS: ContactFilters = { ...EMPTY_CONTACT_FILTERS, status: 'OPEN' };

/** The keys as the URL and the API carry them: lower-cased, empty values dropped (spec 02 §7). */
export const CONTACT_QUERY_KEYS = {
  name: 'name',
  status: 'status',
  month: 'month',
  year: 'year',
  sellerUuid: 'seller_uuid',
} as const satisfies Record<keyof ContactFilters, string>;

export function contactFiltersToQuery(f: ContactFilters): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of Object.keys(CONTACT_QUERY_KEYS) as (keyof ContactFilters)[]) {
    const value = f[key];
    if (value !== null && value !== '') q.set(CONTACT_QUERY_KEYS[key], String(value));
  }
  return q;
}

const wholeIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

const STATUS_KEYS: readonly string[] = ['OPEN', 'ORDERED', 'CLOSED', 'SOLD'];

/**
 * The filters of a query; with none of the list's keys, `fallback` (status OPEN).
 * Values are read in any case (the API's are lower-cased); one that cannot be a filter is left out.
 */
export function contactFiltersFromQuery(
  q: URLSearchParams,
  fallback: ContactFilters = DEFAULT_CONTACT_FILTERS,
): ContactFilters {
  // 'Limpar filtros' leaves no filter key, only the all-rows mark (sold.ts ALL_ROWS_QUERY_KEY).
  if (!q.has(ALL_ROWS_QUERY_KEY) && !Object.values(CONTACT_QUERY_KEYS).some((key) => q.has(key))) {
    return fallback;
  }
  const status = (q.get(CONTACT_QUERY_KEYS.status) ?? '').toUpperCase();
  return {
    name: q.get(CONTACT_QUERY_KEYS.name) ?? '',
    status: STATUS_KEYS.includes(status) ? (status as ContactStatus) : '',
    month: wholeIn(q.get(CONTACT_QUERY_KEYS.month), 1, 12),
    year: wholeIn(q.get(CONTACT_QUERY_KEYS.year), 1900, 9999),
    sellerUuid: (q.get(CONTACT_QUERY_KEYS.sellerUuid) ?? '').toLowerCase(),
  };
}

/** A contact with what the list shows beside it. */
export interface ContactRow {
  contact: Contact;
  /** The newest interaction (by date, then last changed), or null: 'Sem iterações'. */
  lastInteraction: Pick<Interaction, 'description' | 'date' | 'updatedAt'> | null;
  /** The assignee's name, '' when unknown. */
  sellerName: string;
}

/** The newest interaction of a contact: latest date, and on the same day the last changed. */
export function lastInteractionOf<T extends Pick<Interaction, 'date' | 'updatedAt'>>(
  interactions: readonly T[],
): T | null {
  let best: T | null = null;
  for (const i of interactions) {
    if (!best || i.date > best.date || (i.date === best.date && i.updatedAt > best.updatedAt)) best = i;
  }
  return best;
}

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().trim();

/** `ignoreStatus`: the summary counts the period's contacts whatever status the list shows. */
export function matchesContactFilters(contact: Contact, f: ContactFilters, ignoreStatus = false): boolean {
  if (f.name && !norm(contact.name).includes(norm(f.name))) return false;
  if (!ignoreStatus && f.status && contact.status !== f.status) return false;
  const [year, month] = contact.date.split('-').map(Number);
  if (f.year !== null && year !== f.year) return false;
  if (f.month !== null && month !== f.month) return false;
  if (f.sellerUuid && contact.contactUserUuid !== f.sellerUuid) return false;
  return true;
}

export interface ContactSummary {
  /** Contacts that came as a visit to the stand ('Visita ao Stand'). */
  visits: number;
  open: number;
}

/**
 * The counts above the list (spec 02 §2), over the contacts matching every filter but the
 * status: with the default OPEN filter the open count would only repeat the row count.
 */
export function contactSummary(contacts: readonly Contact[], f: ContactFilters): ContactSummary {
  let visits = 0;
  let open = 0;
  for (const c of contacts) {
    if (!matchesContactFilters(c, f, true)) continue;
    if (c.font === 'TEMPORARY_CUSTOMER') visits++;
    if (c.status === 'OPEN') open++;
  }
  return { visits, open };
}

/** Beyond the spec: an open contact untouched this many days is flagged. */
export const STALE_CONTACT_DAYS = 7;

/**
 * Days since an OPEN contact was last talked to (its last interaction, or its own date when it
 * has none) when that is STALE_CONTACT_DAYS or more; null otherwise.
 */
export function staleContactDays(
  row: Pick<ContactRow, 'contact' | 'lastInteraction'>,
  today: string,
): number | null {
  if (row.contact.status !== 'OPEN') return null;
  const since = row.lastInteraction?.date ?? row.contact.date;
  const days = daysBetween(since, today);
  return days >= STALE_CONTACT_DAYS ? days : null;
}

export const staleContactLabel = (days: number) => `Sem contacto há ${days} dias`;

export const CONTACT_SORT_KEYS = [
  'name',
  'date',
  'lastInteraction',
  'phone',
  'email',
  'status',
  'seller',
] as const;
export type ContactSortKey = (typeof CONTACT_SORT_KEYS)[number];

/** Newest contact first when the URL names no sort. */
export const DEFAULT_CONTACT_SORT: SortState<ContactSortKey> = { key: 'date', direction: 'desc' };

/** Text as it sorts in pt-PT: case and accents ignored ('Álvaro' beside 'Alberto', not after 'Zé'). */
const sortText = (s: string) => norm(s).normalize('NFD').replace(/\p{M}/gu, '');

function sortValue(row: ContactRow, key: ContactSortKey): string | number | null {
  const c = row.contact;
  switch (key) {
    case 'name':
      return sortText(c.name);
    case 'date':
      return `${c.date} ${c.hour ?? ''}`;
    case 'lastInteraction':
      return row.lastInteraction?.date ?? null;
    case 'phone':
      return c.phone || null;
    case 'email':
      return c.email ? sortText(c.email) : null;
    case 'status':
      return c.status;
    case 'seller':
      return row.sellerName ? sortText(row.sellerName) : null;
  }
}

/** Sorted copy; empty values always last. */
export function sortContacts<T extends ContactRow>(
  rows: readonly T[],
  sort: SortState<ContactSortKey> | null,
): T[] {
  return sortRows(rows, sort, sortValue);
}

// ---- The new-contacts chart ----------------------------------------------------

/** Default = by day; 'Mês' by month; 'Ano' by year (spec 02 §2 "Contact management"). */
export const CONTACT_CHART_GROUPS = ['day', 'month', 'year'] as const;
export type ContactChartGroup = (typeof CONTACT_CHART_GROUPS)[number];
export const CONTACT_CHART_GROUP_LABELS: Record<ContactChartGroup, string> = {
  day: 'Default',
  month: 'Mês',
  year: 'Ano',
};

export interface ContactChartQuery {
  /** YYYY-MM-DD, both included. */
  dateInit: string;
  dateEnd: string;
  /** The assignee, '' for everyone. */
  user: string;
  groupBy: ContactChartGroup;
}

export interface ContactChartPoint {
  /** YYYY-MM-DD, YYYY-MM or YYYY by the grouping. */
  date: string;
  value: number;
}

/** A chart spanning more buckets than this is cut at its end (a range of years grouped by day). */
export const CONTACT_CHART_MAX_POINTS = 1000;

const bucketOf = (date: string, group: ContactChartGroup) =>
  group === 'year' ? date.slice(0, 4) : group === 'month' ? date.slice(0, 7) : date;

/** Every bucket from the start to the end of the range, so days without contacts draw as 0. */
function buckets(from: string, to: string, group: ContactChartGroup): string[] {
  const out: string[] = [];
  const cursor = new Date(`${from}T00:00:00Z`);
  const end = bucketOf(to, group);
  while (out.length < CONTACT_CHART_MAX_POINTS) {
    const key = bucketOf(cursor.toISOString().slice(0, 10), group);
    if (key > end) break;
    if (out.at(-1) !== key) out.push(key);
    if (group === 'day') cursor.setUTCDate(cursor.getUTCDate() + 1);
    else if (group === 'month') cursor.setUTCMonth(cursor.getUTCMonth() + 1, 1);
    else cursor.setUTCFullYear(cursor.getUTCFullYear() + 1, 0, 1);
  }
  return out;
}

/** A real calendar day as YYYY-MM-DD (a cleared date input gives ''; a bad one must not throw below). */
function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** New contacts by creation date within the range (and of one assignee when `user` is set). */
export function contactChart(
  contacts: readonly Pick<Contact, 'date' | 'contactUserUuid'>[],
  query: ContactChartQuery,
): ContactChartPoint[] {
  const { dateInit, dateEnd, user, groupBy } = query;
  if (!isDay(dateInit) || !isDay(dateEnd) || dateInit > dateEnd) return [];
  const counts = new Map(buckets(dateInit, dateEnd, groupBy).map((key) => [key, 0]));
  for (const c of contacts) {
    if (c.date < dateInit || c.date > dateEnd) continue;
    if (user && c.contactUserUuid !== user) continue;
    const key = bucketOf(c.date, groupBy);
    const count = counts.get(key);
    if (count !== undefined) counts.set(key, count + 1);
  }
  return [...counts].map(([date, value]) => ({ date, value }));
}
