/**
 * The public catalogue (issue 25): what a visitor of /stock/{slug}, the JSON feed
 * (GET /api/public/{slug}/vehicles) and a portal may see of a vehicle. An allow-list, beside the
 * roles' table in visibility.ts: a field added to the vehicle later stays private until named here.
 * Never the buy price, costs, margins, supplier, observations, chassis number, trade-in data or the
 * licence plate.
 */
import type { Vehicle } from './entities';
import { FUELS, type Fuel } from './enums';
import { priceListSheet, type PriceListRow } from './price-list';
import { isListedOnline } from './publication';
import { hasNoPrice } from './stock';

export const PUBLIC_VEHICLE_FIELDS = [
  'uuid',
  'updatedAt',
  'brand',
  'model',
  'version',
  'dateVehicle',
  'firstDateLicensePlate',
  'state',
  'typeVehicle',
  'color',
  'numberDoors',
  'numberSeats',
  'fuel',
  'shift',
  'motorPower',
  'cylinder',
  'mileage',
  'sellerPrice',
  'isFeatured',
  'isOnPromotion',
  'promotionPrice',
  'shortDescription',
  'longDescription',
  'vehicleExtras',
] as const satisfies readonly (keyof Vehicle)[];
export type PublicVehicleField = (typeof PUBLIC_VEHICLE_FIELDS)[number];
export type PublicVehicle = Pick<Vehicle, PublicVehicleField>;

/** The public fields of a vehicle, and nothing else. */
export function publicVehicle(vehicle: PublicVehicle): PublicVehicle {
  const out: Partial<Record<PublicVehicleField, unknown>> = {};
  for (const field of PUBLIC_VEHICLE_FIELDS) out[field] = vehicle[field];
  return out as PublicVehicle;
}

/** In the catalogue: published ('Publicar Online') and ready for sale (publication.ts). */
export const isInPublicCatalogue = isListedOnline;

/** Vehicles on a page of the public list. */
export const PUBLIC_PAGE_SIZE = 24;
/** How long a browser or proxy may keep a public page or the feed before asking again (s). */
export const PUBLIC_MAX_AGE_S = 60;

export interface PublicFilters {
  /** Brand, exact (case-insensitive). */
  marca: string | null;
  combustivel: Fuel | null;
  /** Highest price the visitor pays (the promotion price when there is one), in euros. */
  precoMax: number | null;
  /** 1-based. */
  page: number;
}

const text = (value: string | null | undefined) => {
  const t = (value ?? '').trim();
  return t === '' ? null : t.slice(0, 80);
};

/** The filters of ?marca=&combustivel=&precoMax=&page=; anything unreadable is no filter (page 1). */
export function publicFiltersFromQuery(q: URLSearchParams): PublicFilters {
  const fuel = text(q.get('combustivel'))?.toUpperCase() ?? null;
  const max = Number(text(q.get('precoMax')) ?? NaN);
  const page = Number(q.get('page') ?? 1);
  return {
    marca: text(q.get('marca')),
    combustivel: (FUELS as readonly string[]).includes(fuel ?? '') ? (fuel as Fuel) : null,
    precoMax: Number.isFinite(max) && max > 0 ? max : null,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of the filters (page 1 left out), for links between pages. */
export function publicFiltersToQuery(f: PublicFilters, page = f.page): string {
  const q = new URLSearchParams();
  if (f.marca) q.set('marca', f.marca);
  if (f.combustivel) q.set('combustivel', f.combustivel);
  if (f.precoMax !== null) q.set('precoMax', String(f.precoMax));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return s === '' ? '' : `?${s}`;
}

type Priced = Pick<Vehicle, 'sellerPrice' | 'isOnPromotion' | 'promotionPrice'>;

/** What the visitor pays: the promotion price while on promotion, else the list price; null for none. */
export function publicPrice(v: Priced): number | null {
  if (v.isOnPromotion && !hasNoPrice(v.promotionPrice)) return v.promotionPrice ?? null;
  return hasNoPrice(v.sellerPrice) ? null : (v.sellerPrice ?? null);
}

/** The struck list price beside a promotion price, when both exist. */
export function publicListPriceStruck(v: Priced): number | null {
  if (!v.isOnPromotion || hasNoPrice(v.promotionPrice) || hasNoPrice(v.sellerPrice)) return null;
  return v.sellerPrice ?? null;
}

/** The DL 74/93 rows of the 'Preçário' sheet without the licence plate (never public). */
export function publicLegalRows(v: PublicVehicle): PriceListRow[] {
  return priceListSheet({ ...v, sellerPrice: v.sellerPrice ?? null, licensePlate: '' }, false).rows.filter(
    (row) => row.label !== 'Matrícula',
  );
}

/** 'Renault Clio 1.5 dCi'. */
export function publicVehicleName(v: Pick<Vehicle, 'brand' | 'model' | 'version'>): string {
  return [v.brand, v.model, v.version].filter((s): s is string => !!s && s.trim() !== '').join(' ');
}

/** The year of first registration, for the cards. */
export function publicYear(v: Pick<Vehicle, 'dateVehicle' | 'firstDateLicensePlate'>): string | null {
  const date = v.firstDateLicensePlate ?? v.dateVehicle;
  return date ? date.slice(0, 4) : null;
}
