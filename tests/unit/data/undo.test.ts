// @vitest-environment node
/**
 * Undo covers every record a write touched (design §2): discarding a queued,
 * refused or conflicting write, or taking the server's version, puts back the
 * vehicle and every cost the edit changed — as the server has them when that
 * is known (a pulled shadow, the 409's record), else as they were — and the
 * later writes stacked on the same records still show. Table-driven.
 */
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MontraDb } from '../../../src/data/db/montra-db';
import { writesActFor } from '../../../src/data/sync/enqueue';
import { applyPage } from '../../../src/data/sync/pull';
import {
  discardRow,
  queueCostCreate,
  queueVehicleCreate,
  queueVehicleUpdate,
  takeTheirs,
} from '../../../src/data/writes';
import type { Cost, Vehicle } from '../../../src/domain/entities';
import type { User } from '../../../src/domain/types';

const COMPANY = '00000000-0000-4000-8000-00000000c0de';
const VEHICLE = '00000000-0000-4000-8000-0000000000a1';
const COST_A = '00000000-0000-4000-8000-0000000000c1';
const COST_B = '00000000-0000-4000-8000-0000000000c2';
const admin: User = {
  uuid: '00000000-0000-4000-8000-0000000000ad',
  username: 'admin@demo.pt',
  firstName: 'Ana',
  lastName: null,
  role: 'ADMIN',
  isActive: true,
  isSuperUser: false,
  companyUuid: COMPANY,
  rowVersion: 1,
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    uuid: VEHICLE,
    companyUuid: COMPANY,
    rowVersion: 3,
    updatedAt: '2026-11-01T00:00:00.000Z',
    standUuid: null,
    brand: 'Peugeot',
    model: '208',
    version: null,
    licensePlate: 'AA-00-BB',
    dateVehicle: null,
    firstDateLicensePlate: null,
    createdAt: '2026-10-01',
    state: null,
    typeVehicle: null,
    color: 'Azul',
    numberDoors: null,
    numberSeats: null,
    numBoard: null,
    grossWeight: null,
    tara: null,
    fuel: null,
    shift: null,
    motorPower: null,
    cylinder: null,
    mileage: 50_000,
    availability: 'READY_FOR_SALE',
    buyPrice: 8000,
    sellerPrice: 11_000,
    observations: null,
    vehicleExtras: [],
    online: false,
    isFeatured: false,
    isOnPromotion: false,
    promotionPrice: null,
    shortDescription: null,
    longDescription: null,
    supplierUuid: null,
    supplierNotes: null,
    ...overrides,
  };
}

function cost(uuid: string, value: number, rowVersion = 1): Cost {
  const c: Cost = {
    uuid,
    vehicleUuid: VEHICLE,
    companyUuid: COMPANY,
    costType: 'MECHANIC',
    value,
    description: null,
    associatedInvoice: null,
    date: '2026-10-02',
    rowVersion,
    updatedAt: '2026-10-02T00:00:00.000Z',
  };
  return c;
}

let db: MontraDb;

beforeEach(async () => {
  db = new MontraDb(`undo-${crypto.randomUUID()}`);
  writesActFor({ current: () => ({ db, user: admin }) });
  await db.vehicles.put(vehicle());
  await db.costs.bulkPut([cost(COST_A, 100), cost(COST_B, 250)]);
});

afterEach(async () => {
  db.close();
  await Dexie.delete(db.name);
});

/** The offline edit of the issue: two fields changed, both costs removed. */
const editRemovingCosts = () =>
  queueVehicleUpdate({
    uuid: VEHICLE,
    brand: 'Peugeot',
    model: '208',
    licensePlate: 'AA-00-BB',
    createdAt: '2026-10-01',
    color: 'Vermelho',
    mileage: 61_000,
    deletedCosts: [COST_A, COST_B],
    rowVersion: 3,
  });

async function seqOf(id: string): Promise<number> {
  const row = await db.outbox.where('id').equals(id).first();
  if (row?.seq === undefined) throw new Error('not queued');
  return row.seq;
}

async function snapshot() {
  const v = await db.vehicles.get(VEHICLE);
  const costs = await db.costs.where('vehicleUuid').equals(VEHICLE).sortBy('uuid');
  return {
    vehicle: v ? { color: v.color, mileage: v.mileage, rowVersion: v.rowVersion } : null,
    costs: costs.map((c) => ({ uuid: c.uuid, value: c.value })),
    queued: await db.outbox.count(),
  };
}

const ORIGINAL = {
  vehicle: { color: 'Azul', mileage: 50_000, rowVersion: 3 },
  costs: [
    { uuid: COST_A, value: 100 },
    { uuid: COST_B, value: 250 },
  ],
};

interface Case {
  name: string;
  run(): Promise<void>;
  expected: Awaited<ReturnType<typeof snapshot>>;
}

