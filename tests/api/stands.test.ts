/**
 * Stand calls (spec 01 §2 "Create stand", "Stand detail", §3, §4, §5, §7
 * "Stands"; design §5, §6): every role of the company reads its stands with
 * their vehicle counts; the super user and the company's ADMIN create and
 * edit them; deactivating a stand leaves all its vehicles without a stand in
 * the same transaction; another company's stand answers 404.
 */
import { describe, expect, it } from 'vitest';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import type { StandAnswer } from '../../server/wire/serializers';
import { DEMO_COMPANY, DEMO_STANDS, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { body, testAppWithUsers } from './helpers/test-app';
import { makeVehicle } from './helpers/vehicles';
import { expectError } from './helpers/errors';

const USERS = [
  'super@montra.pt',
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'admin@rival.pt',
] as const;
type Username = (typeof USERS)[number];

const { t, call } = testAppWithUsers(USERS);

async function standRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.stands).where(eq(s.stands.uuid, uuid));
  return row;
}

/** Everything a stand call could change: the stands and where the vehicles are. */
async function snapshot(): Promise<string> {
  const db = t.database.db;
  const st = await db.select().from(s.stands).orderBy(asc(s.stands.uuid));
  const v = await db
    .select({ uuid: s.vehicles.uuid, standUuid: s.vehicles.standUuid, rowVersion: s.vehicles.rowVersion })
    .from(s.vehicles)
    .orderBy(asc(s.vehicles.uuid));
  return JSON.stringify({ st, v });
}

/** The counts of a stand straight from the database. */
async function countsOf(standUuid: string) {
  const rows = await t.database.db
    .select({ availability: s.vehicles.availability, n: count() })
    .from(s.vehicles)
    .where(eq(s.vehicles.standUuid, standUuid))
    .groupBy(s.vehicles.availability);
  const n = (list: string[]) =>
    rows.filter((r) => list.includes(r.availability)).reduce((a, r) => a + r.n, 0);
  return {
    vehiclesLengthInSale: n(['READY_FOR_SALE']),
    vehiclesLengthSold: n(['SOLD', 'DELIVERED']),
    vehiclesLengthOthers: n(['REPARING', 'VERIFYING']),
  };
}

let seq = 0;
async function newStand(as: Username = 'admin@demo.pt', companyUuid = DEMO_COMPANY): Promise<StandAnswer> {
  seq += 1;
  const res = await call('POST', '/api/stands/', as, { name: `Stand ${seq}`, location: 'ovar', companyUuid });
  expect(res.statusCode, res.body).toBe(201);
  return body<{ stand: StandAnswer }>(res).stand;
}

