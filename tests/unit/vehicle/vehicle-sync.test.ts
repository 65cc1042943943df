// @vitest-environment node
/**
 * The vehicle actions against a real server (design §2, §4): a vehicle made on
 * the device keeps its uuid and its costs, a role's payload never names a
 * field it may not see, an edit sends only what changed, and a stale edit
 * becomes a conflict that "keep mine" settles without undoing the other
 * person's change to another field.
 */
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi } from '../../../src/data/api/client';
import { deleteMirror, mirror, openMirror } from '../../../src/data/db';
import { useSessionStore } from '../../../src/data/session';
import { beforeOf } from '../../../src/data/sync/pending';
import { pushOutbox } from '../../../src/data/sync/push';
import { keepMine, writeRegistry } from '../../../src/data/writes';
import type { Vehicle } from '../../../src/domain/entities';
import { vehicleSchema, type VehicleInput } from '../../../src/domain/schemas/vehicles';
import type { User } from '../../../src/domain/types';
import { conflictingFields } from '../../../src/domain/vehicle-diff';
import { createVehicle } from '../../../src/features/vehicle/actions/create-vehicle';
import { updateVehicle } from '../../../src/features/vehicle/actions/update-vehicle';
import { DEMO_STANDS } from '../../../server/seed/demo-organisation';
import { bearer, makeTestApp, type TestApp } from '../../api/helpers/test-app';
import * as v from 'valibot';

let t: TestApp;

interface Session {
  user: User;
  token: string;
}
const sessions = new Map<string, Session>();

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  configureApi({ prefixUrl: `http://127.0.0.1:${address.port}/api` });
  for (const username of ['gestor@demo.pt', 'admin@demo.pt', 'oficina@demo.pt']) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'stand-demo-2026' },
    });
    const { user, token } = res.json() as Session;
    sessions.set(username, { user, token });
  }
}, 120_000);

afterAll(async () => {
  await t.close();
});

/** Signs `username` in with an empty mirror of their own. */
async function as(username: string): Promise<Session> {
  const session = sessions.get(username);
  if (!session) throw new Error(`no session for ${username}`);
  await deleteMirror(session.user.uuid);
  openMirror(session.user.uuid);
  useSessionStore.setState({ status: 'authenticated', ...session, company: null, expired: false });
  return session;
}

const push = (s: Session) =>
  pushOutbox({ db: mirror(), userUuid: s.user.uuid, token: s.token, writes: writeRegistry });

let plates = 0;
function form(overrides: Record<string, unknown> = {}): VehicleInput {
  plates += 1;
  return v.parse(vehicleSchema, {
    brand: 'Dacia',
    model: 'Sandero',
    licensePlate: `ZZ-${String(plates).padStart(2, '0')}-ZZ`,
    createdAt: '2026-02-01',
    standUuid: DEMO_STANDS.ilhavo,
    buyPrice: 8000,
    sellerPrice: 10500,
    vehicleExtras: ['Sistema de navegação GPS'],
    ...overrides,
  });
}

