/**
 * GET /api/vehicles/{id}, the most frequent read (issue 26 point 4): everything the answer carries
 * in four queries instead of seven. First the vehicle with what it has at most one of — its
 * stand's location, its supplier, its sale, its video (each unique per vehicle, so the joins never
 * repeat the row) — then its costs, photos and files.
 *
 * The queries are prepared once per database: drizzle builds their SQL once rather than on every
 * request, and node-postgres parses a named statement once per connection.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  sales,
  stands,
  suppliers,
  vehicleCosts,
  vehicleFiles,
  vehiclePhotos,
  vehicles,
  vehicleVideos,
} from '../db/schema';

const uuid = sql.placeholder('uuid');

function prepare(db: Db) {
  return {
    sheet: db
      .select({
        row: vehicles,
        standLocation: stands.location,
        supplier: suppliers,
        sale: sales,
        video: vehicleVideos,
      })
      .from(vehicles)
      .leftJoin(stands, eq(stands.uuid, vehicles.standUuid))
      .leftJoin(suppliers, eq(suppliers.uuid, vehicles.supplierUuid))
      .leftJoin(sales, eq(sales.vehicleUuid, vehicles.uuid))
      .leftJoin(vehicleVideos, eq(vehicleVideos.vehicleUuid, vehicles.uuid))
      .where(eq(vehicles.uuid, uuid))
      .limit(1)
      .prepare('vehicle_sheet'),
    costs: db
      .select()
      .from(vehicleCosts)
      .where(eq(vehicleCosts.vehicleUuid, uuid))
      .orderBy(asc(vehicleCosts.date), asc(vehicleCosts.uuid))
      .prepare('vehicle_sheet_costs'),
    photos: db
      .select()
      .from(vehiclePhotos)
      .where(eq(vehiclePhotos.vehicleUuid, uuid))
      .orderBy(asc(vehiclePhotos.orderNum), asc(vehiclePhotos.uuid))
      .prepare('vehicle_sheet_photos'),
    files: db
      .select()
      .from(vehicleFiles)
      .where(eq(vehicleFiles.vehicleUuid, uuid))
      .orderBy(asc(vehicleFiles.orderNum), asc(vehicleFiles.uuid))
      .prepare('vehicle_sheet_files'),
  };
}

type Prepared = ReturnType<typeof prepare>;

/** One set per database object (tests open many databases in one process). */
const preparedOf = new WeakMap<Db, Prepared>();

function statements(db: Db): Prepared {
  let prepared = preparedOf.get(db);
  if (!prepared) {
    prepared = prepare(db);
    preparedOf.set(db, prepared);
  }
  return prepared;
}

export type VehicleSheet = NonNullable<Awaited<ReturnType<Prepared['sheet']['execute']>>[number]>;
export type SheetCostRow = Awaited<ReturnType<Prepared['costs']['execute']>>[number];

/** The vehicle with its stand's location, supplier, sale and video (null where it has none). */
export async function findVehicleSheet(db: Db, vehicleUuid: string): Promise<VehicleSheet | undefined> {
  const [found] = await statements(db).sheet.execute({ uuid: vehicleUuid });
  return found;
}

/** The vehicle's costs by date, as costsOfVehicle (repositories/vehicles.ts) orders them. */
export const sheetCosts = (db: Db, vehicleUuid: string) =>
  statements(db).costs.execute({ uuid: vehicleUuid });
/** The vehicle's photos by orderNum, as listPhotos (vehicle-photos.ts) orders them. */
export const sheetPhotos = (db: Db, vehicleUuid: string) =>
  statements(db).photos.execute({ uuid: vehicleUuid });
/** The vehicle's files by orderNum, as filesOfVehicle (vehicle-media.ts) orders them. */
export const sheetFiles = (db: Db, vehicleUuid: string) =>
  statements(db).files.execute({ uuid: vehicleUuid });
