/**
 * The sold list (spec 02 §2 "Sold vehicles", §6, §7, §9): its filters and
 * their URL/API keys, the default month and year, the summary of the visible
 * rows and the sort keys. The screen filters the mirror with these, and the
 * server's GET /vehicles/company/{id}?availability=SOLD,DELIVERED and sales
 * CSV filter with the same functions.
 */
import type { Sale, Vehicle } from './entities';
import {
  ALL_ROWS_QUERY_KEY,
  round2,
  sortRows,
  STOCK_SORT_KEYS,
  vehicleSortValue,
  type SortState,
} from './stock';

export interface SoldFilters {
  /** Brand or model: matches the brand, the model or 'brand model'. */
  brandModel: string;
  licensePlate: string;
  /** 1–12, or null for any month. */
  month: number | null;
  year: number | null;
  /** '' any, 'true' financed (loan), 'false' not financed. */
  financed: '' | 'true' | 'false';
  /** The financing company's uuid. */
  loanCompany: string;
  sellerUuid: string;
  /** The stand location of the vehicle. */
  location: string;
}

export const EMPTY_SOLD_FILTERS: SoldFilters = {
  brandModel: '',
  licensePlate: '',
  month: null,
  year: null,
  financed: '',
  loanCompany: '',
  sellerUuid: '',
  location: '',
};

/** With no query, the current month and year (spec 02 §9). */
export function defaultSoldFilters(today: Date): SoldFilters {
  return { ...EMPTY_SOLD_FILTERS, month: today.getMonth() + 1, year: today.getFullYear() };
}

/** The keys as the URL and the API carry them: lower-cased, empty values dropped (spec 02 §7). */
export const SOLD_QUERY_KEYS = {
  brandModel: 'brandmodel',
  licensePlate: 'licenseplate',
  month: 'month',
  year: 'year',
  financed: 'loan',
  loanCompany: 'loancompany',
  sellerUuid: 'seller_uuid',
  location: 'location',
} as const satisfies Record<keyof SoldFilters, string>;

export function soldFiltersToQuery(f: SoldFilters): URLSearchParams {
  const q = new URLSearchParams();
  for (const key of Object.keys(SOLD_QUERY_KEYS) as (keyof SoldFilters)[]) {
    const value = f[key];
    if (value !== null && value !== '') q.set(SOLD_QUERY_KEYS[key], String(value));
  }
  return q;
}

const wholeIn = (value: string | null, min: number, max: number): number | null => {
  if (value === null || !/^\d{1,4}$/.test(value.trim())) return null;
  const n = Number(value);
  return n >= min && n <= max ? n : null;
};

/**
 * The filters of a query; `fallback` (the default month and year) applies only when the query
 * names none of the sold list's keys. A value that cannot be a filter is left out.
 */
export function soldFiltersFromQuery(
  q: URLSearchParams,
  fallback: SoldFilters = EMPTY_SOLD_FILTERS,
): SoldFilters {
  const named = q.has(ALL_ROWS_QUERY_KEY) || Object.values(SOLD_QUERY_KEYS).some((key) => q.has(key));
  if (!named) return fallback;
  const financed = q.get(SOLD_QUERY_KEYS.financed);
  return {
    brandModel: q.get(SOLD_QUERY_KEYS.brandModel) ?? '',
    licensePlate: q.get(SOLD_QUERY_KEYS.licensePlate) ?? '',
    month: wholeIn(q.get(SOLD_QUERY_KEYS.month), 1, 12),
    year: wholeIn(q.get(SOLD_QUERY_KEYS.year), 1900, 9999),
    financed: financed === 'true' || financed === 'false' ? financed : '',
    loanCompany: q.get(SOLD_QUERY_KEYS.loanCompany) ?? '',
    sellerUuid: q.get(SOLD_QUERY_KEYS.sellerUuid) ?? '',
    location: q.get(SOLD_QUERY_KEYS.location) ?? '',
  };
}

/** A sold or delivered vehicle with its sale and what the list shows beside them. */
export interface SoldRow {
  vehicle: Vehicle;
  /** Null while the sale is not in the mirror (a vehicle marked SOLD without its sale yet). */
  sale: Sale | null;
  standLocation: string | null;
  /** Sale margin (sales.ts saleMargin), for the cost roles; null otherwise. */
  saleMargin: number | null;
}

