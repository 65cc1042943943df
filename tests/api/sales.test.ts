/**
 * POST /api/sales/ (spec 02 §5, §7; issue 11): each validation rule answers
 * 400 on its field; the sale, the vehicle's SOLD and the SOLD_VEHICLE
 * notification happen together or not at all; a second sale of a vehicle
 * answers 409 with the vehicle as it is, the first sale intact, also when
 * both arrive at once; a SELLER sells in their own name and sees no cost or
 * margin; an Idempotency-Key replay creates one sale.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { Sale } from '../../src/domain/entities';
import { MSG } from '../../src/domain/messages';
import { SALE_MESSAGES } from '../../src/domain/sales';
import type { SaleFormValues } from '../../src/domain/schemas/sales';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/sync/serializers';
import { DEMO_FINANCIALS, makeSale, salesOf, stockVehicle, vehicleRow } from './helpers/sales';
import { bearer, body, makeTestApp, type TestApp } from './helpers/test-app';

interface Created {
  sale: Sale;
  vehicle: VehicleAnswer;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
  current?: { vehicle: VehicleAnswer };
}

const ADMIN = userUuid('admin@demo.pt');
const SELLER = userUuid('vendedor@demo.pt');

let t: TestApp;
const tok: Record<string, string> = {};

beforeAll(async () => {
  t = await makeTestApp();
  for (const u of [
    'admin@demo.pt',
    'vendedor@demo.pt',
    'oficina@demo.pt',
    'editor3@demo.pt',
    'admin@rival.pt',
  ])
    tok[u] = await t.login(u);
});

afterAll(async () => {
  await t.close();
});

const post = (as: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sales/',
    headers: { ...bearer(tok[as] ?? ''), ...headers },
    payload: payload as object,
  });

/** Nothing happened to the vehicle: still READY_FOR_SALE at its version, no sale, no notification. */
async function expectUntouched(vehicle: VehicleAnswer) {
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

describe('validation', () => {
  const withoutKey = (sale: SaleFormValues, key: keyof SaleFormValues) => {
    const copy: Record<string, unknown> = { ...sale };
    delete copy[key];
    return copy;
  };
  it.each<[string, (v: string) => unknown, Record<string, string>]>([
    ['no dateOfSale', (v) => withoutKey(makeSale(v, ADMIN), 'dateOfSale'), { dateOfSale: MSG.required }],
    ['no salePrice', (v) => withoutKey(makeSale(v, ADMIN), 'salePrice'), { salePrice: MSG.required }],
    [
      'a salePrice that is not a number',
      (v) => ({ ...makeSale(v, ADMIN), salePrice: 'mil' }),
      { salePrice: MSG.mustBeNumber },
    ],
    [
      'no client name',
      (v) => makeSale(v, ADMIN, { client: { name: '  ' } }),
      { 'client.name': MSG.required },
    ],
    ['no sellerUuid', (v) => withoutKey(makeSale(v, ADMIN), 'sellerUuid'), { sellerUuid: MSG.required }],
    [
      'a loan without value or company',
      (v) => makeSale(v, ADMIN, { loan: true }),
      { loanValue: MSG.required, loanCompany: MSG.required },
    ],
    [
      'a loan value that is not a number',
      (v) => ({
        ...makeSale(v, ADMIN, { loan: true, loanCompany: DEMO_FINANCIALS.cetelem }),
        loanValue: 'x',
      }),
      { loanValue: MSG.mustBeNumber },
    ],
    [
      'a seller of another company',
      (v) => makeSale(v, userUuid('admin@rival.pt')),
      { sellerUuid: MSG.invalidValue },
    ],
    ['an inactive seller', (v) => makeSale(v, userUuid('inativo@demo.pt')), { sellerUuid: MSG.invalidValue }],
    [
      "another company's financing company",
      (v) => makeSale(v, ADMIN, { loan: true, loanValue: 5000, loanCompany: DEMO_FINANCIALS.rivalBpi }),
      { loanCompany: MSG.invalidValue },
    ],
  ])('answers 400 for %s, on its field, and writes nothing', async (_case, payload, fields) => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    const res = await post('admin@demo.pt', payload(vehicle.uuid));
    expect(res.statusCode, res.body).toBe(400);
    expect(body<ErrorBody>(res).error.fields).toEqual(fields);
    await expectUntouched(vehicle);
  });
});

