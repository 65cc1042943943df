/**
 * Company calls (spec 01 §2 "Companies list", "Company detail", §5, §7
 * "Companies"; design §4, §6): the super user lists the active companies
 * with their counts, creates, edits and deletes them (deletion takes every
 * record of the company with it, in one transaction); staff read their own
 * company only; another company answers 404; refusals change nothing.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, count, eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { COMPANY_MESSAGES } from '../../src/domain/schemas/companies';
import * as s from '../../server/db/schema';
import type { CompanyAnswer } from '../../server/wire/serializers';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { body, testAppWithUsers } from './helpers/test-app';
import { expectError } from './helpers/errors';

const USERS = ['super@montra.pt', 'admin@demo.pt', 'vendedor@demo.pt', 'admin@rival.pt'] as const;

const { t, call } = testAppWithUsers(USERS);

async function companyRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.companies).where(eq(s.companies.uuid, uuid));
  return row;
}

/** Everything a company call could change. */
async function snapshot(): Promise<string> {
  const rows = await t.database.db.select().from(s.companies).orderBy(asc(s.companies.uuid));
  return JSON.stringify(rows);
}

async function countOf(table: typeof s.vehicles | typeof s.stands | typeof s.users, companyUuid: string) {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(table)
    .where(eq(table.companyUuid, companyUuid));
  return row?.n ?? -1;
}

