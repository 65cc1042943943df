/**
 * Financing company calls (spec 01 §5 "Financial", §7 "Financials"; spec 02
 * §7): every role of the company reads them, the super user and the
 * company's ADMIN write them; another company's answers 404; refusals
 * change nothing.
 */
import { describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import type { Financial } from '../../src/domain/types';
import * as s from '../../server/db/schema';
import { stableUuid } from '../../server/seed/ids';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { body, testAppWithUsers } from './helpers/test-app';
import { expectError } from './helpers/errors';

const USERS = [
  'super@montra.pt',
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'admin@rival.pt',
] as const;
type Username = (typeof USERS)[number];

const RIVAL_FINANCIAL = stableUuid('financial:rival-bpi');
const CETELEM = stableUuid('financial:cetelem');

const { t, call } = testAppWithUsers(USERS);

async function financialRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.financials).where(eq(s.financials.uuid, uuid));
  return row;
}

async function snapshot(): Promise<string> {
  return JSON.stringify(await t.database.db.select().from(s.financials).orderBy(asc(s.financials.uuid)));
}

let seq = 0;
async function newFinancial(as: Username = 'admin@demo.pt', companyUuid = DEMO_COMPANY): Promise<Financial> {
  seq += 1;
  const res = await call('POST', `/api/financials/company/${companyUuid}`, as, {
    name: `Banco ${seq}`,
    code: `BANK${seq}PTPL`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return body<{ financial: Financial }>(res).financial;
}

describe('GET /api/financials/company/:companyId', () => {
  it('lists the company financials to every role of the company, by name', async () => {
    for (const as of ['vendedor@demo.pt', 'admin@demo.pt', 'super@montra.pt'] as const) {
      const res = await call('GET', `/api/financials/company/${DEMO_COMPANY}`, as);
      expect(res.statusCode).toBe(200);
      const { financials } = body<{ financials: Financial[] }>(res);
      expect(financials.slice(0, 3).map((f) => f.name)).toEqual([
        'Cetelem',
        'Credibom',
        'Santander Consumer',
      ]);
      expect(financials.every((f) => f.companyUuid === DEMO_COMPANY)).toBe(true);
      expect(financials.find((f) => f.uuid === CETELEM)).toEqual({
        uuid: CETELEM,
        financialUuid: CETELEM,
        companyUuid: DEMO_COMPANY,
        name: 'Cetelem',
        code: 'BNPAPTPL',
        rowVersion: expect.any(Number) as number,
        updatedAt: expect.any(String) as string,
      });
    }
  });

  it("answers 404 for another company's financials", async () => {
    expectError(
      await call('GET', `/api/financials/company/${RIVAL_COMPANY}`, 'admin@demo.pt'),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('GET', `/api/financials/company/${DEMO_COMPANY}`, 'admin@rival.pt'),
      404,
      'NOT_FOUND',
    );
  });
});

describe('POST /api/financials/company/:companyUuid', () => {
  it('lets the company ADMIN and the super user create one: 201, in the database', async () => {
    const uuid = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
    const res = await call('POST', `/api/financials/company/${DEMO_COMPANY}`, 'admin@demo.pt', {
      uuid,
      name: ' Banco   Novo ',
      code: 'NOVOPTPL',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(body<{ financial: Financial }>(res).financial).toMatchObject({
      uuid,
      financialUuid: uuid,
      companyUuid: DEMO_COMPANY,
      name: 'Banco Novo',
      code: 'NOVOPTPL',
      rowVersion: 1,
    });
    expect(await financialRow(uuid)).toMatchObject({ name: 'Banco Novo', companyUuid: DEMO_COMPANY });
    const byTheSuper = await newFinancial('super@montra.pt', RIVAL_COMPANY);
    expect((await financialRow(byTheSuper.uuid))?.companyUuid).toBe(RIVAL_COMPANY);
  });

  it('refuses other roles with 403, another company with 404 and bad input with 400; writes nothing', async () => {
    const before = await snapshot();
    const payload = { name: 'Não', code: 'NAO' };
    expectError(
      await call('POST', `/api/financials/company/${DEMO_COMPANY}`, 'gestor@demo.pt', payload),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('POST', `/api/financials/company/${DEMO_COMPANY}`, 'vendedor@demo.pt', payload),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('POST', `/api/financials/company/${RIVAL_COMPANY}`, 'admin@demo.pt', payload),
      404,
      'NOT_FOUND',
    );
    const missing = expectError(
      await call('POST', `/api/financials/company/${DEMO_COMPANY}`, 'admin@demo.pt', { name: '' }),
      400,
      'VALIDATION',
    );
    expect(missing.error.fields).toEqual({ name: MSG.required, code: MSG.required });
    expect(await snapshot()).toBe(before);
  });
});

describe('PUT /api/financials/:id', () => {
  it('lets the company ADMIN edit one and answers 409 on a stale version', async () => {
    const financial = await newFinancial();
    const res = await call('PUT', `/api/financials/${financial.uuid}`, 'admin@demo.pt', {
      name: 'Banco Renomeado',
      code: 'RENOPTPL',
      rowVersion: 1,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ financial: Financial }>(res).financial).toMatchObject({
      name: 'Banco Renomeado',
      code: 'RENOPTPL',
      rowVersion: 2,
    });
    const stale = expectError(
      await call('PUT', `/api/financials/${financial.uuid}`, 'admin@demo.pt', {
        name: 'Velho',
        rowVersion: 1,
      }),
      409,
      'CONFLICT',
    );
    expect(stale.current).toMatchObject({ uuid: financial.uuid, name: 'Banco Renomeado', rowVersion: 2 });
    expect((await financialRow(financial.uuid))?.name).toBe('Banco Renomeado');
  });

  it("refuses other roles with 403 and another company's with 404; changes nothing", async () => {
    const before = await snapshot();
    expectError(
      await call('PUT', `/api/financials/${CETELEM}`, 'gestor@demo.pt', { name: 'X' }),
      403,
      'FORBIDDEN',
    );
    expectError(
      await call('PUT', `/api/financials/${RIVAL_FINANCIAL}`, 'admin@demo.pt', { name: 'X' }),
      404,
      'NOT_FOUND',
    );
    expectError(
      await call('PUT', `/api/financials/${CETELEM}`, 'admin@rival.pt', { name: 'X' }),
      404,
      'NOT_FOUND',
    );
    const bad = expectError(
      await call('PUT', `/api/financials/${CETELEM}`, 'admin@demo.pt', { code: '   ' }),
      400,
      'VALIDATION',
    );
    expect(bad.error.fields).toEqual({ code: MSG.required });
    expect(await snapshot()).toBe(before);
  });
});

describe('DELETE /api/financials/:id', () => {
  it('lets the company ADMIN delete one: 200 with the financial, gone from the database', async () => {
    const financial = await newFinancial();
    const res = await call('DELETE', `/api/financials/${financial.uuid}`, 'admin@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(body<{ financial: Financial }>(res).financial).toMatchObject({ uuid: financial.uuid });
    expect(await financialRow(financial.uuid)).toBeUndefined();
    expectError(await call('DELETE', `/api/financials/${financial.uuid}`, 'admin@demo.pt'), 404, 'NOT_FOUND');
  });

  it("refuses other roles with 403 and another company's with 404; deletes nothing", async () => {
    const before = await snapshot();
    expectError(await call('DELETE', `/api/financials/${CETELEM}`, 'gestor@demo.pt'), 403, 'FORBIDDEN');
    expectError(
      await call('DELETE', `/api/financials/${RIVAL_FINANCIAL}`, 'admin@demo.pt'),
      404,
      'NOT_FOUND',
    );
    expectError(await call('DELETE', '/api/financials/nao-e-uuid', 'admin@demo.pt'), 404, 'NOT_FOUND');
    expect(await snapshot()).toBe(before);
  });
});