const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().trim();

export function matchesSoldFilters(row: SoldRow, f: SoldFilters): boolean {
  const { vehicle: v, sale } = row;
  if (f.brandModel) {
    const q = norm(f.brandModel);
    const brand = norm(v.brand);
    const model = norm(v.model);
    if (!brand.includes(q) && !model.includes(q) && !`${brand} ${model}`.includes(q)) return false;
  }
  if (f.licensePlate && !norm(v.licensePlate).includes(norm(f.licensePlate).replace(/\s+/g, '')))
    return false;
  const [year, month] = (sale?.dateOfSale ?? '').split('-').map(Number);
  if (f.year !== null && year !== f.year) return false;
  if (f.month !== null && month !== f.month) return false;
  if (f.financed && String(sale?.loan ?? false) !== f.financed) return false;
  if (f.loanCompany && sale?.loanCompany !== f.loanCompany) return false;
  if (f.sellerUuid && sale?.sellerUuid !== f.sellerUuid) return false;
  if (f.location && norm(row.standLocation) !== norm(f.location)) return false;
  return true;
}

export interface SoldSummary {
  count: number;
  /** Sum of the sale prices. */
  sales: number;
  margin: number;
  /** Sum of the financed (loan) values. */
  financed: number;
}

/** The summary of the visible rows (spec 02 §2), shown to the cost roles. */
export function soldSummary(rows: readonly SoldRow[]): SoldSummary {
  let sales = 0;
  let margin = 0;
  let financed = 0;
  for (const row of rows) {
    sales += row.sale?.salePrice ?? 0;
    margin += row.saleMargin ?? 0;
    financed += row.sale?.loan ? (row.sale.loanValue ?? 0) : 0;
  }
  return { count: rows.length, sales: round2(sales), margin: round2(margin), financed: round2(financed) };
}

/** The stock list's sorts, then the sale's own. */
export const SOLD_SORT_KEYS = [
  ...STOCK_SORT_KEYS,
  'dateOfSale',
  'salePrice',
  'saleMargin',
  'loanValue',
] as const;
export type SoldSortKey = (typeof SOLD_SORT_KEYS)[number];

/** Newest sale first when the URL names no sort. */
export const DEFAULT_SOLD_SORT: SortState<SoldSortKey> = { key: 'dateOfSale', direction: 'desc' };

function sortValue(row: SoldRow, key: SoldSortKey): string | number | null {
  const { vehicle: v, sale } = row;
  switch (key) {
    case 'buyPrice':
      return v.buyPrice ?? null;
    case 'dateOfSale':
      return sale?.dateOfSale ?? null;
    case 'salePrice':
      return sale?.salePrice ?? null;
    case 'saleMargin':
      return row.saleMargin;
    case 'loanValue':
      return sale?.loan ? (sale.loanValue ?? null) : null;
    default:
      return vehicleSortValue(v, key);
  }
}

/** Sorted copy; empty values always last. */
/** The sort as the CSV's query carries it ('sort=salePrice&order=desc'), so the file follows the screen. */
export function soldSortToQuery(q: URLSearchParams, sort: SortState<SoldSortKey> | null): URLSearchParams {
  if (sort) {
    q.set('sort', sort.key);
    q.set('order', sort.direction);
  }
  return q;
}

/** The query's sort, or null when it names none; 'invalid' when it names one that is not a sold-list key. */
export function soldSortFromQuery(q: URLSearchParams): SortState<SoldSortKey> | null | 'invalid' {
  const key = q.get('sort')?.trim() ?? '';
  if (key === '') return null;
  const order = q.get('order')?.trim() || 'asc';
  if (!(SOLD_SORT_KEYS as readonly string[]).includes(key) || (order !== 'asc' && order !== 'desc')) {
    return 'invalid';
  }
  return { key: key as SoldSortKey, direction: order };
}

export function sortSold<T extends SoldRow>(rows: readonly T[], sort: SortState<SoldSortKey> | null): T[] {
  return sortRows(rows, sort, sortValue);
}
