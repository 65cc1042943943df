/**
 * The public catalogue (issue 25): /stock/{slug} and the feed hold exactly the company's vehicles
 * that are online and ready for sale; anything else is 404; no hidden field's value reaches the
 * public HTML or JSON; the vehicle page carries a Car JSON-LD with its price and an og:image that
 * anyone may fetch, while an unpublished vehicle's photo stays private; answers are cached a
 * minute with an ETag; and the super user sets the slug and the switch.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_SIZE } from '../../src/domain/public-catalogue';
import { SLUG_MESSAGES } from '../../src/domain/company-slug';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { expectError } from './helpers/errors';
import { jpeg, photoPart, uploadPhotos, type PhotosAnswer } from './helpers/photos';
import { body, testAppWithUsers } from './helpers/test-app';

const USERS = ['super@montra.pt', 'admin@demo.pt', 'gestor@demo.pt'] as const;
const { t, tokens, call } = testAppWithUsers(USERS, { media: true });
const SLUG = 'auto-demo-aveiro';

/** Values only the dealer may see, each one unlike anything else on the pages. */
const SECRETS = {
  buyPrice: 54321.09,
  previewCosts: 8765.43,
  associatedCosts: 7654.32,
  numBoard: 'VF1CHASSISSECRET77',
  licensePlate: 'QZ-98-XW',
  observations: 'NOTA-INTERNA-8841',
  retakePerson: 'RETOMA-PESSOA-5521',
  supplierNotes: 'FORNECEDOR-NOTA-3310',
};
const SECRET_TEXTS = ['54321', '321,09', '321.09', '8765', '7654', ...Object.values(SECRETS).slice(3)];

const ids = { listed: '', unpublished: '', sold: '', repairing: '', rival: '' };
let supplierName = '';
let unpublishedPhoto = '';

async function vehicleOf(company: string, where: Partial<typeof s.vehicles.$inferSelect>) {
  const db = t.database.db;
  const [row] = await db
    .select()
    .from(s.vehicles)
    .where(
      and(
        eq(s.vehicles.companyUuid, company),
        ...Object.entries(where).map(([k, v]) => eq(s.vehicles[k as 'online'], v as boolean)),
      ),
    )
    .limit(1);
  if (!row) throw new Error(`no vehicle for ${JSON.stringify(where)}`);
  return row.uuid;
}

const setVehicle = (uuid: string, values: Partial<typeof s.vehicles.$inferInsert>) =>
  t.database.db.update(s.vehicles).set(values).where(eq(s.vehicles.uuid, uuid));

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every vehicle uuid the list links to, page after page. */
async function listedUuids(query = ''): Promise<string[]> {
  const found: string[] = [];
  for (let page = 1; page < 100; page++) {
    const sep = query ? '&' : '?';
    const res = await get(`/stock/${SLUG}${query}${page > 1 ? `${sep}page=${page}` : ''}`);
    expect(res.statusCode).toBe(200);
    found.push(
      ...[...res.body.matchAll(new RegExp(`href="/stock/${SLUG}/([0-9a-f-]{36})"`, 'g'))].map((m) => m[1]!),
    );
    if (!res.body.includes('rel="next"')) break;
  }
  return found;
}

async function expectedUuids(): Promise<string[]> {
  const rows = await t.database.db
    .select({ uuid: s.vehicles.uuid })
    .from(s.vehicles)
    .where(
      and(
        eq(s.vehicles.companyUuid, DEMO_COMPANY),
        eq(s.vehicles.online, true),
        eq(s.vehicles.availability, 'READY_FOR_SALE'),
      ),
    );
  return rows.map((r) => r.uuid).sort();
}

beforeAll(async () => {
  // Enough published vehicles for more than one page.
  await t.database.db
    .update(s.vehicles)
    .set({ availability: 'READY_FOR_SALE', online: true })
    .where(
      and(
        eq(s.vehicles.companyUuid, DEMO_COMPANY),
        inArray(s.vehicles.availability, ['READY_FOR_SALE', 'VERIFYING', 'REPARING']),
      ),
    );
  ids.listed = await vehicleOf(DEMO_COMPANY, { online: true });
  ids.unpublished = (await expectedUuids()).find((u) => u !== ids.listed)!;
  ids.rival = await vehicleOf(RIVAL_COMPANY, {});
  const [supplier] = await t.database.db
    .select()
    .from(s.suppliers)
    .where(eq(s.suppliers.companyUuid, DEMO_COMPANY))
    .limit(1);
  supplierName = supplier!.name;
  await setVehicle(ids.listed, {
    ...SECRETS,
    availability: 'READY_FOR_SALE',
    online: true,
    isFeatured: true,
    brand: 'Renault',
    model: 'Clio',
    version: '1.5 dCi',
    sellerPrice: 15000,
    isOnPromotion: true,
    promotionPrice: 13900,
    supplierUuid: supplier!.uuid,
    shortDescription: 'Bom estado <script>alert("xss")</script> & revisto',
    longDescription: 'Linha 1\n<img src=x onerror=alert(1)>',
  });
  await setVehicle(ids.unpublished, { availability: 'READY_FOR_SALE', online: false });
  const others = (await expectedUuids()).filter((u) => u !== ids.listed && u !== ids.unpublished);
  ids.sold = others[0]!;
  ids.repairing = others[1]!;
  await setVehicle(ids.sold, { availability: 'SOLD' });
  await setVehicle(ids.repairing, { availability: 'REPARING' });
  await setVehicle(ids.rival, { availability: 'READY_FOR_SALE', online: true });
  for (const uuid of [ids.listed, ids.unpublished]) {
    // Only the uploaded photo: the demo's static ones are public files anyway.
    await t.database.db.delete(s.vehiclePhotos).where(eq(s.vehiclePhotos.vehicleUuid, uuid));
    const res = await uploadPhotos(t, uuid, [photoPart(await jpeg(800, 600))], tokens['gestor@demo.pt']);
    expect(res.statusCode, res.body).toBe(201);
    if (uuid === ids.unpublished) unpublishedPhoto = body<PhotosAnswer>(res).photos[0]!.galleryUrl!;
  }
});

