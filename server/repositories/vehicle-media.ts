/** A vehicle's video and files in the database. Functions take the database or a transaction. */
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { vehicleFiles, vehicleVideos } from '../db/schema';

export type VideoRow = typeof vehicleVideos.$inferSelect;
export type NewVideoRow = typeof vehicleVideos.$inferInsert;
export type FileRow = typeof vehicleFiles.$inferSelect;
export type NewFileRow = typeof vehicleFiles.$inferInsert;

export async function findVideo(db: DbOrTx, uuid: string): Promise<VideoRow | undefined> {
  const [row] = await db.select().from(vehicleVideos).where(eq(vehicleVideos.uuid, uuid)).limit(1);
  return row;
}

/** The vehicle's one video becomes this one; the addresses of the ones it replaced. Run it in a transaction. */
export async function replaceVehicleVideo(
  tx: DbOrTx,
  values: NewVideoRow,
): Promise<{ row: VideoRow | undefined; replaced: { url: string }[] }> {
  const replaced = await tx
    .delete(vehicleVideos)
    .where(eq(vehicleVideos.vehicleUuid, values.vehicleUuid))
    .returning({ url: vehicleVideos.url });
  const [row] = await tx.insert(vehicleVideos).values(values).returning();
  return { row, replaced };
}

export async function deleteVideo(db: DbOrTx, uuid: string): Promise<boolean> {
  const gone = await db
    .delete(vehicleVideos)
    .where(eq(vehicleVideos.uuid, uuid))
    .returning({ uuid: vehicleVideos.uuid });
  return gone.length > 0;
}

export async function findFile(db: DbOrTx, uuid: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(vehicleFiles).where(eq(vehicleFiles.uuid, uuid)).limit(1);
  return row;
}

/** Inserts the file after the vehicle's last one. */
export async function insertFile(db: DbOrTx, values: Omit<NewFileRow, 'orderNum'>): Promise<FileRow> {
  const [row] = await db
    .insert(vehicleFiles)
    .values({
      ...values,
      orderNum: sql`(select coalesce(max(${vehicleFiles.orderNum}), 0) + 1 from ${vehicleFiles}
        where ${vehicleFiles.vehicleUuid} = ${values.vehicleUuid})`,
    })
    .returning();
  if (!row) throw new Error('file insert returned nothing');
  return row;
}

export async function setFileDescription(
  db: DbOrTx,
  uuid: string,
  description: string,
): Promise<FileRow | undefined> {
  const [row] = await db
    .update(vehicleFiles)
    .set({ description })
    .where(eq(vehicleFiles.uuid, uuid))
    .returning();
  return row;
}

export async function deleteFile(db: DbOrTx, uuid: string): Promise<boolean> {
  const gone = await db
    .delete(vehicleFiles)
    .where(eq(vehicleFiles.uuid, uuid))
    .returning({ uuid: vehicleFiles.uuid });
  return gone.length > 0;
}

/** The vehicle's video (it holds one at most). */
export async function videoOfVehicle(db: DbOrTx, vehicleUuid: string): Promise<VideoRow | undefined> {
  const [row] = await db
    .select()
    .from(vehicleVideos)
    .where(eq(vehicleVideos.vehicleUuid, vehicleUuid))
    .limit(1);
  return row;
}

/** The vehicle's files by orderNum. */
export function filesOfVehicle(db: DbOrTx, vehicleUuid: string): Promise<FileRow[]> {
  return db
    .select()
    .from(vehicleFiles)
    .where(eq(vehicleFiles.vehicleUuid, vehicleUuid))
    .orderBy(asc(vehicleFiles.orderNum), asc(vehicleFiles.uuid));
}
