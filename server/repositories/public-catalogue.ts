/**
 * The public catalogue's queries (issue 25): a company by its slug, its vehicles that are online
 * and ready for sale, their photos, and the sellers an enquiry goes to. Only the columns the
 * public may see are selected (src/domain/public-catalogue.ts), so nothing else can leak.
 */
import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PublicFilters, PublicVehicle } from '../../src/domain/public-catalogue';
import type { DbOrTx } from '../db/client';
import { companies, contacts, users, vehiclePhotos, vehicles } from '../db/schema';

export type PublicCompanyRow = Pick<
  typeof companies.$inferSelect,
  'uuid' | 'name' | 'color' | 'logo' | 'slug' | 'updatedAt'
> & { [field: string]: unknown };

/** The company whose catalogue answers at this slug: active, 'Catálogo público' on. */
export async function findPublicCompany(db: DbOrTx, slug: string): Promise<PublicCompanyRow | undefined> {
  // Every column: fields another branch adds (phone, address) are read defensively by the page.
  const [row] = await db
    .select()
    .from(companies)
    .where(and(eq(companies.slug, slug), eq(companies.active, true), eq(companies.publicCatalogue, true)))
    .limit(1);
  return row;
}

const publicColumns = {
  uuid: vehicles.uuid,
  updatedAt: vehicles.updatedAt,
  brand: vehicles.brand,
  model: vehicles.model,
  version: vehicles.version,
  dateVehicle: vehicles.dateVehicle,
  firstDateLicensePlate: vehicles.firstDateLicensePlate,
  state: vehicles.state,
  typeVehicle: vehicles.typeVehicle,
  color: vehicles.color,
  numberDoors: vehicles.numberDoors,
  numberSeats: vehicles.numberSeats,
  fuel: vehicles.fuel,
  shift: vehicles.shift,
  motorPower: vehicles.motorPower,
  cylinder: vehicles.cylinder,
  mileage: vehicles.mileage,
  sellerPrice: vehicles.sellerPrice,
  isFeatured: vehicles.isFeatured,
  isOnPromotion: vehicles.isOnPromotion,
  promotionPrice: vehicles.promotionPrice,
  shortDescription: vehicles.shortDescription,
  longDescription: vehicles.longDescription,
  vehicleExtras: vehicles.vehicleExtras,
};

/** The enum columns are stored as text: read back they are the domain's values (the writes validate them). */
const asPublic = (rows: unknown[]) => rows as PublicVehicle[];

/** Published and ready for sale, of the company (isInPublicCatalogue's SQL). */
const published = (companyUuid: string) =>
  and(
    eq(vehicles.companyUuid, companyUuid),
    eq(vehicles.online, true),
    eq(vehicles.availability, 'READY_FOR_SALE'),
  );

/** The price the visitor pays (publicPrice's SQL): the promotion price while on promotion. */
const paidPrice = sql`coalesce(case when ${vehicles.isOnPromotion} and ${vehicles.promotionPrice} >= 1 then ${vehicles.promotionPrice} end, case when ${vehicles.sellerPrice} >= 1 then ${vehicles.sellerPrice} end)`;

function filtersWhere(companyUuid: string, f: Omit<PublicFilters, 'page'>): SQL | undefined {
  return and(
    published(companyUuid),
    f.marca ? sql`lower(${vehicles.brand}) = lower(${f.marca})` : undefined,
    f.combustivel ? eq(vehicles.fuel, f.combustivel) : undefined,
    f.precoMax !== null ? sql`${paidPrice} <= ${f.precoMax}` : undefined,
  );
}

/** A page of the published vehicles: featured first, then the newest in stock; with the total. */
export async function listPublicVehicles(
  db: DbOrTx,
  companyUuid: string,
  f: PublicFilters,
  pageSize: number,
): Promise<{ vehicles: PublicVehicle[]; total: number }> {
  const where = filtersWhere(companyUuid, f);
  const [rows, [total]] = await Promise.all([
    db
      .select(publicColumns)
      .from(vehicles)
      .where(where)
      .orderBy(desc(vehicles.isFeatured), desc(vehicles.createdAt), asc(vehicles.uuid))
      .limit(pageSize)
      .offset((f.page - 1) * pageSize),
    db.select({ n: count() }).from(vehicles).where(where),
  ]);
  return { vehicles: asPublic(rows), total: total?.n ?? 0 };
}

