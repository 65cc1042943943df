/**
 * POST /api/sales/ when it must not sell twice (issue 11): a second sale of a
 * vehicle answers 409 with the vehicle as it is and the first sale intact,
 * also when both arrive at once or only the unique index on
 * sales.vehicle_uuid can tell; the sale, the availability and the
 * notification are one transaction (a failure in the last statement leaves
 * none of them); an Idempotency-Key replay creates one sale.
 */
import { describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { SALE_MESSAGES } from '../../src/domain/sales';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { expectUnsold, makeSale, salesOf, stockVehicle, vehicleRow } from './helpers/sales';
import { bearer, body, testAppWithUsers } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

const ADMIN = userUuid('admin@demo.pt');
const SELLER = userUuid('vendedor@demo.pt');

const { t, tokens: tok } = testAppWithUsers<string>(['admin@demo.pt', 'vendedor@demo.pt']);

const post = (as: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sales/',
    headers: { ...bearer(tok[as] ?? ''), ...headers },
    payload: payload as object,
  });

const expectUntouched = (vehicle: VehicleAnswer) => expectUnsold(t, vehicle);

describe('a second sale of the same vehicle', () => {
  it('answers 409 with the vehicle as it is now; the first sale stays as it was', async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    const first = await post('vendedor@demo.pt', makeSale(vehicle.uuid, SELLER));
    expect(first.statusCode, first.body).toBe(201);
    const before = { sales: await salesOf(t, vehicle.uuid), vehicle: await vehicleRow(t, vehicle.uuid) };
    const second = await post('admin@demo.pt', makeSale(vehicle.uuid, ADMIN, { salePrice: 99 }));
    expect(second.statusCode).toBe(409);
    const err = body<ErrorBody>(second);
    expect(err.error).toEqual({ code: 'CONFLICT', message: SALE_MESSAGES.alreadySold });
    expect(err.current?.vehicle).toMatchObject({ uuid: vehicle.uuid, availability: 'SOLD' });
    expect(await salesOf(t, vehicle.uuid)).toEqual(before.sales);
    expect(await vehicleRow(t, vehicle.uuid)).toEqual(before.vehicle);
  });

  it('made at the same moment: one 201, one 409, one sale', async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    const answers = await Promise.all([
      post('vendedor@demo.pt', makeSale(vehicle.uuid, SELLER)),
      post('admin@demo.pt', makeSale(vehicle.uuid, ADMIN)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await salesOf(t, vehicle.uuid)).toHaveLength(1);
  });

  it('refuses a vehicle that already has a sale, even one left in stock (409)', async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    await t.database.db.insert(s.sales).values({
      companyUuid: DEMO_COMPANY,
      vehicleUuid: vehicle.uuid,
      dateOfSale: '2026-01-01',
      salePrice: 1,
      clientName: 'Antigo',
    });
    const res = await post('admin@demo.pt', makeSale(vehicle.uuid, ADMIN));
    expect(res.statusCode).toBe(409);
    expect(await salesOf(t, vehicle.uuid)).toHaveLength(1);
    expect((await vehicleRow(t, vehicle.uuid)).availability).toBe('READY_FOR_SALE');
  });

  it('turns the unique index on sales.vehicle_uuid into 409, never a 500, and keeps nothing', async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '', { licensePlate: 'IX22DX' });
    const db = t.database.db;
    // Another sale slips in after the checks, inside the write: only the index can refuse ours.
    await db.execute(sql`CREATE FUNCTION test_sneak_sale() RETURNS trigger AS $$
      BEGIN
        IF NEW.license_plate = 'IX22DX' AND NEW.availability = 'SOLD' THEN
          INSERT INTO sales (company_uuid, vehicle_uuid, date_of_sale, sale_price, client_name)
          VALUES (NEW.company_uuid, NEW.uuid, '2026-01-01', 1, 'Intruso');
        END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql`);
    await db.execute(
      sql`CREATE TRIGGER test_sneak_sale AFTER UPDATE ON vehicles FOR EACH ROW EXECUTE FUNCTION test_sneak_sale()`,
    );
    try {
      const res = await post('admin@demo.pt', makeSale(vehicle.uuid, ADMIN));
      expect(res.statusCode, res.body).toBe(409);
      expect(body<ErrorBody>(res).error.message).toBe(SALE_MESSAGES.alreadySold);
    } finally {
      await db.execute(sql`DROP TRIGGER test_sneak_sale ON vehicles`);
      await db.execute(sql`DROP FUNCTION test_sneak_sale()`);
    }
    await expectUntouched(vehicle);
  });
});

describe('one transaction', () => {
  it('leaves neither the sale nor the availability when the notification fails', async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '', { licensePlate: 'FA11LH' });
    const db = t.database.db;
    // The last statement of the write fails: the sale insert and the availability update ran before it.
    await db.execute(sql`CREATE FUNCTION test_fail_note() RETURNS trigger AS $$
      BEGIN IF NEW.payload ->> 'license_plate' = 'FA11LH' THEN RAISE EXCEPTION 'falha de teste'; END IF; RETURN NEW; END
      $$ LANGUAGE plpgsql`);
    await db.execute(
      sql`CREATE TRIGGER test_fail_note BEFORE INSERT ON notifications FOR EACH ROW EXECUTE FUNCTION test_fail_note()`,
    );
    try {
      const res = await post('admin@demo.pt', makeSale(vehicle.uuid, SELLER));
      expect(res.statusCode).toBe(500);
    } finally {
      await db.execute(sql`DROP TRIGGER test_fail_note ON notifications`);
      await db.execute(sql`DROP FUNCTION test_fail_note()`);
    }
    await expectUntouched(vehicle);
    const again = await post('admin@demo.pt', makeSale(vehicle.uuid, SELLER));
    expect(again.statusCode, again.body).toBe(201);
  });
});

describe('Idempotency-Key', () => {
  it('replays the first answer and creates one sale', async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    const payload = makeSale(vehicle.uuid, SELLER, { uuid: crypto.randomUUID() });
    const headers = { 'idempotency-key': `sale-${vehicle.uuid}` };
    const first = await post('vendedor@demo.pt', payload, headers);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('vendedor@demo.pt', payload, headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replay']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await salesOf(t, vehicle.uuid)).toHaveLength(1);
    const events = await t.database.db
      .select()
      .from(s.notifications)
      .where(
        and(
          eq(s.notifications.vehicleUuid, vehicle.uuid),
          eq(s.notifications.notificationType, 'SOLD_VEHICLE'),
        ),
      );
    expect(events).toHaveLength(1);
  });
});
