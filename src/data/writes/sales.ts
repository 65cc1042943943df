/**
 * Sale writes (spec 02 §2 "New sale", "Sale details", §4, §7): POST /sales/,
 * PUT /sales/{id}, DELETE /sales/{id} and the delivery PATCH /vehicles/{id}.
 * A sale changes two records — the sale and its vehicle's availability — so
 * each optimistic change touches both, and undo (a discard, a refusal) puts
 * both back. A second sale of a vehicle is refused with 409: the row stays,
 * with everything the seller typed, until the seller discards it.
 */
import * as v from 'valibot';
import type { Sale } from '../../domain/entities';
import { deliveryDateToWrite, fixedSeller, keptSaleFields, newSaleFields } from '../../domain/sale-defaults';
import type { SaleInput } from '../../domain/schemas/sales';
import { SALE_MESSAGES } from '../../domain/sales';
import { isoDate } from '../../domain/stock';
import { uuidField } from '../../domain/validation';
import { visibleSale } from '../../domain/visibility';
import type { MontraDb } from '../db/montra-db';
import { defineWrite, payloadShape, versionedBody, type WriteActor } from '../sync/define-write';
import type { TrackedMirror } from '../sync/tracked-mirror';
import { mirrorVehicle, vehicleLabel } from './vehicles';

/** What POST /sales/ sends: the whole sale (saleSchema's output) under the uuid chosen on the device. */
export type SaleCreatePayload = SaleInput & { uuid: string };
/** What PUT /sales/{id} sends: the whole sale on the version the edit started from. */
export type SaleUpdatePayload = SaleInput & { uuid: string; rowVersion: number };

type VehicleAnswer = Parameters<typeof mirrorVehicle>[0];

const saleEntries = {
  uuid: uuidField,
  vehicleUuid: uuidField,
  dateOfSale: v.string(),
  client: v.looseObject({ name: v.string() }),
};

async function saleLabel(verb: string, vehicleUuid: string, tx: TrackedMirror): Promise<string> {
  const vehicle = await tx.get('vehicles', vehicleUuid);
  return vehicle ? vehicleLabel(verb, vehicle) : verb;
}

/**
 * The sale record the mirror keeps for a new sale's payload: its fields (an absent one empty),
 * with what the server fills in (sale-defaults.ts: process creator and date, stand location,
 * kilometres) and the seller a role that may not choose one sells as.
 */
function newSaleRecord(
  p: SaleCreatePayload,
  actor: WriteActor,
  context: { companyUuid: string; mileage: number | null; standLocation: string | null },
): Sale {
  const { rowVersion: _version, ...fields } = p;
  const given = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? null]));
  return {
    ...given,
    companyUuid: context.companyUuid,
    ...newSaleFields(p, {
      creatorUuid: actor.userUuid,
      today: isoDate(new Date()),
      mileage: context.mileage,
      standLocation: context.standLocation,
    }),
    sellerUuid: fixedSeller(actor.user) ?? p.sellerUuid,
    rowVersion: 0,
    updatedAt: new Date().toISOString(),
  } as unknown as Sale;
}

async function putSaleAnswer(db: MontraDb, sale: Sale | undefined, mine?: string): Promise<void> {
  if (!sale) return;
  // The server keeps the device's uuid when it can; if it chose another, mine goes (one sale per vehicle).
  if (mine && mine !== sale.uuid) await db.sales.delete(mine);
  await db.sales.put(sale);
}

export const queueSaleCreate = defineWrite({
  entity: 'sales',
  op: 'create',
  payload: payloadShape<SaleCreatePayload>(saleEntries),
  target: (p) => p.uuid,
  label: (p, tx) => saleLabel('Nova venda', p.vehicleUuid, tx),
  optimistic: async (tx, p, actor) => {
    const vehicle = await tx.get('vehicles', p.vehicleUuid);
    const stand = vehicle?.standUuid ? await tx.get('stands', vehicle.standUuid) : undefined;
    // What the server will hold, as this role sees it, until its answer replaces it.
    const sale = newSaleRecord(p, actor, {
      companyUuid: vehicle?.companyUuid ?? actor.companyUuid ?? '',
      mileage: vehicle?.mileage ?? null,
      // The stand by name, as the server records it (issue 24).
      standLocation: stand?.name ?? null,
    });
    await tx.put('sales', visibleSale(actor.user, sale));
    await tx.update('vehicles', p.vehicleUuid, { availability: 'SOLD' });
  },
  request: (p) => ({ method: 'POST', path: 'sales/', body: p }),
  apply: async (db, answer, p) => {
    const { sale, vehicle } = answer as { sale?: Sale; vehicle?: VehicleAnswer };
    await putSaleAnswer(db, sale, p.uuid);
    if (vehicle) await db.vehicles.put(mirrorVehicle(vehicle));
  },
  // A 409 carries the vehicle someone else sold: my sale has no server version, so taking
  // theirs removes it (the vehicle comes back as the server has it, pulled or as it was).
  theirs: () => null,
  // The vehicle stays sold by the other sale: sending mine again can only be refused again.
  finalConflict: SALE_MESSAGES.alreadySoldFinal,
});

