/**
 * The sales CSV (spec 02 §2, §7; design §8): GET
 * /api/documents-company/company/{companyUuid}/sales for the roles of
 * 'sold.csv' (ADMIN, MANAGER): 'Lista de Vendas - {company name}.csv', UTF-8
 * with a BOM, ';' separated, one line per sold or delivered vehicle that
 * matches the sold list's filters, a cell that would start a formula escaped.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import { parseCsv } from './helpers/csv';
import { DEMO_FINANCIALS, makeSale, stockVehicle } from './helpers/sales';
import { bearer, testAppWithUsers } from './helpers/test-app';

const BOM = '\uFEFF';
const URL_DEMO = `/api/documents-company/company/${DEMO_COMPANY}/sales`;
const HEADER = [
  'Marca',
  'Modelo',
  'Versão',
  'Matrícula',
  'Data da venda',
  'Vendedor',
  'Stand',
  'Valor de venda',
  'Margem',
  'Financiado',
  'Valor financiado',
  'Financeira',
];

const USERS = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'oficina@demo.pt',
  'editor1@demo.pt',
  'admin@rival.pt',
];

const { t, tokens: tok } = testAppWithUsers(USERS);
let formulaPlate = '';

beforeAll(async () => {
  // A vehicle whose brand and version read as formulas, sold with a loan in March 2026.
  const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '', {
    brand: '=HYPERLINK("http://mal.example")',
    version: '@SUM(1+1)',
    buyPrice: 8000,
  });
  formulaPlate = vehicle.licensePlate;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/sales/',
    headers: bearer(tok['admin@demo.pt'] ?? ''),
    payload: makeSale(vehicle.uuid, userUuid('vendedor@demo.pt'), {
      dateOfSale: '2026-03-14',
      salePrice: 12345.5,
      loan: true,
      loanValue: 6000,
      loanCompany: DEMO_FINANCIALS.cetelem,
    }),
  });
  if (res.statusCode !== 201) throw new Error(`sale failed: ${res.body}`);
});

const download = (as: string, query = '', url = URL_DEMO) =>
  t.app.inject({ method: 'GET', url: `${url}${query}`, headers: bearer(tok[as] ?? '') });

async function soldCount(where?: ReturnType<typeof sql>): Promise<number> {
  const rows = await t.database.db
    .select({ uuid: s.sales.uuid })
    .from(s.sales)
    .innerJoin(s.vehicles, eq(s.vehicles.uuid, s.sales.vehicleUuid))
    .where(
      and(
        eq(s.sales.companyUuid, DEMO_COMPANY),
        inArray(s.vehicles.availability, ['SOLD', 'DELIVERED']),
        where,
      ),
    );
  return rows.length;
}

describe('the sales CSV', () => {
  it('is Excel-clean: BOM, ";" and CRLF, the header, one line per sale, the file name', async () => {
    const res = await download('admin@demo.pt');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Lista de Vendas - ')}`,
    );
    const [company] = await t.database.db
      .select()
      .from(s.companies)
      .where(eq(s.companies.uuid, DEMO_COMPANY));
    expect(decodeURIComponent(String(res.headers['content-disposition']).split("''")[1] ?? '')).toBe(
      `Lista de Vendas - ${company?.name}.csv`,
    );
    expect(res.body.startsWith(BOM)).toBe(true);
    const rows = parseCsv(res.body.slice(1));
    expect(rows[0]).toEqual(HEADER);
    expect(rows.length - 1).toBe(await soldCount());
    expect(rows.slice(1).every((r) => r.length === HEADER.length)).toBe(true);
  });

  it('escapes cells that would start a formula, and writes pt-PT dates, two-decimal amounts, the stand by name and Sim/Não', async () => {
    const rows = parseCsv((await download('gestor@demo.pt')).body.slice(1));
    const line = rows.find((r) => r[3] === formulaPlate);
    expect(line).toEqual([
      `'=HYPERLINK("http://mal.example")`,
      'Clio',
      "'@SUM(1+1)",
      formulaPlate,
      '14-03-2026',
      'Vera Vendedora',
      // Issue 24: the stand by its name, every amount with two decimals (was 'ILHAVO', '12345,5', '6000').
      'Stand Ílhavo',
      '12345,50',
      '4345,50',
      'Sim',
      '6000,00',
      'Cetelem',
    ]);
    expect(rows.slice(1).every((r) => ['Sim', 'Não'].includes(r[9] ?? ''))).toBe(true);
  });

  it("follows the screen's sort ('sort', 'order') and refuses an unknown sort key with 400", async () => {
    const bySale = parseCsv(
      (await download('admin@demo.pt', '?year=2026&sort=salePrice&order=asc')).body.slice(1),
    )
      .slice(1)
      .map((r) => Number((r[7] ?? '').replace(',', '.')));
    expect(bySale.length).toBeGreaterThan(2);
    expect(bySale).toEqual([...bySale].sort((a, b) => a - b));
    const bad = await download('admin@demo.pt', '?sort=password');
    expect(bad.statusCode).toBe(400);
  });

  it('applies the sold list filters', async () => {
    const march = parseCsv((await download('admin@demo.pt', '?month=3&year=2026')).body.slice(1)).slice(1);
    expect(march.length).toBe(
      await soldCount(sql`${s.sales.dateOfSale} >= '2026-03-01' and ${s.sales.dateOfSale} < '2026-04-01'`),
    );
    expect(march.every((r) => r[4]?.endsWith('-03-2026'))).toBe(true);
    const financed = parseCsv((await download('admin@demo.pt', '?loan=true')).body.slice(1)).slice(1);
    expect(financed.length).toBe(await soldCount(sql`${s.sales.loan} = true`));
    expect(financed.length).toBeGreaterThan(1);
    expect(financed.every((r) => r[9] === 'Sim')).toBe(true);
    const seller = userUuid('vendedor@demo.pt');
    const own = parseCsv((await download('admin@demo.pt', `?seller_uuid=${seller}`)).body.slice(1)).slice(1);
    expect(own.length).toBe(await soldCount(sql`${s.sales.sellerUuid} = ${seller}`));
    expect(own.every((r) => r[5] === 'Vera Vendedora')).toBe(true);
  });

  it('answers 400 on a filter that cannot be one', async () => {
    const res = await download('admin@demo.pt', '?month=treze');
    expect(res.statusCode).toBe(400);
  });

  it.each(['vendedor@demo.pt', 'oficina@demo.pt', 'editor1@demo.pt'])(
    'is refused to %s (403)',
    async (as) => {
      const res = await download(as);
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('Marca');
    },
  );

  it("answers 404 to a rival for the company's CSV, and gives the rival only its own", async () => {
    const res = await download('admin@rival.pt');
    expect(res.statusCode).toBe(404);
    const own = await download('admin@rival.pt', '', `/api/documents-company/company/${RIVAL_COMPANY}/sales`);
    expect(own.statusCode).toBe(200);
    expect(own.body).not.toContain(formulaPlate);
  });
});
