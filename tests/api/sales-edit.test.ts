/**
 * PUT and DELETE /api/sales/{id} (spec 02 §4, §7): the whole sale with its
 * rowVersion (stale → 409 with the current sale), the vehicle kept; delete
 * returns the vehicle to stock with IN_STOCK_VEHICLE. Who may: admin-type
 * users any sale, the other sale roles their own; a DELIVERED sale is final (409); another
 * seller's sale, or another company's, is 404 for them; WORKSHOP is 403.
 */
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Sale } from '../../src/domain/entities';
import { MSG } from '../../src/domain/messages';
import { SALE_MESSAGES } from '../../src/domain/sales';
import * as s from '../../server/db/schema';
import { userUuid } from '../../server/seed/demo-organisation';
import type { VehicleAnswer } from '../../server/wire/serializers';
import { makeSale, salesOf, stockVehicle, vehicleRow } from './helpers/sales';
import { body, testAppWithUsers } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

const SELLER = userUuid('vendedor@demo.pt');
const SELLER2 = userUuid('vendedor2@demo.pt');
const USERS = [
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'vendedor2@demo.pt',
  'editor1@demo.pt',
  'oficina@demo.pt',
  'admin@rival.pt',
];

const { t, tokens: tok, call } = testAppWithUsers(USERS);

/** A vehicle sold by `seller` (made by the admin, in the seller's name). */
async function soldBy(seller: string): Promise<{ sale: Sale; vehicle: VehicleAnswer }> {
  const vehicle = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
  const res = await call('POST', '/api/sales/', 'admin@demo.pt', makeSale(vehicle.uuid, seller));
  expect(res.statusCode, res.body).toBe(201);
  return body<{ sale: Sale; vehicle: VehicleAnswer }>(res);
}

async function saleRow(uuid: string) {
  const [row] = await t.database.db.select().from(s.sales).where(eq(s.sales.uuid, uuid));
  return row;
}