describe('what the catalogue lists', () => {
  it('the list and the feed hold exactly the online READY_FOR_SALE vehicles of the company', async () => {
    const expected = await expectedUuids();
    expect(expected).toContain(ids.listed);
    expect(expected.length).toBeGreaterThan(PUBLIC_PAGE_SIZE);
    expect((await listedUuids()).sort()).toEqual(expected);
    const feed = await get(`/api/public/${SLUG}/vehicles`);
    expect(feed.statusCode).toBe(200);
    const vehicles = body<{ vehicles: { uuid: string }[] }>(feed).vehicles;
    expect(vehicles.map((v) => v.uuid).sort()).toEqual(expected);
    for (const gone of [ids.unpublished, ids.sold, ids.repairing, ids.rival])
      expect(expected).not.toContain(gone);
  });

  it('shows the featured vehicle first, 24 to a page, and filters by brand, fuel and price', async () => {
    const first = await get(`/stock/${SLUG}`);
    const links = [...first.body.matchAll(/href="\/stock\/auto-demo-aveiro\/([0-9a-f-]{36})"/g)];
    expect(links).toHaveLength(PUBLIC_PAGE_SIZE);
    expect(first.body).toContain('Destaque');
    expect(await listedUuids('?marca=renault&combustivel=&precoMax=14000')).toContain(ids.listed);
    expect(await listedUuids('?marca=renault&precoMax=13000')).not.toContain(ids.listed);
    expect(first.body).toContain('<html lang="pt-PT">');
    expect(Buffer.byteLength(first.body)).toBeLessThanOrEqual(100 * 1024);
  });

  it('answers 404 for an unpublished, sold, repairing or rival vehicle, an unknown slug and a closed catalogue', async () => {
    for (const uuid of [ids.unpublished, ids.sold, ids.repairing, ids.rival, 'not-a-uuid']) {
      const res = await get(`/stock/${SLUG}/${uuid}`);
      expect(res.statusCode, uuid).toBe(404);
      expect(res.body).toContain('Página não encontrada');
    }
    expect((await get('/stock/nao-existe')).statusCode).toBe(404);
    // The rival's catalogue is off (the default).
    expect((await get(`/stock/rival-motors-porto/${ids.rival}`)).statusCode).toBe(404);
    expect((await get('/stock/rival-motors-porto')).statusCode).toBe(404);
    expectError(await get('/api/public/rival-motors-porto/vehicles'), 404, 'NOT_FOUND');
  });
});

describe('what never leaves', () => {
  it('no hidden field value is in the list, the vehicle page or the feed', async () => {
    const pages = [
      (await get(`/stock/${SLUG}`)).body,
      (await get(`/stock/${SLUG}/${ids.listed}`)).body,
      (await get(`/api/public/${SLUG}/vehicles`)).body,
    ];
    for (const text of pages) {
      for (const secret of [...SECRET_TEXTS, supplierName]) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/buyPrice|numBoard|licensePlate|observations|supplier|retake|previewCosts/);
    }
  });

  it('a <script> typed in a description shows as text', async () => {
    const html = (await get(`/stock/${SLUG}/${ids.listed}`)).body;
    expect(html).toContain('Bom estado &lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt; &amp; revisto');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    // Inside the JSON-LD too, nothing closes the script element early.
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
    expect(ld).not.toContain('</script');
  });
});

