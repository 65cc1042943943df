/**
 * The sale documents (issue 11 item 4, spec 02 §7): each of the seven
 * documents and the whole-sale summary is a real PDF named after the plate,
 * with the plate, the client's name with its accents and the price in pt-PT;
 * WORKSHOP is refused, a rival company's sale and another seller's sale (for
 * a SELLER) are absent, and a retake document needs a retake.
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne } from 'drizzle-orm';
import { formatEuro } from '../../src/domain/format';
import { SALE_DOCUMENT_KINDS, SALE_DOCUMENTS } from '../../src/domain/sales';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, testAppWithUsers } from './helpers/test-app';

const USERS = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'oficina@demo.pt',
  'admin@rival.pt',
] as const;
type Username = (typeof USERS)[number];

const PLATE = 'ZX-81-JC';
const CLIENT = 'João Conceição';
const PRICE = 12500;
const RETAKE_VALUE = 3250.5;

const { t, tokens } = testAppWithUsers(USERS);
let sale = ''; // another seller's sale, with a retake and a loan
let ownSale = ''; // vendedor's own sale, no retake
let rivalSale = '';

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

const documentUrls = (saleId: string) => [
  ...SALE_DOCUMENT_KINDS.map((kind) => `/api/documents/sale/${saleId}/${kind}`),
  `/api/sales/${saleId}/generate-pdf`,
];

const get = (as: Username, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(tokens[as]) });

async function userUuid(username: string): Promise<string> {
  const [row] = await t.database.db.select().from(s.users).where(eq(s.users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.uuid;
}

beforeAll(async () => {
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error(
      'pdftotext is not installed: install poppler-utils (Debian) to run the sale document tests',
    );
  }
  const db = t.database.db;
  const seller = await userUuid('vendedor@demo.pt');
  const demoSales = await db.select().from(s.sales).where(eq(s.sales.companyUuid, DEMO_COMPANY));
  const [first, second] = demoSales;
  if (!first || !second) throw new Error('the seed has fewer than two demo sales');
  const [financial] = await db.select().from(s.financials).where(eq(s.financials.companyUuid, DEMO_COMPANY));
  const admin = await userUuid('admin@demo.pt');
  sale = first.uuid;
  ownSale = second.uuid;
  await db
    .update(s.sales)
    .set({
      sellerUuid: admin,
      clientName: CLIENT,
      clientStreet: 'Rua da Estação, 12',
      salePrice: PRICE,
      monthWarranty: 12,
      mileageWarranty: 20000,
      hasRetake: true,
      retakeBrand: 'Citroën',
      retakeModel: 'C3',
      retakeLicensePlate: '11-AA-22',
      retakeMileage: 150000,
      retakeValue: RETAKE_VALUE,
      loan: true,
      loanValue: 5000,
      loanCompany: financial?.uuid ?? null,
    })
    .where(eq(s.sales.uuid, sale));
  await db
    .update(s.vehicles)
    .set({ licensePlate: PLATE, brand: 'Renault', model: 'Clío', version: 'Énergie', state: 'USED' })
    .where(eq(s.vehicles.uuid, first.vehicleUuid));
  await db
    .update(s.sales)
    .set({ sellerUuid: seller, hasRetake: false, clientName: 'Inês Magalhães' })
    .where(eq(s.sales.uuid, ownSale));

  const [rival] = await db.select().from(s.sales).where(eq(s.sales.companyUuid, RIVAL_COMPANY)).limit(1);
  if (rival) rivalSale = rival.uuid;
  else {
    const [vehicle] = await db
      .select()
      .from(s.vehicles)
      .where(and(eq(s.vehicles.companyUuid, RIVAL_COMPANY), ne(s.vehicles.availability, 'SOLD')))
      .limit(1);
    if (!vehicle) throw new Error('the seed has no rival vehicle');
    const [inserted] = await db
      .insert(s.sales)
      .values({
        companyUuid: RIVAL_COMPANY,
        vehicleUuid: vehicle.uuid,
        dateOfSale: '2026-01-10',
        salePrice: 9000,
        clientName: 'Rival',
      })
      .returning();
    rivalSale = inserted!.uuid;
  }
});

describe('a role that sells', () => {
  it('downloads each of the eight PDFs with the plate, the client with accents and the price in pt-PT', async () => {
    expect(formatEuro(PRICE).replace(/\s/g, ' ')).toBe('12 500,00 €');
    for (const url of documentUrls(sale)) {
      const res = await get('admin@demo.pt', url);
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text, url).toContain(PLATE);
      expect(text, url).toContain(CLIENT);
      if (url.endsWith('/contract') || url.endsWith('generate-pdf')) {
        expect(text, url).toContain('12 500,00 €');
        // The retake deducted (12 500 − 3250,50) and the loan; pt-PT groups only from 5 digits.
        expect(text, url).toContain('3250,50 €');
        expect(text, url).toContain('9249,50 €');
        expect(text, url).toContain('5000,00 €');
      }
    }
  });

  it('names each download "{plate} {suffix}.pdf", the accents kept (RFC 5987)', async () => {
    for (const kind of SALE_DOCUMENT_KINDS) {
      const res = await get('gestor@demo.pt', `/api/documents/sale/${sale}/${kind}/`);
      expect(res.statusCode).toBe(200);
      const name = `${PLATE} ${SALE_DOCUMENTS[kind]}.pdf`;
      expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(name)}`);
    }
    const summary = await get('gestor@demo.pt', `/api/sales/${sale}/generate-pdf/`);
    expect(summary.headers['content-disposition']).toContain(`filename="${PLATE} Venda.pdf"`);
  });

  it('states the warranty by law: 12 months agreed on a used vehicle is below the minimum of 18', async () => {
    const text = pdfText((await get('admin@demo.pt', `/api/documents/sale/${sale}/warranty`)).rawPayload);
    expect(text).toContain('Decreto-Lei n.º 84/2021');
    expect(text).toContain('O prazo acordado (12 meses) é inferior ao mínimo legal');
    expect(text).toContain('aplica-se o mínimo legal de 18 meses');
    expect(text).toContain('20 000 km');
  });

  it('answers 404 for an unknown kind and for the retake of a sale without one', async () => {
    expect((await get('admin@demo.pt', `/api/documents/sale/${sale}/invoice`)).statusCode).toBe(404);
    expect((await get('admin@demo.pt', `/api/documents/sale/${ownSale}/retake`)).statusCode).toBe(404);
    expect((await get('admin@demo.pt', `/api/documents/sale/not-a-uuid/contract`)).statusCode).toBe(404);
  });

  it("a SELLER prints their own sale, and finds another seller's absent (404 on every document)", async () => {
    const own = await get('vendedor@demo.pt', `/api/documents/sale/${ownSale}/contract`);
    expect(own.statusCode).toBe(200);
    expect(pdfText(own.rawPayload)).toContain('Inês Magalhães');
    for (const url of documentUrls(sale))
      expect((await get('vendedor@demo.pt', url)).statusCode, url).toBe(404);
  });
});

describe('refused and absent', () => {
  it('WORKSHOP is refused (403) on every document', async () => {
    for (const url of documentUrls(sale))
      expect((await get('oficina@demo.pt', url)).statusCode, url).toBe(403);
  });

  it("a rival company's sale is absent (404) on every document URL, both ways", async () => {
    for (const url of documentUrls(rivalSale))
      expect((await get('admin@demo.pt', url)).statusCode, url).toBe(404);
    for (const url of documentUrls(sale))
      expect((await get('admin@rival.pt', url)).statusCode, url).toBe(404);
    // The rival's own admin prints it: the 404 above is the company's, not a broken document.
    expect((await get('admin@rival.pt', `/api/documents/sale/${rivalSale}/contract`)).statusCode).toBe(200);
  });

  it('without a token: 401', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/documents/sale/${sale}/contract` });
    expect(res.statusCode).toBe(401);
  });
});
