// @vitest-environment node
/**
 * The contract of the declared writes with the server: every write declared
 * in src/data/writes is queued through its own action and pushed (or
 * uploaded) against the real in-process server, and must be answered 2xx —
 * a declaration whose path, method or body drifts from the server fails here.
 * What the write showed at once must be what the server then stores: the
 * mirror after the optimistic change is compared with the mirror after the
 * server's answer landed, and again after the change feed brought the
 * server's records, field by field; only the fields each case lists as the
 * server's alone (its version, the time, the address of a stored file) may
 * differ. A new declaration without a case below fails too.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as w from '../../../src/data/writes';
import { DEMO_COMPANY, DEMO_STANDS, userUuid } from '../../../server/seed/demo-organisation';
import { mirrorDifferences, snapshotMirror, type ServerDecides } from './mirror-diff';
import { signIn, startServer, type Device, type Harness } from './server-harness';
import {
  contactPayload,
  mp4File,
  pdfFile,
  pngFile,
  promotedVehicle,
  pushed,
  pushedContact,
  pushedSale,
  queuedPhoto,
  salePayload,
  sellable,
  today,
  uploadedPhoto,
  uuid,
  version,
} from './write-contract-fixtures';

let h: Harness;
let superUser: Device;
let admin: Device;
/** A SELLER: sells in their own name, whatever the payload names. */
let seller: Device;
/** Every answer to a queued write (they carry an Idempotency-Key), by `METHOD path`. */
const statuses: { request: string; status: number }[] = [];

beforeAll(async () => {
  h = await startServer((t) =>
    t.app.addHook('onResponse', async (req, reply) => {
      if (req.headers['idempotency-key'])
        statuses.push({ request: `${req.method} ${req.url}`, status: reply.statusCode });
    }),
  );
  superUser = await signIn(h, 'super@montra.pt');
  await superUser.pull();
  admin = await signIn(h, 'admin@demo.pt');
  await admin.pull();
  seller = await signIn(h, 'vendedor@demo.pt');
  await seller.pull();
});

afterAll(async () => {
  await superUser.close();
  await admin.close();
  await seller.close();
  await h.close();
});

// A case that failed leaves its rows: the next cases start from an empty queue all the same.
afterEach(async () => {
  await superUser.db.outbox.clear();
  await admin.db.outbox.clear();
  await seller.db.outbox.clear();
});

/** What the server alone decides of every record it stores: its version and the time of the change. */
const STAMP = ['rowVersion', 'updatedAt'] as const;

interface Case {
  device: () => Device;
  /** Per mirrored table, the fields the server alone decides; any other field must be as shown. */
  server: ServerDecides;
  queue: () => Promise<unknown>;
}

