/**
 * The reads of the public catalogue (issue 25): a company by its slug, a page of its published
 * vehicles with their first photo, one vehicle with its gallery, the JSON feed, and whether a
 * media key may be served without a session (a photo of a published vehicle, or the company's
 * logo) — judged at every fetch, so a car taken down takes its photos down with it.
 */
import {
  PUBLIC_PAGE_SIZE,
  publicPrice,
  publicVehicle,
  type PublicFilters,
  type PublicVehicle,
} from '../../src/domain/public-catalogue';
import type { DbOrTx } from '../db/client';
import { mediaKeyOf, mediaUrl } from '../media/storage';
import {
  allPublicVehicles,
  findPublicCompany,
  findPublicVehicle,
  isPublishedPhotoUrl,
  listPublicVehicles,
  photosOf,
  publicBrands,
  type PublicCompanyRow,
  type PublicPhotoRow,
} from '../repositories/public-catalogue';

export type PublicCompany = PublicCompanyRow;

export interface PublicPhoto {
  /** ≤ 2048 px. */
  url: string;
  /** ≈ 640 px (the cards and the gallery), the photo itself when none was made. */
  gallery: string;
}

export interface PublicCard {
  vehicle: PublicVehicle;
  photo: PublicPhoto | null;
}

/** The company whose catalogue answers at this slug, or undefined (404). */
export const publicCompany = findPublicCompany;

/** Where the public fetches a stored file: /api/public/{slug}/media/{key}; other addresses (the demo's static photos) as they are. */
export function publicMediaUrl(slug: string, url: string): string;
export function publicMediaUrl(slug: string, url: string | null): string | null;
export function publicMediaUrl(slug: string, url: string | null): string | null {
  if (url === null) return null;
  const key = mediaKeyOf(url);
  return key ? `/api/public/${slug}/media/${key}` : url;
}

function toPublicPhoto(slug: string, row: PublicPhotoRow): PublicPhoto {
  return { url: publicMediaUrl(slug, row.url), gallery: publicMediaUrl(slug, row.galleryUrl ?? row.url) };
}

function photosByVehicle(slug: string, rows: PublicPhotoRow[]): Map<string, PublicPhoto[]> {
  const map = new Map<string, PublicPhoto[]>();
  for (const row of rows) {
    const list = map.get(row.vehicleUuid) ?? [];
    list.push(toPublicPhoto(slug, row));
    map.set(row.vehicleUuid, list);
  }
  return map;
}

export interface PublicListPage {
  cards: PublicCard[];
  total: number;
  pages: number;
  brands: string[];
}

export async function publicListPage(
  db: DbOrTx,
  company: PublicCompany,
  filters: PublicFilters,
): Promise<PublicListPage> {
  const [{ vehicles, total }, brands] = await Promise.all([
    listPublicVehicles(db, company.uuid, filters, PUBLIC_PAGE_SIZE),
    publicBrands(db, company.uuid),
  ]);
  const photos = photosByVehicle(
    company.slug,
    await photosOf(
      db,
      vehicles.map((v) => v.uuid),
    ),
  );
  return {
    cards: vehicles.map((vehicle) => ({
      vehicle: publicVehicle(vehicle),
      photo: photos.get(vehicle.uuid)?.[0] ?? null,
    })),
    total,
    pages: Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE)),
    brands,
  };
}

export async function publicVehiclePage(
  db: DbOrTx,
  company: PublicCompany,
  vehicleUuid: string,
): Promise<{ vehicle: PublicVehicle; photos: PublicPhoto[] } | undefined> {
  const vehicle = await findPublicVehicle(db, company.uuid, vehicleUuid);
  if (!vehicle) return undefined;
  const photos = photosByVehicle(company.slug, await photosOf(db, [vehicle.uuid]));
  return { vehicle: publicVehicle(vehicle), photos: photos.get(vehicle.uuid) ?? [] };
}

/** One vehicle of the JSON feed: its public fields, the price paid, its page and photos (absolute addresses). */
export interface FeedVehicle extends PublicVehicle {
  price: number | null;
  currency: 'EUR';
  url: string;
  photos: string[];
}

export async function publicFeed(db: DbOrTx, company: PublicCompany, base: string): Promise<FeedVehicle[]> {
  const vehicles = await allPublicVehicles(db, company.uuid);
  const photos = photosByVehicle(
    company.slug,
    await photosOf(
      db,
      vehicles.map((v) => v.uuid),
    ),
  );
  return vehicles.map((v) => ({
    ...publicVehicle(v),
    price: publicPrice(v),
    currency: 'EUR',
    url: `${base}/stock/${company.slug}/${v.uuid}`,
    photos: (photos.get(v.uuid) ?? []).map((p) => `${base}${p.url}`),
  }));
}

/** Whether the key may be served to anyone: the company's current logo, or a photo of a published vehicle. */
export async function isPublicMediaKey(db: DbOrTx, company: PublicCompany, key: string): Promise<boolean> {
  const url = mediaUrl(key);
  if (company.logo === url) return true;
  if (!key.startsWith(`c/${company.uuid}/v/`) || !key.includes('/photos/')) return false;
  return isPublishedPhotoUrl(db, company.uuid, url);
}
