/**
 * GET /api/vehicles/company/{companyId}/analysis (spec 02 §2 "Analytics", §3
 * "Analysis", §7; issue 12 contract): the figures are analyseStock's
 * (src/domain/analysis.ts) over the company's vehicles, costs and stands as
 * the database holds them; the age bands add up to the stock; the money
 * figures for ADMIN only ('analytics.stock'), null for an EDITOR
 * ('analytics.cars'); SELLER, MANAGER and WORKSHOP 403; another company 404.
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { analyseStock, type Analysis } from '../../src/domain/analysis';
import type { CostType } from '../../src/domain/enums';
import { isoDate } from '../../src/domain/stock';
import type { AuthedUser } from '../../server/auth/guard';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, DEMO_STANDS, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { toVehicle } from '../../server/wire/serializers';
import { stockVehicle } from './helpers/sales';
import { body, testAppWithUsers } from './helpers/test-app';

const USERS = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'oficina@demo.pt',
  'editor1@demo.pt',
  'editor3@demo.pt',
  'admin@rival.pt',
];
const URL = `/api/vehicles/company/${DEMO_COMPANY}/analysis`;

const { t, tokens: tok, call } = testAppWithUsers(USERS);

const daysAgo = (days: number) => isoDate(new Date(Date.now() - days * 86_400_000));

/** analyseStock over what the database holds for the company, as `role` sees the vehicles. */
async function expected(role: 'ADMIN' | 'EDITOR1', withMoney: boolean, companyUuid = DEMO_COMPANY) {
  const db = t.database.db;
  const actor: AuthedUser = {
    uuid: '00000000-0000-4000-8000-000000000001',
    username: 'x',
    role,
    isSuperUser: false,
    companyUuid,
  };
  const vehicles = await db.select().from(s.vehicles).where(eq(s.vehicles.companyUuid, companyUuid));
  const costs = await db.select().from(s.vehicleCosts).where(eq(s.vehicleCosts.companyUuid, companyUuid));
  const stands = await db.select().from(s.stands).where(eq(s.stands.companyUuid, companyUuid));
  return analyseStock({
    vehicles: vehicles.map((v) => toVehicle(actor, v)),
    costs: costs.map((c) => ({
      vehicleUuid: c.vehicleUuid,
      costType: c.costType as CostType,
      value: c.value,
    })),
    stands,
    today: isoDate(new Date()),
    withMoney,
  });
}

async function analysis(as: string, url = URL): Promise<Analysis> {
  const res = await call('GET', url, as);
  expect(res.statusCode, res.body).toBe(200);
  return body<{ analysis: Analysis }>(res).analysis;
}

describe('the stock analysis', () => {
  it('gives the admin analyseStock’s figures over the company’s data, bands adding up to the stock', async () => {
    const got = await analysis('admin@demo.pt');
    expect(got).toEqual(await expected('ADMIN', true));
    expect(got.numberCarsStock).toBeGreaterThan(0);
    expect(got.carLessSixMonths + got.carSixToTwelveMonths + got.carMoreTwelveMonths).toBe(
      got.numberCarsStock,
    );
    expect(got.numberCarsFuel.reduce((n, c) => n + c.count, 0)).toBe(got.numberCarsStock);
    expect(got.numberCarsBrand.reduce((n, c) => n + c.count, 0)).toBe(got.numberCarsStock);
    expect(got.numberCarsStand.reduce((n, c) => n + c.count, 0)).toBe(got.numberCarsStock);
    expect(got.totalValueStock).toEqual(expect.any(Number));
  });

  it('follows the stock: a car in each age band, one sold car left out', async () => {
    const before = await analysis('admin@demo.pt');
    const admin = tok['admin@demo.pt'] ?? '';
    await stockVehicle(t, admin, {
      brand: 'Analisada',
      createdAt: daysAgo(10),
      standUuid: DEMO_STANDS.ilhavo,
    });
    await stockVehicle(t, admin, { brand: 'Analisada', createdAt: daysAgo(200), availability: 'REPARING' });
    await stockVehicle(t, admin, { brand: 'Analisada', createdAt: daysAgo(400), availability: 'VERIFYING' });
    const sold = await stockVehicle(t, admin, { brand: 'Analisada', createdAt: daysAgo(400) });
    await t.database.db
      .update(s.vehicles)
      .set({ availability: 'SOLD' })
      .where(eq(s.vehicles.uuid, sold.uuid));

    const after = await analysis('admin@demo.pt');
    expect(after).toEqual(await expected('ADMIN', true));
    expect(after.numberCarsStock).toBe(before.numberCarsStock + 3);
    expect(after.carLessSixMonths).toBe(before.carLessSixMonths + 1);
    expect(after.carSixToTwelveMonths).toBe(before.carSixToTwelveMonths + 1);
    expect(after.carMoreTwelveMonths).toBe(before.carMoreTwelveMonths + 1);
    expect(after.numberCarsBrand).toContainEqual({ typeAnalysis: 'Analisada', count: 3 });
  });

  it('gives an EDITOR the counts with null money figures', async () => {
    for (const as of ['editor1@demo.pt', 'editor3@demo.pt']) {
      const got = await analysis(as);
      expect(got.averageStockMargin, as).toBeNull();
      expect(got.totalValueStock, as).toBeNull();
      expect(got).toEqual(await expected('EDITOR1', false));
      const admin = await analysis('admin@demo.pt');
      expect({ ...got, averageStockMargin: 0, totalValueStock: 0 }).toEqual({
        ...admin,
        averageStockMargin: 0,
        totalValueStock: 0,
      });
    }
  });

  it('refuses SELLER, MANAGER and WORKSHOP with 403; another company is 404', async () => {
    for (const as of ['vendedor@demo.pt', 'gestor@demo.pt', 'oficina@demo.pt']) {
      expect((await call('GET', URL, as)).statusCode, as).toBe(403);
    }
    const rivalUrl = `/api/vehicles/company/${RIVAL_COMPANY}/analysis`;
    expect((await call('GET', rivalUrl, 'admin@demo.pt')).statusCode).toBe(404);
    expect((await call('GET', '/api/vehicles/company/nope/analysis', 'admin@demo.pt')).statusCode).toBe(404);
    expect(await analysis('admin@rival.pt', rivalUrl)).toEqual(await expected('ADMIN', true, RIVAL_COMPANY));
  });
});
