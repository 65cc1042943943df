/**
 * The demo data set and the benchmark company (design §7): a second run of the
 * demo seed changes nothing, every documented login works, the stock is spread
 * over every availability, and `--vehicles N` builds a company of N vehicles.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AVAILABILITIES, COST_TYPES } from '../../src/domain/enums';
import { seedDemo } from '../../server/seed/demo';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { BENCH_USERNAME, seedScaleCompany } from '../../server/seed/scale';
import { makeTestApp, type TestApp } from './helpers/test-app';

const TABLES = [
  'companies',
  'users',
  'stands',
  'suppliers',
  'financials',
  'vehicles',
  'vehicle_costs',
  'categories',
  'extras',
  'vehicle_photos',
  'vehicle_videos',
  'vehicle_files',
  'sales',
  'contacts',
  'contact_interactions',
  'notifications',
  'user_notifications',
  'tombstones',
  'idempotency_keys',
] as const;

/** The logins of design §7 that must work. */
const DEMO_LOGINS = [
  'super@montra.pt',
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'vendedor2@demo.pt',
  'oficina@demo.pt',
  'editor1@demo.pt',
  'editor3@demo.pt',
  'admin@rival.pt',
  'vendedor@rival.pt',
];

let t: TestApp;

beforeAll(async () => {
  // Every migration run here on an empty database, then the seed: the one file that proves them on
  // PGlite and on PostgreSQL (the others start from the run's template, made the same way once).
  t = await makeTestApp({ fresh: true });
});

