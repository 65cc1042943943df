/**
 * The 'Preçário' PDF (issue 10 item 6, spec 02 §7): ADMIN and MANAGER of a
 * company whose setting is on download one vehicle's sheet, named after its
 * plate, with the DL 74/93 details in pt-PT and the price only when asked
 * for; other roles are refused, other companies' records are absent, and
 * only the super user switches the setting.
 */
import { execFileSync } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { formatEuro } from '../../src/domain/format';
import { PRICE_LIST_MESSAGES, WARRANTY_USED } from '../../src/domain/price-list';
import * as s from '../../server/db/schema';
import type { CompanyAnswer } from '../../server/wire/serializers';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, body, testAppWithUsers } from './helpers/test-app';
import { expectError } from './helpers/errors';

const USERS = [
  'super@montra.pt',
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'oficina@demo.pt',
  'editor3@demo.pt',
  'admin@rival.pt',
] as const;
type Username = (typeof USERS)[number];

const PLATE = 'AB-12-CD';
const PRICE = 12500;

const { t, tokens } = testAppWithUsers(USERS);
let demoVehicle = '';
let rivalVehicle = '';

/** The PDF's text as pdftotext reads it, whitespace runs (no-break spaces too) as one space. */
function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/\s+/g, ' ');
}

beforeAll(async () => {
  // A missing pdftotext must fail the file, not skip the checks on the PDF's text.
  try {
    execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
  } catch {
    throw new Error('pdftotext is not installed: install poppler-utils (Debian) to run the price list tests');
  }
  const db = t.database.db;
  const [demo] = await db.select().from(s.vehicles).where(eq(s.vehicles.companyUuid, DEMO_COMPANY)).limit(1);
  const [rival] = await db
    .select()
    .from(s.vehicles)
    .where(eq(s.vehicles.companyUuid, RIVAL_COMPANY))
    .limit(1);
  if (!demo || !rival) throw new Error('the seed has no vehicle for the demo or the rival company');
  demoVehicle = demo.uuid;
  rivalVehicle = rival.uuid;
  // Known values, so the sheet's text can be checked exactly.
  await db
    .update(s.vehicles)
    .set({
      licensePlate: PLATE,
      brand: 'Renault',
      model: 'Clio',
      version: '1.5 dCi',
      sellerPrice: PRICE,
      isOnPromotion: false,
      mileage: 123456,
      fuel: 'DIESEL',
      state: 'USED',
      firstDateLicensePlate: '2019-05-01',
    })
    .where(eq(s.vehicles.uuid, demoVehicle));
});

const url = (company: string, vehicle: string, query = '?with_price=true') =>
  `/api/documents-company/company/${company}/vehicle/${vehicle}/pricelist${query}`;

const download = (as: Username, path = url(DEMO_COMPANY, demoVehicle)) =>
  t.app.inject({ method: 'GET', url: path, headers: bearer(tokens[as]) });

const setPriceList = (as: Username, priceListEnabled: unknown, company = DEMO_COMPANY) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/companies/${company}`,
    headers: bearer(tokens[as]),
    payload: { priceListEnabled },
  });

async function storedSetting(company = DEMO_COMPANY) {
  const [row] = await t.database.db.select().from(s.companies).where(eq(s.companies.uuid, company));
  return row?.priceListEnabled;
}

describe('an admin or a manager of the company', () => {
  it('downloads the sheet as "{plate} Preçário.pdf" with the legal details and the price in pt-PT', async () => {
    for (const as of ['admin@demo.pt', 'gestor@demo.pt'] as const) {
      const res = await download(as);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="${PLATE} Precario.pdf"; filename*=UTF-8''${encodeURIComponent(`${PLATE} Preçário.pdf`)}`,
      );
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = pdfText(res.rawPayload);
      expect(text).toContain(PLATE);
      expect(text).toContain('Renault Clio 1.5 dCi');
      // '12 500,00 €': accents and the euro sign survive the standard font's encoding.
      expect(text).toContain(formatEuro(PRICE).replace(/\s/g, ' '));
      expect(text).toContain('12 500,00 €');
      for (const words of ['Preçário', 'Quilómetros', '123 456 km', 'Combustível', 'Diesel', '05/2019']) {
        expect(text).toContain(words);
      }
      expect(text).toContain(WARRANTY_USED);
      expect(text).toContain('Auto Demo Aveiro');
    }
  });

  it('prints no price with with_price=false, nor when the parameter is absent', async () => {
    for (const query of ['?with_price=false', '']) {
      const res = await download('admin@demo.pt', url(DEMO_COMPANY, demoVehicle, query));
      expect(res.statusCode, res.body).toBe(200);
      const text = pdfText(res.rawPayload);
      expect(text).toContain(PLATE);
      expect(text).not.toContain('€');
      expect(text).not.toContain('12 500');
      expect(text).not.toContain('Preço');
      expect(text).not.toContain('IVA incluído');
      expect(res.headers['content-disposition']).toContain(
        encodeURIComponent(`${PLATE} Preçário sem preço.pdf`),
      );
    }
  });

  it('shows the promotion price, with the list price beside it, when the car is on promotion', async () => {
    await t.database.db
      .update(s.vehicles)
      .set({ isOnPromotion: true, promotionPrice: 11990.5 })
      .where(eq(s.vehicles.uuid, demoVehicle));
    try {
      const text = pdfText((await download('admin@demo.pt')).rawPayload);
      expect(text).toContain('Preço promocional');
      expect(text).toContain('IVA incluído');
      expect(text).toContain('11 990,50 €');
      expect(text).toContain('12 500,00 €');
    } finally {
      await t.database.db
        .update(s.vehicles)
        .set({ isOnPromotion: false, promotionPrice: null })
        .where(eq(s.vehicles.uuid, demoVehicle));
    }
  });

  it('refuses a with_price that is neither true nor false (400)', async () => {
    const res = await download('admin@demo.pt', url(DEMO_COMPANY, demoVehicle, '?with_price=yes'));
    expect(expectError(res, 400, 'VALIDATION').error.fields).toEqual({
      with_price: PRICE_LIST_MESSAGES.invalidWithPrice,
    });
  });

  it('puts the company logo on the sheet when the company has one', async () => {
    const png = await sharp({
      create: { width: 64, height: 32, channels: 3, background: '#c53030' },
    })
      .png()
      .toBuffer();
    const boundary = 'montra-logo';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await t.app.inject({
      method: 'POST',
      url: `/api/companies/${DEMO_COMPANY}/logo`,
      headers: {
        ...bearer(tokens['super@montra.pt']),
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: multipart,
    });
    expect(upload.statusCode, upload.body).toBe(200);
    const withLogo = await download('admin@demo.pt');
    expect(withLogo.statusCode).toBe(200);
    // The image XObject's dictionary is not compressed: its presence shows the logo was drawn.
    expect(withLogo.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image/);
    const remove = await t.app.inject({
      method: 'PUT',
      url: `/api/companies/${DEMO_COMPANY}`,
      headers: bearer(tokens['super@montra.pt']),
      payload: { logo: null },
    });
    expect(remove.statusCode, remove.body).toBe(200);
    const without = await download('admin@demo.pt');
    expect(without.rawPayload.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });
});