const CASES: Case[] = [
  {
    name: 'a vehicle edit that removed two costs, discarded: the vehicle and both costs come back',
    run: async () => {
      const id = await editRemovingCosts();
      expect((await snapshot()).costs).toEqual([]);
      await discardRow(db, await seqOf(id));
    },
    expected: { ...ORIGINAL, queued: 0 },
  },
  {
    name: "the same edit refused by the server (409), 'take theirs': the server's vehicle, both costs back",
    run: async () => {
      const id = await editRemovingCosts();
      await db.outbox.update(await seqOf(id), {
        state: 'conflict',
        serverRecord: {
          ...vehicle({ color: 'Preto', rowVersion: 4 }),
          standLocation: 'AVEIRO',
          totalCosts: 350,
        },
      });
      await takeTheirs(db, await seqOf(id));
    },
    expected: { ...ORIGINAL, vehicle: { color: 'Preto', mileage: 50_000, rowVersion: 4 }, queued: 0 },
  },
  {
    name: "the same edit refused (failed) after a pull changed a cost meanwhile: the server's cost shows",
    run: async () => {
      const id = await editRemovingCosts();
      await applyPage(db, {
        changes: [{ entity: 'costs', op: 'put', seq: 10, record: cost(COST_B, 300, 2) }],
        cursor: '10',
        hasMore: false,
      });
      // Pull never overwrites what a queued write touched: the cost stays removed for now.
      expect((await snapshot()).costs).toEqual([]);
      await db.outbox.update(await seqOf(id), { state: 'failed', lastError: 'Recusado' });
      await discardRow(db, await seqOf(id));
    },
    expected: {
      ...ORIGINAL,
      costs: [
        { uuid: COST_A, value: 100 },
        { uuid: COST_B, value: 300 },
      ],
      queued: 0,
    },
  },
  {
    name: 'a vehicle created offline with a cost, then discarded: neither is left',
    run: async () => {
      await db.vehicles.clear();
      await db.costs.clear();
      const id = await queueVehicleCreate({
        uuid: VEHICLE,
        brand: 'Peugeot',
        model: '208',
        licensePlate: 'AA-00-BB',
        createdAt: '2026-10-01',
        availability: 'REPARING',
        costs: [{ ...cost(COST_A, 100) }],
      });
      expect((await snapshot()).costs).toHaveLength(1);
      await discardRow(db, await seqOf(id));
    },
    expected: { vehicle: null, costs: [], queued: 0 },
  },
  {
    name: 'two queued writes on the same vehicle, the first discarded: the second still shows, on the original',
    run: async () => {
      const first = await editRemovingCosts();
      await queueVehicleUpdate({
        uuid: VEHICLE,
        brand: 'Peugeot',
        model: '208',
        licensePlate: 'AA-00-BB',
        createdAt: '2026-10-01',
        mileage: 70_000,
        rowVersion: 3,
      });
      await discardRow(db, await seqOf(first));
    },
    expected: { ...ORIGINAL, vehicle: { color: 'Azul', mileage: 70_000, rowVersion: 3 }, queued: 1 },
  },
  {
    name: 'two queued writes, the first discarded and then the second: the original is back',
    run: async () => {
      const first = await editRemovingCosts();
      const second = await queueVehicleUpdate({
        uuid: VEHICLE,
        brand: 'Peugeot',
        model: '208',
        licensePlate: 'AA-00-BB',
        createdAt: '2026-10-01',
        mileage: 70_000,
        rowVersion: 3,
      });
      await discardRow(db, await seqOf(first));
      await discardRow(db, await seqOf(second));
    },
    expected: { ...ORIGINAL, queued: 0 },
  },
  {
    name: 'a cost added after the edit, the edit discarded: the new cost stays (its own write)',
    run: async () => {
      const id = await editRemovingCosts();
      await queueCostCreate({
        uuid: '00000000-0000-4000-8000-0000000000c3',
        vehicleUuid: VEHICLE,
        costType: 'STAMP',
        value: 40,
        date: '2026-11-02',
        description: null,
        associatedInvoice: null,
      });
      await discardRow(db, await seqOf(id));
    },
    expected: {
      ...ORIGINAL,
      costs: [...ORIGINAL.costs, { uuid: '00000000-0000-4000-8000-0000000000c3', value: 40 }],
      queued: 1,
    },
  },
];

describe('undo restores every record a write touched', () => {
  it.each(CASES)('$name', async ({ run, expected }) => {
    await run();
    expect(await snapshot()).toEqual(expected);
  });

  it('forgets the server versions kept aside once no queued write touches their records', async () => {
    const id = await editRemovingCosts();
    await applyPage(db, {
      changes: [{ entity: 'costs', op: 'put', seq: 11, record: cost(COST_A, 111, 2) }],
      cursor: '11',
      hasMore: false,
    });
    expect(await db.meta.where('key').startsWith('shadow:').count()).toBe(1);
    await discardRow(db, await seqOf(id));
    expect(await db.meta.where('key').startsWith('shadow:').count()).toBe(0);
  });
});
