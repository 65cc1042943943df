/**
 * GET /api/vehicles/{id} (spec 02 §3, §7): the answer is the vehicle, and the
 * vehicle has its costs — for the roles that see costs; the others get no
 * costs anywhere in the answer, and another company's vehicle is 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Cost } from '../../src/domain/entities';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { body, testAppWithUsers } from './helpers/test-app';
import { makeCost, makeVehicle } from './helpers/vehicles';

type ReadAnswer = { vehicle: VehicleAnswer & { costs?: Cost[] }; costs?: Cost[] };

const USERS = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'oficina@demo.pt',
  'vendedor@demo.pt',
  'editor1@demo.pt',
  'editor3@demo.pt',
  'admin@rival.pt',
  'super@montra.pt',
];
const { call } = testAppWithUsers(USERS);
let vehicleUuid = '';

beforeAll(async () => {
  const res = await call(
    'POST',
    '/api/vehicles/',
    'admin@demo.pt',
    makeVehicle({
      costs: [makeCost({ value: 120.5 }), makeCost({ costType: 'STAMP', value: 40 })],
    }),
  );
  expect(res.statusCode, res.body).toBe(201);
  vehicleUuid = body<ReadAnswer>(res).vehicle.uuid;
});

const read = (as: string) => call('GET', `/api/vehicles/${vehicleUuid}`, as);

describe('GET /api/vehicles/{id}', () => {
  it.each(['admin@demo.pt', 'gestor@demo.pt', 'oficina@demo.pt'])(
    '%s, who sees costs, gets the vehicle with its costs',
    async (as) => {
      const res = await read(as);
      expect(res.statusCode, res.body).toBe(200);
      const { vehicle } = body<ReadAnswer>(res);
      expect(vehicle.uuid).toBe(vehicleUuid);
      expect(vehicle.costs?.map((c) => [c.costType, c.value]).sort()).toEqual([
        ['MECHANIC', 120.5],
        ['STAMP', 40],
      ]);
      expect(vehicle.costs?.every((c) => c.vehicleUuid === vehicleUuid)).toBe(true);
      expect(vehicle.totalCosts).toBe(160.5);
    },
  );

  it.each(['vendedor@demo.pt', 'editor1@demo.pt', 'editor3@demo.pt'])(
    '%s, who may not see costs, gets the vehicle without costs',
    async (as) => {
      const res = await read(as);
      expect(res.statusCode, res.body).toBe(200);
      const answer = body<ReadAnswer>(res);
      expect(answer.vehicle.uuid).toBe(vehicleUuid);
      expect(answer.vehicle).not.toHaveProperty('costs');
      expect(answer.vehicle).not.toHaveProperty('totalCosts');
      expect(answer).not.toHaveProperty('costs');
    },
  );

  it('answers 404 to another company, and 403 to the super user (no vehicle.read)', async () => {
    const rival = await read('admin@rival.pt');
    expect(rival.statusCode).toBe(404);
    expect(rival.body).not.toContain('120.5');
    const superUser = await read('super@montra.pt');
    expect(superUser.statusCode).toBe(403);
    expect(superUser.body).not.toContain('120.5');
  });
});
