/**
 * Vehicle calls (spec 01 §2 "Create vehicle", §5, §6, §7; spec 02 §7): create,
 * whole update with costs, lists with the spec's filters, the form's helpers.
 * Every refusal is checked against the database: nothing was written.
 */
import { describe, expect, it } from 'vitest';
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import type { Cost, Stand } from '../../src/domain/entities';
import { COST_TYPES } from '../../src/domain/enums';
import { COST_TYPE_LABELS } from '../../src/domain/labels';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, DEMO_STANDS, RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { bearer, body, testAppWithUsers } from './helpers/test-app';
import { makeCost, makeVehicle } from './helpers/vehicles';
import type { ErrorBody } from './helpers/errors';

interface OneAnswer {
  vehicle: VehicleAnswer;
  costs?: Cost[];
}

const USERS = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'oficina@demo.pt',
  'editor1@demo.pt',
  'editor3@demo.pt',
  'admin@rival.pt',
  'super@montra.pt',
] as const;
type Username = (typeof USERS)[number];

const { t, tokens, call } = testAppWithUsers(USERS);

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, as: Username, payload: object, key?: string) =>
  call(method, url, as, payload, key ? { 'idempotency-key': key } : {});
const get = (url: string, as: Username) => call('GET', url, as);
const create = (as: Username, payload: object, key?: string) =>
  send('POST', '/api/vehicles/', as, payload, key);
const put = (uuid: string, as: Username, payload: object) =>
  send('PUT', `/api/vehicles/${uuid}`, as, payload);

async function vehicleRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.vehicles).where(eq(s.vehicles.uuid, uuid));
  return row;
}
const costRows = (vehicleUuid: string) =>
  t.database.db.select().from(s.vehicleCosts).where(eq(s.vehicleCosts.vehicleUuid, vehicleUuid));
async function vehicleCount() {
  const [row] = await t.database.db.select({ n: count() }).from(s.vehicles);
  return row?.n ?? -1;
}