describe('PUT /api/sales/{id}', () => {
  it('saves the whole sale for the admin, who may change the seller', async () => {
    const { sale } = await soldBy(SELLER);
    const res = await call('PUT', `/api/sales/${sale.uuid}`, 'admin@demo.pt', {
      ...sale,
      sellerUuid: SELLER2,
      salePrice: 14900,
      client: { ...sale.client, name: 'Maria Avó' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ sale: Sale }>(res).sale).toMatchObject({ salePrice: 14900, sellerUuid: SELLER2 });
    expect(await saleRow(sale.uuid)).toMatchObject({
      salePrice: 14900,
      sellerUuid: SELLER2,
      clientName: 'Maria Avó',
      rowVersion: sale.rowVersion + 1,
    });
  });

  it('answers 409 with the current sale for a stale rowVersion, writing nothing', async () => {
    const { sale } = await soldBy(SELLER);
    const first = await call('PUT', `/api/sales/${sale.uuid}`, 'admin@demo.pt', {
      ...sale,
      salePrice: 15000,
    });
    expect(first.statusCode).toBe(200);
    const before = await saleRow(sale.uuid);
    const stale = await call('PUT', `/api/sales/${sale.uuid}`, 'gestor@demo.pt', { ...sale, salePrice: 1 });
    expect(stale.statusCode).toBe(409);
    const err = body<ErrorBody>(stale);
    expect(err.error.message).toBe(MSG.staleVersion);
    expect(err.current).toMatchObject({ uuid: sale.uuid, salePrice: 15000, rowVersion: sale.rowVersion + 1 });
    expect(await saleRow(sale.uuid)).toEqual(before);
  });

  it('refuses another vehicle (400 on vehicleUuid) and an invalid sale (400 on the field)', async () => {
    const { sale } = await soldBy(SELLER);
    const other = await stockVehicle(t, tok['admin@demo.pt'] ?? '');
    const before = await saleRow(sale.uuid);
    const moved = await call('PUT', `/api/sales/${sale.uuid}`, 'admin@demo.pt', {
      ...sale,
      vehicleUuid: other.uuid,
    });
    expect(moved.statusCode).toBe(400);
    expect(body<ErrorBody>(moved).error.fields).toEqual({ vehicleUuid: MSG.invalidValue });
    const invalid = await call('PUT', `/api/sales/${sale.uuid}`, 'admin@demo.pt', {
      ...sale,
      salePrice: 'x',
    });
    expect(body<ErrorBody>(invalid).error.fields).toEqual({ salePrice: MSG.mustBeNumber });
    expect(await saleRow(sale.uuid)).toEqual(before);
  });

  it('lets a SELLER edit their own sale, which stays theirs', async () => {
    const { sale } = await soldBy(SELLER);
    const res = await call('PUT', `/api/sales/${sale.uuid}`, 'vendedor@demo.pt', {
      ...sale,
      sellerUuid: SELLER2,
      businessNotes: 'Pintura revista',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/saleMargin|buyPrice/);
    expect(await saleRow(sale.uuid)).toMatchObject({ sellerUuid: SELLER, businessNotes: 'Pintura revista' });
  });

  it("answers 404 to a SELLER or EDITOR1 for another seller's sale, 403 to WORKSHOP, 404 to a rival", async () => {
    const { sale } = await soldBy(SELLER2);
    const before = await saleRow(sale.uuid);
    for (const [as, status] of [
      ['vendedor@demo.pt', 404],
      ['editor1@demo.pt', 404],
      ['oficina@demo.pt', 403],
      ['admin@rival.pt', 404],
    ] as const) {
      const res = await call('PUT', `/api/sales/${sale.uuid}`, as, { ...sale, salePrice: 1 });
      expect(res.statusCode, as).toBe(status);
    }
    expect(await saleRow(sale.uuid)).toEqual(before);
  });

  it.each(['vendedor@demo.pt', 'admin@demo.pt', 'gestor@demo.pt'])(
    'refuses %s once the sale is delivered: 409 with the reason, sale and vehicle unchanged',
    async (as) => {
      const { sale, vehicle } = await soldBy(SELLER);
      await t.database.db
        .update(s.vehicles)
        .set({ availability: 'DELIVERED' })
        .where(eq(s.vehicles.uuid, vehicle.uuid));
      const before = await saleRow(sale.uuid);
      const res = await call('PUT', `/api/sales/${sale.uuid}`, as, { ...sale, salePrice: 1 });
      expect(res.statusCode).toBe(409);
      expect(body<ErrorBody>(res).error.message).toBe(SALE_MESSAGES.deliveredLocked);
      const del = await call('DELETE', `/api/sales/${sale.uuid}`, as);
      expect(del.statusCode).toBe(409);
      expect(body<ErrorBody>(del).error.message).toBe(SALE_MESSAGES.deliveredLocked);
      expect(await saleRow(sale.uuid)).toEqual(before);
      expect((await vehicleRow(t, vehicle.uuid)).availability).toBe('DELIVERED');
    },
  );
});

describe('DELETE /api/sales/{id}', () => {
  it('removes the sale and returns the vehicle to stock, telling the others it is back', async () => {
    const { sale, vehicle } = await soldBy(SELLER);
    const res = await call('DELETE', `/api/sales/${sale.uuid}`, 'gestor@demo.pt');
    expect(res.statusCode, res.body).toBe(200);
    expect(body<{ vehicle: VehicleAnswer }>(res).vehicle).toMatchObject({
      uuid: vehicle.uuid,
      availability: 'READY_FOR_SALE',
    });
    expect(await saleRow(sale.uuid)).toBeUndefined();
    expect(await vehicleRow(t, vehicle.uuid)).toMatchObject({
      availability: 'READY_FOR_SALE',
      rowVersion: vehicle.rowVersion + 1,
    });
    const events = await t.database.db
      .select()
      .from(s.notifications)
      .where(
        and(
          eq(s.notifications.vehicleUuid, vehicle.uuid),
          eq(s.notifications.notificationType, 'IN_STOCK_VEHICLE'),
        ),
      );
    expect(events).toHaveLength(1);
    const tomb = await t.database.db.select().from(s.tombstones).where(eq(s.tombstones.uuid, sale.uuid));
    expect(tomb).toHaveLength(1);
  });

  it("lets a SELLER delete their own sale, not another seller's (404); a rival gets 404", async () => {
    const own = await soldBy(SELLER);
    const res = await call('DELETE', `/api/sales/${own.sale.uuid}`, 'vendedor@demo.pt');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toMatch(/buyPrice|totalCosts/);
    expect(await salesOf(t, own.vehicle.uuid)).toEqual([]);

    const other = await soldBy(SELLER2);
    for (const as of ['vendedor@demo.pt', 'editor1@demo.pt', 'admin@rival.pt']) {
      const refused = await call('DELETE', `/api/sales/${other.sale.uuid}`, as);
      expect(refused.statusCode, as).toBe(404);
    }
    expect(await salesOf(t, other.vehicle.uuid)).toHaveLength(1);
    expect((await vehicleRow(t, other.vehicle.uuid)).availability).toBe('SOLD');
  });

  it('answers 404 for an id that names no sale', async () => {
    for (const id of ['nada', crypto.randomUUID()]) {
      const res = await call('DELETE', `/api/sales/${id}`, 'admin@demo.pt');
      expect(res.statusCode).toBe(404);
    }
  });
});