describe('a sale', () => {
  it('is stored with the vehicle SOLD and SOLD_VEHICLE for every other active user of the company', async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '', { mileage: 45678 });
    const payload = makeSale(vehicle.uuid, SELLER, {
      uuid: crypto.randomUUID(),
      loan: true,
      loanValue: 9000,
      loanCompany: DEMO_FINANCIALS.cetelem,
      retake: true,
      retakeVehicle: {
        brand: 'Fiat',
        model: 'Punto',
        licensePlate: '12-ab-34',
        mileage: 200000,
        retakeValue: 1500,
      },
    });
    const res = await post('admin@demo.pt', payload);
    expect(res.statusCode, res.body).toBe(201);
    const { sale, vehicle: sold } = body<Created>(res);
    expect(sale).toMatchObject({
      uuid: payload.uuid,
      vehicleUuid: vehicle.uuid,
      sellerUuid: SELLER,
      processCreatorUuid: ADMIN,
      salePrice: 15500,
      loanValue: 9000,
      vehicleKilometersOnSaleDate: 45678,
      standLocation: 'ILHAVO',
      retakeVehicle: { brand: 'Fiat', licensePlate: '12-AB-34', retakeValue: 1500 },
      client: { name: 'João Conceição' },
    });
    expect(sold).toMatchObject({
      uuid: vehicle.uuid,
      availability: 'SOLD',
      rowVersion: vehicle.rowVersion + 1,
    });
    expect(await vehicleRow(t, vehicle.uuid)).toMatchObject({
      availability: 'SOLD',
      rowVersion: vehicle.rowVersion + 1,
    });
    const [row] = await salesOf(t, vehicle.uuid);
    expect(row).toMatchObject({
      uuid: payload.uuid,
      sellerUuid: SELLER,
      hasRetake: true,
      loanCompany: DEMO_FINANCIALS.cetelem,
    });

    const [event] = await t.database.db
      .select()
      .from(s.notifications)
      .where(
        and(
          eq(s.notifications.vehicleUuid, vehicle.uuid),
          eq(s.notifications.notificationType, 'SOLD_VEHICLE'),
        ),
      );
    expect(event?.companyUuid).toBe(DEMO_COMPANY);
    const copies = await t.database.db
      .select({ user: s.userNotifications.userUuid })
      .from(s.userNotifications)
      .where(eq(s.userNotifications.notificationUuid, event?.uuid ?? ''));
    const others = await t.database.db
      .select({ uuid: s.users.uuid })
      .from(s.users)
      .where(and(eq(s.users.companyUuid, DEMO_COMPANY), eq(s.users.isActive, true)));
    const expected = others.map((u) => u.uuid).filter((u) => u !== ADMIN);
    expect(copies.map((c) => c.user).sort()).toEqual(expected.sort());
    expect(expected).toContain(SELLER);
  });

  it("is always the SELLER's own, and answers the SELLER no cost or margin", async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    const res = await post('vendedor@demo.pt', makeSale(vehicle.uuid, ADMIN));
    expect(res.statusCode, res.body).toBe(201);
    const answer = body<Created>(res);
    expect(answer.sale).toMatchObject({ sellerUuid: SELLER, processCreatorUuid: SELLER, salePrice: 15500 });
    for (const key of ['buyPrice', 'totalCosts', 'totalCostsMargin', 'costs', 'saleMargin'])
      expect(answer.vehicle, key).not.toHaveProperty(key);
    expect(res.body).not.toMatch(/buyPrice|saleMargin|totalCosts/);
    expect((await salesOf(t, vehicle.uuid))[0]?.sellerUuid).toBe(SELLER);
  });

  it.each(['oficina@demo.pt', 'editor3@demo.pt'])('is refused to %s (403), nothing written', async (as) => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    const res = await post(as, makeSale(vehicle.uuid, userUuid(as)));
    expect(res.statusCode).toBe(403);
    await expectUntouched(vehicle);
  });

  it("answers 404 to a rival for the company's vehicle, nothing written", async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    const res = await post('admin@rival.pt', makeSale(vehicle.uuid, userUuid('admin@rival.pt')));
    expect(res.statusCode).toBe(404);
    await expectUntouched(vehicle);
  });
});

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

  it('turns the unique index on the vehicle into 409, never a 500', async () => {
    const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    // A sale left behind with its vehicle still in stock: only the index can refuse the next one.
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
