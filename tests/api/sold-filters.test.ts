/**
 * The sold list's call (spec 02 §6, §7): GET /vehicles/company/{id}?availability=SOLD,DELIVERED
 * with the sold list's keys. Each vehicle carries its sale as the role sees
 * it and, for the cost roles, the sale margin (salePrice − buy price − costs
 * without COMPLAINT); the roles limited to their own sales get only those,
 * without naming themselves; the stock list stays as it was. Expectations
 * are read from the database with SQL, not with the code under test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Sale } from '../../src/domain/entities';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { bearer, body, testAppWithUsers } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

type SoldAnswer = VehicleAnswer & { sale: Sale | null; saleMargin?: number | null };
const USERS = ['admin@demo.pt', 'vendedor@demo.pt', 'editor1@demo.pt', 'oficina@demo.pt', 'admin@rival.pt'];
const SOLD_URL = `/api/vehicles/company/${DEMO_COMPANY}?availability=SOLD,DELIVERED`;

const { t, tokens: tok } = testAppWithUsers(USERS);

beforeAll(async () => {
  // The demo gives EDITOR1 no sale: one of the second seller's becomes theirs.
  const [sale] = await t.database.db
    .select()
    .from(s.sales)
    .where(eq(s.sales.sellerUuid, userUuid('vendedor2@demo.pt')))
    .limit(1);
  if (!sale) throw new Error('the demo has no sale of the second seller');
  await t.database.db
    .update(s.sales)
    .set({ sellerUuid: userUuid('editor1@demo.pt') })
    .where(eq(s.sales.uuid, sale.uuid));
});

async function list(url: string, as = 'admin@demo.pt'): Promise<SoldAnswer[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(tok[as] ?? '') });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ vehicles: SoldAnswer[] }>(res).vehicles;
}

/** The company's sold and delivered vehicles' sales matching an extra SQL condition. */
async function expectedSales(where?: ReturnType<typeof sql>) {
  return t.database.db
    .select({ sale: s.sales, vehicle: s.vehicles, location: s.stands.location })
    .from(s.sales)
    .innerJoin(s.vehicles, eq(s.vehicles.uuid, s.sales.vehicleUuid))
    .leftJoin(s.stands, eq(s.stands.uuid, s.vehicles.standUuid))
    .where(
      and(
        eq(s.sales.companyUuid, DEMO_COMPANY),
        inArray(s.vehicles.availability, ['SOLD', 'DELIVERED']),
        where,
      ),
    );
}

const uuids = (rows: { uuid: string }[]) => rows.map((r) => r.uuid).sort();
const vehicleUuids = (rows: Awaited<ReturnType<typeof expectedSales>>) =>
  rows.map((r) => r.vehicle.uuid).sort();

