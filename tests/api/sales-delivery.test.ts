/**
 * Delivery (spec 02 §4 'Entregar'): PATCH /api/vehicles/{id} with availability
 * DELIVERED, only for the roles that deliver (ADMIN, MANAGER), only from SOLD
 * (409 with the vehicle otherwise), the sale's deliverDate set to today when
 * empty, in the same transaction; a rival gets 404.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Sale } from '../../src/domain/entities';
import { MSG } from '../../src/domain/messages';
import { SALE_MESSAGES } from '../../src/domain/sales';
import type { SaleFormValues } from '../../src/domain/schemas/sales';
import { isoDate } from '../../src/domain/stock';
import * as s from '../../server/db/schema';
import { userUuid } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { makeSale, salesOf, stockVehicle, vehicleRow } from './helpers/sales';
import { bearer, body, testAppWithUsers } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

const SELLER = userUuid('vendedor@demo.pt');

const { t, tokens: tok } = testAppWithUsers<string>([
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'oficina@demo.pt',
  'admin@rival.pt',
]);

const deliver = (uuid: string, as: string, extra: object = {}) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/vehicles/${uuid}`,
    headers: bearer(tok[as] ?? ''),
    payload: { availability: 'DELIVERED', ...extra },
  });

async function sold(
  overrides: Partial<SaleFormValues> = {},
): Promise<{ sale: Sale; vehicle: VehicleAnswer }> {
  const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sales/',
    headers: bearer(tok['admin@demo.pt'] ?? ''),
    payload: makeSale(vehicle.uuid, SELLER, overrides),
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<{ sale: Sale; vehicle: VehicleAnswer }>(res);
}

describe('delivering a sold vehicle', () => {
  it.each(['admin@demo.pt', 'gestor@demo.pt'])(
    'is done by %s: DELIVERED, and the sale delivered today',
    async (as) => {
      const { vehicle } = await sold();
      const res = await deliver(vehicle.uuid, as, { rowVersion: vehicle.rowVersion });
      expect(res.statusCode, res.body).toBe(200);
      expect(body<{ vehicle: VehicleAnswer }>(res).vehicle).toMatchObject({
        availability: 'DELIVERED',
        rowVersion: vehicle.rowVersion + 1,
      });
      expect((await vehicleRow(t, vehicle.uuid)).availability).toBe('DELIVERED');
      expect((await salesOf(t, vehicle.uuid))[0]?.deliverDate).toBe(isoDate(new Date()));
    },
  );

  it('keeps a delivery date the sale already has', async () => {
    const { vehicle } = await sold({ deliverDate: '2026-03-20' });
    const res = await deliver(vehicle.uuid, 'admin@demo.pt');
    expect(res.statusCode, res.body).toBe(200);
    expect((await salesOf(t, vehicle.uuid))[0]?.deliverDate).toBe('2026-03-20');
  });

  it('answers 409 with the current vehicle for a stale rowVersion, writing nothing', async () => {
    const { vehicle } = await sold();
    const before = { vehicle: await vehicleRow(t, vehicle.uuid), sales: await salesOf(t, vehicle.uuid) };
    const res = await deliver(vehicle.uuid, 'admin@demo.pt', { rowVersion: vehicle.rowVersion - 1 });
    expect(res.statusCode).toBe(409);
    expect(body<ErrorBody>(res).error.message).toBe(MSG.staleVersion);
    expect(await vehicleRow(t, vehicle.uuid)).toEqual(before.vehicle);
    expect(await salesOf(t, vehicle.uuid)).toEqual(before.sales);
  });

  it('is refused to a SELLER and to WORKSHOP (403), nothing written', async () => {
    const { vehicle } = await sold();
    const before = await vehicleRow(t, vehicle.uuid);
    for (const as of ['vendedor@demo.pt', 'oficina@demo.pt']) {
      expect((await deliver(vehicle.uuid, as)).statusCode, as).toBe(403);
    }
    expect(await vehicleRow(t, vehicle.uuid)).toEqual(before);
    expect((await salesOf(t, vehicle.uuid))[0]?.deliverDate).toBeNull();
  });

  it('answers 404 to a rival', async () => {
    const { vehicle } = await sold();
    const before = await vehicleRow(t, vehicle.uuid);
    const res = await deliver(vehicle.uuid, 'admin@rival.pt');
    expect(res.statusCode).toBe(404);
    expect(await vehicleRow(t, vehicle.uuid)).toEqual(before);
  });

  it('leaves the vehicle SOLD and the sale undelivered when the notification fails', async () => {
    const { vehicle } = await sold();
    const db = t.database.db;
    await db.execute(sql`CREATE FUNCTION test_fail_delivery() RETURNS trigger AS $$
      BEGIN RAISE EXCEPTION 'falha de teste'; END $$ LANGUAGE plpgsql`);
    await db.execute(
      sql`CREATE TRIGGER test_fail_delivery BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION test_fail_delivery()`,
    );
    try {
      expect((await deliver(vehicle.uuid, 'admin@demo.pt')).statusCode).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER test_fail_delivery ON notifications`);
      await db.execute(sql`DROP FUNCTION test_fail_delivery()`);
    }
    expect((await vehicleRow(t, vehicle.uuid)).availability).toBe('SOLD');
    expect((await salesOf(t, vehicle.uuid))[0]?.deliverDate).toBeNull();
  });
});

describe('delivering a vehicle that is not SOLD', () => {
  it.each(['READY_FOR_SALE', 'DELIVERED'] as const)(
    'answers 409 from %s with the current vehicle',
    async (availability) => {
      const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
      await t.database.db.update(s.vehicles).set({ availability }).where(eq(s.vehicles.uuid, vehicle.uuid));
      const before = await vehicleRow(t, vehicle.uuid);
      const res = await deliver(vehicle.uuid, 'admin@demo.pt');
      expect(res.statusCode).toBe(409);
      const err = body<ErrorBody>(res);
      expect(err.error).toEqual({ code: 'CONFLICT', message: SALE_MESSAGES.deliverOnlySold });
      expect(err.current).toMatchObject({ uuid: vehicle.uuid, availability });
      expect(await vehicleRow(t, vehicle.uuid)).toEqual(before);
    },
  );

  it('still refuses SOLD through the availability call (400)', async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/vehicles/${vehicle.uuid}`,
      headers: bearer(tok['admin@demo.pt'] ?? ''),
      payload: { availability: 'SOLD' },
    });
    expect(res.statusCode).toBe(400);
    expect((await vehicleRow(t, vehicle.uuid)).availability).toBe('READY_FOR_SALE');
  });
});
