/**
 * The availability lock (spec 01 §4, src/domain/availability.ts): a sold or
 * delivered vehicle's availability comes from its sale. The vehicle form
 * (PUT) keeps it whatever it sends while still saving the other fields, and
 * the availability call (PATCH) refuses with 409 and the current vehicle,
 * writing nothing and telling no one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Availability } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { bearer, body, makeTestApp, type TestApp } from './helpers/test-app';
import { makeVehicle } from './helpers/vehicles';
import type { ErrorBody } from './helpers/errors';

interface Answer {
  vehicle: VehicleAnswer;
}
let t: TestApp;
let manager = '';

beforeAll(async () => {
  t = await makeTestApp();
  manager = await t.login('gestor@demo.pt');
});

afterAll(async () => {
  await t.close();
});

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: bearer(manager), payload });

async function vehicleRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.vehicles).where(eq(s.vehicles.uuid, uuid));
  if (!row) throw new Error(`no vehicle ${uuid}`);
  return row;
}

async function eventsOf(uuid: string) {
  const rows = await t.database.db
    .select()
    .from(s.notifications)
    .where(eq(s.notifications.vehicleUuid, uuid));
  return rows.map((r) => r.notificationType);
}

/** A new vehicle put in the given availability behind the API's back, as its sale would. */
async function vehicleIn(availability: Availability): Promise<VehicleAnswer> {
  const res = await send('POST', '/api/vehicles/', makeVehicle());
  expect(res.statusCode, res.body).toBe(201);
  const { vehicle } = body<Answer>(res);
  await t.database.db.update(s.vehicles).set({ availability }).where(eq(s.vehicles.uuid, vehicle.uuid));
  const read = await t.app.inject({
    method: 'GET',
    url: `/api/vehicles/${vehicle.uuid}`,
    headers: bearer(manager),
  });
  return body<Answer>(read).vehicle;
}

describe.each(['SOLD', 'DELIVERED'] as const)('a %s vehicle', (locked) => {
  it('keeps its availability through the vehicle form, which saves the rest', async () => {
    const vehicle = await vehicleIn(locked);
    const res = await send('PUT', `/api/vehicles/${vehicle.uuid}`, {
      ...vehicle,
      availability: 'READY_FOR_SALE',
      mileage: 4321,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<Answer>(res).vehicle).toMatchObject({ availability: locked, mileage: 4321 });
    expect(await vehicleRow(vehicle.uuid)).toMatchObject({
      availability: locked,
      mileage: 4321,
      rowVersion: vehicle.rowVersion + 1,
    });
  });

  it('refuses the availability call with 409 and the current vehicle; nothing written, no one told', async () => {
    const vehicle = await vehicleIn(locked);
    const before = await vehicleRow(vehicle.uuid);
    const events = await eventsOf(vehicle.uuid);
    const res = await send('PATCH', `/api/vehicles/${vehicle.uuid}`, { availability: 'READY_FOR_SALE' });
    expect(res.statusCode, res.body).toBe(409);
    const err = body<ErrorBody>(res);
    expect(err.error).toEqual({ code: 'CONFLICT', message: MSG.invalidValue });
    expect(err.current).toMatchObject({ uuid: vehicle.uuid, availability: locked });
    expect(await vehicleRow(vehicle.uuid)).toEqual(before);
    expect(await eventsOf(vehicle.uuid)).toEqual(events);
  });
});

describe('a vehicle in stock', () => {
  it('changes availability through the availability call', async () => {
    const vehicle = await vehicleIn('VERIFYING');
    const res = await send('PATCH', `/api/vehicles/${vehicle.uuid}`, { availability: 'READY_FOR_SALE' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await vehicleRow(vehicle.uuid)).availability).toBe('READY_FOR_SALE');
  });
});
