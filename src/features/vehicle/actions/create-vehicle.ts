/**
 * Create a vehicle (spec 01 §2 "Create vehicle", §5): the vehicle, with the
 * costs entered in the form, goes into the mirror at once under a uuid made
 * on the device, and one outbox row (`vehicles:create`) sends it, now or when
 * the network returns. A vehicle created offline opens at once on its page.
 * Replay lives in src/data/sync/handlers/vehicles.ts.
 */
import * as v from 'valibot';
import { mirror } from '../../../data/db';
import { useSessionStore } from '../../../data/session';
import { enqueueWrite, requestFlush } from '../../../data/sync';
import type { Cost, Vehicle } from '../../../domain/entities';
import { can } from '../../../domain/permissions';
import { vehicleSchema, type CostInput, type VehicleInput } from '../../../domain/schemas/vehicles';
import { objectMessage, uuidField } from '../../../domain/validation';
import { pickFields, vehicleFormFields } from '../../../domain/vehicle-diff';
import { visibleVehicle } from '../../../domain/visibility';

/** The create form: the vehicle schema, with a stand required (the server refuses a vehicle without one). */
export const vehicleCreateSchema = v.object(
  { ...vehicleSchema.entries, standUuid: uuidField },
  objectMessage(),
);

/** The signed-in company user the write is made for. */
export function vehicleActor() {
  const { user } = useSessionStore.getState();
  if (!user?.companyUuid) throw new Error('No company session');
  return { user, userUuid: user.uuid, companyUuid: user.companyUuid };
}

/** A cost of the form as the mirror holds it until the server answers (rowVersion 0). */
export function costRecord(
  vehicleUuid: string,
  companyUuid: string,
  input: CostInput & { uuid: string },
): Cost {
  return {
    uuid: input.uuid,
    vehicleUuid,
    companyUuid,
    costType: input.costType,
    value: input.value,
    description: input.description ?? null,
    associatedInvoice: input.associatedInvoice ?? null,
    date: input.date,
    rowVersion: 0,
    updatedAt: new Date().toISOString(),
  };
}

/** Every cost with a uuid: a cost made on the device keeps the same one on the server. */
export function withUuids(costs: readonly CostInput[]): (CostInput & { uuid: string })[] {
  return costs.map((cost) => ({ ...cost, uuid: cost.uuid ?? crypto.randomUUID() }));
}

export const vehicleLabel = (verb: string, input: Pick<VehicleInput, 'brand' | 'model' | 'licensePlate'>) =>
  `${verb}: ${input.brand} ${input.model} (${input.licensePlate})`;

/** Queues the new vehicle; returns its uuid (the page to open). */
export async function createVehicle(input: VehicleInput): Promise<string> {
  const { user, userUuid, companyUuid } = vehicleActor();
  const uuid = input.uuid ?? crypto.randomUUID();
  const fields = vehicleFormFields(user);
  const costs = can(user, 'vehicle.costs.write') ? withUuids(input.costs) : [];
  const payload = { uuid, ...pickFields(input, fields), ...(costs.length > 0 ? { costs } : {}) };

  // What the server will hold, as this role sees it, until its answer replaces it.
  const vehicle: Vehicle = visibleVehicle(user, {
    uuid,
    companyUuid,
    rowVersion: 0,
    updatedAt: new Date().toISOString(),
    standUuid: input.standUuid ?? null,
    brand: input.brand,
    model: input.model,
    version: input.version,
    licensePlate: input.licensePlate,
    dateVehicle: input.dateVehicle,
    firstDateLicensePlate: input.firstDateLicensePlate,
    createdAt: input.createdAt,
    state: input.state,
    typeVehicle: input.typeVehicle,
    color: input.color,
    numberDoors: input.numberDoors,
    numberSeats: input.numberSeats,
    numBoard: input.numBoard,
    grossWeight: input.grossWeight,
    tara: input.tara,
    fuel: input.fuel,
    shift: input.shift,
    motorPower: input.motorPower,
    cylinder: input.cylinder,
    mileage: input.mileage,
    availability: input.availability,
    buyPrice: input.buyPrice,
    sellerPrice: input.sellerPrice,
    previewCosts: input.previewCosts,
    associatedCosts: input.associatedCosts,
    retakePerson: input.retakePerson,
    observations: input.observations,
    iva: input.iva,
    vehicleExtras: input.vehicleExtras,
    online: false,
    isFeatured: false,
    isOnPromotion: false,
    promotionPrice: null,
    shortDescription: null,
    longDescription: null,
    supplierUuid: null,
    supplierNotes: null,
  });

  await enqueueWrite(
    mirror(),
    {
      userUuid,
      entity: 'vehicles',
      op: 'create',
      targetUuid: uuid,
      payload,
      label: vehicleLabel('Novo veículo', input),
    },
    async (db) => {
      await db.vehicles.put(vehicle);
      if (costs.length > 0) await db.costs.bulkPut(costs.map((c) => costRecord(uuid, companyUuid, c)));
    },
  );
  requestFlush();
  return uuid;
}
