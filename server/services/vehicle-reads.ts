/**
 * Vehicle reads (spec 01 §7 "Vehicles", "Stands"; spec 02 §7): the lists narrowed by their query,
 * one vehicle, and the records a vehicle's calls load first. Each is the caller's company's only:
 * a vehicle, cost or stand of another company answers 404.
 */
import type { Availability } from '../../src/domain/enums';
import { canSeeCosts, readsWholeSale } from '../../src/domain/visibility';
import { can, type Actor } from '../../src/domain/permissions';
import type { SoldFilters } from '../../src/domain/sold';
import { matchesStockFilters, type StockFilters } from '../../src/domain/stock';
import { loadInCompany, type AuthedUser } from '../auth/guard';
import { onOneConnection, type Db, type DbOrTx } from '../db/client';
import { forbidden } from '../errors';
import { listCategoriesAndExtras } from '../repositories/catalogue';
import { findVehicleSheet, sheetCosts, sheetFiles, sheetPhotos } from '../repositories/vehicle-sheet';
import { findFile, findVideo, type FileRow, type VideoRow } from '../repositories/vehicle-media';
import { findPhoto, type PhotoRow } from '../repositories/vehicle-photos';
import {
  findCost,
  findVehicle,
  listVehicles,
  type CostRow,
  type VehicleRow,
  type VehicleScope,
} from '../repositories/vehicles';
import { toCatalogueCategory, type VehicleAnswer } from '../wire/serializers';
import { readVehicleAnswer, vehicleListAnswer } from '../wire/vehicle-answers';
import { withSales } from './sold-list';
import { readsVehicleFiles, vehicleRelated } from './vehicle-related';

/** What a vehicle list asks for, parsed from its query (http/vehicle-list-query.ts). */
export interface VehicleListQuery {
  availabilities?: Availability[];
  sellerUuid?: string;
  filters: StockFilters;
  /**
   * The sold list's filters (src/domain/sold.ts), when the query asks for sold or delivered
   * vehicles only or names a key only the sold list has (month, year, loan, loancompany).
   */
  sold: SoldFilters | null;
}

/** Vehicles are company data: a caller without a company (the super user) holds no 'vehicle.read' anyway. */
export function ownCompany(actor: AuthedUser): string {
  if (!actor.companyUuid) throw forbidden();
  return actor.companyUuid;
}

/** The vehicle, if it exists in the caller's company (else 404, whichever the reason). */
export function loadVehicle(db: DbOrTx, actor: AuthedUser, vehicleId: string): Promise<VehicleRow> {
  return loadInCompany(actor, vehicleId, (uuid) => findVehicle(db, uuid));
}

/** The cost, if it exists in the caller's company (else 404). */
export function loadCost(db: DbOrTx, actor: AuthedUser, costId: string): Promise<CostRow> {
  return loadInCompany(actor, costId, (uuid) => findCost(db, uuid));
}

/** A photo, video or file of a vehicle, if it exists in the caller's company (else 404). */
export const loadPhoto = (db: DbOrTx, actor: AuthedUser, photoId: string): Promise<PhotoRow> =>
  loadInCompany(actor, photoId, (uuid) => findPhoto(db, uuid));
export const loadVideo = (db: DbOrTx, actor: AuthedUser, videoId: string): Promise<VideoRow> =>
  loadInCompany(actor, videoId, (uuid) => findVideo(db, uuid));
export const loadFile = (db: DbOrTx, actor: AuthedUser, fileId: string): Promise<FileRow> =>
  loadInCompany(actor, fileId, (uuid) => findFile(db, uuid));

/**
 * GET /vehicles/{id}, the most frequent read: the vehicle with its stand, supplier, sale and video in
 * one query, then its costs, photos and files (repositories/vehicle-sheet.ts), each as
 * the caller may see it (spec 02 §3, vehicle-related.ts). A role reads no costs or files it may not see.
 * All on one connection of the pool, checked out once.
 */
export function readVehicle(db: Db, actor: AuthedUser, vehicleId: string) {
  return onOneConnection(db, async (one) => {
    const sheet = await loadInCompany(
      actor,
      vehicleId,
      (uuid) => findVehicleSheet(one, uuid),
      (found) => found.row.companyUuid,
    );
    const { row } = sheet;
    // One after another: a connection runs one query at a time anyway.
    const costs = canSeeCosts(actor) ? await sheetCosts(one, row.uuid) : [];
    const photos = await sheetPhotos(one, row.uuid);
    const files = readsVehicleFiles(actor) ? await sheetFiles(one, row.uuid) : undefined;
    const answer = readVehicleAnswer(actor, row, sheet.standLocation, costs);
    const related = vehicleRelated(actor, row, { ...sheet, photos, files });
    return { ...answer, vehicle: { ...answer.vehicle, ...related } };
  });
}

/** A list of the company's vehicles (or one stand's), narrowed by the query. */
export async function listVehiclesFor(
  db: DbOrTx,
  actor: AuthedUser,
  scope: Pick<VehicleScope, 'companyUuid' | 'standUuid'>,
  query: VehicleListQuery,
): Promise<{ vehicles: VehicleAnswer[] }> {
  // Narrowing by seller reads the sales, so it follows the change feed's rule for them: a role
  // limited to its own sales ('sold.ownOnly') narrows to its own, whichever seller it names,
  // and its sold list is always narrowed so (spec 02 §6).
  const ownOnly = can(actor, 'sold.ownOnly') && (query.sellerUuid || query.sold);
  // A role that sees a sale's workshop side only cannot narrow by what it does not see (seller,
  // loan): the filters are ignored, as the price bounds are for whoever does not see the price.
  const whole = readsWholeSale(actor);
  const sellerUuid = ownOnly ? actor.uuid : whole ? query.sellerUuid : undefined;
  const rows = await listVehicles(db, {
    ...scope,
    ...(query.availabilities ? { availabilities: query.availabilities } : {}),
    ...(sellerUuid ? { sellerUuid } : {}),
  });
  const vehicles = filterVehicles(
    actor,
    await vehicleListAnswer(db, actor, scope.companyUuid, rows),
    query.filters,
  );
  if (!query.sold) return { vehicles };
  const sold = whole
    ? { ...query.sold, sellerUuid: sellerUuid ?? '' }
    : { ...query.sold, sellerUuid: '', financed: '' as const, loanCompany: '' };
  const withSale = await withSales(db, actor, scope.companyUuid, vehicles, sold);
  return { vehicles: withSale.map((v) => v.answer) };
}

/**
 * The vehicles that match, judged on what the caller sees: a role that does not
 * see the list price cannot narrow by it (the bounds are ignored, so nothing leaks).
 */
export function filterVehicles(
  actor: Actor,
  vehicles: readonly VehicleAnswer[],
  filters: StockFilters,
): VehicleAnswer[] {
  const f = can(actor, 'vehicle.field.sellerPrice')
    ? filters
    : { ...filters, priceMin: null, priceMax: null };
  return vehicles.filter((vehicle) =>
    matchesStockFilters({ vehicle, standLocation: vehicle.standLocation, totalValue: null }, f),
  );
}

/** The categories of extras with their extras (GET /categories/). */
export async function extrasCatalogue(db: DbOrTx) {
  const { categories, extras } = await listCategoriesAndExtras(db);
  return categories.map((c) =>
    toCatalogueCategory(
      c,
      extras.filter((e) => e.categoryUuid === c.uuid),
    ),
  );
}
