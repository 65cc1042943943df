/**
 * The stock CSV (spec 01 §7, design §8): GET
 * /api/documents-company/company/{companyUuid}/stock for ADMIN, MANAGER and
 * WORKSHOP of the company: UTF-8 with a BOM, ';' separated, one line per
 * vehicle in stock, the buy price + costs column only for the cost roles, and
 * cells that would start a formula escaped.
 */
import { describe, expect, it } from 'vitest';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { STOCK_AVAILABILITIES, type CostType } from '../../src/domain/enums';
import { totalValue } from '../../src/domain/stock';
import { vehicleCosts, vehicles } from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { parseCsv } from './helpers/csv';
import { bearer, testAppWithUsers } from './helpers/test-app';

const BOM = '\uFEFF';
const VALUE_COLUMN = 'Preço de compra + custos';
const URL_DEMO = `/api/documents-company/company/${DEMO_COMPANY}/stock`;

const { t, tokens } = testAppWithUsers<string>([
  'admin@demo.pt',
  'gestor@demo.pt',
  'oficina@demo.pt',
  'vendedor@demo.pt',
  'editor1@demo.pt',
  'admin@rival.pt',
  'super@montra.pt',
]);

function download(as: string, url = URL_DEMO) {
  const token = tokens[as];
  if (!token) throw new Error(`no token for ${as}`);
  return t.app.inject({ method: 'GET', url, headers: bearer(token) });
}

function table(raw: string) {
  expect(raw.startsWith(BOM)).toBe(true);
  const [header = [], ...rows] = parseCsv(raw.slice(BOM.length));
  return { header, rows };
}

async function stockRows(companyUuid = DEMO_COMPANY) {
  return t.database.db
    .select()
    .from(vehicles)
    .where(
      and(eq(vehicles.companyUuid, companyUuid), inArray(vehicles.availability, [...STOCK_AVAILABILITIES])),
    );
}