afterAll(async () => {
  await t.close();
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await t.database.db.execute(query);
  return result.rows as T[];
}

/** Row count and an md5 of every row (every column, sync bookkeeping included), per table. */
async function snapshot(): Promise<Record<string, { n: number; sum: string }>> {
  const out: Record<string, { n: number; sum: string }> = {};
  for (const table of TABLES) {
    const [row] = await rows<{ n: number; sum: string }>(
      sql`SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS sum
          FROM ${sql.identifier(table)} t`,
    );
    out[table] = row ?? { n: -1, sum: '' };
  }
  return out;
}

async function countBy(company: string): Promise<Record<string, number>> {
  const list = await rows<{ availability: string; n: number }>(
    sql`SELECT availability, count(*)::int AS n FROM vehicles WHERE company_uuid = ${company} GROUP BY availability`,
  );
  return Object.fromEntries(list.map((r) => [r.availability, r.n]));
}

describe('demo data set', () => {
  it('a second run of the demo seed changes no row of any table, on the same day or a later one', async () => {
    const before = await snapshot();
    expect(before.vehicles?.n).toBeGreaterThan(0);
    await seedDemo(t.database.db);
    expect(await snapshot()).toEqual(before);
    await seedDemo(t.database.db, new Date(Date.now() + 40 * 86_400_000));
    expect(await snapshot()).toEqual(before);
  });

  it('every demo login of design §7 works with the demo password', async () => {
    for (const username of DEMO_LOGINS) {
      const res = await t.postLogin(username);
      expect(res.statusCode, username).toBe(200);
      expect((res.json() as { user: { username: string } }).user.username).toBe(username);
    }
  });

  it('refuses the inactive demo user (inativo@demo.pt) with 401', async () => {
    const res = await t.postLogin('inativo@demo.pt');
    expect(res.statusCode).toBe(401);
  });

  it('Auto Demo Aveiro holds about 60 vehicles in every availability, Rival Motors Porto about 10', async () => {
    const demo = await countBy(DEMO_COMPANY);
    const demoTotal = Object.values(demo).reduce((a, b) => a + b, 0);
    expect(demoTotal).toBeGreaterThanOrEqual(55);
    expect(demoTotal).toBeLessThanOrEqual(65);
    for (const availability of AVAILABILITIES) expect(demo[availability], availability).toBeGreaterThan(0);
    expect(demo.READY_FOR_SALE).toBe(Math.max(...Object.values(demo)));

    const rival = Object.values(await countBy(RIVAL_COMPANY)).reduce((a, b) => a + b, 0);
    expect(rival).toBeGreaterThanOrEqual(8);
    expect(rival).toBeLessThanOrEqual(12);
  });

  it('stores licence plates upper case, without spaces, at most 8 characters and unique per company', async () => {
    const bad = await rows<{ license_plate: string }>(
      sql`SELECT license_plate FROM vehicles
          WHERE license_plate <> upper(license_plate) OR license_plate LIKE '% %' OR length(license_plate) > 8`,
    );
    expect(bad).toEqual([]);
    const duplicates = await rows(
      sql`SELECT company_uuid, license_plate FROM vehicles GROUP BY 1, 2 HAVING count(*) > 1`,
    );
    expect(duplicates).toEqual([]);
  });

  it('gives each vehicle 1 to 3 photos numbered from 1 with exactly one featured, and costs of every type', async () => {
    const photos = await rows<{ n: number; featured: number; max_order: number }>(
      sql`SELECT count(p.uuid)::int AS n, count(*) FILTER (WHERE p.is_featured)::int AS featured,
                 coalesce(max(p.order_num), 0)::int AS max_order
          FROM vehicles v LEFT JOIN vehicle_photos p ON p.vehicle_uuid = v.uuid GROUP BY v.uuid`,
    );
    for (const p of photos) {
      expect(p.n).toBeGreaterThanOrEqual(1);
      expect(p.n).toBeLessThanOrEqual(3);
      expect(p.featured).toBe(1);
      expect(p.max_order).toBe(p.n);
    }
    const types = await rows<{ cost_type: string }>(
      sql`SELECT DISTINCT cost_type FROM vehicle_costs WHERE company_uuid = ${DEMO_COMPANY}`,
    );
    expect(types.map((r) => r.cost_type).sort()).toEqual([...COST_TYPES].sort());
  });

  it('gives every SOLD and DELIVERED vehicle one sale, with a delivery date only when DELIVERED', async () => {
    const list = await rows<{ availability: string; sale: string | null; deliver_date: string | null }>(
      sql`SELECT v.availability, s.uuid AS sale, s.deliver_date::text AS deliver_date
          FROM vehicles v LEFT JOIN sales s ON s.vehicle_uuid = v.uuid`,
    );
    for (const v of list) {
      const sold = v.availability === 'SOLD' || v.availability === 'DELIVERED';
      expect(v.sale !== null, v.availability).toBe(sold);
      expect(v.deliver_date !== null).toBe(v.availability === 'DELIVERED');
    }
    const thisMonth = new Date().toISOString().slice(0, 7);
    const [month] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sales
          WHERE company_uuid = ${DEMO_COMPANY} AND to_char(date_of_sale, 'YYYY-MM') = ${thisMonth}`,
    );
    expect(month?.n).toBeGreaterThanOrEqual(3);
  });

  it('has contacts with interactions and notifications for every active user of the company', async () => {
    const [c] = await rows<{ contacts: number; statuses: number; interactions: number }>(
      sql`SELECT count(DISTINCT c.uuid)::int AS contacts, count(DISTINCT c.status)::int AS statuses,
                 count(i.uuid)::int AS interactions
          FROM contacts c LEFT JOIN contact_interactions i ON i.contact_uuid = c.uuid
          WHERE c.company_uuid = ${DEMO_COMPANY}`,
    );
    expect(c?.contacts).toBeGreaterThanOrEqual(20);
    expect(c?.statuses).toBe(4);
    expect(c?.interactions).toBeGreaterThan(0);

    const [n] = await rows<{ notifications: number; per_user: number; read: number }>(
      sql`SELECT count(DISTINCT n.uuid)::int AS notifications, count(un.uuid)::int AS per_user,
                 count(*) FILTER (WHERE un.is_read)::int AS read
          FROM notifications n JOIN user_notifications un ON un.notification_uuid = n.uuid
          WHERE n.company_uuid = ${DEMO_COMPANY}`,
    );
    // 7 active users of Auto Demo Aveiro (inativo@demo.pt gets none).
    expect(n?.notifications).toBeGreaterThanOrEqual(10);
    expect(n?.per_user).toBe((n?.notifications ?? 0) * 7);
    expect(n?.read).toBeGreaterThan(0);
    expect(n?.read).toBeLessThan(n?.per_user ?? 0);
  });
});

describe('benchmark company (npm run seed -- --vehicles N)', () => {
  it('builds a company of N vehicles, and a second call replaces it', { timeout: 120_000 }, async () => {
    const { companyUuid } = await seedScaleCompany(t.database.db, 500);
    const count = async () =>
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM vehicles WHERE company_uuid = ${companyUuid}`,
        )
      )[0]?.n;
    expect(await count()).toBe(500);

    await seedScaleCompany(t.database.db, 200);
    expect(await count()).toBe(200);
    expect((await t.postLogin(BENCH_USERNAME)).statusCode).toBe(200);
  });

  it('refuses a vehicle count that is not a positive integer', async () => {
    await expect(seedScaleCompany(t.database.db, 0)).rejects.toThrow(RangeError);
    await expect(seedScaleCompany(t.database.db, 2.5)).rejects.toThrow(RangeError);
  });
});
