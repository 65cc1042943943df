/**
 * POST /api/sales/ (spec 02 §5, §7; issue 11): each validation rule answers
 * 400 on its field, writing nothing; the sale, the vehicle's SOLD and the
 * SOLD_VEHICLE notification for the company's other users; a SELLER sells in
 * their own name and sees no cost or margin; WORKSHOP and EDITOR3 are refused
 * (403), a rival gets 404. sales-conflicts.test.ts: a second sale, one
 * transaction, Idempotency-Key.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Sale } from '../../src/domain/entities';
import { MSG } from '../../src/domain/messages';
import type { SaleFormValues } from '../../src/domain/schemas/sales';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { DEMO_FINANCIALS, expectUnsold, makeSale, salesOf, stockVehicle, vehicleRow } from './helpers/sales';
import { bearer, body, testAppWithUsers } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

interface Created {
  sale: Sale;
  vehicle: VehicleAnswer;
}
const ADMIN = userUuid('admin@demo.pt');
const SELLER = userUuid('vendedor@demo.pt');

const { t, tokens: tok } = testAppWithUsers<string>([
  'admin@demo.pt',
  'vendedor@demo.pt',
  'oficina@demo.pt',
  'editor3@demo.pt',
  'admin@rival.pt',
]);

const post = (as: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sales/',
    headers: { ...bearer(tok[as] ?? ''), ...headers },
    payload: payload as object,
  });

const expectUntouched = (vehicle: VehicleAnswer) => expectUnsold(t, vehicle);

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
      // Left blank: the vehicle's stand, by name (issue 24: was the location code 'ILHAVO').
      standLocation: 'Stand Ílhavo',
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
