/**
 * GET /api/vehicles/{id} carries what spec 02 §3 lists on the vehicle — photos, video, files,
 * supplier and sale — each as the caller may see it (issue 24; src/domain/visibility.ts, the
 * change feed's rules): a field the role may not see is absent, null says there is none.
 */
import { and, eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Photo, Sale, Supplier, VehicleFile, Video } from '../../src/domain/entities';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { body, testAppWithUsers } from './helpers/test-app';

type Related = {
  photos?: Photo[];
  video?: Video | null;
  files?: VehicleFile[];
  supplier?: Supplier | null;
  sale?: Sale | null;
};
type ReadAnswer = { vehicle: VehicleAnswer & Related };

const USERS = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'vendedor2@demo.pt',
  'oficina@demo.pt',
  'editor3@demo.pt',
] as const;
const { t, call } = testAppWithUsers(USERS);
const seller = userUuid('vendedor@demo.pt');
let sold = { vehicleUuid: '', saleUuid: '' };
let supplierUuid = '';
let inStock = '';

beforeAll(async () => {
  const db = t.database.db;
  const [sale] = await db.select().from(s.sales).where(eq(s.sales.sellerUuid, seller)).limit(1);
  const [supplier] = await db
    .select()
    .from(s.suppliers)
    .where(eq(s.suppliers.companyUuid, DEMO_COMPANY))
    .limit(1);
  const [stock] = await db
    .select()
    .from(s.vehicles)
    .where(
      and(
        eq(s.vehicles.companyUuid, DEMO_COMPANY),
        ne(s.vehicles.availability, 'SOLD'),
        ne(s.vehicles.availability, 'DELIVERED'),
      ),
    )
    .limit(1);
  if (!sale || !supplier || !stock)
    throw new Error('demo data lacks a sale, a supplier or a vehicle in stock');
  sold = { vehicleUuid: sale.vehicleUuid, saleUuid: sale.uuid };
  supplierUuid = supplier.uuid;
  inStock = stock.uuid;
  const vehicleUuid = sale.vehicleUuid;
  await db.update(s.vehicles).set({ supplierUuid }).where(eq(s.vehicles.uuid, vehicleUuid));
  await db.delete(s.vehiclePhotos).where(eq(s.vehiclePhotos.vehicleUuid, vehicleUuid));
  const base = { vehicleUuid, companyUuid: DEMO_COMPANY };
  await db.insert(s.vehiclePhotos).values([
    { ...base, url: '/api/media/c/x/b.webp', orderNum: 2 },
    { ...base, url: '/api/media/c/x/a.webp', orderNum: 1, isFeatured: true },
  ]);
  await db.delete(s.vehicleVideos).where(eq(s.vehicleVideos.vehicleUuid, vehicleUuid));
  await db.insert(s.vehicleVideos).values({ ...base, url: '/api/media/c/x/v.mp4' });
  await db.insert(s.vehicleFiles).values({ ...base, url: '/api/media/c/x/f.pdf', description: 'Inspeção' });
  await db.update(s.vehicles).set({ supplierUuid: null }).where(eq(s.vehicles.uuid, inStock));
});

const read = async (as: (typeof USERS)[number], uuid = sold.vehicleUuid) => {
  const res = await call('GET', `/api/vehicles/${uuid}`, as);
  expect(res.statusCode, res.body).toBe(200);
  return body<ReadAnswer>(res).vehicle;
};

describe('GET /api/vehicles/{id}: media, supplier and sale on the vehicle', () => {
  it('gives the admin the photos by orderNum, the video, the files, the supplier and the whole sale', async () => {
    const vehicle = await read('admin@demo.pt');
    expect(vehicle.photos?.map((p) => [p.url, p.orderNum, p.isFeatured])).toEqual([
      ['/api/media/c/x/a.webp', 1, true],
      ['/api/media/c/x/b.webp', 2, false],
    ]);
    expect(vehicle.video?.url).toBe('/api/media/c/x/v.mp4');
    expect(vehicle.files?.map((f) => f.description)).toEqual(['Inspeção']);
    expect(vehicle.supplier?.uuid).toBe(supplierUuid);
    expect(vehicle.sale?.uuid).toBe(sold.saleUuid);
    expect(vehicle.sale?.client?.name).toBeTruthy();
    expect(vehicle.sale?.salePrice).toEqual(expect.any(Number));
  });

  it('says none with null: a vehicle in stock has no sale, video or supplier', async () => {
    const vehicle = await read('gestor@demo.pt', inStock);
    expect(vehicle.sale).toBeNull();
    expect(vehicle.video).toBeNull();
    expect(vehicle.supplier).toBeNull();
    expect(Array.isArray(vehicle.photos)).toBe(true);
    expect(Array.isArray(vehicle.files)).toBe(true);
  });

  it('gives the seller their own sale, without the supplier (no supplier.read)', async () => {
    const vehicle = await read('vendedor@demo.pt');
    expect(vehicle.sale?.uuid).toBe(sold.saleUuid);
    expect(vehicle.sale?.client?.name).toBeTruthy();
    expect(vehicle).not.toHaveProperty('supplier');
    expect(vehicle.photos).toHaveLength(2);
  });

  it("gives another seller no part of someone else's sale", async () => {
    const vehicle = await read('vendedor2@demo.pt');
    expect(vehicle).not.toHaveProperty('sale');
    expect(JSON.stringify(vehicle)).not.toContain(sold.saleUuid);
  });

  it.each(['oficina@demo.pt', 'editor3@demo.pt'] as const)(
    '%s gets the workshop side of the sale: no client, no money, no seller',
    async (as) => {
      const vehicle = await read(as);
      expect(vehicle.sale?.uuid).toBe(sold.saleUuid);
      expect(vehicle.sale?.dateOfSale).toBeTruthy();
      for (const hidden of ['client', 'salePrice', 'sellerUuid', 'loanValue', 'businessNotes']) {
        expect(vehicle.sale, hidden).not.toHaveProperty(hidden);
      }
      expect(vehicle.supplier?.uuid).toBe(supplierUuid);
    },
  );
});
