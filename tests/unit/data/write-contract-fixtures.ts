/**
 * The records and files the write-contract cases start from: real files as a
 * device picks them, payloads as the screens queue them, and records already
 * on the server (queued and pushed through their own writes).
 */
import sharp from 'sharp';
import * as v from 'valibot';
import * as w from '../../../src/data/writes';
import { saleSchema } from '../../../src/domain/schemas/sales';
import { DEMO_COMPANY } from '../../../server/seed/demo-organisation';
import type { Device } from './server-harness';

export const uuid = () => crypto.randomUUID();
export const today = new Date().toISOString().slice(0, 10);

/** A small real PNG, as a logo picked on the device. */
export async function pngFile(): Promise<File> {
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
export const pdfFile = () => new File([PDF_BYTES], 'inspecao.pdf', { type: 'application/pdf' });

/** The head of an MP4 (ftyp box, brand isom) and some data: a video by its content. */
export function mp4File(): File {
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

/** A photo of a demo vehicle queued as the gallery queues it (not uploaded yet). */
export async function queuedPhoto(device: Device): Promise<{ vehicleUuid: string; uuid: string }> {
  const vehicleUuid = (await device.db.vehicles.toArray())[2]!.uuid;
  const photo = uuid();
  await w.queueVehiclePhoto({ uuid: photo, vehicleUuid }, await jpegFile());
  return { vehicleUuid, uuid: photo };
}

/** A photo of a demo vehicle on the server (uploaded through the queue). */
export async function uploadedPhoto(device: Device): Promise<{ vehicleUuid: string; uuid: string }> {
  const photo = await queuedPhoto(device);
  const uploaded = await device.upload();
  if (uploaded.sent !== 1) throw new Error('the fixture photo did not upload');
  return photo;
}

export async function version(
  device: Device,
  table: 'companies' | 'stands' | 'users' | 'financials' | 'suppliers' | 'costs' | 'vehicles',
  id: string,
) {
  const record = (await device.db.table(table).get(id)) as { rowVersion: number } | undefined;
  if (!record) throw new Error(`${table} ${id} not in the mirror`);
  return record.rowVersion;
}

/** Pushes what the fixture queued; it must all be taken. */
export async function pushed(device: Device, what: string): Promise<void> {
  const result = await device.push();
  if (result.sent === 0 || result.stopped) throw new Error(`the fixture ${what} was not taken`);
}

/** Ready-for-sale vehicles of the mirror with no sale, from the end so other cases' vehicles stay apart. */
async function readyVehicles(device: Device) {
  const sold = new Set((await device.db.sales.toArray()).map((s) => s.vehicleUuid));
  return (await device.db.vehicles.toArray())
    .filter((x) => x.availability === 'READY_FOR_SALE' && !sold.has(x.uuid))
    .reverse();
}

/** A vehicle of the mirror that can be sold (ready, no sale). */
export async function sellable(device: Device): Promise<string> {
  const vehicle = (await readyVehicles(device))[0];
  if (!vehicle) throw new Error('no vehicle to sell');
  return vehicle.uuid;
}

/** A ready-for-sale vehicle, put on promotion at a price on the server (its promotion the case then ends). */
export async function promotedVehicle(device: Device) {
  const vehicle = (await readyVehicles(device)).find((x) => !x.isOnPromotion && x.sellerPrice);
  if (!vehicle) throw new Error('no vehicle to promote');
  await w.queueVehicleUpdate({
    uuid: vehicle.uuid,
    brand: vehicle.brand,
    model: vehicle.model,
    licensePlate: vehicle.licensePlate,
    createdAt: vehicle.createdAt,
    isOnPromotion: true,
    promotionPrice: Math.round((vehicle.sellerPrice ?? 0) * 0.9),
    rowVersion: vehicle.rowVersion,
  });
  await pushed(device, 'promotion');
  const promoted = await device.db.vehicles.get(vehicle.uuid);
  if (!promoted?.isOnPromotion) throw new Error('the fixture promotion did not land');
  return promoted;
}

/** A whole sale as the new-sale form queues it (saleSchema's output), with a retake and a loan. */
export async function salePayload(device: Device, vehicleUuid: string) {
  const financial = (await device.db.financials.toArray()).find((f) => f.companyUuid === DEMO_COMPANY);
  return {
    ...v.parse(saleSchema, {
      vehicleUuid,
      dateOfSale: today,
      sellerUuid: device.user.uuid,
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
export async function pushedSale(device: Device): Promise<{ uuid: string; vehicleUuid: string }> {
  const payload = await salePayload(device, await sellable(device));
  await w.queueSaleCreate(payload);
  await pushed(device, 'sale');
  return { uuid: payload.uuid, vehicleUuid: payload.vehicleUuid };
}

/** A contact as the create screen queues it, assigned to the user, with one interaction. */
export const contactPayload = (device: Device) => ({
  uuid: uuid(),
  name: 'Contrato Contacto',
  phone: '912345678',
  email: '',
  font: 'TEMPORARY_CUSTOMER' as const,
  status: 'OPEN' as const,
  contactUserUuid: device.user.uuid,
  iteractions: [{ uuid: uuid(), description: 'Primeira visita', date: today }],
});

/** A contact queued and pushed (the fixture of the later contact writes). */
export async function pushedContact(device: Device) {
  const payload = contactPayload(device);
  await w.queueContactCreate(payload);
  await pushed(device, 'contact');
  const contact = await device.db.contacts.get(payload.uuid);
  if (!contact) throw new Error('the contact is not in the mirror');
  return { payload, contact };
}
