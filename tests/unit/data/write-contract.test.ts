// @vitest-environment node
/**
 * The contract of the declared writes with the server: every write declared
 * in src/data/writes is queued through its own action and pushed (or
 * uploaded) against the real in-process server, and must be answered 2xx —
 * a declaration whose path, method or body drifts from the server fails here.
 * A new declaration without a case below fails too.
 */
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import * as w from '../../../src/data/writes';
import { saleSchema } from '../../../src/domain/schemas/sales';
import { DEMO_COMPANY, DEMO_STANDS, userUuid } from '../../../server/seed/demo-organisation';
import { signIn, startServer, type Device, type Harness } from './server-harness';

let h: Harness;
let superUser: Device;
let admin: Device;
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
});

afterAll(async () => {
  await superUser.close();
  await admin.close();
  await h.close();
});

// A case that failed leaves its rows: the next cases start from an empty queue all the same.
afterEach(async () => {
  await superUser.db.outbox.clear();
  await admin.db.outbox.clear();
});

const uuid = () => crypto.randomUUID();
const today = new Date().toISOString().slice(0, 10);

/** A small real PNG, as a logo picked on the device. */
async function pngFile(): Promise<File> {
  const bytes = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc0000' } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'logo.png', { type: 'image/png' });
}

/** A real one-page PDF (the inspection sheet a manager attaches). */
const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const pdfFile = () => new File([PDF_BYTES], 'inspecao.pdf', { type: 'application/pdf' });

/** The head of an MP4 (ftyp box, brand isom) and some data: a video by its content. */
function mp4File(): File {
  const head = Uint8Array.from(Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'));
  const body = new Uint8Array(1024).fill(7);
  return new File([head, body], 'clip.mp4', { type: 'video/mp4' });
}

/** A small real JPEG, as a photo resized on the device. */
async function jpegFile(): Promise<File> {
  const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(bytes)], 'foto.jpg', { type: 'image/jpeg' });
}

/** A demo vehicle of the admin's mirror, and a photo of it on the server (uploaded through the queue). */
async function uploadedPhoto(): Promise<{ vehicleUuid: string; uuid: string }> {
  const vehicleUuid = (await admin.db.vehicles.toArray())[2]!.uuid;
  const photo = uuid();
  await w.queueVehiclePhoto({ uuid: photo, vehicleUuid }, await jpegFile());
  const uploaded = await admin.upload();
  if (uploaded.sent !== 1) throw new Error('the fixture photo did not upload');
  return { vehicleUuid, uuid: photo };
}

async function version(
  device: Device,
  table: 'companies' | 'stands' | 'users' | 'financials' | 'suppliers' | 'costs' | 'vehicles',
  id: string,
) {
  const record = (await device.db.table(table).get(id)) as { rowVersion: number } | undefined;
  if (!record) throw new Error(`${table} ${id} not in the mirror`);
  return record.rowVersion;
}

/** A vehicle of the admin's mirror that can be sold (ready, no sale), from the end so other cases' vehicles stay apart. */
async function sellable(): Promise<string> {
  const sold = new Set((await admin.db.sales.toArray()).map((s) => s.vehicleUuid));
  const ready = (await admin.db.vehicles.toArray()).filter(
    (x) => x.availability === 'READY_FOR_SALE' && !sold.has(x.uuid),
  );
  const vehicle = ready.at(-1);
  if (!vehicle) throw new Error('no vehicle to sell');
  return vehicle.uuid;
}

/** A whole sale as the new-sale form queues it (saleSchema's output), with a retake and a loan. */
async function salePayload(vehicleUuid: string) {
  const financial = (await admin.db.financials.toArray()).find((f) => f.companyUuid === DEMO_COMPANY);
  return {
    ...v.parse(saleSchema, {
      vehicleUuid,
      dateOfSale: today,
      sellerUuid: admin.user.uuid,
      salePrice: 15_000,
      onSignedContractValue: 1000,
      onVehicleDeliveryValue: 4000,
      retake: true,
      retakeVehicle: {
        brand: 'Fiat',
        model: 'Punto',
        licensePlate: '11-AA-22',
        mileage: 150_000,
        retakeValue: 2000,
      },
      loan: Boolean(financial),
      loanValue: financial ? 8000 : null,
      loanCompany: financial?.uuid ?? null,
      client: { name: 'João Conceição' },
    }),
    uuid: uuid(),
  };
}

