// @vitest-environment node
/**
 * Two sales of one vehicle against the real server (issue 11): a manager sells offline while a
 * seller sells the same vehicle online. Back online, the manager's pull brings the seller's sale
 * (one sale per vehicle: the mirror's unique index) without failing, the manager's sale is
 * answered 409 and kept with what was typed until discarded; taking the server's side leaves the
 * seller's sale and the SOLD vehicle. Never a silent loss, never a stuck sync.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as w from '../../../src/data/writes';
import { saleSchema } from '../../../src/domain/schemas/sales';
import { signIn, startServer, type Device, type Harness } from './server-harness';

let h: Harness;
let manager: Device;
let seller: Device;

beforeAll(async () => {
  h = await startServer();
  manager = await signIn(h, 'gestor@demo.pt');
  await manager.pull();
  seller = await signIn(h, 'vendedor@demo.pt');
  await seller.pull();
});

afterAll(async () => {
  await manager.close();
  await seller.close();
  await h.close();
});

const today = new Date().toISOString().slice(0, 10);

function sale(vehicleUuid: string, sellerUuid: string, client: string) {
  return {
    ...v.parse(saleSchema, {
      vehicleUuid,
      dateOfSale: today,
      sellerUuid,
      salePrice: 10_000,
      client: { name: client },
    }),
    uuid: crypto.randomUUID(),
  };
}

describe('a vehicle sold twice', { timeout: 60_000 }, () => {
  it('pulls the other sale, keeps mine as a conflict, and takes theirs on discard', async () => {
    const sold = new Set((await manager.db.sales.toArray()).map((s) => s.vehicleUuid));
    const vehicle = (await manager.db.vehicles.toArray()).find(
      (x) => x.availability === 'READY_FOR_SALE' && !sold.has(x.uuid),
    );
    if (!vehicle) throw new Error('no vehicle to sell');

    // The manager sells offline (queued, not pushed); the seller sells online first.
    manager.use();
    await w.queueSaleCreate(sale(vehicle.uuid, manager.user.uuid, 'Cliente do gestor'));
    seller.use();
    await w.queueSaleCreate(sale(vehicle.uuid, seller.user.uuid, 'Cliente do vendedor'));
    expect((await seller.push()).sent).toBe(1);

    // Back online: the pull must not trip over the unique vehicle index, and the push is refused.
    manager.use();
    await manager.pull();
    const pushed = await manager.push();
    expect(pushed.stopped).toBeNull();
    const [row] = await manager.db.outbox.toArray();
    expect(row?.state).toBe('conflict');
    expect(row?.payload).toMatchObject({ client: { name: 'Cliente do gestor' } });

    await w.takeTheirs(manager.db, row!.seq!);
    await manager.pull();
    const sales = await manager.db.sales.where('vehicleUuid').equals(vehicle.uuid).toArray();
    expect(sales.map((s) => s.client.name)).toEqual(['Cliente do vendedor']);
    expect((await manager.db.vehicles.get(vehicle.uuid))?.availability).toBe('SOLD');
    expect(await manager.db.outbox.count()).toBe(0);
  });
});
