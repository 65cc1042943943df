/**
 * PUT /api/vehicles/{id} with the whole vehicle as GET gave it (spec 02 §4 and §7; issue 24):
 * a new photo order held in the form is saved with it, and `deletedCosts` takes the cost objects
 * GET returned as well as their uuids.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cost, Photo } from '../../src/domain/entities';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { expectError } from './helpers/errors';
import { photoRows } from './helpers/photos';
import { body, testAppWithUsers } from './helpers/test-app';
import { makeCost, makeVehicle } from './helpers/vehicles';

type Whole = VehicleAnswer & { photos: Photo[]; costs?: Cost[] };

const { t, call } = testAppWithUsers(['admin@demo.pt', 'editor1@demo.pt', 'vendedor@demo.pt'] as const);

async function newVehicle(costs = 0): Promise<string> {
  const res = await call(
    'POST',
    '/api/vehicles/',
    'admin@demo.pt',
    makeVehicle({ costs: Array.from({ length: costs }, (_, i) => makeCost({ value: 100 + i })) }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const uuid = body<{ vehicle: VehicleAnswer }>(res).vehicle.uuid;
  await t.database.db.insert(s.vehiclePhotos).values(
    ['a', 'b', 'c'].map((name, i) => ({
      vehicleUuid: uuid,
      companyUuid: DEMO_COMPANY,
      url: `/api/media/c/x/${name}.webp`,
      orderNum: i + 1,
    })),
  );
  return uuid;
}

async function getWhole(uuid: string, as: 'admin@demo.pt' | 'editor1@demo.pt' = 'admin@demo.pt') {
  const res = await call('GET', `/api/vehicles/${uuid}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ vehicle: Whole }>(res).vehicle;
}

const names = async (uuid: string) => (await photoRows(t, uuid)).map((p) => p.url.slice(-6, -5));

let vehicleUuid = '';
beforeAll(async () => {
  vehicleUuid = await newVehicle(3);
});

describe('PUT /api/vehicles/{id} with the whole vehicle', () => {
  it('saves the photo order the form renumbered (c, a, b), and changes nothing else of them', async () => {
    const whole = await getWhole(vehicleUuid);
    const byName = (n: string) => whole.photos.find((p) => p.url.includes(`/${n}.webp`))!;
    const photos = [
      { ...byName('c'), orderNum: 1 },
      { ...byName('a'), orderNum: 2 },
      { ...byName('b'), orderNum: 3 },
    ];
    const res = await call('PUT', `/api/vehicles/${vehicleUuid}`, 'admin@demo.pt', { ...whole, photos });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names(vehicleUuid)).toEqual(['c', 'a', 'b']);
    expect((await photoRows(t, vehicleUuid)).map((p) => p.orderNum)).toEqual([1, 2, 3]);
    // Sent back as read, the order stays.
    const again = await getWhole(vehicleUuid);
    const same = await call('PUT', `/api/vehicles/${vehicleUuid}`, 'admin@demo.pt', again);
    expect(same.statusCode, same.body).toBe(200);
    expect(await names(vehicleUuid)).toEqual(['c', 'a', 'b']);
  });

  it('takes the order as listed when the photos carry no orderNum', async () => {
    const uuid = await newVehicle();
    const whole = await getWhole(uuid, 'editor1@demo.pt');
    const photos = [...whole.photos].reverse().map(({ uuid: id }) => ({ uuid: id }));
    const res = await call('PUT', `/api/vehicles/${uuid}`, 'editor1@demo.pt', { ...whole, photos });
    expect(res.statusCode, res.body).toBe(200);
    expect(await names(uuid)).toEqual(['c', 'b', 'a']);
  });

  it("refuses another vehicle's photo with 400 on 'photos', changing nothing", async () => {
    const other = await newVehicle();
    const [stranger] = await photoRows(t, other);
    const whole = await getWhole(vehicleUuid);
    const before = await names(vehicleUuid);
    const res = await call('PUT', `/api/vehicles/${vehicleUuid}`, 'admin@demo.pt', {
      ...whole,
      brand: 'Outra',
      photos: [{ uuid: stranger!.uuid, orderNum: 1 }, ...whole.photos],
    });
    const error = expectError(res, 400, 'VALIDATION');
    expect(Object.keys(error.error.fields ?? {})).toContain('photos');
    expect(await names(vehicleUuid)).toEqual(before);
    const [row] = await t.database.db.select().from(s.vehicles).where(eq(s.vehicles.uuid, vehicleUuid));
    expect(row?.brand).toBe('Renault');
  });

  it('accepts deletedCosts as the cost objects GET returned, and as uuids', async () => {
    const whole = await getWhole(vehicleUuid);
    const [first, second, third] = whole.costs!;
    const res = await call('PUT', `/api/vehicles/${vehicleUuid}`, 'admin@demo.pt', {
      ...whole,
      costs: [second, third],
      deletedCosts: [first],
    });
    expect(res.statusCode, res.body).toBe(200);
    const left = async () =>
      (await t.database.db.select().from(s.vehicleCosts).where(eq(s.vehicleCosts.vehicleUuid, vehicleUuid)))
        .map((c) => c.uuid)
        .sort();
    expect(await left()).toEqual([second!.uuid, third!.uuid].sort());

    const next = await getWhole(vehicleUuid);
    const byUuid = await call('PUT', `/api/vehicles/${vehicleUuid}`, 'admin@demo.pt', {
      ...next,
      costs: next.costs!.filter((c) => c.uuid !== second!.uuid),
      deletedCosts: [second!.uuid],
    });
    expect(byUuid.statusCode, byUuid.body).toBe(200);
    expect(await left()).toEqual([third!.uuid]);
  });

  it('refuses a deleted cost that is neither a uuid nor a cost, with 400 on deletedCosts.0', async () => {
    const whole = await getWhole(vehicleUuid);
    const res = await call('PUT', `/api/vehicles/${vehicleUuid}`, 'admin@demo.pt', {
      ...whole,
      deletedCosts: [{ value: 3 }],
    });
    const error = expectError(res, 400, 'VALIDATION');
    expect(Object.keys(error.error.fields ?? {})).toContain('deletedCosts.0');
  });
});