describe('the vehicle page', () => {
  it('carries a schema.org Car with its price in EUR, and Open Graph tags', async () => {
    const html = (await get(`/stock/${SLUG}/${ids.listed}`)).body;
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
    expect(ld['@type']).toBe('Car');
    expect(ld.offers).toMatchObject({ price: 13900, priceCurrency: 'EUR' });
    expect(ld.description).toContain('<script>');
    expect(html).toMatch(/<meta property="og:title" content="Renault Clio 1.5 dCi/);
    expect(html).toMatch(/<del>15\s000,00\s€<\/del>13\s900,00\s€/);
  });

  it('og:image is an absolute address anyone may fetch; an unpublished photo is refused', async () => {
    const html = (await get(`/stock/${SLUG}/${ids.listed}`)).body;
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
    expect(image).toMatch(/^http:\/\/localhost(:\d+)?\/api\/public\/auto-demo-aveiro\/media\/c\//);
    const photo = await get(new URL(image).pathname);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    expect(photo.headers['cache-control']).toBe('public, max-age=60');
    const hidden = unpublishedPhoto.replace('/api/media/', `/api/public/${SLUG}/media/`);
    expectError(await get(hidden), 404, 'NOT_FOUND');
    // Taken offline, its photo goes with it (publication is read at every fetch).
    await setVehicle(ids.listed, { online: false });
    expectError(await get(new URL(image).pathname), 404, 'NOT_FOUND');
    await setVehicle(ids.listed, { online: true });
    expect((await get(new URL(image).pathname)).statusCode).toBe(200);
  });

  it('PUBLIC_BASE_URL gives the absolute addresses', async () => {
    const { makeTestApp } = await import('./helpers/test-app');
    const other = await makeTestApp({ deps: { publicBaseUrl: 'https://stock.example.pt' } });
    try {
      const [v] = await other.database.db
        .select()
        .from(s.vehicles)
        .where(
          and(
            eq(s.vehicles.companyUuid, DEMO_COMPANY),
            eq(s.vehicles.online, true),
            eq(s.vehicles.availability, 'READY_FOR_SALE'),
          ),
        )
        .limit(1);
      const res = await other.app.inject({ method: 'GET', url: `/stock/${SLUG}/${v!.uuid}` });
      expect(res.body).toContain(
        `<link rel="canonical" href="https://stock.example.pt/stock/${SLUG}/${v!.uuid}">`,
      );
    } finally {
      await other.close();
    }
  });
});

describe('caching', () => {
  it('answers with a short max-age and an ETag, and 304 when unchanged', async () => {
    for (const url of [`/stock/${SLUG}`, `/stock/${SLUG}/${ids.listed}`, `/api/public/${SLUG}/vehicles`]) {
      const first = await get(url);
      expect(first.headers['cache-control']).toBe('public, max-age=60');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^W\/"/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
    }
  });
});

describe('company settings', () => {
  const companyRow = async (uuid: string) =>
    (await t.database.db.select().from(s.companies).where(eq(s.companies.uuid, uuid)))[0]!;

  it('the seed made the slugs from the names; the demo catalogue is on, the rival one off', async () => {
    expect(await companyRow(DEMO_COMPANY)).toMatchObject({ slug: SLUG, publicCatalogue: true });
    expect(await companyRow(RIVAL_COMPANY)).toMatchObject({
      slug: 'rival-motors-porto',
      publicCatalogue: false,
    });
  });

  it('a new company gets a unique slug made from its name', async () => {
    const res = await call('POST', '/api/companies', 'super@montra.pt', { name: 'Auto Demo Aveiro' });
    expect(res.statusCode, res.body).toBe(201);
    const { company } = body<{ company: { uuid: string; slug: string; publicCatalogue: boolean } }>(res);
    expect(company).toMatchObject({ slug: 'auto-demo-aveiro-2', publicCatalogue: false });
    expect((await companyRow(company.uuid)).slug).toBe('auto-demo-aveiro-2');
  });

  it('the super user sets the slug and the switch; a taken or malformed slug is refused in pt-PT', async () => {
    const ok = await call('PUT', `/api/companies/${RIVAL_COMPANY}`, 'super@montra.pt', {
      slug: ' Rival-Porto ',
      publicCatalogue: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await companyRow(RIVAL_COMPANY)).toMatchObject({ slug: 'rival-porto', publicCatalogue: true });
    expect((await get('/stock/rival-porto')).statusCode).toBe(200);

    const taken = expectError(
      await call('PUT', `/api/companies/${RIVAL_COMPANY}`, 'super@montra.pt', { slug: SLUG }),
      400,
    );
    expect(taken.error.fields).toEqual({ slug: SLUG_MESSAGES.taken });
    const bad = expectError(
      await call('PUT', `/api/companies/${RIVAL_COMPANY}`, 'super@montra.pt', { slug: 'não válido!' }),
      400,
    );
    expect(bad.error.fields).toEqual({ slug: SLUG_MESSAGES.invalid });
    expect((await companyRow(RIVAL_COMPANY)).slug).toBe('rival-porto');

    // A company admin does not set them.
    expectError(
      await call('PUT', `/api/companies/${DEMO_COMPANY}`, 'admin@demo.pt', { publicCatalogue: false }),
      403,
      'FORBIDDEN',
    );
    expect((await companyRow(DEMO_COMPANY)).publicCatalogue).toBe(true);
  });
});
