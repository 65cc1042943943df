/**
 * The query of the vehicle lists (spec 01 §7, spec 02 §7): availability as a
 * comma list, the stock filters as lower-cased keys (brandmodel, licenseplate,
 * location, shift, typevehicle, pricemin, pricemax) and seller_uuid, and the
 * sold list's keys (src/domain/sold.ts SOLD_QUERY_KEYS: month, year, loan,
 * loancompany, …). Matching is src/domain/stock.ts's and sold.ts's, so the
 * server filters exactly as the mirror does.
 */
import { AVAILABILITIES, GEARBOXES, VEHICLE_TYPES, type Availability } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import { SOLD_QUERY_KEYS, soldFiltersFromQuery, type SoldFilters } from '../../src/domain/sold';
import { stockFiltersFromQuery } from '../../src/domain/stock';
import { badRequest } from '../errors';
import type { VehicleListQuery } from '../services/vehicle-reads';
import { isUuid, queryOf } from '../validate';

const SOLD_ONLY = ['SOLD', 'DELIVERED'] as const;
const SOLD_ONLY_KEYS = [
  SOLD_QUERY_KEYS.month,
  SOLD_QUERY_KEYS.year,
  SOLD_QUERY_KEYS.financed,
  SOLD_QUERY_KEYS.loanCompany,
];

/**
 * The sold list's filters of a query, 400 on a key whose value cannot be a filter.
 * No default month or year here: the screen sends them (spec 02 §9), a caller that
 * names none gets every sale.
 */
export function parseSoldQuery(q: URLSearchParams): { filters: SoldFilters; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  const filters = soldFiltersFromQuery(q);
  const given = (key: string) => (q.get(key)?.trim() ?? '') !== '';
  if (given(SOLD_QUERY_KEYS.month) && filters.month === null) fields.month = MSG.invalidValue;
  if (given(SOLD_QUERY_KEYS.year) && filters.year === null) fields.year = MSG.invalidValue;
  if (given(SOLD_QUERY_KEYS.financed) && filters.financed === '') fields.loan = MSG.invalidValue;
  const loanCompany = q.get(SOLD_QUERY_KEYS.loanCompany)?.trim() ?? '';
  if (loanCompany && !isUuid(loanCompany)) fields.loancompany = MSG.invalidValue;
  const seller = q.get(SOLD_QUERY_KEYS.sellerUuid)?.trim() ?? '';
  if (seller && !isUuid(seller)) fields.seller_uuid = MSG.invalidValue;
  return {
    filters: {
      ...filters,
      loanCompany: loanCompany.toLowerCase(),
      sellerUuid: seller.toLowerCase(),
      location: filters.location.trim(),
    },
    fields,
  };
}

const isNumeric = (value: string) => Number.isFinite(Number(value.trim().replace(',', '.')));

/** Parses the list query; a value that cannot be a filter answers 400 on its key. */
export function parseVehicleListQuery(url: string): VehicleListQuery {
  const q = queryOf(url);
  const fields: Record<string, string> = {};
  const result: VehicleListQuery = { filters: stockFiltersFromQuery(new URLSearchParams()), sold: null };

  const availability = q.get('availability')?.trim();
  if (availability) {
    const list = availability
      .split(',')
      .map((a) => a.trim().toUpperCase())
      .filter(Boolean);
    if (list.every((a): a is Availability => (AVAILABILITIES as readonly string[]).includes(a))) {
      result.availabilities = [...new Set(list)];
    } else {
      fields.availability = MSG.invalidValue;
    }
  }

  // Enumerations and stand locations are upper case; accept them in any case.
  const normalised = new URLSearchParams(q);
  const enums: [string, readonly string[]][] = [
    ['shift', GEARBOXES],
    ['typevehicle', VEHICLE_TYPES],
  ];
  for (const [key, allowed] of enums) {
    const value = q.get(key)?.trim().toUpperCase();
    if (!value) continue;
    if (allowed.includes(value)) normalised.set(key, value);
    else fields[key] = MSG.invalidValue;
  }
  const location = q.get('location')?.trim();
  if (location) normalised.set('location', location.toUpperCase());
  for (const key of ['pricemin', 'pricemax']) {
    const value = q.get(key)?.trim();
    if (value && !isNumeric(value)) fields[key] = MSG.mustBeNumber;
  }

  const seller = q.get('seller_uuid')?.trim();
  if (seller) {
    if (isUuid(seller)) result.sellerUuid = seller.toLowerCase();
    else fields.seller_uuid = MSG.invalidValue;
  }

  const soldOnly = result.availabilities?.every((a) => (SOLD_ONLY as readonly string[]).includes(a));
  if (soldOnly || SOLD_ONLY_KEYS.some((key) => (q.get(key)?.trim() ?? '') !== '')) {
    const sold = parseSoldQuery(q);
    Object.assign(fields, sold.fields);
    result.sold = sold.filters;
  }

  if (Object.keys(fields).length > 0) throw badRequest(fields);
  result.filters = stockFiltersFromQuery(normalised);
  return result;
}
