/** Data and steps shared by the sale API tests: a valid sale payload and a vehicle in stock to sell. */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { SaleFormValues } from '../../../src/domain/schemas/sales';
import * as s from '../../../server/db/schema';
import { stableUuid } from '../../../server/seed/ids';
import type { VehicleAnswer } from '../../../server/wire/serializers';
import { bearer, body, type TestApp } from './test-app';
import { makeVehicle } from './vehicles';

export const DEMO_FINANCIALS = {
  cetelem: stableUuid('financial:cetelem'),
  rivalBpi: stableUuid('financial:rival-bpi'),
};

export function makeSale(
  vehicleUuid: string,
  sellerUuid: string,
  overrides: Partial<SaleFormValues> = {},
): SaleFormValues {
  return {
    vehicleUuid,
    sellerUuid,
    dateOfSale: '2026-03-14',
    salePrice: 15500,
    effectivePrice: 15500,
    onSignedContractValue: 2000,
    onVehicleDeliveryValue: 13500,
    monthWarranty: 18,
    mileageWarranty: 20000,
    loan: false,
    retake: false,
    client: { name: 'João Conceição', mobileNumber: '912345678', email: 'joao@exemplo.pt' },
    ...overrides,
  };
}

/** A new vehicle, READY_FOR_SALE, created through the API by the given (vehicle-creating) user. */
export async function stockVehicle(
  t: TestApp,
  token: string,
  overrides: Parameters<typeof makeVehicle>[0] = {},
): Promise<VehicleAnswer> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vehicles/',
    headers: bearer(token),
    payload: makeVehicle({ buyPrice: 10000, sellerPrice: 16000, ...overrides }),
  });
  if (res.statusCode !== 201) throw new Error(`vehicle create failed: ${res.statusCode} ${res.body}`);
  return body<{ vehicle: VehicleAnswer }>(res).vehicle;
}

export async function vehicleRow(t: TestApp, uuid: string) {
  const [row] = await t.database.db.select().from(s.vehicles).where(eq(s.vehicles.uuid, uuid));
  if (!row) throw new Error(`no vehicle ${uuid}`);
  return row;
}

export async function salesOf(t: TestApp, vehicleUuid: string) {
  return t.database.db.select().from(s.sales).where(eq(s.sales.vehicleUuid, vehicleUuid));
}

/** Nothing happened to the vehicle: still READY_FOR_SALE at its version, no sale, no notification but its creation. */
export async function expectUnsold(t: TestApp, vehicle: VehicleAnswer) {
  expect(await vehicleRow(t, vehicle.uuid)).toMatchObject({
    availability: 'READY_FOR_SALE',
    rowVersion: vehicle.rowVersion,
  });
  expect(await salesOf(t, vehicle.uuid)).toEqual([]);
  const events = await t.database.db
    .select()
    .from(s.notifications)
    .where(eq(s.notifications.vehicleUuid, vehicle.uuid));
  expect(events.map((e) => e.notificationType)).toEqual(['NEW_VEHICLE']);
}
