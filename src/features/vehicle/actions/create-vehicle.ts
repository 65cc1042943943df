/**
 * Create a vehicle (spec 01 §2 "Create vehicle", §5): the vehicle, with the
 * costs entered in the form, goes into the mirror at once under a uuid made
 * on the device, and one outbox row (`vehicles:create`) sends it, now or when
 * the network returns. A vehicle created offline opens at once on its page.
 * Replay lives in src/data/sync/handlers/vehicles.ts.
 */
import * as v from 'valibot';
import { useSessionStore } from '../../../data/session';
import { queueVehicleCreate } from '../../../data/writes';
import { can } from '../../../domain/permissions';
import { vehicleSchema, type CostInput, type VehicleInput } from '../../../domain/schemas/vehicles';
import { objectMessage, uuidField } from '../../../domain/validation';
import { pickFields, vehicleFormFields } from '../../../domain/vehicle-diff';

/** The create form: the vehicle schema, with a stand required (the server refuses a vehicle without one). */
export const vehicleCreateSchema = v.object(
  { ...vehicleSchema.entries, standUuid: uuidField },
  objectMessage(),
);

/** The signed-in company user the write is made for (which fields their role writes). */
export function vehicleActor() {
  const { user } = useSessionStore.getState();
  if (!user?.companyUuid) throw new Error('No company session');
  return { user, userUuid: user.uuid, companyUuid: user.companyUuid };
}

/** Every cost with a uuid: a cost made on the device keeps the same one on the server. */
export function withUuids(costs: readonly CostInput[]): (CostInput & { uuid: string })[] {
  return costs.map((cost) => ({ ...cost, uuid: cost.uuid ?? crypto.randomUUID() }));
}

/** Queues the new vehicle with the fields the role writes; returns its uuid (the page to open). */
export async function createVehicle(input: VehicleInput): Promise<string> {
  const { user } = vehicleActor();
  const uuid = input.uuid ?? crypto.randomUUID();
  const costs = can(user, 'vehicle.costs.write') ? withUuids(input.costs) : [];
  await queueVehicleCreate({
    uuid,
    ...pickFields(input, vehicleFormFields(user)),
    brand: input.brand,
    model: input.model,
    licensePlate: input.licensePlate,
    createdAt: input.createdAt,
    availability: input.availability,
    ...(costs.length > 0 ? { costs } : {}),
  });
  return uuid;
}