/** Every published vehicle of the company (the JSON feed), featured first. */
export async function allPublicVehicles(db: DbOrTx, companyUuid: string): Promise<PublicVehicle[]> {
  const rows = await db
    .select(publicColumns)
    .from(vehicles)
    .where(published(companyUuid))
    .orderBy(desc(vehicles.isFeatured), desc(vehicles.createdAt), asc(vehicles.uuid));
  return asPublic(rows);
}

/** The brands of the published vehicles, for the filter. */
export async function publicBrands(db: DbOrTx, companyUuid: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ brand: vehicles.brand })
    .from(vehicles)
    .where(published(companyUuid))
    .orderBy(asc(vehicles.brand));
  return rows.map((r) => r.brand);
}

export async function findPublicVehicle(
  db: DbOrTx,
  companyUuid: string,
  uuid: string,
): Promise<PublicVehicle | undefined> {
  const [row] = await db
    .select(publicColumns)
    .from(vehicles)
    .where(and(published(companyUuid), eq(vehicles.uuid, uuid)))
    .limit(1);
  return row ? asPublic([row])[0] : undefined;
}

export interface PublicPhotoRow {
  vehicleUuid: string;
  url: string;
  galleryUrl: string | null;
  thumbUrl: string | null;
  isFeatured: boolean;
}

/** The photos of these vehicles, the featured one first, then by order. */
export function photosOf(db: DbOrTx, vehicleUuids: readonly string[]): Promise<PublicPhotoRow[]> {
  if (vehicleUuids.length === 0) return Promise.resolve([]);
  return db
    .select({
      vehicleUuid: vehiclePhotos.vehicleUuid,
      url: vehiclePhotos.url,
      galleryUrl: vehiclePhotos.galleryUrl,
      thumbUrl: vehiclePhotos.thumbUrl,
      isFeatured: vehiclePhotos.isFeatured,
    })
    .from(vehiclePhotos)
    .where(inArray(vehiclePhotos.vehicleUuid, [...vehicleUuids]))
    .orderBy(desc(vehiclePhotos.isFeatured), asc(vehiclePhotos.orderNum), asc(vehiclePhotos.uuid));
}

/** Whether this address is a photo (any size) of a published vehicle of the company: read at every fetch. */
export async function isPublishedPhotoUrl(db: DbOrTx, companyUuid: string, url: string): Promise<boolean> {
  const [row] = await db
    .select({ uuid: vehiclePhotos.uuid })
    .from(vehiclePhotos)
    .innerJoin(vehicles, eq(vehicles.uuid, vehiclePhotos.vehicleUuid))
    .where(
      and(
        published(companyUuid),
        or(eq(vehiclePhotos.url, url), eq(vehiclePhotos.galleryUrl, url), eq(vehiclePhotos.thumbUrl, url)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The active sellers of the company, the one whose last website enquiry is oldest first (never
 * served first, then by username): the round robin of the enquiries.
 */
export async function sellersByLastLead(db: DbOrTx, companyUuid: string): Promise<string[]> {
  const last = sql<string | null>`max(${contacts.insertedAt})`;
  const rows = await db
    .select({ uuid: users.uuid, last })
    .from(users)
    .leftJoin(
      contacts,
      and(
        eq(contacts.contactUserUuid, users.uuid),
        eq(contacts.font, 'WEBSITE'),
        isNull(contacts.creatorUserUuid),
      ),
    )
    .where(and(eq(users.companyUuid, companyUuid), eq(users.isActive, true), eq(users.role, 'SELLER')))
    .groupBy(users.uuid, users.username)
    .orderBy(sql`${last} asc nulls first`, asc(users.username));
  return rows.map((r) => r.uuid);
}

/** The company's active ADMIN and MANAGER users (told of an enquiry no seller can take). */
export async function companyManagers(db: DbOrTx, companyUuid: string): Promise<string[]> {
  const rows = await db
    .select({ uuid: users.uuid })
    .from(users)
    .where(
      and(
        eq(users.companyUuid, companyUuid),
        eq(users.isActive, true),
        inArray(users.role, ['ADMIN', 'MANAGER']),
      ),
    );
  return rows.map((r) => r.uuid);
}