describe('stock CSV', () => {
  it('gives the admin a BOM-prefixed, ;-separated file of the stock, named after the company', async () => {
    const res = await download('admin@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-type']).toMatch(/charset=utf-8/i);
    const disposition = String(res.headers['content-disposition']);
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain('filename="Stock Atual - Auto Demo Aveiro.csv"');
    expect(disposition).toContain(
      `filename*=UTF-8''${encodeURIComponent('Stock Atual - Auto Demo Aveiro.csv')}`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.split('\r\n')[0]).toContain(';');

    const { header, rows } = table(res.body);
    const stock = await stockRows();
    expect(stock.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(stock.length);
    expect(header).toContain(VALUE_COLUMN);
    expect(header.slice(0, 4)).toEqual(['Marca', 'Modelo', 'Versão', 'Matrícula']);
    for (const row of rows) expect(row).toHaveLength(header.length);

    // One line per stock vehicle: the licence plates are exactly those of the stock.
    const plateAt = header.indexOf('Matrícula');
    expect(rows.map((r) => r[plateAt]).sort()).toEqual(stock.map((v) => v.licensePlate).sort());
    // Sold and delivered vehicles stay out.
    const all = await t.database.db.select().from(vehicles).where(eq(vehicles.companyUuid, DEMO_COMPANY));
    expect(all.length).toBeGreaterThan(stock.length);
  });

  it('writes money the Portuguese way (decimal comma, no grouping)', async () => {
    const { header, rows } = table((await download('admin@demo.pt')).body);
    const priceAt = header.indexOf('Preço');
    const valueAt = header.indexOf(VALUE_COLUMN);
    for (const row of rows) {
      expect(row[priceAt]).toMatch(/^(\d+(,\d{1,2})?)?$/);
      expect(row[valueAt]).toMatch(/^\d+(,\d{1,2})?$/);
    }
    // Buy price + costs of each vehicle, as the domain rule computes it.
    const costs = await t.database.db
      .select()
      .from(vehicleCosts)
      .where(eq(vehicleCosts.companyUuid, DEMO_COMPANY));
    const plateAt = header.indexOf('Matrícula');
    let withCosts = 0;
    for (const v of await stockRows()) {
      const own = costs
        .filter((c) => c.vehicleUuid === v.uuid)
        .map((c) => ({ costType: c.costType as CostType, value: c.value }));
      if (own.length > 0) withCosts += 1;
      const row = rows.find((r) => r[plateAt] === v.licensePlate);
      expect(Number(row?.[valueAt]?.replace(',', '.'))).toBe(totalValue(v.buyPrice, own));
      const price = row?.[priceAt] ?? '';
      expect(price === '' ? null : Number(price.replace(',', '.'))).toBe(v.sellerPrice);
    }
    expect(withCosts).toBeGreaterThan(0);
  });

  it('gives MANAGER the value column too, and WORKSHOP the file without it', async () => {
    const manager = await download('gestor@demo.pt');
    expect(manager.statusCode).toBe(200);
    expect(table(manager.body).header).toContain(VALUE_COLUMN);

    const workshop = await download('oficina@demo.pt');
    expect(workshop.statusCode).toBe(200);
    const { header, rows } = table(workshop.body);
    expect(header).not.toContain(VALUE_COLUMN);
    expect(rows).toHaveLength((await stockRows()).length);
    for (const row of rows) expect(row).toHaveLength(header.length);
  });

  it('escapes a cell that would start a formula', async () => {
    const db = t.database.db;
    const [target] = await db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.companyUuid, DEMO_COMPANY), eq(vehicles.availability, 'READY_FOR_SALE')))
      .orderBy(asc(vehicles.uuid))
      .limit(1);
    if (!target) throw new Error('no vehicle ready for sale');
    await db
      .update(vehicles)
      .set({ brand: '=HYPERLINK("x")', model: '+SUM(1)', version: '@cmd' })
      .where(eq(vehicles.uuid, target.uuid));

    const res = await download('admin@demo.pt');
    expect(res.statusCode).toBe(200);
    const { rows } = table(res.body);
    const row = rows.find((r) => r[3] === target.licensePlate);
    expect(row?.slice(0, 3)).toEqual([`'=HYPERLINK("x")`, `'+SUM(1)`, `'@cmd`]);
    // In the raw file the cell is quoted and starts with the apostrophe, never with '='.
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).not.toMatch(/(^|;|\n)"?=HYPERLINK/);
  });

  it('refuses roles without the CSV: SELLER and EDITOR1 get 403', async () => {
    for (const as of ['vendedor@demo.pt', 'editor1@demo.pt']) {
      const res = await download(as);
      expect(res.statusCode, as).toBe(403);
      expect(res.body.startsWith(BOM)).toBe(false);
    }
  });

  it("answers 404 to another company's admin, as if the company did not exist", async () => {
    const res = await download('admin@rival.pt');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Auto Demo');
    const unknown = await download(
      'admin@rival.pt',
      `/api/documents-company/company/${crypto.randomUUID()}/stock`,
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(res.json());
    // Their own company works.
    const own = await download('admin@rival.pt', `/api/documents-company/company/${RIVAL_COMPANY}/stock`);
    expect(own.statusCode).toBe(200);
    expect(table(own.body).rows).toHaveLength((await stockRows(RIVAL_COMPANY)).length);
  });

  it('refuses the super user (no vehicles for the platform role): 403', async () => {
    const res = await download('super@montra.pt');
    expect(res.statusCode).not.toBe(200);
    expect(res.statusCode).toBe(403);
  });

  it('answers 404 to a company id that is not a uuid, and 401 without a token', async () => {
    expect(
      (await download('admin@demo.pt', '/api/documents-company/company/not-a-uuid/stock')).statusCode,
    ).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: URL_DEMO });
    expect(anonymous.statusCode).toBe(401);
  });
});