describe('refusals', () => {
  it('answers 403 to the roles without the price list, and to the super user', async () => {
    for (const as of ['vendedor@demo.pt', 'oficina@demo.pt', 'editor3@demo.pt', 'super@montra.pt'] as const) {
      expectError(await download(as), 403, 'FORBIDDEN');
    }
  });

  it('answers 404 to a rival admin asking for our company, whatever the vehicle', async () => {
    expectError(await download('admin@rival.pt'), 404, 'NOT_FOUND');
    expectError(await download('admin@rival.pt', url(DEMO_COMPANY, rivalVehicle)), 404, 'NOT_FOUND');
  });

  it('answers 404 for a vehicle of another company, an unknown vehicle or a malformed id', async () => {
    for (const vehicle of [rivalVehicle, '00000000-0000-4000-8000-00000000beef', 'not-a-uuid']) {
      expectError(await download('admin@demo.pt', url(DEMO_COMPANY, vehicle)), 404, 'NOT_FOUND');
    }
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(DEMO_COMPANY, demoVehicle) });
    expectError(res, 401, 'UNAUTHORIZED');
  });

  it('refuses (403, in pt-PT) a company whose setting is off, as the rival is by default', async () => {
    expect(await storedSetting(RIVAL_COMPANY)).toBe(false);
    const { error } = expectError(
      await download('admin@rival.pt', url(RIVAL_COMPANY, rivalVehicle)),
      403,
      'PRICE_LIST_DISABLED',
    );
    expect(error.message).toBe(PRICE_LIST_MESSAGES.disabled);
  });
});

describe('the company setting', () => {
  it('is switched off and on by the super user, and the download follows it', async () => {
    const off = await setPriceList('super@montra.pt', false);
    expect(off.statusCode, off.body).toBe(200);
    expect(body<{ company: CompanyAnswer }>(off).company.priceListEnabled).toBe(false);
    expect(await storedSetting()).toBe(false);
    expectError(await download('admin@demo.pt'), 403, 'PRICE_LIST_DISABLED');

    const on = await setPriceList('super@montra.pt', true);
    expect(body<{ company: CompanyAnswer }>(on).company.priceListEnabled).toBe(true);
    expect((await download('admin@demo.pt')).statusCode).toBe(200);
  });

  it('is refused to a company admin (403), changing nothing', async () => {
    expectError(await setPriceList('admin@demo.pt', false), 403, 'FORBIDDEN');
    expectError(await setPriceList('admin@rival.pt', true, RIVAL_COMPANY), 403, 'FORBIDDEN');
    expect(await storedSetting()).toBe(true);
    expect(await storedSetting(RIVAL_COMPANY)).toBe(false);
  });

  it('must be a boolean', async () => {
    const { error } = expectError(await setPriceList('super@montra.pt', 'sim'), 400, 'VALIDATION');
    expect(error.fields).toHaveProperty('priceListEnabled');
    expect(await storedSetting()).toBe(true);
  });

  it('travels with the company to its staff (login answer and company call)', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/companies/${DEMO_COMPANY}`,
      headers: bearer(tokens['admin@demo.pt']),
    });
    expect(body<{ company: CompanyAnswer }>(res).company.priceListEnabled).toBe(true);
    const login = await t.postLogin('admin@rival.pt');
    expect(body<{ company: CompanyAnswer }>(login).company.priceListEnabled).toBe(false);
  });
});
