/**
 * Delivering a sold vehicle (spec 02 §4 'Entregar'): PATCH /vehicles/{id} with
 * availability DELIVERED. Only the roles that deliver ('sale.deliver'), only
 * from SOLD; the sale's deliverDate becomes today when it has none, in the
 * same transaction as the availability.
 */
import { deliveryDateToWrite } from '../../src/domain/sale-defaults';
import { SALE_MESSAGES } from '../../src/domain/sales';
import { deliveryPatchSchema } from '../../src/domain/schemas/vehicles';
import { isoDate } from '../../src/domain/stock';
import { requirePermission, type AuthedUser } from '../auth/guard';
import type { Db, DbOrTx } from '../db/client';
import { conflict, type AppError } from '../errors';
import { recordVehicleEvent } from './notifications-repository';
import { vehicleAnswerOf } from './sale-writes';
import { findSaleOfVehicle } from './sales-access';
import { moveVehicle, updateSale } from './sales-repository';
import { parseBody } from './validate';
import { staleVehicle } from './vehicle-writes';
import { findVehicle, type VehicleRow } from './vehicles-repository';

/** Whether a PATCH body asks for a delivery (the other availabilities keep their own call). */
export const asksDelivery = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  (body as { availability?: unknown }).availability === 'DELIVERED';

async function notSold(db: DbOrTx, actor: AuthedUser, row: VehicleRow): Promise<AppError> {
  return conflict(SALE_MESSAGES.deliverOnlySold, { current: await vehicleAnswerOf(db, actor, row) });
}

export async function deliverVehicle(
  db: Db,
  actor: AuthedUser,
  row: VehicleRow,
  body: unknown,
): Promise<VehicleRow> {
  requirePermission(actor, 'sale.deliver');
  const input = parseBody(deliveryPatchSchema, body);
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
    await recordVehicleEvent(tx, {
      companyUuid: delivered.companyUuid,
      type: 'UPDATED_VEHICLE',
      vehicle: delivered,
      authorUuid: actor.uuid,
    });
    return delivered;
  });
}