describe('the admin', () => {
  it('gets every sold vehicle with its sale and its margin', async () => {
    const got = await list(SOLD_URL);
    const expected = await expectedSales();
    expect(uuids(got)).toEqual(vehicleUuids(expected));
    const costs = await t.database.db
      .select({ vehicleUuid: s.vehicleCosts.vehicleUuid, total: sql<string>`sum(${s.vehicleCosts.value})` })
      .from(s.vehicleCosts)
      .where(and(eq(s.vehicleCosts.companyUuid, DEMO_COMPANY), ne(s.vehicleCosts.costType, 'COMPLAINT')))
      .groupBy(s.vehicleCosts.vehicleUuid);
    const costOf = new Map(costs.map((c) => [c.vehicleUuid, Number(c.total)]));
    for (const { sale, vehicle } of expected) {
      const answer = got.find((v) => v.uuid === vehicle.uuid);
      expect(answer?.sale).toMatchObject({
        uuid: sale.uuid,
        salePrice: sale.salePrice,
        sellerUuid: sale.sellerUuid,
      });
      const margin = sale.salePrice - (vehicle.buyPrice ?? 0) - (costOf.get(vehicle.uuid) ?? 0);
      expect(answer?.saleMargin).toBeCloseTo(margin, 2);
    }
  });

  it('narrows by sale month and year, financing, loan company, seller, stand, brand and plate', async () => {
    const [sample] = await expectedSales(eq(s.sales.loan, true));
    if (!sample?.sale.loanCompany || !sample.location) throw new Error('the demo has no financed sale');
    const [year, month] = sample.sale.dateOfSale.split('-').map(Number);
    const cases: [string, ReturnType<typeof sql>][] = [
      [
        `month=${month}&year=${year}`,
        sql`extract(month from ${s.sales.dateOfSale}) = ${month} and extract(year from ${s.sales.dateOfSale}) = ${year}`,
      ],
      ['loan=true', sql`${s.sales.loan} = true`],
      ['loan=false', sql`${s.sales.loan} = false`],
      [`loancompany=${sample.sale.loanCompany}`, sql`${s.sales.loanCompany} = ${sample.sale.loanCompany}`],
      [`seller_uuid=${sample.sale.sellerUuid}`, sql`${s.sales.sellerUuid} = ${sample.sale.sellerUuid}`],
      [`location=${sample.location.toLowerCase()}`, sql`${s.stands.location} = ${sample.location}`],
      [
        `brandmodel=${encodeURIComponent(sample.vehicle.brand.toLowerCase())}`,
        sql`lower(${s.vehicles.brand}) like ${`%${sample.vehicle.brand.toLowerCase()}%`} or lower(${s.vehicles.model}) like ${`%${sample.vehicle.brand.toLowerCase()}%`}`,
      ],
      [
        `licenseplate=${sample.vehicle.licensePlate}`,
        sql`${s.vehicles.licensePlate} = ${sample.vehicle.licensePlate}`,
      ],
    ];
    for (const [query, where] of cases) {
      const got = await list(`${SOLD_URL}&${query}`);
      const expected = vehicleUuids(await expectedSales(where));
      expect(expected.length, query).toBeGreaterThan(0);
      expect(uuids(got), query).toEqual(expected);
    }
  });

  it.each([
    ['month=13', 'month'],
    ['year=ontem', 'year'],
    ['loan=talvez', 'loan'],
    ['loancompany=cetelem', 'loancompany'],
  ])('refuses ?%s with 400 on its key', async (query, field) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${SOLD_URL}&${query}`,
      headers: bearer(tok['admin@demo.pt'] ?? ''),
    });
    expect(res.statusCode).toBe(400);
    expect(body<ErrorBody>(res).error.fields).toEqual({ [field]: MSG.invalidValue });
  });

  it('keeps the stock list as it was: no sale on its vehicles', async () => {
    const got = await list(`/api/vehicles/company/${DEMO_COMPANY}?availability=READY_FOR_SALE`);
    expect(got.length).toBeGreaterThan(0);
    expect(got.some((v) => 'sale' in v || 'saleMargin' in v)).toBe(false);
  });
});

describe.each(['vendedor@demo.pt', 'editor1@demo.pt'])('%s', (as) => {
  it('gets only their own sales, without naming themselves, and no cost or margin', async () => {
    const me = userUuid(as);
    const got = await list(SOLD_URL, as);
    const expected = vehicleUuids(await expectedSales(sql`${s.sales.sellerUuid} = ${me}`));
    expect(expected.length).toBeGreaterThan(0);
    expect(uuids(got)).toEqual(expected);
    for (const v of got) {
      expect(v.sale?.sellerUuid).toBe(me);
      expect(typeof v.sale?.salePrice).toBe('number');
      for (const key of ['saleMargin', 'buyPrice', 'totalCosts', 'totalCostsMargin'])
        expect(v).not.toHaveProperty(key);
    }
  });
});

describe('WORKSHOP', () => {
  // Issue 22: WORKSHOP sees a sale's workshop side only (no seller, no amounts), so a narrowing by
  // seller — which used to answer that seller's sales, seller included — is ignored, not an oracle.
  it('sees the sales without seller, amounts or margin, and cannot narrow by seller', async () => {
    const all = await list(SOLD_URL, 'oficina@demo.pt');
    const got = await list(`${SOLD_URL}&seller_uuid=${userUuid('vendedor2@demo.pt')}`, 'oficina@demo.pt');
    expect(got.length).toBeGreaterThan(0);
    expect(got.map((v) => v.uuid).sort()).toEqual(all.map((v) => v.uuid).sort());
    for (const v of got) {
      expect(v.sale).not.toHaveProperty('sellerUuid');
      expect(v.sale).not.toHaveProperty('client');
      expect(v.sale).not.toHaveProperty('salePrice');
      expect(v).not.toHaveProperty('saleMargin');
    }
  });
});

describe('a rival', () => {
  it("gets 404 for the company's sold list and sees only its own sales on its own", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: SOLD_URL,
      headers: bearer(tok['admin@rival.pt'] ?? ''),
    });
    expect(res.statusCode).toBe(404);
    const own = await list(
      `/api/vehicles/company/${RIVAL_COMPANY}?availability=SOLD,DELIVERED`,
      'admin@rival.pt',
    );
    expect(own.every((v) => v.companyUuid === RIVAL_COMPANY && v.sale?.companyUuid === RIVAL_COMPANY)).toBe(
      true,
    );
  });
});
