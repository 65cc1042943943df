/**
 * Stock rules (spec 01 §2 "Stock list", "Waiting vehicles", §5 "Filters", §9):
 * time in stock, cost totals and margin, the filters and the sorts. Pure
 * functions: the lists, the server's CSV and the benchmarks all call these.
 */
import type { Cost, Vehicle } from './entities';
import type { Gearbox, VehicleType } from './enums';

export const DAYS_PER_MONTH = 30;
export const DAYS_PER_YEAR = 365;

export type StockTone = 'none' | 'green' | 'orange' | 'red';

export interface TimeInStock {
  days: number;
  label: string;
  tone: StockTone;
}

/** Whole days between two YYYY-MM-DD dates (UTC, so no daylight-saving drift). */
export function daysBetween(from: string, to: string): number {
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return 0;
  return Math.max(0, Math.round((b - a) / 86_400_000));
}

export function isoDate(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** 'Hoje', days, months of 30 days, years of 365; green 3–5 months, orange from 6, red from a year. */
export function timeInStock(createdAt: string, today: string): TimeInStock {
  const days = daysBetween(createdAt, today);
  const months = Math.floor(days / DAYS_PER_MONTH);
  const years = Math.floor(days / DAYS_PER_YEAR);
  let label: string;
  if (days === 0) label = 'Hoje';
  else if (years >= 1) label = years === 1 ? '1 ano' : `${years} anos`;
  else if (months >= 1) label = months === 1 ? '1 mês' : `${months} meses`;
  else label = days === 1 ? '1 dia' : `${days} dias`;
  let tone: StockTone = 'none';
  if (years >= 1) tone = 'red';
  else if (months >= 6) tone = 'orange';
  else if (months >= 3) tone = 'green';
  return { days, label, tone };
}

/** Costs counted in totals: COMPLAINT costs are excluded (spec 01 §9). */
export function totalCosts(costs: readonly Pick<Cost, 'costType' | 'value'>[]): number {
  return round2(costs.reduce((sum, c) => (c.costType === 'COMPLAINT' ? sum : sum + c.value), 0));
}

/** Buy price plus costs ("total value"). */
export function totalValue(
  buyPrice: number | null | undefined,
  costs: readonly Pick<Cost, 'costType' | 'value'>[],
) {
  return round2((buyPrice ?? 0) + totalCosts(costs));
}

/** List price minus total value, 2 decimals (spec 01 §5); null without a list price. */
export function margin(
  sellerPrice: number | null | undefined,
  buyPrice: number | null | undefined,
  costs: readonly Pick<Cost, 'costType' | 'value'>[],
): number | null {
  if (sellerPrice === null || sellerPrice === undefined) return null;
  return round2(sellerPrice - totalValue(buyPrice, costs));
}

export function round2(n: number): number {
  return Math.round((n + Number.EPSILON) * 100) / 100;
}

/** A list price below 1 counts as no price (spec 01 §9). */
export function hasNoPrice(sellerPrice: number | null | undefined): boolean {
  return sellerPrice === null || sellerPrice === undefined || sellerPrice < 1;
}

export interface StockFilters {
  /** Brand or model: matches the brand, the model or 'brand model'. */
  brandModel: string;
  licensePlate: string;
  /** Stand location. */
  location: string;
  shift: Gearbox | '';
  typeVehicle: VehicleType | '';
  priceMin: number | null;
  priceMax: number | null;
}

export const EMPTY_STOCK_FILTERS: StockFilters = {
  brandModel: '',
  licensePlate: '',
  location: '',
  shift: '',
  typeVehicle: '',
  priceMin: null,
  priceMax: null,
};

// toLowerCase, not toLocaleLowerCase: Portuguese needs no locale-specific case mapping, and it is many times faster.
const norm = (s: string | null | undefined) => (s ?? '').toLowerCase().trim();

/** The vehicle with what filters and sorts need beside its own fields. */
export interface StockRow {
  vehicle: Vehicle;
  standLocation: string | null;
  /** Buy price plus costs, for roles that see them. */
  totalValue: number | null;
}

/**
 * 'brand model', each lower-cased and trimmed, worked out once per vehicle record (a keystroke in
 * the filter tests every row again). The brand and the model are both inside it, so one `includes`
 * answers "the brand, the model or 'brand model' contains the query".
 */
const brandModelText = new WeakMap<Vehicle, string>();
function brandModelOf(v: Vehicle): string {
  let text = brandModelText.get(v);
  if (text === undefined) {
    text = `${norm(v.brand)} ${norm(v.model)}`;
    brandModelText.set(v, text);
  }
  return text;
}

export function matchesStockFilters(row: StockRow, f: StockFilters): boolean {
  const v = row.vehicle;
  if (f.brandModel && !brandModelOf(v).includes(norm(f.brandModel))) return false;
  if (f.licensePlate && !norm(v.licensePlate).includes(norm(f.licensePlate).replace(/\s+/g, '')))
    return false;
  if (f.location && row.standLocation !== f.location) return false;
  if (f.shift && v.shift !== f.shift) return false;
  if (f.typeVehicle && v.typeVehicle !== f.typeVehicle) return false;
  const price = v.sellerPrice ?? null;
  if (f.priceMin !== null && (price === null || price < f.priceMin)) return false;
  if (f.priceMax !== null && (price === null || price > f.priceMax)) return false;
  return true;
}

export function hasActiveFilters(f: StockFilters): boolean {
  return (Object.keys(f) as (keyof StockFilters)[]).some((k) => f[k] !== EMPTY_STOCK_FILTERS[k]);
}

/** Query keys as the spec sends them: lower-cased key=value, empty values dropped. */
export function stockFiltersToQuery(f: StockFilters): URLSearchParams {
  const q = new URLSearchParams();
  if (f.brandModel) q.set('brandmodel', f.brandModel);
  if (f.licensePlate) q.set('licenseplate', f.licensePlate);
  if (f.location) q.set('location', f.location);
  if (f.shift) q.set('shift', f.shift);
  if (f.typeVehicle) q.set('typevehicle', f.typeVehicle);
  if (f.priceMin !== null) q.set('pricemin', String(f.priceMin));
  if (f.priceMax !== null) q.set('pricemax', String(f.priceMax));
  return q;
}

function numberOrNull(value: string | null): number | null {
  if (value === null || value.trim() === '') return null;
  const n = Number(value.replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}

export function stockFiltersFromQuery(q: URLSearchParams): StockFilters {
  const shift = q.get('shift') ?? '';
  const type = q.get('typevehicle') ?? '';
  return {
    brandModel: q.get('brandmodel') ?? '',
    licensePlate: q.get('licenseplate') ?? '',
    location: q.get('location') ?? '',
    shift: shift === 'MANUAL' || shift === 'AUTOMATIC' ? shift : '',
    typeVehicle: ([
      'LIGHT_PASSENGERS',
      'COMMERCIAL',
      'HEAVY_PASSENGERS',
      'HEAVY_GOODS',
      'MOTORCYCLES',
    ].includes(type)
      ? type
      : '') as StockFilters['typeVehicle'],
    priceMin: numberOrNull(q.get('pricemin')),
    priceMax: numberOrNull(q.get('pricemax')),
  };
}

export const STOCK_SORT_KEYS = [
  'brand',
  'stock',
  'dateVehicle',
  'buyPrice',
  'sellerPrice',
  'mileage',
] as const;
export type StockSortKey = (typeof STOCK_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/** Without a sort in the URL the lists read alphabetically. */
export const DEFAULT_STOCK_SORT: SortState<StockSortKey> = { key: 'brand', direction: 'asc' };

/** Clicking a header: a new key sorts ascending, the same key flips direction. */
export function toggleSort<K extends string>(current: SortState<K> | null, key: K): SortState<K> {
  if (current?.key !== key) return { key, direction: 'asc' };
  return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
}

/**
 * What the 'brand' sort compares: 'brand model version', lower-cased. It starts with
 * brandSortPrefix(v.brand), so no vehicle of a brand sorts before that prefix (the stock list's
 * first screen reads the first brands only, src/features/stock/read-first-screen.ts).
 */
export function brandSortText(v: Pick<Vehicle, 'brand' | 'model' | 'version'>): string {
  return `${v.brand} ${v.model} ${v.version ?? ''}`.toLowerCase();
}

export function brandSortPrefix(brand: string): string {
  return `${brand} `.toLowerCase();
}

/**
 * What a vehicle list's sort compares, read off the vehicle (stock, waiting and sold lists): every
 * sort of the stock list but 'buyPrice', which the stock list takes with the costs, the sold list without.
 */
export function vehicleSortValue(v: Vehicle, key: Exclude<StockSortKey, 'buyPrice'>): string | number | null {
  switch (key) {
    case 'brand':
      return brandSortText(v);
    case 'stock':
      // Older entry = longer in stock: ascending time in stock is descending entry date.
      return -Date.parse(`${v.createdAt}T00:00:00Z`);
    case 'dateVehicle':
      return v.dateVehicle ?? null;
    case 'sellerPrice':
      return v.sellerPrice ?? null;
    case 'mileage':
      return v.mileage ?? null;
  }
}

function sortValue(row: StockRow, key: StockSortKey): string | number | null {
  return key === 'buyPrice' ? row.totalValue : vehicleSortValue(row.vehicle, key);
}

/** Sorted copy by the value `valueOf` reads for the sort's key; empty values always last. */
export function sortRows<R, K extends string>(
  rows: readonly R[],
  sort: SortState<K> | null,
  valueOf: (row: R, key: K) => string | number | null,
): R[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'asc' ? 1 : -1;
  const keyed = rows.map((row) => ({ row, value: valueOf(row, sort.key) }));
  keyed.sort((a, b) => {
    if (a.value === null) return b.value === null ? 0 : 1;
    if (b.value === null) return -1;
    if (a.value < b.value) return -sign;
    if (a.value > b.value) return sign;
    return 0;
  });
  return keyed.map((k) => k.row);
}

/** Sorted copy; empty values always last. */
export function sortStock(rows: readonly StockRow[], sort: SortState<StockSortKey> | null): StockRow[] {
  return sortRows(rows, sort, sortValue);
}

export interface WaitingFilters {
  inRepair: boolean;
  noPrice: boolean;
}

/**
 * Waiting vehicles: no list price and no sale, or a sale whose price is below 1,
 * or in repair (spec 01 §2); the checkboxes narrow to repair and/or no price.
 */
export function isWaiting(v: Vehicle, salePrice: number | null | undefined, f: WaitingFilters): boolean {
  const hasSale = salePrice !== null && salePrice !== undefined;
  const noPrice = (hasNoPrice(v.sellerPrice) && !hasSale) || (hasSale && salePrice < 1);
  const inRepair = v.availability === 'REPARING';
  if (f.inRepair && f.noPrice) return inRepair && noPrice;
  if (f.inRepair) return inRepair;
  if (f.noPrice) return noPrice;
  return noPrice || inRepair;
}

/**
 * What the address says once 'Limpar filtros' chose every sale: no filter key (sold and contact lists; issue 24: no
 * '?year=' left behind), but a mark that the empty choice is the user's, so a reload keeps it
 * instead of falling back to the current month.
 */
export const ALL_ROWS_QUERY_KEY = 'todos';
