/**
 * Vehicle form writes (spec 01 §2 "Create vehicle", spec 02 §2 "Vehicle
 * details", §7): POST /vehicles/ and PUT /vehicles/{id}. A save also carries
 * the costs added or changed in the form and the ones removed, so one write
 * touches the vehicle and those costs — and undo restores them all.
 */
import * as v from 'valibot';
import type { Cost, Vehicle } from '../../domain/entities';
import type { CostInput, VehicleInput } from '../../domain/schemas/vehicles';
import { uuidField } from '../../domain/validation';
import { settlePromotion } from '../../domain/publication';
import { vehicleEditValues } from '../../domain/record-defaults';
import { formFieldsIn, pickFields, rebaseEdit, VEHICLE_PUBLICATION_FIELDS } from '../../domain/vehicle-diff';
import { VEHICLE_CHANGE_DEFAULTS, visibleVehicle } from '../../domain/visibility';
import type { MontraDb } from '../db/montra-db';
import { defineWrite, payloadShape, versionedBody } from '../sync/define-write';
import type { TrackedMirror } from '../sync/tracked-mirror';
import { costRecord } from './costs';

/** A vehicle as the API answers it (also the `current` of a 409): with the list-only extras. */
type VehicleAnswer = Vehicle & { standLocation?: unknown; totalCosts?: unknown; totalCostsMargin?: unknown };

/** The vehicle record the mirror keeps: the answer without its stand location and totals. */
export function mirrorVehicle(answer: VehicleAnswer): Vehicle {
  const { standLocation: _location, totalCosts: _costs, totalCostsMargin: _margin, ...vehicle } = answer;
  return vehicle;
}

async function applyVehicleAnswer(db: MontraDb, answer: unknown): Promise<void> {
  const { vehicle, costs } = answer as { vehicle: VehicleAnswer; costs?: Cost[] };
  await db.vehicles.put(mirrorVehicle(vehicle));
  if (costs?.length) await db.costs.bulkPut(costs);
}

type FormCost = CostInput & { uuid: string };

export const vehicleLabel = (verb: string, input: Pick<Vehicle, 'brand' | 'model' | 'licensePlate'>) =>
  `${verb}: ${input.brand} ${input.model} (${input.licensePlate})`;

/** The vehicle fields a payload names (form and publication), as the mirror record takes them. */
function namedFields(payload: object): Partial<Vehicle> {
  const fields = [
    ...formFieldsIn(payload),
    ...VEHICLE_PUBLICATION_FIELDS.filter((f) => Object.hasOwn(payload, f)),
  ];
  return pickFields(payload as Partial<Vehicle>, fields);
}

async function putCosts(tx: TrackedMirror, vehicleUuid: string, companyUuid: string, costs?: FormCost[]) {
  if (costs?.length)
    await tx.bulkPut(
      'costs',
      costs.map((c) => costRecord(vehicleUuid, companyUuid, c)),
    );
}

/** What POST /vehicles/ sends: the fields the role writes (a role never sends what it cannot see). */
export type VehicleCreatePayload = Partial<VehicleInput> &
  Pick<VehicleInput, 'brand' | 'model' | 'licensePlate' | 'createdAt' | 'availability'> & {
    uuid: string;
    costs?: FormCost[];
  };

export const queueVehicleCreate = defineWrite({
  entity: 'vehicles',
  op: 'create',
  payload: payloadShape<VehicleCreatePayload>({
    uuid: uuidField,
    brand: v.string(),
    model: v.string(),
    licensePlate: v.string(),
  }),
  target: (p) => p.uuid,
  label: (p) => vehicleLabel('Novo veículo', p),
  optimistic: async (tx, p, actor) => {
    const companyUuid = actor.companyUuid ?? '';
    // What the server will hold, as this role sees it, until its answer replaces it.
    const blank: Vehicle = {
      uuid: p.uuid,
      companyUuid,
      rowVersion: 0,
      updatedAt: new Date().toISOString(),
      standUuid: null,
      brand: p.brand,
      model: p.model,
      version: null,
      licensePlate: p.licensePlate,
      dateVehicle: null,
      firstDateLicensePlate: null,
      createdAt: p.createdAt,
      state: null,
      typeVehicle: null,
      color: null,
      numberDoors: null,
      numberSeats: null,
      numBoard: null,
      grossWeight: null,
      tara: null,
      fuel: null,
      shift: null,
      motorPower: null,
      cylinder: null,
      mileage: null,
      availability: p.availability,
      buyPrice: null,
      sellerPrice: null,
      previewCosts: null,
      associatedCosts: null,
      retakePerson: null,
      observations: null,
      iva: false,
      vehicleExtras: [],
      ...VEHICLE_CHANGE_DEFAULTS,
    };
    // The fields named, as the server settles them (a price only with the promotion on).
    const named = settlePromotion(VEHICLE_CHANGE_DEFAULTS, namedFields(p));
    await tx.put('vehicles', visibleVehicle(actor.user, { ...blank, ...named }));
    await putCosts(tx, p.uuid, companyUuid, p.costs);
  },
  // The payload carries the uuid chosen on the device: the server keeps it.
  request: (p) => ({ method: 'POST', path: 'vehicles/', body: p }),
  apply: (db, answer) => applyVehicleAnswer(db, answer),
  theirs: (current) => mirrorVehicle(current as VehicleAnswer),
});

/** What PUT /vehicles/{id} sends: the changed fields with the required ones, and the form's costs. */
export type VehicleUpdatePayload = Partial<VehicleInput> &
  Pick<VehicleInput, 'brand' | 'model' | 'licensePlate' | 'createdAt'> & {
    uuid: string;
    rowVersion: number;
    costs?: FormCost[];
    deletedCosts?: string[];
  };

export const queueVehicleUpdate = defineWrite({
  entity: 'vehicles',
  op: 'update',
  payload: payloadShape<VehicleUpdatePayload>({ uuid: uuidField, rowVersion: v.number() }),
  target: (p) => p.uuid,
  baseVersion: (p) => p.rowVersion,
  label: async (p, tx) => vehicleLabel('Veículo alterado', { ...(await tx.get('vehicles', p.uuid)), ...p }),
  optimistic: async (tx, p, actor) => {
    // On top of the record as it is now (a pull may have refreshed it while the form was open).
    const current = await tx.get('vehicles', p.uuid);
    if (current) await tx.put('vehicles', { ...current, ...vehicleEditValues(current, namedFields(p)) });
    await putCosts(tx, p.uuid, current?.companyUuid ?? actor.companyUuid ?? '', p.costs);
    if (p.deletedCosts?.length) await tx.bulkDelete('costs', p.deletedCosts);
  },
  // A stale version answers 409: the conflict panel lets the user settle it.
  request: (p, row) => ({ method: 'PUT', path: `vehicles/${p.uuid}`, body: versionedBody(p, row) }),
  apply: async (db, answer, p) => {
    await applyVehicleAnswer(db, answer);
    if (p.deletedCosts?.length) await db.costs.bulkDelete(p.deletedCosts);
  },
  theirs: (current) => mirrorVehicle(current as VehicleAnswer),
  // Sent again, my edit carries the server's values in the fields I did not change.
  rebase: (p, before, theirs) => rebaseEdit(p, before as object | null, theirs as object),
});
