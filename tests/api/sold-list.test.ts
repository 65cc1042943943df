/**
 * The sold list of the roles limited to their own sales (spec 02 §6: SELLER,
 * EDITOR1, EDITOR2; 'sold.ownOnly'): narrowing the vehicle lists by seller
 * reads the sales, so it follows the change feed's rule for them. Naming
 * another seller answers the caller's own sales, exactly the vehicles of the
 * sales the caller's feed holds; the other roles narrow to whom they name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import type { Sale } from '../../src/domain/entities';
import type { Change, ChangesPage } from '../../src/domain/sync';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { bearer, body, testAppWithUsers } from './helpers/test-app';

const USERS = ['vendedor@demo.pt', 'editor1@demo.pt', 'admin@demo.pt'] as const;
type Username = (typeof USERS)[number];

const SELLER2 = userUuid('vendedor2@demo.pt');

const { t, tokens } = testAppWithUsers(USERS);

beforeAll(async () => {
  // The demo gives EDITOR1 no sale: one of the second seller's becomes theirs.
  const [sale] = await t.database.db.select().from(s.sales).where(eq(s.sales.sellerUuid, SELLER2)).limit(1);
  if (!sale) throw new Error('the demo has no sale of the second seller');
  await t.database.db
    .update(s.sales)
    .set({ sellerUuid: userUuid('editor1@demo.pt') })
    .where(eq(s.sales.uuid, sale.uuid));
});

async function list(url: string, as: Username): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[as]) });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ vehicles: VehicleAnswer[] }>(res)
    .vehicles.map((v) => v.uuid)
    .sort();
}

/** The sold or delivered vehicles whose sale this seller made, as the database holds them. */
async function soldBy(sellerUuid: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ uuid: s.vehicles.uuid })
    .from(s.sales)
    .innerJoin(s.vehicles, eq(s.vehicles.uuid, s.sales.vehicleUuid))
    .where(and(eq(s.sales.sellerUuid, sellerUuid), inArray(s.vehicles.availability, ['SOLD', 'DELIVERED'])));
  return rows.map((r) => r.uuid).sort();
}

/** The vehicles of the sales in the caller's change feed, read from scratch. */
async function feedSaleVehicles(as: Username): Promise<Set<string>> {
  const changes: Change[] = [];
  let since = '';
  for (let page = 0; page < 100; page += 1) {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/sync/changes',
      query: { since, limit: '2000' },
      headers: bearer(tokens[as]),
    });
    const answer = body<ChangesPage>(res);
    changes.push(...answer.changes);
    since = answer.cursor;
    if (!answer.hasMore) break;
  }
  return new Set(
    changes.flatMap((c) => (c.op === 'put' && c.entity === 'sales' ? [(c.record as Sale).vehicleUuid] : [])),
  );
}

const soldQuery = (seller: string) => `availability=SOLD,DELIVERED&seller_uuid=${seller}`;

describe.each([
  ['SELLER', 'vendedor@demo.pt'],
  ['EDITOR1', 'editor1@demo.pt'],
] as const)('a %s naming another seller', (_role, as) => {
  it("answers the caller's own sales, never the other seller's", async () => {
    const own = await soldBy(userUuid(as));
    const others = await soldBy(SELLER2);
    expect(own.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);
    for (const url of [
      `/api/vehicles/company/${DEMO_COMPANY}?${soldQuery(SELLER2)}`,
      `/api/vehicles/?${soldQuery(SELLER2)}`,
    ]) {
      const got = await list(url, as);
      expect(got, url).toEqual(own);
      expect(
        got.filter((uuid) => others.includes(uuid)),
        url,
      ).toEqual([]);
    }
  });

  it('sees exactly the vehicles of the sales its change feed holds', async () => {
    const got = await list(`/api/vehicles/company/${DEMO_COMPANY}?${soldQuery(SELLER2)}`, as);
    const feed = [...(await feedSaleVehicles(as))];
    const sold = await t.database.db
      .select({ uuid: s.vehicles.uuid })
      .from(s.vehicles)
      .where(inArray(s.vehicles.availability, ['SOLD', 'DELIVERED']));
    const soldSet = new Set(sold.map((r) => r.uuid));
    expect(feed.length).toBeGreaterThan(0);
    expect(got).toEqual(feed.filter((uuid) => soldSet.has(uuid)).sort());
  });
});

describe('the roles that see every sale', () => {
  it('narrow to the seller they name', async () => {
    const got = await list(`/api/vehicles/company/${DEMO_COMPANY}?${soldQuery(SELLER2)}`, 'admin@demo.pt');
    expect(got).toEqual(await soldBy(SELLER2));
  });
});

describe('the stock list of a SELLER', () => {
  it('is not narrowed: no seller named, every vehicle of the availability', async () => {
    const got = await list(
      `/api/vehicles/company/${DEMO_COMPANY}?availability=READY_FOR_SALE`,
      'vendedor@demo.pt',
    );
    const rows = await t.database.db
      .select({ uuid: s.vehicles.uuid })
      .from(s.vehicles)
      .where(and(eq(s.vehicles.companyUuid, DEMO_COMPANY), eq(s.vehicles.availability, 'READY_FOR_SALE')));
    expect(got).toEqual(rows.map((r) => r.uuid).sort());
  });
});
