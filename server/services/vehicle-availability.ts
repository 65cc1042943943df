/**
 * PATCH /vehicles/{id}: the availability alone (spec 01 §7), or delivering a sold vehicle (spec 02
 * §4 'Entregar': availability DELIVERED). The route declares who may do which (http/vehicles.ts).
 * A delivery goes only from SOLD, and the sale's deliverDate becomes today when it has none, in
 * the same transaction as the availability; every change notifies the company's other users.
 */
import { deliveryDateToWrite } from '../../src/domain/sale-defaults';
import { availabilityLocked } from '../../src/domain/availability';
import type { Availability } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import { SALE_MESSAGES } from '../../src/domain/sales';
import type { AvailabilityPatch, DeliveryPatch } from '../../src/domain/schemas/vehicles';
import { isoDate } from '../../src/domain/stock';
import type { AuthedUser } from '../auth/guard';
import type { Db, DbOrTx } from '../db/client';
import { conflict, type AppError } from '../errors';
import { recordVehicleEvent } from '../repositories/notifications';
import { findSaleOfVehicle, moveVehicle, updateSale } from '../repositories/sales';
import { findVehicle, updateVehicle, type VehicleRow } from '../repositories/vehicles';
import { vehicleAnswer } from '../wire/vehicle-answers';
import { vehicleAnswerOf } from './sale-writes';
import { staleVehicle } from './vehicle-writes';

/** Whether a PATCH body asks for a delivery (the other availabilities keep their own call). */
export const asksDelivery = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { availability?: unknown }).availability === 'DELIVERED';

async function notSold(db: DbOrTx, actor: AuthedUser, row: VehicleRow): Promise<AppError> {
  return conflict(SALE_MESSAGES.deliverOnlySold, { current: await vehicleAnswerOf(db, actor, row) });
}

const vehicleChanged = (tx: DbOrTx, actor: AuthedUser, vehicle: VehicleRow) =>
  recordVehicleEvent(tx, {
    companyUuid: vehicle.companyUuid,
    type: 'UPDATED_VEHICLE',
    vehicle,
    authorUuid: actor.uuid,
  });

export async function deliverVehicle(
  db: Db,
  actor: AuthedUser,
  row: VehicleRow,
  input: DeliveryPatch,
): Promise<VehicleRow> {
  if (row.availability !== 'SOLD') throw await notSold(db, actor, row);
  return db.transaction(async (tx) => {
    const delivered = await moveVehicle(tx, row.uuid, ['SOLD'], 'DELIVERED', input.rowVersion);
    if (!delivered) {
      const current = await findVehicle(tx, row.uuid);
      if (current && current.availability !== 'SOLD') throw await notSold(tx, actor, current);
      throw await staleVehicle(tx, actor, row.uuid);
    }
    const sale = await findSaleOfVehicle(tx, row.uuid);
    const deliverDate = sale && deliveryDateToWrite(sale, isoDate(new Date()));
    if (sale && deliverDate) await updateSale(tx, sale.uuid, { deliverDate });
    await vehicleChanged(tx, actor, delivered);
    return delivered;
  });
}

/** Any other availability; a sold or delivered vehicle changes state through its sale, not here. */
export async function changeAvailability(
  db: Db,
  actor: AuthedUser,
  row: VehicleRow,
  input: AvailabilityPatch,
): Promise<VehicleRow> {
  if (availabilityLocked(row.availability as Availability)) {
    throw conflict(MSG.invalidValue, { current: (await vehicleAnswer(db, actor, row)).vehicle });
  }
  return db.transaction(async (tx) => {
    const changed = await updateVehicle(tx, row.uuid, { availability: input.availability }, input.rowVersion);
    if (!changed) throw await staleVehicle(tx, actor, row.uuid);
    await vehicleChanged(tx, actor, changed);
    return changed;
  });
}