async function onServer(s: Session, uuid: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/vehicles/${uuid}`, headers: bearer(s.token) });
  expect(res.statusCode).toBe(200);
  return res.json() as { vehicle: Vehicle & { standLocation?: string }; costs?: { uuid: string }[] };
}

beforeEach(() => {
  useSessionStore.setState({ status: 'anonymous', user: null, token: null });
  // The device is offline while the user works: the flush the engine runs after each queued write
  // sends nothing, and each test pushes by itself.
  vi.stubGlobal('navigator', { onLine: false });
});

describe('vehicle writes through the outbox', { timeout: 60_000 }, () => {
  it('creates the vehicle under the uuid made on the device, with its costs', async () => {
    const s = await as('gestor@demo.pt');
    const costUuid = crypto.randomUUID();
    const uuid = await createVehicle(
      form({ costs: [{ uuid: costUuid, costType: 'MECHANIC', value: 150, date: '2026-02-02' }] }),
    );
    expect(await push(s)).toEqual({ sent: 1, stopped: null });
    expect(await mirror().outbox.count()).toBe(0);

    const answer = await onServer(s, uuid);
    expect(answer.vehicle).toMatchObject({ uuid, brand: 'Dacia', sellerPrice: 10500, buyPrice: 8000 });
    expect(answer.vehicle.vehicleExtras).toEqual(['Sistema de navegação GPS']);
    expect(answer.costs?.map((c) => c.uuid)).toEqual([costUuid]);

    const mirrored = await mirror().vehicles.get(uuid);
    expect(mirrored?.rowVersion).toBe(answer.vehicle.rowVersion);
    expect(mirrored).not.toHaveProperty('standLocation');
    expect(mirrored).not.toHaveProperty('totalCosts');
    expect(await mirror().costs.get(costUuid)).toMatchObject({ vehicleUuid: uuid, value: 150 });
  });

  it('creates for a role that does not see the buy price without naming it (no 403)', async () => {
    const s = await as('oficina@demo.pt');
    const uuid = await createVehicle(form({ buyPrice: null }));
    expect(await push(s)).toEqual({ sent: 1, stopped: null });
    expect((await onServer(s, uuid)).vehicle).toMatchObject({ uuid, brand: 'Dacia' });
  });

  it('edits only the changed fields, and a stale edit becomes a conflict that keep-mine settles', async () => {
    const manager = await as('gestor@demo.pt');
    const uuid = await createVehicle(form());
    await push(manager);
    const before = (await mirror().vehicles.get(uuid))!;

    // Someone else changes the model and the mileage meanwhile.
    const admin = sessions.get('admin@demo.pt')!;
    const other = await t.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${uuid}`,
      headers: bearer(admin.token),
      payload: {
        brand: before.brand,
        model: 'Sandero Stepway',
        licensePlate: before.licensePlate,
        createdAt: before.createdAt,
        mileage: 1234,
        rowVersion: before.rowVersion,
      },
    });
    expect(other.statusCode).toBe(200);

    // My edit was made on the old version.
    const { changed } = await updateVehicle(before, {
      ...form(),
      licensePlate: before.licensePlate,
      sellerPrice: 9900,
    });
    expect(changed).toEqual(['sellerPrice']);
    await push(manager);
    const [row] = await mirror().outbox.toArray();
    expect(row).toMatchObject({ state: 'conflict', op: 'update' });
    const server = row!.serverRecord as Vehicle;
    expect(server).toMatchObject({ mileage: 1234, sellerPrice: 10500, model: 'Sandero Stepway' });
    const mine = row!.payload as Record<string, unknown>;
    expect(mine).toMatchObject({ model: 'Sandero', sellerPrice: 9900 });
    expect(conflictingFields(mine, beforeOf(row!) as object, server)).toEqual(['sellerPrice']);

    // Keep mine, as the conflict panel does it: the declaration re-bases my edit on the server's record.
    await keepMine(mirror(), row!.seq!);
    expect(await push(manager)).toEqual({ sent: 1, stopped: null });
    const after = (await onServer(manager, uuid)).vehicle;
    // Mine and theirs both stand: only the field I changed was written.
    expect(after).toMatchObject({ sellerPrice: 9900, mileage: 1234, model: 'Sandero Stepway' });
    expect(await mirror().vehicles.get(uuid)).toMatchObject({
      sellerPrice: 9900,
      rowVersion: after.rowVersion,
    });
  });

  it('sends an edit made offline on a vehicle created offline after its creation', async () => {
    const s = await as('gestor@demo.pt');
    const uuid = await createVehicle(form());
    const created = (await mirror().vehicles.get(uuid))!;
    expect(created.rowVersion).toBe(0);
    await updateVehicle(created, { ...form(), licensePlate: created.licensePlate, sellerPrice: 11111 });
    expect(await push(s)).toEqual({ sent: 2, stopped: null });
    const after = (await onServer(s, uuid)).vehicle;
    expect(after.sellerPrice).toBe(11111);
    expect(await mirror().vehicles.get(uuid)).toMatchObject({
      sellerPrice: 11111,
      rowVersion: after.rowVersion,
    });
  });

  it('removes the costs an edit deleted', async () => {
    const s = await as('gestor@demo.pt');
    const costUuid = crypto.randomUUID();
    const uuid = await createVehicle(
      form({ costs: [{ uuid: costUuid, costType: 'STAMP', value: 40, date: '2026-02-02' }] }),
    );
    await push(s);
    const before = (await mirror().vehicles.get(uuid))!;
    await updateVehicle(before, form({ licensePlate: before.licensePlate }), { deletedCosts: [costUuid] });
    expect(await push(s)).toEqual({ sent: 1, stopped: null });
    expect((await onServer(s, uuid)).costs).toEqual([]);
    expect(await mirror().costs.get(costUuid)).toBeUndefined();
  });
});
