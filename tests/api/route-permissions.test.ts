/**
 * Route permissions (design §6): a route declares the permission its caller's
 * role must hold (`config.permission`) and the guard checks it right before
 * the handler. These pin the order every refusal keeps: the body is judged
 * before the role (400 beats 403), the role before the record (403 beats
 * 404), a forbidden write with an Idempotency-Key replays its 403, and a
 * check that depends on the record (a vehicle update) still answers 404 for
 * a record the caller cannot see.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, DEMO_STANDS, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';
import { expectError } from './helpers/errors';

let t: TestApp;
let seller = '';
let admin = '';

beforeAll(async () => {
  t = await makeTestApp();
  seller = await t.login('vendedor@demo.pt');
  admin = await t.login('admin@demo.pt');
});

afterAll(async () => {
  await t.close();
});

const UNKNOWN = '00000000-0000-4000-8000-00000000beef';

async function standCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(s.stands);
  return row?.n ?? -1;
}

async function demoVehicle() {
  const [row] = await t.database.db
    .select()
    .from(s.vehicles)
    .where(eq(s.vehicles.companyUuid, DEMO_COMPANY))
    .limit(1);
  if (!row) throw new Error('no demo vehicle');
  return row;
}

describe('a route whose permission the role lacks', () => {
  it('answers 403 in pt-PT whether the record exists, is absent or is another company’s', async () => {
    const before = await standCount();
    for (const id of [DEMO_STANDS.aveiro, UNKNOWN, DEMO_STANDS.porto]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/stands/${id}`,
        headers: bearer(seller),
        payload: { name: 'Tomado' },
      });
      expect(expectError(res, 403, 'FORBIDDEN').error.message).toBe(MSG.forbidden);
    }
    const create = await t.app.inject({
      method: 'POST',
      url: '/api/stands',
      headers: bearer(seller),
      payload: { companyUuid: DEMO_COMPANY, name: 'Novo', location: 'OVAR' },
    });
    expectError(create, 403, 'FORBIDDEN');
    expect(await standCount()).toBe(before);
    const [aveiro] = await t.database.db.select().from(s.stands).where(eq(s.stands.uuid, DEMO_STANDS.aveiro));
    expect(aveiro?.name).not.toBe('Tomado');
  });

  it('still answers 400 for a body that does not parse, as before the role is looked at', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stands',
      headers: { ...bearer(seller), 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(expectError(res, 400, 'INVALID_BODY').error.fields).toEqual({ body: MSG.invalidBody });
  });

  it('stores the 403 under an Idempotency-Key and replays it', async () => {
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/stands',
        headers: { ...bearer(seller), 'idempotency-key': 'forbidden-stand-0001' },
        payload: { companyUuid: DEMO_COMPANY, name: 'Novo', location: 'OVAR' },
      });
    const first = await send();
    expectError(first, 403, 'FORBIDDEN');
    const again = await send();
    expectError(again, 403, 'FORBIDDEN');
    expect(again.headers['idempotent-replay']).toBe('true');
  });

  it('lets a role that holds it through to the record checks (404 for another company)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/stands/company/${RIVAL_COMPANY}`,
      headers: bearer(admin),
    });
    expectError(res, 404, 'NOT_FOUND');
    const own = await t.app.inject({ method: 'GET', url: `/api/stands/${UNKNOWN}`, headers: bearer(seller) });
    expectError(own, 404, 'NOT_FOUND');
  });
});

describe('a check that depends on the record', () => {
  it('answers 404 to a SELLER updating a vehicle that does not exist, 403 for one it can see', async () => {
    const vehicle = await demoVehicle();
    const absent = await t.app.inject({
      method: 'PUT',
      url: `/api/vehicles/${UNKNOWN}`,
      headers: bearer(seller),
      payload: { brand: 'Outra' },
    });
    expectError(absent, 404, 'NOT_FOUND');
    for (const method of ['PUT', 'PATCH'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/vehicles/${vehicle.uuid}`,
        headers: bearer(seller),
        payload: method === 'PUT' ? { brand: 'Outra' } : { availability: 'VERIFYING' },
      });
      expectError(res, 403, 'FORBIDDEN');
    }
    const after = await demoVehicle();
    expect(after).toMatchObject({ brand: vehicle.brand, rowVersion: vehicle.rowVersion });
  });
});
