/**
 * Publication, promotion and the supplier of a vehicle through PUT and POST
 * /api/vehicles (spec 02 §2, §4, §5; src/domain/publication.ts): the roles of
 * 'vehicle.publication.write' and 'vehicle.supplier.write', the flags only on a
 * vehicle ready for sale, the promotion price rules, a supplier of the company.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Availability } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import { PUBLICATION_MESSAGES } from '../../src/domain/publication';
import * as s from '../../server/db/schema';
import { stableUuid } from '../../server/seed/ids';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { bearer, body, testAppWithUsers } from './helpers/test-app';
import { makeVehicle } from './helpers/vehicles';
import type { ErrorBody } from './helpers/errors';

interface Answer {
  vehicle: VehicleAnswer;
}
const FREQUENT_SUPPLIER = stableUuid('supplier:leiloes');
const RIVAL_SUPPLIER = stableUuid('supplier:rival');

const { t, tokens } = testAppWithUsers<string>([
  'admin@demo.pt',
  'gestor@demo.pt',
  'editor1@demo.pt',
  'vendedor@demo.pt',
  'oficina@demo.pt',
  'admin@rival.pt',
]);

const tokenOf = (user: string) => tokens[user] ?? '';

async function vehicleRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.vehicles).where(eq(s.vehicles.uuid, uuid));
  if (!row) throw new Error(`no vehicle ${uuid}`);
  return row;
}

/** A vehicle of the demo company in the given availability. */
async function vehicleIn(availability: Availability = 'READY_FOR_SALE') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/vehicles/',
    headers: bearer(tokenOf('gestor@demo.pt')),
    payload: makeVehicle(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const { uuid } = body<Answer>(res).vehicle;
  await t.database.db.update(s.vehicles).set({ availability }).where(eq(s.vehicles.uuid, uuid));
  return vehicleRow(uuid);
}

/** What the edit form sends: the required fields, the version, and the changes. */
async function edit(uuid: string, user: string, changes: object) {
  const row = await vehicleRow(uuid);
  return t.app.inject({
    method: 'PUT',
    url: `/api/vehicles/${uuid}`,
    headers: bearer(tokenOf(user)),
    payload: {
      brand: row.brand,
      model: row.model,
      licensePlate: row.licensePlate,
      createdAt: row.createdAt,
      rowVersion: row.rowVersion,
      ...changes,
    },
  });
}

const publish = {
  online: true,
  isFeatured: true,
  isOnPromotion: true,
  promotionPrice: 12345.5,
  shortDescription: 'Clio impecável',
  longDescription: 'Um dono, revisões na marca.',
};

describe('publication on a vehicle ready for sale', () => {
  it.each(['admin@demo.pt', 'editor1@demo.pt'])('%s publishes, features and promotes it', async (user) => {
    const vehicle = await vehicleIn();
    const res = await edit(vehicle.uuid, user, publish);
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Answer>(res).vehicle).toMatchObject(publish);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject(publish);
  });

  it.each(['vendedor@demo.pt', 'oficina@demo.pt'])(
    '%s is refused with 403, nothing written',
    async (user) => {
      const vehicle = await vehicleIn();
      for (const change of [{ online: true }, { shortDescription: 'x' }, { promotionPrice: 10 }]) {
        const res = await edit(vehicle.uuid, user, change);
        expect(res.statusCode, res.body).toBe(403);
      }
      expect(await vehicleRow(vehicle.uuid)).toEqual(vehicle);
    },
  );

  it("a rival company's admin gets 404, nothing written", async () => {
    const vehicle = await vehicleIn();
    const res = await edit(vehicle.uuid, 'admin@rival.pt', { online: true });
    expect(res.statusCode, res.body).toBe(404);
    expect(await vehicleRow(vehicle.uuid)).toEqual(vehicle);
  });
});