/** A sale queued and pushed (the fixture of the later sale writes). */
async function pushedSale(): Promise<{ uuid: string; vehicleUuid: string }> {
  const payload = await salePayload(await sellable());
  await w.queueSaleCreate(payload);
  const pushed = await admin.push();
  if (pushed.sent !== 1) throw new Error('the fixture sale was not taken');
  return { uuid: payload.uuid, vehicleUuid: payload.vehicleUuid };
}

/** A contact as the create screen queues it, assigned to the admin, with one interaction. */
const contactPayload = () => ({
  uuid: uuid(),
  name: 'Contrato Contacto',
  phone: '912345678',
  email: '',
  font: 'TEMPORARY_CUSTOMER' as const,
  status: 'OPEN' as const,
  contactUserUuid: admin.user.uuid,
  iteractions: [{ uuid: uuid(), description: 'Primeira visita', date: today }],
});

/** A contact queued and pushed (the fixture of the later contact writes). */
async function pushedContact() {
  const payload = contactPayload();
  await w.queueContactCreate(payload);
  const pushed = await admin.push();
  if (pushed.sent !== 1) throw new Error('the fixture contact was not taken');
  const contact = await admin.db.contacts.get(payload.uuid);
  if (!contact) throw new Error('the contact is not in the mirror');
  return { payload, contact };
}