/** Each declared write, queued as a screen queues it; cases may queue a record first and use it. */
const CASES: Record<string, Case> = {
  'companies:create': {
    device: () => superUser,
    server: { companies: STAMP },
    queue: () => w.queueCompanyCreate({ uuid: uuid(), name: 'Contrato Lda', color: '#112233', logo: null }),
  },
  'companies:update': {
    device: () => superUser,
    server: { companies: STAMP },
    queue: async () =>
      w.queueCompanyUpdate({
        uuid: DEMO_COMPANY,
        name: 'Auto Demo Aveiro',
        color: '#0a7d52',
        rowVersion: await version(superUser, 'companies', DEMO_COMPANY),
      }),
  },
  'companies:delete': {
    device: () => superUser,
    server: {},
    queue: async () => {
      const id = uuid();
      await w.queueCompanyCreate({ uuid: id, name: 'Para apagar', color: null, logo: null });
      await w.queueCompanyDelete({ uuid: id });
    },
  },
  'companies:logo': {
    device: () => superUser,
    server: { companies: [...STAMP, 'logo'] },
    queue: async () => w.queueCompanyLogo({ companyUuid: DEMO_COMPANY }, await pngFile()),
  },
  'stands:create': {
    device: () => superUser,
    server: { stands: STAMP },
    queue: () =>
      w.queueStandCreate({
        uuid: uuid(),
        name: 'Stand Contrato',
        location: 'contrato',
        address: null,
        companyUuid: DEMO_COMPANY,
      }),
  },
  'stands:update': {
    device: () => superUser,
    server: { stands: STAMP },
    queue: async () =>
      w.queueStandUpdate({
        uuid: DEMO_STANDS.aveiro,
        name: 'Stand Aveiro',
        location: 'AVEIRO',
        address: 'Rua Direita 1',
        active: true,
        companyUuid: DEMO_COMPANY,
        rowVersion: await version(superUser, 'stands', DEMO_STANDS.aveiro),
      }),
  },
  'users:create': {
    device: () => superUser,
    server: { users: STAMP },
    queue: () =>
      w.queueUserCreate({
        uuid: uuid(),
        username: 'contrato@demo.pt',
        password: 'palavra-passe-1',
        isActive: true,
        role: 'SELLER',
        companyUuid: DEMO_COMPANY,
        firstName: 'Contrato',
        lastName: null,
      }),
  },
  'users:changeRole': {
    device: () => superUser,
    server: { users: STAMP },
    queue: async () => {
      const id = userUuid('editor1@demo.pt');
      return w.queueUserRole({
        uuid: id,
        role: 'EDITOR2',
        rowVersion: await version(superUser, 'users', id),
      });
    },
  },
  'users:changeState': {
    device: () => superUser,
    server: { users: STAMP },
    queue: async () => {
      const id = userUuid('vendedor2@demo.pt');
      return w.queueUserState({
        uuid: id,
        isActive: false,
        companyUuid: DEMO_COMPANY,
        rowVersion: await version(superUser, 'users', id),
      });
    },
  },
  'financials:create': {
    device: () => superUser,
    server: { financials: STAMP },
    queue: () =>
      w.queueFinancialCreate({
        uuid: uuid(),
        companyUuid: DEMO_COMPANY,
        name: 'Crédito Contrato',
        code: 'CC1',
      }),
  },
  'financials:update': {
    device: () => superUser,
    server: { financials: STAMP },
    queue: async () => {
      const id = uuid();
      await w.queueFinancialCreate({ uuid: id, companyUuid: DEMO_COMPANY, name: 'A mudar', code: 'AM1' });
      await superUser.push();
      return w.queueFinancialUpdate({
        uuid: id,
        name: 'Mudada',
        code: 'AM2',
        rowVersion: await version(superUser, 'financials', id),
      });
    },
  },
  'financials:delete': {
    device: () => superUser,
    server: {},
    queue: async () => {
      const id = uuid();
      await w.queueFinancialCreate({ uuid: id, companyUuid: DEMO_COMPANY, name: 'A apagar', code: 'AA1' });
      return w.queueFinancialDelete({ uuid: id });
    },
  },
  'suppliers:create': {
    device: () => superUser,
    server: { suppliers: STAMP },
    queue: () =>
      w.queueSupplierCreate({
        uuid: uuid(),
        companyUuid: DEMO_COMPANY,
        name: 'Peças Contrato',
        isFrequent: true,
      }),
  },
  'suppliers:update': {
    device: () => superUser,
    server: { suppliers: STAMP },
    // The fields the update leaves out (the phone, the notes) are kept.
    queue: async () => {
      const id = uuid();
      await w.queueSupplierCreate({
        uuid: id,
        companyUuid: DEMO_COMPANY,
        name: 'A mudar',
        isFrequent: false,
        phone: '912 345 678',
        notes: 'Entrega às terças',
      });
      await pushed(superUser, 'supplier');
      return w.queueSupplierUpdate({
        uuid: id,
        name: 'Mudado',
        street: 'rua nova',
        companyUuid: DEMO_COMPANY,
        rowVersion: await version(superUser, 'suppliers', id),
      });
    },
  },
  'suppliers:delete': {
    device: () => superUser,
    server: {},
    queue: async () => {
      const id = uuid();
      await w.queueSupplierCreate({
        uuid: id,
        companyUuid: DEMO_COMPANY,
        name: 'A apagar',
        isFrequent: false,
      });
      return w.queueSupplierDelete({ uuid: id });
    },
  },
  'vehicles:create': {
    device: () => admin,
    server: { vehicles: STAMP, costs: STAMP },
    queue: () =>
      w.queueVehicleCreate({
        uuid: uuid(),
        brand: 'Renault',
        model: 'Clio',
        licensePlate: 'CT-01-AA',
        createdAt: today,
        availability: 'REPARING',
        standUuid: DEMO_STANDS.ilhavo,
        buyPrice: 5000,
        costs: [
          {
            uuid: uuid(),
            costType: 'MECHANIC',
            value: 120,
            date: today,
            description: null,
            associatedInvoice: null,
          },
        ],
      }),
  },
  'vehicles:update': {
    device: () => admin,
    server: { vehicles: STAMP },
    // The promotion ended: the form names the flag it changed, and the price goes with it.
    queue: async () => {
      const v = await promotedVehicle(admin);
      return w.queueVehicleUpdate({
        uuid: v.uuid,
        brand: v.brand,
        model: v.model,
        licensePlate: v.licensePlate,
        createdAt: v.createdAt,
        mileage: 123_456,
        isOnPromotion: false,
        rowVersion: v.rowVersion,
      });
    },
  },
  'costs:create': {
    device: () => admin,
    server: { costs: STAMP },
    queue: async () => {
      const v = (await admin.db.vehicles.toArray())[1]!;
      return w.queueCostCreate({
        uuid: uuid(),
        vehicleUuid: v.uuid,
        costType: 'PAINT_OR_PLATE',
        value: 80,
        date: today,
        description: 'Risco',
        associatedInvoice: null,
      });
    },
  },
  'costs:update': {
    device: () => admin,
    server: { costs: STAMP },
    queue: async () => {
      const c = (await admin.db.costs.toArray())[0]!;
      return w.queueCostUpdate({
        uuid: c.uuid,
        costType: c.costType,
        value: c.value + 1,
        date: c.date,
        description: c.description,
        associatedInvoice: c.associatedInvoice,
        rowVersion: c.rowVersion,
      });
    },
  },
  'costs:delete': {
    device: () => admin,
    server: {},
    queue: async () => {
      const c = (await admin.db.costs.toArray()).at(-1)!;
      return w.queueCostDelete({ uuid: c.uuid });
    },
  },
  'videos:upload': {
    device: () => admin,
    server: { videos: [...STAMP, 'url'] },
    queue: async () => {
      const v = (await admin.db.vehicles.toArray())[0]!;
      return w.queueVehicleVideo({ uuid: uuid(), vehicleUuid: v.uuid }, mp4File());
    },
  },
  'videos:delete': {
    device: () => admin,
    server: {},
    queue: async () => {
      const v = (await admin.db.vehicles.toArray())[1]!;
      const id = uuid();
      await w.queueVehicleVideo({ uuid: id, vehicleUuid: v.uuid }, mp4File());
      await admin.upload();
      return w.queueVideoDelete({ uuid: id });
    },
  },
  'files:upload': {
    device: () => admin,
    server: { files: [...STAMP, 'url', 'createdAt'] },
    queue: async () => {
      const v = (await admin.db.vehicles.toArray())[0]!;
      return w.queueVehicleFile({ uuid: uuid(), vehicleUuid: v.uuid, description: 'Inspeção' }, pdfFile());
    },
  },
  'files:update': {
    device: () => admin,
    server: { files: STAMP },
    queue: async () => {
      const v = (await admin.db.vehicles.toArray())[0]!;
      const id = uuid();
      await w.queueVehicleFile({ uuid: id, vehicleUuid: v.uuid, description: 'Antes' }, pdfFile());
      await admin.upload();
      return w.queueFileUpdate({ uuid: id, description: 'Depois' });
    },
  },
  'files:delete': {
    device: () => admin,
    server: {},
    queue: async () => {
      const v = (await admin.db.vehicles.toArray())[0]!;
      const id = uuid();
      await w.queueVehicleFile({ uuid: id, vehicleUuid: v.uuid, description: 'A apagar' }, pdfFile());
      await admin.upload();
      return w.queueFileDelete({ uuid: id });
    },
  },
  'photos:upload': {
    device: () => admin,
    server: { photos: [...STAMP, 'url', 'galleryUrl', 'thumbUrl'] },
    queue: () => queuedPhoto(admin),
  },
  'photos:feature': {
    device: () => admin,
    server: { photos: STAMP },
    queue: async () => {
      const photo = await uploadedPhoto(admin);
      return w.queuePhotoFeature({ ...photo, isFeatured: true });
    },
  },
  'photos:order': {
    device: () => admin,
    server: { photos: STAMP },
    queue: async () => {
      const { vehicleUuid, uuid: photo } = await uploadedPhoto(admin);
      return w.queuePhotoOrder({ vehicleUuid, order: [photo] });
    },
  },
  'photos:delete': {
    device: () => admin,
    server: {},
    queue: async () => w.queuePhotoDelete({ uuid: (await uploadedPhoto(admin)).uuid }),
  },
  'notifications:markRead': {
    device: () => admin,
    server: { notifications: STAMP },
    queue: async () => {
      const n = (await admin.db.notifications.toArray())[0]!;
      return w.queueNotificationRead({ uuid: n.uuid, is_read: !n.isRead });
    },
  },
  'notifications:delete': {
    device: () => admin,
    server: {},
    queue: async () => {
      const n = (await admin.db.notifications.toArray()).at(-1)!;
      return w.queueNotificationDelete({ uuid: n.uuid });
    },
  },
  'notifications:deleteAll': {
    device: () => admin,
    server: {},
    queue: () => w.queueNotificationsDeleteAll({ userUuid: admin.user.uuid }),
  },
  // By a SELLER naming another seller: the sale is theirs all the same.
  'sales:create': {
    device: () => seller,
    server: { sales: STAMP, vehicles: STAMP },
    queue: async () => {
      const payload = await salePayload(seller, await sellable(seller));
      return w.queueSaleCreate({ ...payload, sellerUuid: admin.user.uuid });
    },
  },
  'sales:update': {
    device: () => admin,
    server: { sales: STAMP },
    queue: async () => {
      const { uuid: id, vehicleUuid } = await pushedSale(admin);
      const sale = await admin.db.sales.get(id);
      if (!sale) throw new Error('the sale is not in the mirror');
      const payload = await salePayload(admin, vehicleUuid);
      return w.queueSaleUpdate({ ...payload, uuid: id, salePrice: 14_500, rowVersion: sale.rowVersion });
    },
  },
  'sales:delete': {
    device: () => admin,
    server: { vehicles: STAMP },
    queue: async () => w.queueSaleDelete(await pushedSale(admin)),
  },
  'vehicles:deliver': {
    device: () => admin,
    server: { vehicles: STAMP, sales: STAMP },
    queue: async () => {
      const { vehicleUuid } = await pushedSale(admin);
      return w.queueVehicleDeliver({
        uuid: vehicleUuid,
        rowVersion: await version(admin, 'vehicles', vehicleUuid),
      });
    },
  },
  'contacts:create': {
    device: () => admin,
    server: { contacts: STAMP, interactions: STAMP },
    queue: () => w.queueContactCreate(contactPayload(admin)),
  },
  'contacts:update': {
    device: () => admin,
    server: { contacts: STAMP, interactions: STAMP },
    queue: async () => {
      const { payload, contact } = await pushedContact(admin);
      return w.queueContactUpdate({
        ...payload,
        uuid: contact.uuid,
        name: 'Contrato Alterado',
        iteractions: [{ uuid: uuid(), description: 'Segunda visita', date: today }],
        deletedIteractions: [payload.iteractions[0]!.uuid],
        rowVersion: contact.rowVersion,
      });
    },
  },
  'contacts:status': {
    device: () => admin,
    server: { contacts: STAMP },
    queue: async () => {
      const { contact } = await pushedContact(admin);
      return w.queueContactStatus({ uuid: contact.uuid, status: 'SOLD', rowVersion: contact.rowVersion });
    },
  },
  'contacts:delete': {
    device: () => admin,
    server: {},
    queue: async () => w.queueContactDelete({ uuid: (await pushedContact(admin)).contact.uuid }),
  },
};

