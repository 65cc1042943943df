/**
 * Cost-only writes (design §1, the workshop offline): POST /vehicles/{id}/costs,
 * PUT and DELETE /vehicle-costs/{id}. Permission 'vehicle.costs.write', the
 * company scope, the cost rules of spec 01 §5 and the totals of §9, each
 * checked against the database.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import type { Cost } from '../../src/domain/entities';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { bearer, body, testAppWithUsers } from './helpers/test-app';
import { makeCost, makeVehicle } from './helpers/vehicles';
import type { ErrorBody } from './helpers/errors';

const USERS = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'oficina@demo.pt',
  'editor3@demo.pt',
  'admin@rival.pt',
] as const;
type Username = (typeof USERS)[number];

const { t, tokens, call } = testAppWithUsers(USERS);
const addCost = (vehicleUuid: string, as: Username, payload: object, key?: string) =>
  call('POST', `/api/vehicles/${vehicleUuid}/costs`, as, payload, key ? { 'idempotency-key': key } : {});
const editCost = (costUuid: string, as: Username, payload: object) =>
  call('PUT', `/api/vehicle-costs/${costUuid}`, as, payload);
const removeCost = (costUuid: string, as: Username) => call('DELETE', `/api/vehicle-costs/${costUuid}`, as);

async function costRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.vehicleCosts).where(eq(s.vehicleCosts.uuid, uuid));
  return row;
}
const costsOf = (vehicleUuid: string) =>
  t.database.db.select().from(s.vehicleCosts).where(eq(s.vehicleCosts.vehicleUuid, vehicleUuid));

/** A fresh vehicle of the demo company, created through the API by the admin. */
async function newVehicle(overrides: object = {}): Promise<VehicleAnswer> {
  const res = await call('POST', '/api/vehicles/', 'admin@demo.pt', makeVehicle(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return body<{ vehicle: VehicleAnswer }>(res).vehicle;
}

/** A cost added through the API by the admin. */
async function newCost(vehicleUuid: string, overrides: object = {}): Promise<Cost> {
  const res = await addCost(vehicleUuid, 'admin@demo.pt', makeCost(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return body<{ cost: Cost }>(res).cost;
}

describe('POST /api/vehicles/{id}/costs', () => {
  it('adds a cost to the vehicle and its company', async () => {
    const vehicle = await newVehicle();
    const res = await addCost(
      vehicle.uuid,
      'gestor@demo.pt',
      makeCost({
        costType: 'INSPECTION',
        value: 35.5,
        description: '  Inspeção   periódica ',
        associatedInvoice: '',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const { cost } = body<{ cost: Cost }>(res);
    expect(cost).toMatchObject({
      vehicleUuid: vehicle.uuid,
      companyUuid: DEMO_COMPANY,
      costType: 'INSPECTION',
      value: 35.5,
      description: 'Inspeção periódica',
      associatedInvoice: null,
      date: '2026-02-01',
      rowVersion: 1,
    });
    expect(await costRow(cost.uuid)).toMatchObject({
      vehicleUuid: vehicle.uuid,
      companyUuid: DEMO_COMPANY,
      value: 35.5,
      description: 'Inspeção periódica',
    });
  });

  it('keeps a client-sent uuid and refuses it once used', async () => {
    const vehicle = await newVehicle();
    const uuid = crypto.randomUUID();
    const res = await addCost(vehicle.uuid, 'oficina@demo.pt', makeCost({ uuid }));
    expect(res.statusCode, res.body).toBe(201);
    expect(body<{ cost: Cost }>(res).cost.uuid).toBe(uuid);
    const again = await addCost(vehicle.uuid, 'oficina@demo.pt', makeCost({ uuid }));
    expect(again.statusCode).toBe(400);
    expect(body<ErrorBody>(again).error.fields).toEqual({ uuid: MSG.invalidValue });
    expect(await costsOf(vehicle.uuid)).toHaveLength(1);
  });

  it('adds one cost for an Idempotency-Key replayed', async () => {
    const vehicle = await newVehicle();
    const first = await addCost(vehicle.uuid, 'oficina@demo.pt', makeCost(), 'cost-add-00000001');
    const second = await addCost(vehicle.uuid, 'oficina@demo.pt', makeCost(), 'cost-add-00000001');
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(second.json()).toEqual(first.json());
    expect(await costsOf(vehicle.uuid)).toHaveLength(1);
  });

  it.each([
    ['without a type', { costType: undefined }, 'costType', MSG.chooseType],
    ['of an unknown type', { costType: 'FUEL' }, 'costType', MSG.chooseType],
    ['without a value', { value: undefined }, 'value', MSG.required],
    ['whose value is not a number', { value: 'duzentos' }, 'value', MSG.mustBeNumber],
    ['of 0', { value: 0 }, 'value', MSG.costValueTooLow],
    ['below 1', { value: 0.99 }, 'value', MSG.costValueTooLow],
    ['without a date', { date: undefined }, 'date', MSG.required],
    ['on a date that does not exist', { date: '2026-02-30' }, 'date', MSG.invalidValue],
  ])(
    'refuses a cost %s with 400 and its message, writing nothing',
    async (_name, overrides, field, message) => {
      const vehicle = await newVehicle();
      const res = await addCost(vehicle.uuid, 'admin@demo.pt', makeCost(overrides as object));
      expect(res.statusCode, res.body).toBe(400);
      expect(body<ErrorBody>(res).error.fields).toEqual({ [field]: message });
      expect(await costsOf(vehicle.uuid)).toHaveLength(0);
    },
  );

  it.each<Username>(['vendedor@demo.pt', 'editor3@demo.pt'])(
    'answers 403 to %s, writing nothing',
    async (as) => {
      const vehicle = await newVehicle();
      const res = await addCost(vehicle.uuid, as, makeCost());
      expect(res.statusCode).toBe(403);
      expect(await costsOf(vehicle.uuid)).toHaveLength(0);
    },
  );

  it('answers 404 for a vehicle that does not exist or is not a uuid', async () => {
    expect((await addCost(crypto.randomUUID(), 'admin@demo.pt', makeCost())).statusCode).toBe(404);
    expect((await addCost('nope', 'admin@demo.pt', makeCost())).statusCode).toBe(404);
  });
});

describe('PUT /api/vehicle-costs/{id}', () => {
  it('edits the cost and bumps its rowVersion', async () => {
    const vehicle = await newVehicle();
    const cost = await newCost(vehicle.uuid);
    const res = await editCost(cost.uuid, 'oficina@demo.pt', {
      ...cost,
      costType: 'PAINT_OR_PLATE',
      value: 480.9,
      rowVersion: cost.rowVersion,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ cost: Cost }>(res).cost).toMatchObject({
      costType: 'PAINT_OR_PLATE',
      value: 480.9,
      rowVersion: 2,
    });
    expect(await costRow(cost.uuid)).toMatchObject({
      costType: 'PAINT_OR_PLATE',
      value: 480.9,
      rowVersion: 2,
      vehicleUuid: vehicle.uuid,
    });
  });

  it('answers 409 with the current cost for a stale rowVersion, writing nothing', async () => {
    const vehicle = await newVehicle();
    const cost = await newCost(vehicle.uuid, { value: 100 });
    expect(
      (await editCost(cost.uuid, 'admin@demo.pt', { ...cost, value: 110, rowVersion: 1 })).statusCode,
    ).toBe(200);
    const before = await costRow(cost.uuid);
    const res = await editCost(cost.uuid, 'oficina@demo.pt', { ...cost, value: 120, rowVersion: 1 });
    expect(res.statusCode).toBe(409);
    expect(body<ErrorBody>(res).current).toMatchObject({ uuid: cost.uuid, value: 110, rowVersion: 2 });
    expect(await costRow(cost.uuid)).toEqual(before);
  });

  it.each([
    ['a value below 1', { value: 0 }, 'value', MSG.costValueTooLow],
    ['a value that is not a number', { value: '10' }, 'value', MSG.mustBeNumber],
    ['no type', { costType: null }, 'costType', MSG.chooseType],
    ['an empty date', { date: '' }, 'date', MSG.required],
  ])('refuses %s with 400, writing nothing', async (_name, overrides, field, message) => {
    const vehicle = await newVehicle();
    const cost = await newCost(vehicle.uuid);
    const before = await costRow(cost.uuid);
    const res = await editCost(cost.uuid, 'admin@demo.pt', { ...cost, ...overrides });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).error.fields).toEqual({ [field]: message });
    expect(await costRow(cost.uuid)).toEqual(before);
  });

  it('answers 403 to a SELLER, writing nothing', async () => {
    const vehicle = await newVehicle();
    const cost = await newCost(vehicle.uuid);
    const before = await costRow(cost.uuid);
    expect((await editCost(cost.uuid, 'vendedor@demo.pt', { ...cost, value: 999 })).statusCode).toBe(403);
    expect(await costRow(cost.uuid)).toEqual(before);
  });
});

describe('DELETE /api/vehicle-costs/{id}', () => {
  it('removes the cost, answers it, and a second delete is 404', async () => {
    const vehicle = await newVehicle();
    const cost = await newCost(vehicle.uuid);
    const res = await removeCost(cost.uuid, 'oficina@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(body<{ cost: Cost }>(res).cost).toMatchObject({ uuid: cost.uuid, vehicleUuid: vehicle.uuid });
    expect(await costRow(cost.uuid)).toBeUndefined();
    const [tomb] = await t.database.db
      .select({ n: count() })
      .from(s.tombstones)
      .where(and(eq(s.tombstones.uuid, cost.uuid), eq(s.tombstones.companyUuid, DEMO_COMPANY)));
    expect(tomb?.n).toBe(1);
    expect((await removeCost(cost.uuid, 'oficina@demo.pt')).statusCode).toBe(404);
  });

  it('answers 403 to a SELLER, writing nothing', async () => {
    const vehicle = await newVehicle();
    const cost = await newCost(vehicle.uuid);
    expect((await removeCost(cost.uuid, 'vendedor@demo.pt')).statusCode).toBe(403);
    expect(await costRow(cost.uuid)).toBeDefined();
  });
});

describe('totals after cost writes', () => {
  it('counts every cost but COMPLAINT in totalCosts and the margin, to the cent', async () => {
    const vehicle = await newVehicle({ buyPrice: 15250.4, sellerPrice: 18990 });
    const mechanic = await newCost(vehicle.uuid, { costType: 'MECHANIC', value: 420.35 });
    await newCost(vehicle.uuid, { costType: 'TRANSPORTATION', value: 150 });
    await newCost(vehicle.uuid, { costType: 'COMPLAINT', value: 1200 });
    const stamp = await newCost(vehicle.uuid, { costType: 'STAMP', value: 99.99 });
    await editCost(mechanic.uuid, 'oficina@demo.pt', { ...mechanic, value: 520.35 });
    await removeCost(stamp.uuid, 'oficina@demo.pt');

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/vehicles/${vehicle.uuid}`,
      headers: bearer(tokens['gestor@demo.pt']),
    });
    const answer = body<{ vehicle: VehicleAnswer; costs: Cost[] }>(res);
    // 520.35 + 150 (the 1200 complaint left out); 18990 − (15250.4 + 670.35).
    expect(answer.vehicle.totalCosts).toBe(670.35);
    expect(answer.vehicle.totalCostsMargin).toBe(3069.25);
    expect(answer.costs.map((c) => c.value).sort((a, b) => a - b)).toEqual([150, 520.35, 1200]);
  });
});

describe("another company's costs", () => {
  it('answers 404 to the rival admin on every cost route of the demo company, writing nothing', async () => {
    const vehicle = await newVehicle();
    const cost = await newCost(vehicle.uuid);
    const before = await costsOf(vehicle.uuid);
    const rival = 'admin@rival.pt';
    const answers = [
      await addCost(vehicle.uuid, rival, makeCost()),
      await editCost(cost.uuid, rival, { ...cost, value: 1 }),
      await removeCost(cost.uuid, rival),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(body<ErrorBody>(res).error.code).toBe('NOT_FOUND');
    }
    expect(await costsOf(vehicle.uuid)).toEqual(before);
  });

  it("answers 404 to the demo admin on the rival's costs", async () => {
    const [rivalCost] = await t.database.db
      .select()
      .from(s.vehicleCosts)
      .where(eq(s.vehicleCosts.companyUuid, RIVAL_COMPANY))
      .limit(1);
    if (!rivalCost) throw new Error('the seed has rival costs');
    expect((await editCost(rivalCost.uuid, 'admin@demo.pt', makeCost())).statusCode).toBe(404);
    expect((await removeCost(rivalCost.uuid, 'admin@demo.pt')).statusCode).toBe(404);
    expect((await addCost(rivalCost.vehicleUuid, 'admin@demo.pt', makeCost())).statusCode).toBe(404);
    expect(await costRow(rivalCost.uuid)).toEqual(rivalCost);
  });
});
