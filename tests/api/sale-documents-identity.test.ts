/**
 * Every sale document identifies the seller legally (issue 24): the company's NIPC, registered
 * address and contacts at each page's foot with 'Página N de M'; plates never split; the dates
 * say what they are (Material and Multas print the delivery date, never the sale's day; the
 * warranty counts from the delivery); the margin-scheme wording on a used car sold under it.
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MARGIN_SCHEME_TITLE } from '../../src/domain/sale-documents/legal-texts';
import { SALE_DOCUMENT_KINDS } from '../../src/domain/sales';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, testAppWithUsers } from './helpers/test-app';

const { t, tokens } = testAppWithUsers(['admin@demo.pt'] as const);
const PLATE = '52-NH-79';
let sale = '';
let vehicle = '';

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

const urls = () => [
  ...SALE_DOCUMENT_KINDS.map((kind) => `/api/documents/sale/${sale}/${kind}`),
  `/api/sales/${sale}/generate-pdf`,
];

async function textOf(url: string): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(tokens['admin@demo.pt']) });
  expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
  return pdfText(res.rawPayload);
}

beforeAll(async () => {
  const db = t.database.db;
  const [first] = await db.select().from(s.sales).where(eq(s.sales.companyUuid, DEMO_COMPANY)).limit(1);
  if (!first) throw new Error('the seed has no demo sale');
  sale = first.uuid;
  vehicle = first.vehicleUuid;
  await db
    .update(s.sales)
    .set({
      dateOfSale: '2026-03-02',
      deliverDate: null,
      forecastDate: null,
      hasRetake: true,
      retakeLicensePlate: '11-AA-22',
      // A long name pushes the plate towards a line's end in the running text.
      clientName: 'Maria da Conceição Albuquerque Vasconcelos de Magalhães e Meneses',
    })
    .where(eq(s.sales.uuid, sale));
  await db
    .update(s.vehicles)
    .set({ licensePlate: PLATE, state: 'USED', iva: false, availability: 'SOLD' })
    .where(eq(s.vehicles.uuid, vehicle));
});

describe('the seller identified on every sale document', () => {
  it("prints the company's NIPC, address, contacts and 'Página 1 de' on each of the eight PDFs", async () => {
    const [company] = await t.database.db
      .select()
      .from(s.companies)
      .where(eq(s.companies.uuid, DEMO_COMPANY));
    expect(company?.nif).toMatch(/^\d{9}$/);
    for (const url of urls()) {
      const text = await textOf(url);
      expect(text, url).toContain(`NIPC ${company?.nif}`);
      expect(text, url).toContain(`${company?.address}, ${company?.postalCode} ${company?.city}`);
      expect(text, url).toContain(`E-mail ${company?.email}`);
      expect(text, url).toMatch(/Página 1 de \d/);
      expect(text, url).not.toMatch(/\bEmail\b/);
      // The plate is whole wherever it prints.
      expect(text, url).toContain(PLATE);
      expect(text, url).not.toMatch(/52-\s+NH-79|52-NH-\s+79/);
    }
  });

  it('dates say what they are: no delivery yet → a blank to fill, never the sale day as delivery', async () => {
    for (const kind of ['material', 'fines'] as const) {
      const text = await textOf(`/api/documents/sale/${sale}/${kind}`);
      expect(text, kind).toContain('____-____-________');
      expect(text, kind).not.toMatch(/entrega: 02-03-2026|em 02-03-2026/);
    }
    const warranty = await textOf(`/api/documents/sale/${sale}/warranty`);
    expect(warranty).toContain('Início (entrega) Na data de entrega do veículo');
  });

  it('once delivered, Material and Multas print the delivery date and the warranty starts on it', async () => {
    await t.database.db.update(s.sales).set({ deliverDate: '2026-03-09' }).where(eq(s.sales.uuid, sale));
    const material = await textOf(`/api/documents/sale/${sale}/material`);
    expect(material).toContain('em 09-03-2026');
    expect(material).toMatch(/02-03-2026 09-03-2026/); // 'Data da venda', 'Data de entrega'
    expect(await textOf(`/api/documents/sale/${sale}/fines`)).toContain('entrega: 09-03-2026');
    expect(await textOf(`/api/documents/sale/${sale}/warranty`)).toContain('Início (entrega) 09-03-2026');
  });

  it('says a used car without deductible VAT is sold under the margin scheme', async () => {
    const contract = await textOf(`/api/documents/sale/${sale}/contract`);
    expect(contract).toContain(MARGIN_SCHEME_TITLE);
    expect(contract).toContain('regime especial de tributação dos bens em segunda mão');
    await t.database.db.update(s.vehicles).set({ iva: true }).where(eq(s.vehicles.uuid, vehicle));
    expect(await textOf(`/api/documents/sale/${sale}/contract`)).not.toContain(MARGIN_SCHEME_TITLE);
  });
});
