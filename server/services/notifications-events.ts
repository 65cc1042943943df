/**
 * The vehicle events beside creation and edition (which vehicle-writes.ts
 * records): a vehicle sold, and a vehicle back in stock. The sales calls
 * record them, inside the transaction of the write that makes them true,
 * so the notification exists exactly when the change does. Every other
 * active user of the company gets an unread copy (recordVehicleEvent).
 */
import type { AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { recordVehicleEvent, type VehicleEvent } from '../repositories/notifications';

type EventVehicle = VehicleEvent['vehicle'] & { companyUuid: string };

/**
 * SOLD_VEHICLE: a sale was created for the vehicle (spec 01 §3). The drawer
 * shows it but does not navigate to the vehicle (spec 01 §2).
 */
export function notifyVehicleSold(tx: DbOrTx, vehicle: EventVehicle, author: Pick<AuthedUser, 'uuid'>) {
  return recordVehicleEvent(tx, {
    companyUuid: vehicle.companyUuid,
    type: 'SOLD_VEHICLE',
    vehicle,
    authorUuid: author.uuid,
  });
}

/**
 * IN_STOCK_VEHICLE: the vehicle is back in stock, its sale undone (the sale
 * deleted, availability back to one of the stock list's).
 */
export function notifyVehicleInStock(tx: DbOrTx, vehicle: EventVehicle, author: Pick<AuthedUser, 'uuid'>) {
  return recordVehicleEvent(tx, {
    companyUuid: vehicle.companyUuid,
    type: 'IN_STOCK_VEHICLE',
    vehicle,
    authorUuid: author.uuid,
  });
}
