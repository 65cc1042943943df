/** Vehicle photos in the database, and the media addresses a vehicle's rows point at. Functions take the database or a transaction. */
import { and, asc, eq, inArray, max, ne, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { vehicleFiles, vehiclePhotos, vehicles, vehicleVideos } from '../db/schema';

export type PhotoRow = typeof vehiclePhotos.$inferSelect;
export type NewPhotoRow = typeof vehiclePhotos.$inferInsert;

export async function findPhoto(db: DbOrTx, uuid: string): Promise<PhotoRow | undefined> {
  const [row] = await db.select().from(vehiclePhotos).where(eq(vehiclePhotos.uuid, uuid)).limit(1);
  return row;
}

/** Which of these uuids already name a photo (of any vehicle). */
export async function takenPhotoUuids(db: DbOrTx, uuids: string[]): Promise<string[]> {
  if (uuids.length === 0) return [];
  const rows = await db
    .select({ uuid: vehiclePhotos.uuid })
    .from(vehiclePhotos)
    .where(inArray(vehiclePhotos.uuid, uuids));
  return rows.map((r) => r.uuid);
}

/** The vehicle's photos by orderNum (ties by uuid, so the order is stable). */
export function listPhotos(db: DbOrTx, vehicleUuid: string): Promise<PhotoRow[]> {
  return db
    .select()
    .from(vehiclePhotos)
    .where(eq(vehiclePhotos.vehicleUuid, vehicleUuid))
    .orderBy(asc(vehiclePhotos.orderNum), asc(vehiclePhotos.uuid));
}

/**
 * Locks the vehicle's row for the rest of the transaction, so writes to its
 * photos (appending, ordering, featuring) run one after another. False when
 * the vehicle is gone.
 */
export async function lockVehicle(tx: DbOrTx, vehicleUuid: string): Promise<boolean> {
  const rows = await tx
    .select({ uuid: vehicles.uuid })
    .from(vehicles)
    .where(eq(vehicles.uuid, vehicleUuid))
    .for('update');
  return rows.length > 0;
}

export async function lastPhotoOrderNum(tx: DbOrTx, vehicleUuid: string): Promise<number> {
  const [row] = await tx
    .select({ last: max(vehiclePhotos.orderNum) })
    .from(vehiclePhotos)
    .where(eq(vehiclePhotos.vehicleUuid, vehicleUuid));
  return row?.last ?? 0;
}

export async function insertPhotos(tx: DbOrTx, values: NewPhotoRow[]): Promise<PhotoRow[]> {
  if (values.length === 0) return [];
  return tx.insert(vehiclePhotos).values(values).returning();
}

/** Gives each photo its orderNum (only the ones that change are written). */
export async function applyPhotoOrder(tx: DbOrTx, current: PhotoRow[], ordered: string[]): Promise<void> {
  const byUuid = new Map(current.map((p) => [p.uuid, p]));
  for (const [index, uuid] of ordered.entries()) {
    const orderNum = index + 1;
    if (byUuid.get(uuid)?.orderNum === orderNum) continue;
    await tx.update(vehiclePhotos).set({ orderNum }).where(eq(vehiclePhotos.uuid, uuid));
  }
}

/** Sets the photo's flag; featuring it un-features the vehicle's other photos. */
export async function setPhotoFeatured(tx: DbOrTx, photo: PhotoRow, isFeatured: boolean): Promise<void> {
  if (isFeatured) {
    await tx
      .update(vehiclePhotos)
      .set({ isFeatured: false })
      .where(
        and(
          eq(vehiclePhotos.vehicleUuid, photo.vehicleUuid),
          eq(vehiclePhotos.isFeatured, true),
          ne(vehiclePhotos.uuid, photo.uuid),
        ),
      );
  }
  await tx
    .update(vehiclePhotos)
    .set({ isFeatured })
    .where(and(eq(vehiclePhotos.uuid, photo.uuid), ne(vehiclePhotos.isFeatured, isFeatured)));
}

export async function deletePhoto(tx: DbOrTx, uuid: string): Promise<PhotoRow | undefined> {
  const [row] = await tx.delete(vehiclePhotos).where(eq(vehiclePhotos.uuid, uuid)).returning();
  return row;
}

export type VehicleMediaScope = { vehicleUuid: string } | { companyUuid: string };

/** Every address the vehicles' photos (each size), videos and files point at. */
export async function vehicleMediaUrls(db: DbOrTx, scope: VehicleMediaScope): Promise<(string | null)[]> {
  type Scoped = typeof vehiclePhotos | typeof vehicleVideos | typeof vehicleFiles;
  const where = (table: Scoped): SQL =>
    'vehicleUuid' in scope
      ? eq(table.vehicleUuid, scope.vehicleUuid)
      : eq(table.companyUuid, scope.companyUuid);
  const photos = await db
    .select({
      url: vehiclePhotos.url,
      galleryUrl: vehiclePhotos.galleryUrl,
      thumbUrl: vehiclePhotos.thumbUrl,
    })
    .from(vehiclePhotos)
    .where(where(vehiclePhotos));
  const videos = await db.select({ url: vehicleVideos.url }).from(vehicleVideos).where(where(vehicleVideos));
  const files = await db.select({ url: vehicleFiles.url }).from(vehicleFiles).where(where(vehicleFiles));
  return [
    ...photos.flatMap((p) => [p.url, p.galleryUrl, p.thumbUrl]),
    ...[...videos, ...files].map((r) => r.url),
  ];
}