describe.each(['VERIFYING', 'REPARING', 'SOLD', 'DELIVERED'] as const)('a %s vehicle', (availability) => {
  it.each<[string, object]>([
    ['online', { online: true }],
    ['isFeatured', { isFeatured: true }],
    ['isOnPromotion', { isOnPromotion: true }],
  ])('refuses a change of %s with 400 and the reason', async (field, change) => {
    const vehicle = await vehicleIn(availability);
    const res = await edit(vehicle.uuid, 'gestor@demo.pt', change);
    expect(res.statusCode, res.body).toBe(400);
    const { error } = body<ErrorBody>(res);
    expect(error.message).toBe(PUBLICATION_MESSAGES.notReady);
    expect(error.fields).toEqual({ [field]: PUBLICATION_MESSAGES.notReady });
    expect(await vehicleRow(vehicle.uuid)).toEqual(vehicle);
  });

  it('still saves the descriptions and flags sent unchanged', async () => {
    const vehicle = await vehicleIn(availability);
    const res = await edit(vehicle.uuid, 'gestor@demo.pt', {
      online: false,
      isFeatured: false,
      isOnPromotion: false,
      promotionPrice: null,
      shortDescription: 'Em preparação',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({
      shortDescription: 'Em preparação',
      online: false,
    });
  });
});

describe('changing the availability in the same save', () => {
  it('takes the flags when the vehicle becomes ready for sale', async () => {
    const vehicle = await vehicleIn('VERIFYING');
    const res = await edit(vehicle.uuid, 'gestor@demo.pt', { availability: 'READY_FOR_SALE', online: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({ availability: 'READY_FOR_SALE', online: true });
  });

  it('refuses them when it leaves READY_FOR_SALE, and leaving keeps the flags as they were', async () => {
    const vehicle = await vehicleIn();
    expect((await edit(vehicle.uuid, 'gestor@demo.pt', { online: true })).statusCode).toBe(200);
    const refused = await edit(vehicle.uuid, 'gestor@demo.pt', {
      availability: 'REPARING',
      isFeatured: true,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    const left = await edit(vehicle.uuid, 'gestor@demo.pt', { availability: 'REPARING' });
    expect(left.statusCode, left.body).toBe(200);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({ availability: 'REPARING', online: true });
  });

  it('creates a published vehicle only when it enters ready for sale', async () => {
    const manager = bearer(tokenOf('gestor@demo.pt'));
    const ready = makeVehicle({ online: true, isOnPromotion: true, promotionPrice: 999.99 });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles/',
      headers: manager,
      payload: ready,
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await vehicleRow(body<Answer>(created).vehicle.uuid)).toMatchObject({
      online: true,
      promotionPrice: 999.99,
    });
    const verifying = makeVehicle({ availability: 'VERIFYING', online: true });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/vehicles/',
      headers: manager,
      payload: verifying,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(body<ErrorBody>(refused).error.fields).toEqual({ online: PUBLICATION_MESSAGES.notReady });
    const stored = await t.database.db
      .select()
      .from(s.vehicles)
      .where(eq(s.vehicles.licensePlate, verifying.licensePlate));
    expect(stored).toHaveLength(0);
  });
});

describe('the promotion price', () => {
  it.each<[string, unknown, string]>([
    ['0', 0, PUBLICATION_MESSAGES.promotionPriceTooLow],
    ['a negative price', -5, PUBLICATION_MESSAGES.promotionPriceTooLow],
    ['a fraction of a cent', 10.005, PUBLICATION_MESSAGES.promotionPriceStep],
    ['text', '12 345,50', MSG.mustBeNumber],
  ])('refuses %s with 400 on the field', async (_name, price, message) => {
    const vehicle = await vehicleIn();
    const res = await edit(vehicle.uuid, 'gestor@demo.pt', { isOnPromotion: true, promotionPrice: price });
    expect(res.statusCode, res.body).toBe(400);
    expect(body<ErrorBody>(res).error.fields?.promotionPrice).toBe(message);
    expect(await vehicleRow(vehicle.uuid)).toEqual(vehicle);
  });

  it('refuses a promotion without a price (turned on, or its price emptied) with 400, nothing written (issue 24)', async () => {
    const vehicle = await vehicleIn();
    for (const change of [{ isOnPromotion: true }, { isOnPromotion: true, promotionPrice: null }]) {
      const res = await edit(vehicle.uuid, 'gestor@demo.pt', change);
      expect(res.statusCode, res.body).toBe(400);
      expect(body<ErrorBody>(res).error.fields).toEqual({
        promotionPrice: PUBLICATION_MESSAGES.promotionPriceRequired,
      });
      expect(await vehicleRow(vehicle.uuid)).toEqual(vehicle);
    }
    expect(
      (await edit(vehicle.uuid, 'gestor@demo.pt', { isOnPromotion: true, promotionPrice: 9000 })).statusCode,
    ).toBe(200);
    const emptied = await edit(vehicle.uuid, 'gestor@demo.pt', { promotionPrice: null });
    expect(emptied.statusCode, emptied.body).toBe(400);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({ isOnPromotion: true, promotionPrice: 9000 });
  });

  it('stores empty as none, and turning the promotion off clears the price', async () => {
    const vehicle = await vehicleIn();
    expect(
      (await edit(vehicle.uuid, 'gestor@demo.pt', { isOnPromotion: true, promotionPrice: 8000.1 }))
        .statusCode,
    ).toBe(200);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({ isOnPromotion: true, promotionPrice: 8000.1 });
    await edit(vehicle.uuid, 'gestor@demo.pt', { promotionPrice: 7000 });
    const off = await edit(vehicle.uuid, 'gestor@demo.pt', { isOnPromotion: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(body<Answer>(off).vehicle).toMatchObject({ isOnPromotion: false, promotionPrice: null });
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({ isOnPromotion: false, promotionPrice: null });
  });

  it('keeps no price sent while the promotion is off', async () => {
    const vehicle = await vehicleIn();
    const res = await edit(vehicle.uuid, 'gestor@demo.pt', { promotionPrice: 5000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({ isOnPromotion: false, promotionPrice: null });
  });
});

describe('the supplier of a vehicle', () => {
  it('takes a supplier of the company with its notes, in any availability', async () => {
    const vehicle = await vehicleIn('REPARING');
    const res = await edit(vehicle.uuid, 'editor1@demo.pt', {
      supplierUuid: FREQUENT_SUPPLIER,
      supplierNotes: 'Comprado em leilão, fatura 12/2026',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({
      supplierUuid: FREQUENT_SUPPLIER,
      supplierNotes: 'Comprado em leilão, fatura 12/2026',
    });
    const detached = await edit(vehicle.uuid, 'admin@demo.pt', { supplierUuid: null, supplierNotes: null });
    expect(detached.statusCode, detached.body).toBe(200);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({ supplierUuid: null, supplierNotes: null });
  });

  it("refuses another company's supplier with 400, nothing written", async () => {
    const vehicle = await vehicleIn();
    const res = await edit(vehicle.uuid, 'gestor@demo.pt', { supplierUuid: RIVAL_SUPPLIER });
    expect(res.statusCode, res.body).toBe(400);
    expect(body<ErrorBody>(res).error.fields?.supplierUuid).toBe(MSG.invalidValue);
    expect(await vehicleRow(vehicle.uuid)).toEqual(vehicle);
  });

  it.each(['vendedor@demo.pt', 'oficina@demo.pt'])('%s may not set it (403)', async (user) => {
    const vehicle = await vehicleIn();
    const res = await edit(vehicle.uuid, user, { supplierUuid: FREQUENT_SUPPLIER });
    expect(res.statusCode, res.body).toBe(403);
    expect(await vehicleRow(vehicle.uuid)).toEqual(vehicle);
  });

  it("a rival company's admin gets 404", async () => {
    const vehicle = await vehicleIn();
    const res = await edit(vehicle.uuid, 'admin@rival.pt', { supplierUuid: RIVAL_SUPPLIER });
    expect(res.statusCode, res.body).toBe(404);
    expect(await vehicleRow(vehicle.uuid)).toEqual(vehicle);
  });
});