export const queueSaleUpdate = defineWrite({
  entity: 'sales',
  op: 'update',
  payload: payloadShape<SaleUpdatePayload>({ ...saleEntries, rowVersion: v.number() }),
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: (p, tx) => saleLabel('Venda alterada', p.vehicleUuid, tx),
  optimistic: async (tx, p, actor) => {
    const current = await tx.get('sales', p.uuid);
    if (!current) return;
    // The whole sale is sent: its fields replace the record's, a field emptied included — but
    // the ones the server keeps when none is given (keptSaleFields) stay as they are.
    const { rowVersion: _version, ...fields } = p;
    await tx.put(
      'sales',
      visibleSale(actor.user, {
        ...current,
        ...fields,
        ...keptSaleFields(p, current),
        sellerUuid: fixedSeller(actor.user, current.sellerUuid) ?? p.sellerUuid,
        rowVersion: current.rowVersion,
      }),
    );
  },
  request: (p, row) => ({ method: 'PUT', path: `sales/${p.uuid}`, body: versionedBody(p, row) }),
  apply: async (db, answer) => putSaleAnswer(db, (answer as { sale?: Sale }).sale),
});

export const queueSaleDelete = defineWrite({
  entity: 'sales',
  op: 'delete',
  payload: v.object({ uuid: uuidField, vehicleUuid: uuidField }),
  target: (p) => p.uuid,
  label: (p, tx) => saleLabel('Venda eliminada', p.vehicleUuid, tx),
  optimistic: async (tx, p) => {
    await tx.delete('sales', p.uuid);
    await tx.update('vehicles', p.vehicleUuid, { availability: 'READY_FOR_SALE' });
  },
  request: (p) => ({ method: 'DELETE', path: `sales/${p.uuid}` }),
  // Already gone on the server is what the user wanted.
  goneIsDone: true,
  apply: async (db, answer, p) => {
    await db.sales.delete(p.uuid);
    const vehicle = (answer as { vehicle?: VehicleAnswer } | undefined)?.vehicle;
    if (vehicle) await db.vehicles.put(mirrorVehicle(vehicle));
  },
});

export const queueVehicleDeliver = defineWrite({
  entity: 'vehicles',
  op: 'deliver',
  payload: v.object({ uuid: uuidField, rowVersion: v.optional(v.number()) }),
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: async (p, tx) => {
    const vehicle = await tx.get('vehicles', p.uuid);
    return vehicle ? vehicleLabel('Veículo entregue', vehicle) : 'Veículo entregue';
  },
  optimistic: async (tx, p) => {
    await tx.update('vehicles', p.uuid, { availability: 'DELIVERED' });
    const sale = await tx.db.sales.where('vehicleUuid').equals(p.uuid).first();
    const deliverDate = sale && deliveryDateToWrite(sale, isoDate(new Date()));
    if (sale && deliverDate) await tx.put('sales', { ...sale, deliverDate });
  },
  request: (p, row) => ({
    method: 'PATCH',
    path: `vehicles/${p.uuid}`,
    body: versionedBody({ availability: 'DELIVERED', rowVersion: p.rowVersion }, row),
  }),
  apply: async (db, answer, p) => {
    const vehicle = (answer as { vehicle?: VehicleAnswer }).vehicle;
    if (vehicle) await db.vehicles.put(mirrorVehicle(vehicle));
    // The server set the sale's delivery date too; the change feed brings its new version.
    const sale = await db.sales.where('vehicleUuid').equals(p.uuid).first();
    const deliverDate = sale && deliveryDateToWrite(sale, isoDate(new Date()));
    if (sale && deliverDate) await db.sales.put({ ...sale, deliverDate });
  },
  theirs: (current) => mirrorVehicle(current as VehicleAnswer),
});