/** Each declared write, queued as a screen queues it; cases may queue a record first and use it. */
const CASES: Record<string, { device: () => Device; queue: () => Promise<unknown> }> = {
  'companies:create': {
    device: () => superUser,
    queue: () => w.queueCompanyCreate({ uuid: uuid(), name: 'Contrato Lda', color: '#112233', logo: null }),
  },
  'companies:update': {
    device: () => superUser,
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
    queue: async () => {
      const id = uuid();
      await w.queueCompanyCreate({ uuid: id, name: 'Para apagar', color: null, logo: null });
      await w.queueCompanyDelete({ uuid: id });
    },
  },
  'companies:logo': {
    device: () => superUser,
    queue: async () => w.queueCompanyLogo({ companyUuid: DEMO_COMPANY }, await pngFile()),
  },
  'stands:create': {
    device: () => superUser,
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
    queue: async () => {
      const id = uuid();
      await w.queueFinancialCreate({ uuid: id, companyUuid: DEMO_COMPANY, name: 'A apagar', code: 'AA1' });
      return w.queueFinancialDelete({ uuid: id });
    },
  },
  'suppliers:create': {
    device: () => superUser,
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
    queue: async () => {
      const id = uuid();
      await w.queueSupplierCreate({
        uuid: id,
        companyUuid: DEMO_COMPANY,
        name: 'A mudar',
        isFrequent: false,
      });
      await superUser.push();
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
    queue: async () => {
      const v = (await admin.db.vehicles.toArray())[0]!;
      return w.queueVehicleUpdate({
        uuid: v.uuid,
        brand: v.brand,
        model: v.model,
        licensePlate: v.licensePlate,
        createdAt: v.createdAt,
        mileage: 123_456,
        rowVersion: v.rowVersion,
      });
    },
  },
  'costs:create': {
    device: () => admin,
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
    queue: async () => {
      const c = (await admin.db.costs.toArray()).at(-1)!;
      return w.queueCostDelete({ uuid: c.uuid });
    },
  },
  'videos:upload': {
    device: () => admin,
    queue: async () => {
      const v = (await admin.db.vehicles.toArray())[0]!;
      return w.queueVehicleVideo({ uuid: uuid(), vehicleUuid: v.uuid }, mp4File());
    },
  },
  'videos:delete': {
    device: () => admin,
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
    queue: async () => {
      const v = (await admin.db.vehicles.toArray())[0]!;
      return w.queueVehicleFile({ uuid: uuid(), vehicleUuid: v.uuid, description: 'Inspeção' }, pdfFile());
    },
  },
  'files:update': {
    device: () => admin,
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
    queue: async () => {
      const vehicleUuid = (await admin.db.vehicles.toArray())[2]!.uuid;
      return w.queueVehiclePhoto({ uuid: uuid(), vehicleUuid }, await jpegFile());
    },
  },
  'photos:feature': {
    device: () => admin,
    queue: async () => {
      const photo = await uploadedPhoto();
      return w.queuePhotoFeature({ ...photo, isFeatured: true });
    },
  },
  'photos:order': {
    device: () => admin,
    queue: async () => {
      const { vehicleUuid, uuid: photo } = await uploadedPhoto();
      return w.queuePhotoOrder({ vehicleUuid, order: [photo] });
    },
  },
  'photos:delete': {
    device: () => admin,
    queue: async () => w.queuePhotoDelete({ uuid: (await uploadedPhoto()).uuid }),
  },
  'notifications:markRead': {
    device: () => admin,
    queue: async () => {
      const n = (await admin.db.notifications.toArray())[0]!;
      return w.queueNotificationRead({ uuid: n.uuid, is_read: !n.isRead });
    },
  },
  'notifications:delete': {
    device: () => admin,
    queue: async () => {
      const n = (await admin.db.notifications.toArray()).at(-1)!;
      return w.queueNotificationDelete({ uuid: n.uuid });
    },
  },
  'notifications:deleteAll': {
    device: () => admin,
    queue: () => w.queueNotificationsDeleteAll({ userUuid: admin.user.uuid }),
  },
  'sales:create': {
    device: () => admin,
    queue: async () => w.queueSaleCreate(await salePayload(await sellable())),
  },
  'sales:update': {
    device: () => admin,
    queue: async () => {
      const { uuid: id, vehicleUuid } = await pushedSale();
      const sale = await admin.db.sales.get(id);
      if (!sale) throw new Error('the sale is not in the mirror');
      const payload = await salePayload(vehicleUuid);
      return w.queueSaleUpdate({ ...payload, uuid: id, salePrice: 14_500, rowVersion: sale.rowVersion });
    },
  },
  'sales:delete': {
    device: () => admin,
    queue: async () => w.queueSaleDelete(await pushedSale()),
  },
  'vehicles:deliver': {
    device: () => admin,
    queue: async () => {
      const { vehicleUuid } = await pushedSale();
      return w.queueVehicleDeliver({
        uuid: vehicleUuid,
        rowVersion: await version(admin, 'vehicles', vehicleUuid),
      });
    },
  },
  'contacts:create': {
    device: () => admin,
    queue: () => w.queueContactCreate(contactPayload()),
  },
  'contacts:update': {
    device: () => admin,
    queue: async () => {
      const { payload, contact } = await pushedContact();
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
    queue: async () => {
      const { contact } = await pushedContact();
      return w.queueContactStatus({ uuid: contact.uuid, status: 'SOLD', rowVersion: contact.rowVersion });
    },
  },
  'contacts:delete': {
    device: () => admin,
    queue: async () => w.queueContactDelete({ uuid: (await pushedContact()).contact.uuid }),
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

  it.each(Object.keys(CASES))('%s is answered 2xx and leaves the queue', async (key) => {
    const { device, queue } = CASES[key]!;
    const d = device();
    d.use();
    const before = statuses.length;
    await queue();
    const pushed = await d.push();
    const uploaded = await d.upload();
    expect(pushed.stopped).toBeNull();
    expect(uploaded.stopped).toBeNull();
    const left = await d.db.outbox.toArray();
    expect(left.map((row) => `${row.entity}:${row.op} ${row.state} ${row.lastError ?? ''}`)).toEqual([]);
    const answered = statuses.slice(before);
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.filter((a) => a.status >= 300)).toEqual([]);
  });
});