let seq = 0;
/** A company of the super user's making, to change or delete freely. */
async function newCompany(payload: object = {}): Promise<CompanyAnswer> {
  seq += 1;
  const res = await call('POST', '/api/companies/', 'super@montra.pt', {
    name: `Empresa ${seq}`,
    ...payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<{ company: CompanyAnswer }>(res).company;
}

describe('GET /api/companies/', () => {
  it('lists the active companies to the super user, with financials and counts', async () => {
    const [hidden] = await t.database.db
      .insert(s.companies)
      .values({ name: 'Empresa Inativa', active: false })
      .returning();
    const res = await call('GET', '/api/companies/', 'super@montra.pt');
    expect(res.statusCode).toBe(200);
    const { companies } = body<{ companies: CompanyAnswer[] }>(res);
    const uuids = companies.map((c) => c.uuid);
    expect(uuids).toContain(DEMO_COMPANY);
    expect(uuids).toContain(RIVAL_COMPANY);
    expect(uuids).not.toContain(hidden?.uuid);
    expect(companies.every((c) => c.active)).toBe(true);

    const demo = companies.find((c) => c.uuid === DEMO_COMPANY);
    const [activeStands] = await t.database.db
      .select({ n: count() })
      .from(s.stands)
      .where(and(eq(s.stands.companyUuid, DEMO_COMPANY), eq(s.stands.active, true)));
    expect(demo).toMatchObject({
      name: 'Auto Demo Aveiro',
      color: '#c53030',
      logo: null,
      active: true,
      rowVersion: 1,
      numberOfStands: activeStands?.n,
      numberOfCars: await countOf(s.vehicles, DEMO_COMPANY),
    });
    // Two active stands of three (Stand Antigo is inactive).
    expect(demo?.numberOfStands).toBe(2);
    expect(demo?.numberOfCars).toBeGreaterThan(0);
    expect(demo?.financials.map((f) => f.name)).toEqual(['Cetelem', 'Credibom', 'Santander Consumer']);
    expect(demo?.financials[0]).toMatchObject({ companyUuid: DEMO_COMPANY, code: 'BNPAPTPL' });
    expect(typeof demo?.updatedAt).toBe('string');
  });

  it('answers staff with their own company only', async () => {
    const res = await call('GET', '/api/companies', 'vendedor@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(body<{ companies: CompanyAnswer[] }>(res).companies.map((c) => c.uuid)).toEqual([DEMO_COMPANY]);
  });
});

describe('GET /api/companies/:id', () => {
  it('gives the super user any company and staff their own', async () => {
    const rival = await call('GET', `/api/companies/${RIVAL_COMPANY}`, 'super@montra.pt');
    expect(rival.statusCode).toBe(200);
    expect(body<{ company: CompanyAnswer }>(rival).company).toMatchObject({
      uuid: RIVAL_COMPANY,
      name: 'Rival Motors Porto',
      numberOfStands: 1,
    });
    const own = await call('GET', `/api/companies/${DEMO_COMPANY}`, 'admin@demo.pt');
    expect(own.statusCode).toBe(200);
    expect(body<{ company: CompanyAnswer }>(own).company.uuid).toBe(DEMO_COMPANY);
  });

  it('answers 404 for another company, an unknown uuid and a non-uuid alike', async () => {
    const other = expectError(
      await call('GET', `/api/companies/${RIVAL_COMPANY}`, 'admin@demo.pt'),
      404,
      'NOT_FOUND',
    );
    const unknown = expectError(
      await call('GET', '/api/companies/00000000-0000-4000-8000-00000000abcd', 'super@montra.pt'),
      404,
      'NOT_FOUND',
    );
    expect(other).toEqual(unknown);
    expectError(await call('GET', '/api/companies/demo', 'super@montra.pt'), 404, 'NOT_FOUND');
  });
});

describe('POST /api/companies/', () => {
  it('creates a company for the super user: 201, colour lower-cased, kept in the database', async () => {
    const uuid = '5d7a2c1e-3b4f-4a6d-8e9f-0a1b2c3d4e5f';
    const res = await call('POST', '/api/companies/', 'super@montra.pt', {
      uuid,
      name: '  Nova   Empresa ',
      color: '#AABBCC',
      logo: '',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { company } = body<{ company: CompanyAnswer }>(res);
    expect(company).toMatchObject({
      uuid,
      name: 'Nova Empresa',
      color: '#aabbcc',
      logo: null,
      active: true,
      financials: [],
      numberOfStands: 0,
      numberOfCars: 0,
      rowVersion: 1,
    });
    expect(await companyRow(uuid)).toMatchObject({ name: 'Nova Empresa', color: '#aabbcc', active: true });

    // The same client uuid again is refused.
    const again = expectError(
      await call('POST', '/api/companies/', 'super@montra.pt', { uuid, name: 'Outra' }),
      400,
      'VALIDATION',
    );
    expect(again.error.fields).toEqual({ uuid: MSG.invalidValue });
  });

  it('refuses a company admin with 403 and writes nothing', async () => {
    const before = await snapshot();
    expectError(await call('POST', '/api/companies/', 'admin@demo.pt', { name: 'Não' }), 403, 'FORBIDDEN');
    expectError(await call('POST', '/api/companies', 'vendedor@demo.pt', { name: 'Não' }), 403, 'FORBIDDEN');
    expect(await snapshot()).toBe(before);
  });

  it('refuses bad input with 400 and the fields', async () => {
    const before = await snapshot();
    const missing = expectError(
      await call('POST', '/api/companies/', 'super@montra.pt', {}),
      400,
      'VALIDATION',
    );
    expect(missing.error.fields).toEqual({ name: MSG.required });
    const blank = expectError(
      await call('POST', '/api/companies/', 'super@montra.pt', { name: '   ', color: 'red' }),
      400,
      'VALIDATION',
    );
    expect(blank.error.fields).toEqual({ name: MSG.required, color: COMPANY_MESSAGES.invalidColor });
    const logo = expectError(
      await call('POST', '/api/companies/', 'super@montra.pt', {
        name: 'X',
        logo: 'https://evil.example/x.png',
      }),
      400,
      'VALIDATION',
    );
    expect(logo.error.fields).toEqual({ logo: COMPANY_MESSAGES.invalidLogo });
    for (const payload of [[], 'texto', { name: 42 }, { name: 'X', color: 5 }]) {
      const res = await call('POST', '/api/companies/', 'super@montra.pt', payload);
      // A bare string travels as text/plain: 415.
      expect([400, 415]).toContain(res.statusCode);
    }
    expect(await snapshot()).toBe(before);
  });
});

describe('PUT /api/companies/:id', () => {
  it('edits a company for the super user and answers 409 with the current one on a stale version', async () => {
    const created = await newCompany({ color: '#112233' });
    const res = await call('PUT', `/api/companies/${created.uuid}`, 'super@montra.pt', {
      name: 'Nome Novo',
      color: '#FFEEDD',
      logo: null,
      active: false,
      rowVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ company: CompanyAnswer }>(res).company).toMatchObject({
      uuid: created.uuid,
      name: 'Nome Novo',
      color: '#ffeedd',
      active: false,
      rowVersion: 2,
    });
    expect(await companyRow(created.uuid)).toMatchObject({ name: 'Nome Novo', active: false, rowVersion: 2 });

    const stale = expectError(
      await call('PUT', `/api/companies/${created.uuid}`, 'super@montra.pt', {
        name: 'Velho',
        rowVersion: 1,
      }),
      409,
      'CONFLICT',
    );
    expect(stale.current).toMatchObject({ uuid: created.uuid, name: 'Nome Novo', rowVersion: 2 });
    expect((await companyRow(created.uuid))?.name).toBe('Nome Novo');
  });

  it('keeps the fields the payload leaves out and refuses a foreign logo address', async () => {
    const created = await newCompany({ color: '#445566' });
    const res = await call('PUT', `/api/companies/${created.uuid}`, 'super@montra.pt', { name: 'Só nome' });
    expect(res.statusCode).toBe(200);
    expect(body<{ company: CompanyAnswer }>(res).company).toMatchObject({
      name: 'Só nome',
      color: '#445566',
    });
    const logo = expectError(
      await call('PUT', `/api/companies/${created.uuid}`, 'super@montra.pt', {
        logo: '/api/media/logos/outra-empresa.webp',
      }),
      400,
      'VALIDATION',
    );
    expect(logo.error.fields).toEqual({ logo: COMPANY_MESSAGES.invalidLogo });
  });

  it('refuses staff with 403 (their own company too) and changes nothing', async () => {
    const before = await snapshot();
    expectError(
      await call('PUT', `/api/companies/${DEMO_COMPANY}`, 'admin@demo.pt', { name: 'Minha' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('PUT', `/api/companies/${RIVAL_COMPANY}`, 'admin@demo.pt', { name: 'Tua' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('PUT', '/api/companies/00000000-0000-4000-8000-00000000abcd', 'super@montra.pt', {
        name: 'X',
      }),
      404,
      'NOT_FOUND',
    );
    const bad = expectError(
      await call('PUT', `/api/companies/${DEMO_COMPANY}`, 'super@montra.pt', { name: '', active: 'sim' }),
      400,
      'VALIDATION',
    );
    expect(bad.error.fields).toEqual({ name: MSG.required, active: MSG.invalidValue });
    expect(await snapshot()).toBe(before);
  });
});

describe('DELETE /api/companies/:id', () => {
  it('deletes the company and everything of it in one go, answering 200 with the company', async () => {
    const created = await newCompany();
    const super_ = (method: 'POST', url: string, payload: object) =>
      call(method, url, 'super@montra.pt', payload);
    const stand = await super_('POST', '/api/stands/', {
      name: 'S',
      location: 'aveiro',
      companyUuid: created.uuid,
    });
    expect(stand.statusCode, stand.body).toBe(201);
    const standUuid = body<{ stand: { uuid: string } }>(stand).stand.uuid;
    expect(
      (await super_('POST', `/api/financials/company/${created.uuid}`, { name: 'Banco', code: 'BANKPTPL' }))
        .statusCode,
    ).toBe(201);
    expect(
      (await super_('POST', '/api/suppliers/', { name: 'F', companyUuid: created.uuid })).statusCode,
    ).toBe(201);
    const register = await super_('POST', '/api/auth/register', {
      username: 'apagar@empresa.pt',
      password: 'palavra-passe-1',
      role: 'ADMIN',
      companyUuid: created.uuid,
    });
    expect(register.statusCode, register.body).toBe(201);
    await t.database.db.insert(s.vehicles).values({
      companyUuid: created.uuid,
      standUuid,
      brand: 'Fiat',
      model: 'Punto',
      licensePlate: 'XX00XX',
      createdAt: '2026-01-01',
    });
    const listed = await call('GET', `/api/companies/${created.uuid}`, 'super@montra.pt');
    expect(body<{ company: CompanyAnswer }>(listed).company).toMatchObject({
      numberOfStands: 1,
      numberOfCars: 1,
    });

    const res = await call('DELETE', `/api/companies/${created.uuid}`, 'super@montra.pt');
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ company: CompanyAnswer }>(res).company).toMatchObject({
      uuid: created.uuid,
      name: created.name,
    });
    expect(await companyRow(created.uuid)).toBeUndefined();
    expect(await countOf(s.stands, created.uuid)).toBe(0);
    expect(await countOf(s.vehicles, created.uuid)).toBe(0);
    expect(await countOf(s.users, created.uuid)).toBe(0);
    const [fin] = await t.database.db
      .select({ n: count() })
      .from(s.financials)
      .where(eq(s.financials.companyUuid, created.uuid));
    expect(fin?.n).toBe(0);
    const [sup] = await t.database.db
      .select({ n: count() })
      .from(s.suppliers)
      .where(eq(s.suppliers.companyUuid, created.uuid));
    expect(sup?.n).toBe(0);
    // The deletion reaches the mirrors.
    const tomb = await t.database.db
      .select()
      .from(s.tombstones)
      .where(and(eq(s.tombstones.entity, 'companies'), eq(s.tombstones.uuid, created.uuid)));
    expect(tomb).toHaveLength(1);

    expectError(await call('DELETE', `/api/companies/${created.uuid}`, 'super@montra.pt'), 404, 'NOT_FOUND');
  });

  it('refuses staff with 403 and deletes nothing', async () => {
    const before = await snapshot();
    expectError(await call('DELETE', `/api/companies/${DEMO_COMPANY}`, 'admin@demo.pt'), 403, 'FORBIDDEN');
    expectError(await call('DELETE', `/api/companies/${DEMO_COMPANY}`, 'admin@rival.pt'), 403, 'FORBIDDEN');
    expect(await snapshot()).toBe(before);
    expect(await countOf(s.vehicles, DEMO_COMPANY)).toBeGreaterThan(0);
  });
});