/** A vehicle created by the admin, with costs when given; returns its answer. */
async function seeded(overrides: object = {}): Promise<OneAnswer> {
  const res = await create('admin@demo.pt', makeVehicle(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return body<OneAnswer>(res);
}

describe('POST /api/vehicles/', () => {
  it('creates the vehicle in the actor company, tidied, with its costs and totals', async () => {
    const payload = makeVehicle({
      brand: '  Mercedes   Benz ',
      licensePlate: ' ab 12 cd ',
      buyPrice: 10000,
      sellerPrice: 14990.5,
      vehicleExtras: ['Sistema de navegação GPS', 'Sistema de navegação GPS'],
      costs: [
        makeCost({ costType: 'MECHANIC', value: 250.25 }),
        makeCost({ costType: 'PAINT_OR_PLATE', value: 400 }),
        makeCost({ costType: 'COMPLAINT', value: 999 }),
      ],
    });
    const res = await create('admin@demo.pt', payload);
    expect(res.statusCode, res.body).toBe(201);
    const { vehicle, costs } = body<OneAnswer>(res);
    expect(vehicle).toMatchObject({
      brand: 'Mercedes Benz',
      licensePlate: 'AB12CD',
      companyUuid: DEMO_COMPANY,
      standUuid: DEMO_STANDS.ilhavo,
      standLocation: 'ILHAVO',
      availability: 'READY_FOR_SALE',
      buyPrice: 10000,
      sellerPrice: 14990.5,
      vehicleExtras: ['Sistema de navegação GPS'],
      rowVersion: 1,
      // COMPLAINT is left out of the totals (spec 01 §9).
      totalCosts: 650.25,
      totalCostsMargin: 4340.25,
    });
    expect(costs?.map((c) => [c.costType, c.value]).sort()).toEqual([
      ['COMPLAINT', 999],
      ['MECHANIC', 250.25],
      ['PAINT_OR_PLATE', 400],
    ]);

    const row = await vehicleRow(vehicle.uuid);
    expect(row).toMatchObject({ companyUuid: DEMO_COMPANY, brand: 'Mercedes Benz', licensePlate: 'AB12CD' });
    const stored = await costRows(vehicle.uuid);
    expect(stored).toHaveLength(3);
    expect(stored.every((c) => c.companyUuid === DEMO_COMPANY)).toBe(true);
  });

  it('defaults availability to VERIFYING and answers on /api/vehicles without the slash', async () => {
    const { availability: _a, ...payload } = makeVehicle();
    const res = await send('POST', '/api/vehicles', 'gestor@demo.pt', payload);
    expect(res.statusCode, res.body).toBe(201);
    expect(body<OneAnswer>(res).vehicle.availability).toBe('VERIFYING');
  });

  it('keeps a client-sent uuid, and refuses one already used or not a uuid on fields.uuid', async () => {
    const uuid = crypto.randomUUID();
    const res = await create('admin@demo.pt', makeVehicle({ uuid }));
    expect(res.statusCode, res.body).toBe(201);
    expect(body<OneAnswer>(res).vehicle.uuid).toBe(uuid);
    expect((await vehicleRow(uuid))?.uuid).toBe(uuid);

    const before = await vehicleCount();
    for (const bad of [uuid, 'not-a-uuid']) {
      const again = await create('admin@demo.pt', makeVehicle({ uuid: bad }));
      expect(again.statusCode).toBe(400);
      expect(body<ErrorBody>(again).error.fields).toEqual({ uuid: MSG.invalidValue });
    }
    expect(await vehicleCount()).toBe(before);
  });

  it('creates one vehicle for an Idempotency-Key replayed', async () => {
    const payload = makeVehicle();
    const first = await create('admin@demo.pt', payload, 'vehicle-create-0001');
    const second = await create('admin@demo.pt', payload, 'vehicle-create-0001');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.headers['idempotent-replay']).toBe('true');
    expect(second.json()).toEqual(first.json());
    const rows = await t.database.db
      .select()
      .from(s.vehicles)
      .where(eq(s.vehicles.licensePlate, payload.licensePlate as string));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a missing brand', { brand: undefined }, 'brand', MSG.required],
    ['a blank model', { model: '   ' }, 'model', MSG.required],
    ['a missing licence plate', { licensePlate: undefined }, 'licensePlate', MSG.required],
    [
      'a licence plate over 8 characters',
      { licensePlate: 'AB-12-CD-9' },
      'licensePlate',
      MSG.licensePlateTooLong,
    ],
    ['a missing entry date', { createdAt: undefined }, 'createdAt', MSG.required],
    ['a mileage that is not a number', { mileage: '98 000' }, 'mileage', MSG.mustBeNumber],
    ['a list price that is not a number', { sellerPrice: 'caro' }, 'sellerPrice', MSG.mustBeNumber],
    [
      'a cost without a type',
      { costs: [makeCost({ costType: undefined })] },
      'costs.0.costType',
      MSG.chooseType,
    ],
    ['a cost of 0', { costs: [makeCost({ value: 0 })] }, 'costs.0.value', MSG.costValueTooLow],
    ['a cost without a date', { costs: [makeCost({ date: undefined })] }, 'costs.0.date', MSG.required],
    ['availability SOLD', { availability: 'SOLD' }, 'availability', MSG.invalidValue],
    ['availability DELIVERED', { availability: 'DELIVERED' }, 'availability', MSG.invalidValue],
    ['no stand', { standUuid: null }, 'standUuid', MSG.required],
    ['an inactive stand', { standUuid: DEMO_STANDS.antigo }, 'standUuid', MSG.invalidValue],
    ["another company's stand", { standUuid: DEMO_STANDS.porto }, 'standUuid', MSG.invalidValue],
    [
      'a supplier that does not exist',
      { supplierUuid: crypto.randomUUID() },
      'supplierUuid',
      MSG.invalidValue,
    ],
  ])('refuses %s with 400 and its message, writing nothing', async (_name, overrides, field, message) => {
    const before = await vehicleCount();
    const res = await create('admin@demo.pt', makeVehicle(overrides as object));
    expect(res.statusCode, res.body).toBe(400);
    expect(body<ErrorBody>(res).error.fields?.[field]).toBe(message);
    expect(await vehicleCount()).toBe(before);
  });

  it.each<[string, Username, object]>([
    ['SELLER cannot create at all', 'vendedor@demo.pt', {}],
    ['EDITOR1 cannot create', 'editor1@demo.pt', {}],
    ['the super user sees no vehicles', 'super@montra.pt', {}],
    ['WORKSHOP cannot write a buy price', 'oficina@demo.pt', { buyPrice: 9000 }],
    ['WORKSHOP cannot publish online', 'oficina@demo.pt', { online: true }],
    ['EDITOR3 cannot write a list price', 'editor3@demo.pt', { sellerPrice: 12000 }],
    ['EDITOR3 cannot write the trade-in seller', 'editor3@demo.pt', { retakePerson: 'admin@demo.pt' }],
    ['EDITOR3 cannot write VAT', 'editor3@demo.pt', { iva: false }],
    ['EDITOR3 cannot write costs', 'editor3@demo.pt', { costs: [makeCost()] }],
  ])('answers 403: %s', async (_name, as, overrides) => {
    const before = await vehicleCount();
    const res = await create(as, makeVehicle(overrides));
    expect(res.statusCode, res.body).toBe(403);
    expect(await vehicleCount()).toBe(before);
  });

  it('lets WORKSHOP create with costs and answers costs without buy price or margin', async () => {
    const res = await create('oficina@demo.pt', makeVehicle({ costs: [makeCost({ value: 120 })] }));
    expect(res.statusCode, res.body).toBe(201);
    const { vehicle, costs } = body<OneAnswer>(res);
    expect(costs).toHaveLength(1);
    expect(vehicle.totalCosts).toBe(120);
    expect(vehicle).not.toHaveProperty('buyPrice');
    expect(vehicle).not.toHaveProperty('totalCostsMargin');
  });

  it('lets EDITOR3 create without the fields it does not see, and answers without them', async () => {
    const res = await create('editor3@demo.pt', makeVehicle({ observations: 'Entrada  por retoma' }));
    expect(res.statusCode, res.body).toBe(201);
    const { vehicle, costs } = body<OneAnswer>(res);
    expect(vehicle.observations).toBe('Entrada por retoma');
    for (const hidden of [
      'sellerPrice',
      'retakePerson',
      'iva',
      'buyPrice',
      'totalCosts',
      'totalCostsMargin',
    ]) {
      expect(vehicle).not.toHaveProperty(hidden);
    }
    expect(costs).toBeUndefined();
  });

  it("notifies every other active user of the company, not the author, the inactive or the rival's", async () => {
    const { vehicle } = await seeded({ brand: 'Dacia', model: 'Sandero' });
    const [event] = await t.database.db
      .select()
      .from(s.notifications)
      .where(
        and(
          eq(s.notifications.vehicleUuid, vehicle.uuid),
          eq(s.notifications.notificationType, 'NEW_VEHICLE'),
        ),
      );
    expect(event).toMatchObject({
      companyUuid: DEMO_COMPANY,
      payload: { brand: 'Dacia', model: 'Sandero', license_plate: vehicle.licensePlate, uuid: vehicle.uuid },
    });
    const copies = await t.database.db
      .select({ userUuid: s.userNotifications.userUuid })
      .from(s.userNotifications)
      .where(eq(s.userNotifications.notificationUuid, event?.uuid ?? ''));
    const expected = await t.database.db
      .select({ uuid: s.users.uuid })
      .from(s.users)
      .where(
        and(
          eq(s.users.companyUuid, DEMO_COMPANY),
          eq(s.users.isActive, true),
          ne(s.users.uuid, userUuid('admin@demo.pt')),
        ),
      );
    expect(copies.map((c) => c.userUuid).sort()).toEqual(expected.map((u) => u.uuid).sort());
    const received = new Set(copies.map((c) => c.userUuid));
    expect(received.has(userUuid('admin@demo.pt'))).toBe(false);
    expect(received.has(userUuid('inativo@demo.pt'))).toBe(false);
    expect(received.has(userUuid('admin@rival.pt'))).toBe(false);
    expect(received.has(userUuid('gestor@demo.pt'))).toBe(true);
  });
});

describe('GET /api/vehicles/{id}', () => {
  it('answers totals by role: margin for managers, costs for the workshop, neither for a seller', async () => {
    const { vehicle } = await seeded({
      buyPrice: 8000.1,
      sellerPrice: 9999.99,
      costs: [makeCost({ value: 300.45 }), makeCost({ costType: 'COMPLAINT', value: 50 })],
    });
    const manager = body<OneAnswer>(await get(`/api/vehicles/${vehicle.uuid}`, 'gestor@demo.pt'));
    expect(manager.vehicle).toMatchObject({
      buyPrice: 8000.1,
      totalCosts: 300.45,
      totalCostsMargin: 1699.44,
    });
    expect(manager.costs).toHaveLength(2);

    const workshop = body<OneAnswer>(await get(`/api/vehicles/${vehicle.uuid}`, 'oficina@demo.pt'));
    expect(workshop.vehicle.totalCosts).toBe(300.45);
    expect(workshop.vehicle).not.toHaveProperty('totalCostsMargin');
    expect(workshop.costs).toHaveLength(2);

    const seller = body<OneAnswer>(await get(`/api/vehicles/${vehicle.uuid}`, 'vendedor@demo.pt'));
    expect(seller.vehicle.sellerPrice).toBe(9999.99);
    for (const hidden of ['buyPrice', 'totalCosts', 'totalCostsMargin', 'previewCosts']) {
      expect(seller.vehicle).not.toHaveProperty(hidden);
    }
    expect(seller.costs).toBeUndefined();
  });

  it('answers a null margin for a vehicle without a list price', async () => {
    const { vehicle } = await seeded({ buyPrice: 5000, sellerPrice: null });
    expect(vehicle.totalCostsMargin).toBeNull();
  });
});

describe('PUT /api/vehicles/{id}', () => {
  it('writes the whole vehicle and its costs: edit, add, add with a client uuid, delete', async () => {
    const { vehicle, costs = [] } = await seeded({
      buyPrice: 10000,
      sellerPrice: 13000,
      costs: [makeCost({ value: 100 }), makeCost({ costType: 'STAMP', value: 40 })],
    });
    const edited = costs.find((c) => c.costType === 'MECHANIC');
    const removed = costs.find((c) => c.costType === 'STAMP');
    const clientCost = crypto.randomUUID();
    const res = await put(vehicle.uuid, 'admin@demo.pt', {
      ...vehicle,
      mileage: 101000,
      sellerPrice: 13500,
      standUuid: DEMO_STANDS.aveiro,
      costs: [
        { ...edited, value: 150.5, description: 'Travões' },
        makeCost({ costType: 'TRANSPORTATION', value: 80 }),
        makeCost({ uuid: clientCost, costType: 'COMPLAINT', value: 500 }),
      ],
      deletedCosts: [removed?.uuid],
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = body<OneAnswer>(res);
    expect(answer.vehicle).toMatchObject({
      mileage: 101000,
      sellerPrice: 13500,
      standLocation: 'AVEIRO',
      rowVersion: 2,
      totalCosts: 230.5,
      totalCostsMargin: 3269.5,
    });

    const row = await vehicleRow(vehicle.uuid);
    expect(row).toMatchObject({
      mileage: 101000,
      sellerPrice: 13500,
      standUuid: DEMO_STANDS.aveiro,
      rowVersion: 2,
    });
    const stored = await costRows(vehicle.uuid);
    expect(stored.map((c) => [c.costType, c.value]).sort()).toEqual([
      ['COMPLAINT', 500],
      ['MECHANIC', 150.5],
      ['TRANSPORTATION', 80],
    ]);
    expect(stored.find((c) => c.uuid === edited?.uuid)).toMatchObject({
      description: 'Travões',
      rowVersion: 2,
    });
    expect(stored.some((c) => c.uuid === clientCost)).toBe(true);
    expect(stored.some((c) => c.uuid === removed?.uuid)).toBe(false);

    const [event] = await t.database.db
      .select()
      .from(s.notifications)
      .where(
        and(
          eq(s.notifications.vehicleUuid, vehicle.uuid),
          eq(s.notifications.notificationType, 'UPDATED_VEHICLE'),
        ),
      );
    expect(event?.payload).toEqual({
      brand: vehicle.brand,
      model: vehicle.model,
      license_plate: vehicle.licensePlate,
      uuid: vehicle.uuid,
    });
  });

  it('answers 409 with the current vehicle for a stale rowVersion and writes nothing', async () => {
    const { vehicle } = await seeded({ mileage: 5000 });
    expect((await put(vehicle.uuid, 'admin@demo.pt', { ...vehicle, mileage: 6000 })).statusCode).toBe(200);
    const before = await vehicleRow(vehicle.uuid);
    const res = await put(vehicle.uuid, 'gestor@demo.pt', {
      ...vehicle,
      mileage: 7000,
      rowVersion: 1,
      costs: [makeCost()],
    });
    expect(res.statusCode).toBe(409);
    const err = body<ErrorBody>(res);
    expect(err.error.code).toBe('CONFLICT');
    expect(err.current).toMatchObject({ uuid: vehicle.uuid, mileage: 6000, rowVersion: 2 });
    expect(await vehicleRow(vehicle.uuid)).toEqual(before);
    expect(await costRows(vehicle.uuid)).toHaveLength(0);
  });

  it.each([
    [
      'a licence plate over 8 characters',
      { licensePlate: '123456789' },
      'licensePlate',
      MSG.licensePlateTooLong,
    ],
    ['a blank brand', { brand: ' ' }, 'brand', MSG.required],
    ['a power that is not a number', { motorPower: 'muito' }, 'motorPower', MSG.mustBeNumber],
    ['availability SOLD', { availability: 'SOLD' }, 'availability', MSG.invalidValue],
    ['a cost of 0.5', { costs: [makeCost({ value: 0.5 })] }, 'costs.0.value', MSG.costValueTooLow],
    [
      'a cost of an unknown type',
      { costs: [makeCost({ costType: 'FUEL' as 'OTHER' })] },
      'costs.0.costType',
      MSG.chooseType,
    ],
    ['an inactive stand', { standUuid: DEMO_STANDS.antigo }, 'standUuid', MSG.invalidValue],
  ])('refuses %s with 400, writing nothing', async (_name, overrides, field, message) => {
    const { vehicle } = await seeded();
    const before = await vehicleRow(vehicle.uuid);
    const res = await put(vehicle.uuid, 'admin@demo.pt', { ...vehicle, ...overrides });
    expect(res.statusCode, res.body).toBe(400);
    expect(body<ErrorBody>(res).error.fields?.[field]).toBe(message);
    expect(await vehicleRow(vehicle.uuid)).toEqual(before);
    expect(await costRows(vehicle.uuid)).toHaveLength(0);
  });

  it.each<[string, Username, object]>([
    ['SELLER cannot edit a vehicle', 'vendedor@demo.pt', { mileage: 1 }],
    ['SELLER cannot write a buy price', 'vendedor@demo.pt', { buyPrice: 1 }],
    ['SELLER cannot write costs', 'vendedor@demo.pt', { costs: [makeCost()] }],
    ['EDITOR1 cannot write costs', 'editor1@demo.pt', { costs: [makeCost()] }],
    ['EDITOR1 cannot write a buy price', 'editor1@demo.pt', { buyPrice: 1 }],
    ['WORKSHOP cannot write a buy price', 'oficina@demo.pt', { buyPrice: 1 }],
    ['WORKSHOP cannot change the supplier', 'oficina@demo.pt', { supplierNotes: 'Leilão' }],
    ['EDITOR3 cannot write a list price', 'editor3@demo.pt', { sellerPrice: 1 }],
    ['EDITOR3 cannot write the trade-in seller', 'editor3@demo.pt', { retakePerson: 'x' }],
    ['EDITOR3 cannot write VAT', 'editor3@demo.pt', { iva: true }],
  ])('answers 403: %s, writing nothing', async (_name, as, overrides) => {
    const { vehicle } = await seeded({ buyPrice: 7000, sellerPrice: 9000 });
    const before = await vehicleRow(vehicle.uuid);
    const {
      buyPrice: _b,
      sellerPrice: _s,
      retakePerson: _r,
      iva: _i,
      previewCosts: _p,
      associatedCosts: _a,
      ...visible
    } = vehicle;
    const res = await put(vehicle.uuid, as, { ...visible, ...overrides });
    expect(res.statusCode, res.body).toBe(403);
    expect(await vehicleRow(vehicle.uuid)).toEqual(before);
    expect(await costRows(vehicle.uuid)).toHaveLength(0);
  });

  it('lets EDITOR3 edit entry date and observations, keeping the fields it does not see', async () => {
    const { vehicle } = await seeded({ sellerPrice: 9000, iva: true, retakePerson: 'vendedor@demo.pt' });
    const editor = body<OneAnswer>(await get(`/api/vehicles/${vehicle.uuid}`, 'editor3@demo.pt')).vehicle;
    const res = await put(vehicle.uuid, 'editor3@demo.pt', {
      ...editor,
      createdAt: '2026-02-02',
      observations: 'Chegou  com riscos',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({
      createdAt: '2026-02-02',
      observations: 'Chegou com riscos',
      sellerPrice: 9000,
      iva: true,
      retakePerson: 'vendedor@demo.pt',
    });
  });

  it('lets WORKSHOP add, edit and delete costs through the vehicle, never touching the buy price', async () => {
    const { vehicle, costs = [] } = await seeded({ buyPrice: 7000, costs: [makeCost({ value: 60 })] });
    const workshop = body<OneAnswer>(await get(`/api/vehicles/${vehicle.uuid}`, 'oficina@demo.pt')).vehicle;
    const res = await put(vehicle.uuid, 'oficina@demo.pt', {
      ...workshop,
      costs: [makeCost({ costType: 'UPHOLSTERER', value: 210 })],
      deletedCosts: [costs[0]?.uuid],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<OneAnswer>(res).vehicle.totalCosts).toBe(210);
    const stored = await costRows(vehicle.uuid);
    expect(stored.map((c) => [c.costType, c.value])).toEqual([['UPHOLSTERER', 210]]);
    expect((await vehicleRow(vehicle.uuid))?.buyPrice).toBe(7000);
  });

  it('keeps a sold vehicle sold, whatever availability the form sends', async () => {
    const { vehicle } = await seeded();
    await t.database.db
      .update(s.vehicles)
      .set({ availability: 'SOLD' })
      .where(eq(s.vehicles.uuid, vehicle.uuid));
    const current = body<OneAnswer>(await get(`/api/vehicles/${vehicle.uuid}`, 'admin@demo.pt')).vehicle;
    const same = await put(vehicle.uuid, 'admin@demo.pt', { ...current, mileage: 1234 });
    expect(same.statusCode, same.body).toBe(200);
    const after = body<OneAnswer>(same).vehicle;
    expect(after.availability).toBe('SOLD');
    const other = await put(vehicle.uuid, 'admin@demo.pt', { ...after, availability: 'READY_FOR_SALE' });
    expect(other.statusCode, other.body).toBe(200);
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({ availability: 'SOLD', mileage: 1234 });
  });

  it("refuses a cost of another vehicle (400) and another company's cost (404)", async () => {
    const { vehicle } = await seeded();
    const { costs: otherCosts = [] } = await seeded({ costs: [makeCost()] });
    const [rivalCost] = await t.database.db
      .select()
      .from(s.vehicleCosts)
      .where(eq(s.vehicleCosts.companyUuid, RIVAL_COMPANY))
      .limit(1);
    const sameCompany = await put(vehicle.uuid, 'admin@demo.pt', {
      ...vehicle,
      deletedCosts: [otherCosts[0]?.uuid],
    });
    expect(sameCompany.statusCode).toBe(400);
    expect(body<ErrorBody>(sameCompany).error.fields).toEqual({ 'deletedCosts.0': MSG.invalidValue });
    const rival = await put(vehicle.uuid, 'admin@demo.pt', {
      ...vehicle,
      costs: [makeCost({ uuid: rivalCost?.uuid, value: 1 })],
    });
    expect(rival.statusCode).toBe(404);
    expect(await costRows(otherCosts[0]?.vehicleUuid ?? '')).toHaveLength(1);
    const [rivalAfter] = await t.database.db
      .select()
      .from(s.vehicleCosts)
      .where(eq(s.vehicleCosts.uuid, rivalCost?.uuid ?? ''));
    expect(rivalAfter).toEqual(rivalCost);
  });
});

describe('bad input is never a 500', () => {
  it.each<[string, (uuid: string) => [method: 'POST' | 'PUT', url: string], object | string, number]>([
    ['a rowVersion beyond an integer', (id) => ['PUT', `/api/vehicles/${id}`], { rowVersion: 1e10 }, 400],
    ['a body that is a list', () => ['POST', '/api/vehicles/'], [1, 2], 400],
    ['a body that is a string', () => ['POST', '/api/vehicles/'], '"x"', 400],
    ['costs that are not a list', () => ['POST', '/api/vehicles/'], { costs: 'x' }, 400],
    [
      'a NUL character in a text (dropped)',
      (id) => ['PUT', `/api/vehicles/${id}`],
      { brand: 'Fi\u0000at' },
      200,
    ],
  ])('%s: no 500', async (_name, route, overrides, status) => {
    const { vehicle } = await seeded();
    const [method, url] = route(vehicle.uuid);
    const payload =
      typeof overrides === 'string' || Array.isArray(overrides)
        ? overrides
        : { ...makeVehicle(), ...overrides };
    const res = await t.app.inject({
      method,
      url,
      payload,
      headers: { ...bearer(tokens['admin@demo.pt']), 'content-type': 'application/json' },
    });
    expect(res.statusCode, res.body).toBe(status);
    if (status === 200) expect((await vehicleRow(vehicle.uuid))?.brand).toBe('Fiat');
  });
});

describe('PATCH /api/vehicles/{id}', () => {
  it('changes the availability, notifies, and refuses SOLD', async () => {
    const { vehicle } = await seeded({ availability: 'VERIFYING' });
    const res = await send('PATCH', `/api/vehicles/${vehicle.uuid}`, 'gestor@demo.pt', {
      availability: 'REPARING',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<OneAnswer>(res).vehicle.availability).toBe('REPARING');
    const events = await t.database.db
      .select()
      .from(s.notifications)
      .where(eq(s.notifications.vehicleUuid, vehicle.uuid));
    expect(events.map((e) => e.notificationType).sort()).toEqual(['NEW_VEHICLE', 'UPDATED_VEHICLE']);
    const sold = await send('PATCH', `/api/vehicles/${vehicle.uuid}`, 'gestor@demo.pt', {
      availability: 'SOLD',
    });
    expect(sold.statusCode).toBe(400);
    expect((await vehicleRow(vehicle.uuid))?.availability).toBe('REPARING');
  });
});

describe("another company's records", () => {
  it('answers 404 to the rival admin on every vehicle route of the demo company and writes nothing', async () => {
    const { vehicle, costs = [] } = await seeded({ costs: [makeCost()] });
    const cost = costs[0];
    const before = { vehicle: await vehicleRow(vehicle.uuid), costs: await costRows(vehicle.uuid) };
    const rival = 'admin@rival.pt';
    const answers = [
      await get(`/api/vehicles/${vehicle.uuid}`, rival),
      await put(vehicle.uuid, rival, { ...vehicle, mileage: 1 }),
      await send('PATCH', `/api/vehicles/${vehicle.uuid}`, rival, { availability: 'REPARING' }),
      await send('POST', `/api/vehicles/${vehicle.uuid}/costs`, rival, makeCost()),
      await send('PUT', `/api/vehicle-costs/${cost?.uuid}`, rival, makeCost({ value: 2 })),
      await t.app.inject({
        method: 'DELETE',
        url: `/api/vehicle-costs/${cost?.uuid}`,
        headers: bearer(tokens[rival]),
      }),
      await get(`/api/stands/${DEMO_STANDS.ilhavo}/vehicles`, rival),
      await get(`/api/vehicles/company/${DEMO_COMPANY}`, rival),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(404);
      expect(body<ErrorBody>(res).error.code).toBe('NOT_FOUND');
    }
    expect(await vehicleRow(vehicle.uuid)).toEqual(before.vehicle);
    expect(await costRows(vehicle.uuid)).toEqual(before.costs);
  });
});

describe('vehicle lists', () => {
  type ListAnswer = { vehicles: VehicleAnswer[] };
  const list = async (url: string, as: Username = 'admin@demo.pt') => {
    const res = await get(url, as);
    expect(res.statusCode, res.body).toBe(200);
    return body<ListAnswer>(res).vehicles;
  };
  const demoRows = () =>
    t.database.db.select().from(s.vehicles).where(eq(s.vehicles.companyUuid, DEMO_COMPANY));

  it('lists exactly the caller company vehicles, on both paths', async () => {
    const all = await list('/api/vehicles/');
    const expected = (await demoRows()).map((r) => r.uuid).sort();
    expect(all.map((v) => v.uuid).sort()).toEqual(expected);
    expect((await list(`/api/vehicles/company/${DEMO_COMPANY}`)).map((v) => v.uuid).sort()).toEqual(expected);
    const rival = await list(`/api/vehicles/company/${RIVAL_COMPANY}`, 'admin@rival.pt');
    expect(rival.length).toBeGreaterThan(0);
    expect(rival.every((v) => v.companyUuid === RIVAL_COMPANY)).toBe(true);
  });

  it('narrows by an availability list', async () => {
    const got = await list(`/api/vehicles/company/${DEMO_COMPANY}?availability=VERIFYING,REPARING`);
    const expected = await t.database.db
      .select({ uuid: s.vehicles.uuid })
      .from(s.vehicles)
      .where(
        and(
          eq(s.vehicles.companyUuid, DEMO_COMPANY),
          inArray(s.vehicles.availability, ['VERIFYING', 'REPARING']),
        ),
      );
    expect(got.map((v) => v.uuid).sort()).toEqual(expected.map((r) => r.uuid).sort());
    expect(new Set(got.map((v) => v.availability))).toEqual(new Set(['VERIFYING', 'REPARING']));
  });

  it('matches brandmodel=clio on brand, model or both, case-insensitively', async () => {
    await seeded({ brand: 'Renault', model: 'CLIO Sport' });
    const rows = await demoRows();
    for (const query of ['clio', 'RENAULT clio', 'renault']) {
      const got = await list(`/api/vehicles/?brandmodel=${encodeURIComponent(query)}`);
      const q = query.toLowerCase();
      const expected = rows.filter((r) => `${r.brand} ${r.model}`.toLowerCase().includes(q));
      expect(got.length, query).toBeGreaterThan(1);
      expect(got.map((v) => v.uuid).sort(), query).toEqual(expected.map((r) => r.uuid).sort());
    }
  });

  it('takes pricemin and pricemax as inclusive bounds', async () => {
    const low = await seeded({ sellerPrice: 12345.67 });
    const high = await seeded({ sellerPrice: 12400 });
    const got = await list('/api/vehicles/?pricemin=12345.67&pricemax=12400');
    const expected = (await demoRows()).filter(
      (r) => r.sellerPrice !== null && r.sellerPrice >= 12345.67 && r.sellerPrice <= 12400,
    );
    expect(got.map((v) => v.uuid).sort()).toEqual(expected.map((r) => r.uuid).sort());
    expect(got.map((v) => v.uuid)).toEqual(expect.arrayContaining([low.vehicle.uuid, high.vehicle.uuid]));
  });

  it('narrows by licence plate, location, gearbox and vehicle type', async () => {
    const { vehicle } = await seeded({
      standUuid: DEMO_STANDS.aveiro,
      shift: 'AUTOMATIC',
      typeVehicle: 'COMMERCIAL',
      licensePlate: 'QX-99-QX',
    });
    const got = await list(
      '/api/vehicles/?licenseplate=qx-99&location=aveiro&shift=AUTOMATIC&typevehicle=COMMERCIAL',
    );
    expect(got.map((v) => v.uuid)).toEqual([vehicle.uuid]);
    const aveiro = await list('/api/vehicles/?location=AVEIRO');
    expect(aveiro.length).toBeGreaterThan(1);
    expect(aveiro.every((v) => v.standLocation === 'AVEIRO')).toBe(true);
  });

  it("narrows by seller_uuid to that seller's sales", async () => {
    const seller = userUuid('vendedor@demo.pt');
    const got = await list(`/api/vehicles/?availability=SOLD,DELIVERED&seller_uuid=${seller}`);
    const sales = await t.database.db
      .select({ uuid: s.sales.vehicleUuid })
      .from(s.sales)
      .where(eq(s.sales.sellerUuid, seller));
    expect(got.length).toBeGreaterThan(0);
    expect(got.map((v) => v.uuid).sort()).toEqual(sales.map((r) => r.uuid).sort());
  });

  it('applies field visibility to every listed vehicle', async () => {
    const seller = await list('/api/vehicles/', 'vendedor@demo.pt');
    expect(seller.some((v) => 'buyPrice' in v || 'totalCosts' in v || 'totalCostsMargin' in v)).toBe(false);
    const editor3 = await list('/api/vehicles/', 'editor3@demo.pt');
    expect(editor3.some((v) => 'sellerPrice' in v || 'iva' in v)).toBe(false);
    const manager = await list('/api/vehicles/', 'gestor@demo.pt');
    expect(manager.every((v) => typeof v.totalCosts === 'number' && 'totalCostsMargin' in v)).toBe(true);
  });

  it.each([
    ['availability=SOLDISH', 'availability', MSG.invalidValue],
    ['pricemin=barato', 'pricemin', MSG.mustBeNumber],
    ['shift=CVT', 'shift', MSG.invalidValue],
    ['seller_uuid=42', 'seller_uuid', MSG.invalidValue],
  ])('refuses ?%s with 400 on its key', async (query, field, message) => {
    const res = await get(`/api/vehicles/?${query}`, 'admin@demo.pt');
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).error.fields).toEqual({ [field]: message });
  });

  it("lists one stand's vehicles for its company, 404 for an unknown stand", async () => {
    const got = await list(`/api/stands/${DEMO_STANDS.aveiro}/vehicles`, 'vendedor@demo.pt');
    const expected = (await demoRows()).filter((r) => r.standUuid === DEMO_STANDS.aveiro);
    expect(got.map((v) => v.uuid).sort()).toEqual(expected.map((r) => r.uuid).sort());
    expect((await get(`/api/stands/${crypto.randomUUID()}/vehicles`, 'admin@demo.pt')).statusCode).toBe(404);
    const stand: Partial<Stand> = { uuid: DEMO_STANDS.porto };
    expect((await get(`/api/stands/${stand.uuid}/vehicles`, 'admin@demo.pt')).statusCode).toBe(404);
  });

  it('refuses the lists to the super user (403)', async () => {
    expect((await get('/api/vehicles/', 'super@montra.pt')).statusCode).toBe(403);
  });
});

describe('form helpers', () => {
  it('GET /api/helpers/vehicle-cost-types answers every cost type with its label', async () => {
    const res = await get('/api/helpers/vehicle-cost-types', 'oficina@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      costTypes: COST_TYPES.map((value) => ({ value, label: COST_TYPE_LABELS[value] })),
    });
  });

  it('GET /api/categories/ answers each category with its extras', async () => {
    const res = await get('/api/categories/', 'editor3@demo.pt');
    expect(res.statusCode).toBe(200);
    const { categories } = body<{
      categories: {
        uuid: string;
        label: string;
        extras: { uuid: string; label: string; description: string }[];
      }[];
    }>(res);
    const [stored] = await t.database.db.select({ n: count() }).from(s.extras);
    expect(categories.map((c) => c.label).sort()).toEqual(['Conforto', 'Multimédia', 'Segurança']);
    expect(categories.flatMap((c) => c.extras)).toHaveLength(stored?.n ?? -1);
    expect(categories.find((c) => c.label === 'Multimédia')?.extras).toContainEqual(
      expect.objectContaining({ label: 'GPS', description: 'Sistema de navegação GPS' }),
    );
  });
});