describe('GET /api/stands/company/:companyId', () => {
  it('lists the company stands with their vehicle counts to every role of the company', async () => {
    for (const as of ['admin@demo.pt', 'vendedor@demo.pt', 'super@montra.pt'] as const) {
      const res = await call('GET', `/api/stands/company/${DEMO_COMPANY}`, as);
      expect(res.statusCode).toBe(200);
      const { stands } = body<{ stands: StandAnswer[] }>(res);
      expect(stands.map((st) => st.uuid).sort()).toEqual(
        [DEMO_STANDS.ilhavo, DEMO_STANDS.aveiro, DEMO_STANDS.antigo].sort(),
      );
      expect(stands.find((st) => st.uuid === DEMO_STANDS.antigo)?.active).toBe(false);
      const ilhavo = stands.find((st) => st.uuid === DEMO_STANDS.ilhavo);
      expect(ilhavo).toMatchObject({
        companyUuid: DEMO_COMPANY,
        name: 'Stand Ílhavo',
        location: 'ILHAVO',
        active: true,
        ...(await countsOf(DEMO_STANDS.ilhavo)),
      });
      expect(
        (ilhavo?.vehiclesLengthInSale ?? 0) +
          (ilhavo?.vehiclesLengthSold ?? 0) +
          (ilhavo?.vehiclesLengthOthers ?? 0),
      ).toBeGreaterThan(0);
    }
  });

  it("answers 404 for another company's stands, an unknown company and a non-uuid", async () => {
    expectError(await call('GET', `/api/stands/company/${RIVAL_COMPANY}`, 'admin@demo.pt'), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/stands/company/${DEMO_COMPANY}`, 'admin@rival.pt'), 404, 'NOT_FOUND');
    expectError(
      await call('GET', '/api/stands/company/00000000-0000-4000-8000-00000000abcd', 'super@montra.pt'),
      404,
      'NOT_FOUND',
    );
    expectError(await call('GET', '/api/stands/company/demo', 'admin@demo.pt'), 404, 'NOT_FOUND');
  });
});

describe('GET /api/stands/:id', () => {
  it('gives a stand of their company, with its counts', async () => {
    const res = await call('GET', `/api/stands/${DEMO_STANDS.aveiro}`, 'vendedor@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(body<{ stand: StandAnswer }>(res).stand).toMatchObject({
      uuid: DEMO_STANDS.aveiro,
      location: 'AVEIRO',
      ...(await countsOf(DEMO_STANDS.aveiro)),
    });
  });

  it("answers 404 for another company's stand", async () => {
    expectError(await call('GET', `/api/stands/${DEMO_STANDS.porto}`, 'admin@demo.pt'), 404, 'NOT_FOUND');
    expectError(await call('GET', `/api/stands/${DEMO_STANDS.ilhavo}`, 'admin@rival.pt'), 404, 'NOT_FOUND');
  });
});

describe('POST /api/stands/', () => {
  it('lets the company ADMIN create a stand: 201, location upper-cased, counts at zero', async () => {
    const res = await call('POST', '/api/stands', 'admin@demo.pt', {
      name: '  Stand   Novo ',
      location: 'Ílhavo norte',
      address: '',
      companyUuid: DEMO_COMPANY,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { stand } = body<{ stand: StandAnswer }>(res);
    expect(stand).toMatchObject({
      name: 'Stand Novo',
      location: 'ÍLHAVO NORTE',
      address: null,
      active: true,
      companyUuid: DEMO_COMPANY,
      vehiclesLengthInSale: 0,
      vehiclesLengthSold: 0,
      vehiclesLengthOthers: 0,
      rowVersion: 1,
    });
    expect(await standRow(stand.uuid)).toMatchObject({ name: 'Stand Novo', location: 'ÍLHAVO NORTE' });
  });

  it('lets the super user create a stand in any company', async () => {
    const stand = await newStand('super@montra.pt', RIVAL_COMPANY);
    expect((await standRow(stand.uuid))?.companyUuid).toBe(RIVAL_COMPANY);
  });

  it('refuses other roles with 403, another company with 404 and bad input with 400; writes nothing', async () => {
    const before = await snapshot();
    const payload = { name: 'Não', location: 'X', companyUuid: DEMO_COMPANY };
    expectError(await call('POST', '/api/stands/', 'gestor@demo.pt', payload), 403, 'FORBIDDEN');
    expectError(await call('POST', '/api/stands/', 'vendedor@demo.pt', payload), 403, 'FORBIDDEN');
    expectError(
      await call('POST', '/api/stands/', 'admin@demo.pt', { ...payload, companyUuid: RIVAL_COMPANY }),
      404,
      'NOT_FOUND',
    );
    const missing = expectError(
      await call('POST', '/api/stands/', 'admin@demo.pt', { companyUuid: DEMO_COMPANY, location: '  ' }),
      400,
      'VALIDATION',
    );
    expect(missing.error.fields).toEqual({ name: MSG.required, location: MSG.required });
    const noCompany = expectError(
      await call('POST', '/api/stands/', 'admin@demo.pt', { name: 'A', location: 'B' }),
      400,
      'VALIDATION',
    );
    expect(noCompany.error.fields).toEqual({ companyUuid: MSG.required });
    expect(await snapshot()).toBe(before);
  });
});

describe('PUT /api/stands/:id', () => {
  it('lets the company ADMIN edit a stand and answers 409 on a stale version', async () => {
    const stand = await newStand();
    const res = await call('PUT', `/api/stands/${stand.uuid}`, 'admin@demo.pt', {
      name: 'Renomeado',
      location: 'aveiro',
      address: 'Rua 1',
      active: true,
      companyUuid: DEMO_COMPANY,
      rowVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ stand: StandAnswer }>(res).stand).toMatchObject({
      name: 'Renomeado',
      location: 'AVEIRO',
      address: 'Rua 1',
      rowVersion: 2,
    });
    const stale = expectError(
      await call('PUT', `/api/stands/${stand.uuid}`, 'admin@demo.pt', { name: 'Velho', rowVersion: 1 }),
      409,
      'CONFLICT',
    );
    expect(stale.current).toMatchObject({ uuid: stand.uuid, name: 'Renomeado', rowVersion: 2 });
    expect((await standRow(stand.uuid))?.name).toBe('Renomeado');
  });

  it("refuses other roles with 403 and another company's stand with 404; changes nothing", async () => {
    const before = await snapshot();
    expectError(
      await call('PUT', `/api/stands/${DEMO_STANDS.aveiro}`, 'gestor@demo.pt', { name: 'X' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('PUT', `/api/stands/${DEMO_STANDS.porto}`, 'admin@demo.pt', { active: false }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('PUT', `/api/stands/${DEMO_STANDS.aveiro}`, 'admin@demo.pt', {
        active: false,
        companyUuid: RIVAL_COMPANY,
      }),
      404,
      'NOT_FOUND',
    );
    const bad = expectError(
      await call('PUT', `/api/stands/${DEMO_STANDS.aveiro}`, 'admin@demo.pt', { name: '', active: 'não' }),
      400,
      'VALIDATION',
    );
    expect(bad.error.fields).toEqual({ name: MSG.required, active: MSG.invalidValue });
    expect(await snapshot()).toBe(before);
  });

  it('deactivating a stand leaves all its vehicles without a stand, in one transaction', async () => {
    const stand = await newStand();
    const created: string[] = [];
    for (const availability of ['READY_FOR_SALE', 'REPARING', 'VERIFYING'] as const) {
      const res = await call(
        'POST',
        '/api/vehicles/',
        'admin@demo.pt',
        makeVehicle({ standUuid: stand.uuid, availability }),
      );
      expect(res.statusCode, res.body).toBe(201);
      created.push(body<{ vehicle: { uuid: string } }>(res).vehicle.uuid);
    }
    const before = await call('GET', `/api/stands/${stand.uuid}`, 'admin@demo.pt');
    expect(body<{ stand: StandAnswer }>(before).stand).toMatchObject({
      vehiclesLengthInSale: 1,
      vehiclesLengthOthers: 2,
      vehiclesLengthSold: 0,
    });
    const elsewhere = await t.database.db
      .select({ uuid: s.vehicles.uuid })
      .from(s.vehicles)
      .where(eq(s.vehicles.standUuid, DEMO_STANDS.ilhavo));

    // A stale deactivation changes neither the stand nor its vehicles.
    const stale = await call('PUT', `/api/stands/${stand.uuid}`, 'admin@demo.pt', {
      active: false,
      companyUuid: DEMO_COMPANY,
      rowVersion: 99,
    });
    expectError(stale, 409, 'CONFLICT');
    const stillThere = await t.database.db
      .select({ standUuid: s.vehicles.standUuid })
      .from(s.vehicles)
      .where(inArray(s.vehicles.uuid, created));
    expect(stillThere.every((v) => v.standUuid === stand.uuid)).toBe(true);

    const res = await call('PUT', `/api/stands/${stand.uuid}`, 'admin@demo.pt', {
      active: false,
      companyUuid: DEMO_COMPANY,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ stand: StandAnswer }>(res).stand).toMatchObject({
      active: false,
      vehiclesLengthInSale: 0,
      vehiclesLengthOthers: 0,
      vehiclesLengthSold: 0,
    });
    expect((await standRow(stand.uuid))?.active).toBe(false);
    const freed = await t.database.db
      .select({ standUuid: s.vehicles.standUuid, rowVersion: s.vehicles.rowVersion })
      .from(s.vehicles)
      .where(inArray(s.vehicles.uuid, created));
    expect(freed).toHaveLength(3);
    expect(freed.every((v) => v.standUuid === null && v.rowVersion === 2)).toBe(true);
    // Other stands keep their vehicles.
    const [kept] = await t.database.db
      .select({ n: count() })
      .from(s.vehicles)
      .where(eq(s.vehicles.standUuid, DEMO_STANDS.ilhavo));
    expect(kept?.n).toBe(elsewhere.length);

    // Reactivating does not bring them back; the stand is simply usable again.
    const again = await call('PUT', `/api/stands/${stand.uuid}`, 'super@montra.pt', { active: true });
    expect(again.statusCode).toBe(200);
    expect(body<{ stand: StandAnswer }>(again).stand.active).toBe(true);
  });
});
