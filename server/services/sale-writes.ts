/**
 * The sale writes (spec 02 §4, §5, §7; issue 11): create,
 * whole update and delete. A sale changes two records, the sale and its
 * vehicle's availability, so each write does both, and the notification, in
 * one transaction: either everything happened or nothing did.
 */
import { STOCK_AVAILABILITIES, type Availability } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import { fixedSeller, keptSaleFields, newSaleFields } from '../../src/domain/sale-defaults';
import { isSaleFinal, saleActions, SALE_MESSAGES } from '../../src/domain/sales';
import { saleSchema, type SaleInput } from '../../src/domain/schemas/sales';
import { isoDate } from '../../src/domain/stock';
import { loadInCompany, type AuthedUser } from '../auth/guard';
import type { Db, DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors';
import { toSale } from '../wire/serializers';
import { can } from '../../src/domain/permissions';
import { ENTITY_TABLES } from '../../src/domain/sync';
import { findUserRole, insertTombstones } from '../repositories/contacts';
import { notifyVehicleInStock, notifyVehicleSold } from './notifications-events';
import { loadSaleFor } from './sales-access';
import {
  deleteSale,
  findSaleOfVehicle,
  findSaleRow,
  insertSale,
  isActiveCompanyUser,
  isCompanyFinancial,
  moveVehicle,
  saleColumns,
  updateSale,
  type SaleRow,
} from '../repositories/sales';
import { parseBody } from '../validate';
import { oneVehicleAnswer } from '../wire/vehicle-answers';
import { findStand, findVehicle, updateVehicle, type VehicleRow } from '../repositories/vehicles';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The payload as the caller may send it: a role that cannot choose the seller
 * (a SELLER) always sells in its own name, whatever the body says.
 */
function readSaleBody(actor: AuthedUser, body: unknown, seller?: string | null): SaleInput {
  const sellerUuid = fixedSeller(actor, seller);
  const fixed = sellerUuid && isRecord(body) ? { ...body, sellerUuid } : body;
  const input = parseBody(saleSchema, fixed);
  return {
    ...input,
    vehicleUuid: input.vehicleUuid.toLowerCase(),
    sellerUuid: input.sellerUuid.toLowerCase(),
    loanCompany: input.loanCompany?.toLowerCase() ?? null,
  };
}

/** The seller must be an active user of the company and the loan company one of its financials (when they change). */
async function checkSaleReferences(
  db: DbOrTx,
  companyUuid: string,
  input: SaleInput,
  before?: SaleRow,
): Promise<void> {
  const fields: Record<string, string> = {};
  if (
    input.sellerUuid !== before?.sellerUuid &&
    !(await isActiveCompanyUser(db, companyUuid, input.sellerUuid))
  ) {
    fields.sellerUuid = MSG.invalidValue;
  }
  const loanCompany = input.loanCompany;
  if (
    loanCompany &&
    loanCompany !== before?.loanCompany &&
    !(await isCompanyFinancial(db, companyUuid, loanCompany))
  ) {
    fields.loanCompany = MSG.invalidValue;
  }
  if (Object.keys(fields).length > 0) throw badRequest(fields);
}

/** The vehicle as its calls answer it for this caller (no costs inside; the roles that see them get them beside). */
export async function vehicleAnswerOf(db: DbOrTx, actor: AuthedUser, row: VehicleRow) {
  const location = row.standUuid ? ((await findStand(db, row.standUuid))?.location ?? null) : null;
  return (await oneVehicleAnswer(db, actor, row, location)).vehicle;
}

/** 409: the vehicle is sold already (or not in stock); the answer carries it as it is now. */
async function alreadySold(db: DbOrTx, actor: AuthedUser, vehicleUuid: string): Promise<AppError> {
  const current = await findVehicle(db, vehicleUuid);
  if (!current) return notFound();
  return conflict(SALE_MESSAGES.alreadySold, {
    current: { vehicle: await vehicleAnswerOf(db, actor, current) },
  });
}

const inStock = (availability: string) => (STOCK_AVAILABILITIES as readonly string[]).includes(availability);

/**
 * POST /sales/: the sale, the vehicle SOLD and SOLD_VEHICLE for the company's other users.
 * `resumed`: the first attempt of this write died unanswered; the sale it made under the
 * device's uuid is the answer (not a 409 for a vehicle sold by that very sale).
 */
export async function createSale(db: Db, actor: AuthedUser, body: unknown, resumed = false) {
  const companyUuid = actor.companyUuid;
  if (!companyUuid) throw forbidden();
  const input = readSaleBody(actor, body);
  const vehicle = await loadInCompany(actor, input.vehicleUuid, (uuid) => findVehicle(db, uuid));
  const made = resumed && input.uuid ? await findSaleRow(db, input.uuid.toLowerCase()) : undefined;
  if (made?.vehicleUuid === vehicle.uuid && made.processCreatorUuid === actor.uuid) {
    return { sale: toSale(actor, made), vehicle: await vehicleAnswerOf(db, actor, vehicle) };
  }
  await checkSaleReferences(db, companyUuid, input);
  if (!inStock(vehicle.availability) || (await findSaleOfVehicle(db, vehicle.uuid))) {
    throw await alreadySold(db, actor, vehicle.uuid);
  }
  // A device-chosen uuid is kept when it names no other sale.
  const wanted = input.uuid?.toLowerCase();
  const uuid = wanted && !(await findSaleRow(db, wanted)) ? wanted : undefined;
  // 'Local do stand' left blank: the vehicle's stand, by name (issue 24: never a location code).
  const standLocation = vehicle.standUuid ? ((await findStand(db, vehicle.standUuid))?.name ?? null) : null;

  try {
    return await db.transaction(async (tx) => {
      // The guard first: a concurrent sale of the same vehicle waits on this row and then finds it SOLD.
      const sold = await moveVehicle(tx, vehicle.uuid, STOCK_AVAILABILITIES, 'SOLD');
      if (!sold) throw await alreadySold(tx, actor, vehicle.uuid);
      const sale = await insertSale(tx, {
        ...saleColumns(input),
        ...(uuid ? { uuid } : {}),
        companyUuid,
        vehicleUuid: vehicle.uuid,
        ...newSaleFields(input, {
          creatorUuid: actor.uuid,
          today: isoDate(new Date()),
          mileage: vehicle.mileage,
          standLocation,
        }),
      });
      await notifyVehicleSold(tx, sold, actor);
      return { sale: toSale(actor, sale), vehicle: await vehicleAnswerOf(tx, actor, sold) };
    });
  } catch (err) {
    // The unique index on sales.vehicle_uuid (or the sale uuid) caught a sale made at the same moment.
    if (isUniqueViolation(err)) throw await alreadySold(db, actor, vehicle.uuid);
    throw err;
  }
}

/** The sale the caller may change with its vehicle, or 404 / 403; a delivered sale is final: 409 with the reason. */
async function loadForChange(db: Db, actor: AuthedUser, saleId: string, action: 'edit' | 'remove') {
  const sale = await loadSaleFor(db, actor, saleId);
  const vehicle = await findVehicle(db, sale.vehicleUuid);
  if (!vehicle) throw notFound();
  const availability = vehicle.availability as Availability;
  if (isSaleFinal(availability)) throw conflict(SALE_MESSAGES.deliveredLocked);
  if (!saleActions(actor, sale, availability)[action]) throw forbidden();
  return { sale, vehicle };
}

/**
 * A sale given to another seller leaves the former seller's mirror: a deletion in their feed
 * alone, when they see their own sales only (a manager who sold it still sees it).
 */
async function tellFormerSeller(tx: DbOrTx, sale: SaleRow, former: string): Promise<void> {
  const user = await findUserRole(tx, former);
  if (!user || !can(user, 'sold.ownOnly')) return;
  await insertTombstones(tx, sale.companyUuid, former, [{ entity: ENTITY_TABLES.sales, uuid: sale.uuid }]);
}

/** PUT /sales/{id}: the whole sale; a stale rowVersion answers 409 with the current sale. */
export async function replaceSale(db: Db, actor: AuthedUser, saleId: string, body: unknown) {
  const { sale: row } = await loadForChange(db, actor, saleId, 'edit');
  const input = readSaleBody(actor, body, row.sellerUuid);
  const fields: Record<string, string> = {};
  if (input.vehicleUuid !== row.vehicleUuid) fields.vehicleUuid = MSG.invalidValue;
  if (input.uuid && input.uuid.toLowerCase() !== row.uuid) fields.uuid = MSG.invalidValue;
  if (Object.keys(fields).length > 0) throw badRequest(fields);
  await checkSaleReferences(db, row.companyUuid, input, row);

  const updated = await db.transaction(async (tx) => {
    const done = await updateSale(
      tx,
      row.uuid,
      { ...saleColumns(input), ...keptSaleFields(input, row) },
      input.rowVersion,
    );
    if (done && row.sellerUuid && done.sellerUuid !== row.sellerUuid) {
      await tellFormerSeller(tx, done, row.sellerUuid);
    }
    return done;
  });
  if (!updated) {
    const current = await findSaleRow(db, row.uuid);
    if (!current) throw notFound();
    throw conflict(MSG.staleVersion, { current: toSale(actor, current) });
  }
  return { sale: toSale(actor, updated) };
}

/** DELETE /sales/{id}: the sale goes, the vehicle is back in stock (READY_FOR_SALE), IN_STOCK_VEHICLE told. */
export async function removeSale(db: Db, actor: AuthedUser, saleId: string) {
  const { sale, vehicle } = await loadForChange(db, actor, saleId, 'remove');
  return db.transaction(async (tx) => {
    if (!(await deleteSale(tx, sale.uuid))) throw notFound();
    const back = await updateVehicle(tx, vehicle.uuid, { availability: 'READY_FOR_SALE' });
    if (!back) throw notFound();
    await notifyVehicleInStock(tx, back, actor);
    return { vehicle: await vehicleAnswerOf(tx, actor, back) };
  });
}