describe('every declared write against the real server', () => {
  it('has a case for each declaration, and each case names a declared write', () => {
    const declared = w.writeRegistry
      .all()
      .map((spec) => `${spec.entity}:${spec.op}`)
      .sort();
    expect(Object.keys(CASES).sort()).toEqual(declared);
  });

  it.each(Object.keys(CASES))(
    '%s is answered 2xx, leaves the queue, and the server stores what the device showed',
    async (key) => {
      const { device, server, queue } = CASES[key]!;
      const d = device();
      d.use();
      // The mirror up to date first: what changes from here on is this write's doing.
      await d.pull();
      const before = statuses.length;
      await queue();
      const optimistic = await snapshotMirror(d.db);
      const sent = await d.push();
      const uploaded = await d.upload();
      expect(sent.stopped).toBeNull();
      expect(uploaded.stopped).toBeNull();
      const left = await d.db.outbox.toArray();
      expect(left.map((row) => `${row.entity}:${row.op} ${row.state} ${row.lastError ?? ''}`)).toEqual([]);
      const answered = statuses.slice(before);
      expect(answered.length).toBeGreaterThan(0);
      expect(answered.filter((a) => a.status >= 300)).toEqual([]);

      const stored = await snapshotMirror(d.db);
      expect(mirrorDifferences(optimistic, stored, server), 'shown at once vs the answer').toEqual([]);
      await d.pull();
      const fed = await snapshotMirror(d.db);
      expect(mirrorDifferences(optimistic, fed, server), 'shown at once vs the change feed').toEqual([]);
    },
  );
});
