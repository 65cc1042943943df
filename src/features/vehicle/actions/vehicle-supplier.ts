/**
 * The supplier of a vehicle (spec 02 §2 "Supplier on a vehicle"): attach a
 * frequent supplier of the company, or create one typed by hand (POST
 * /suppliers/) and attach it, with the vehicle's supplier notes; or detach it.
 * Both go through the outbox in that order (the supplier first, so the
 * vehicle's PUT finds it), so either works offline and lands once.
 */
import { mirror } from '../../../data/db';
import { queueSupplierCreate, queueVehicleUpdate } from '../../../data/writes';
import type { Vehicle } from '../../../domain/entities';
import type { SupplierCreateInput } from '../../../domain/schemas/suppliers';
import { tidyLongText } from '../../../domain/validation';
import { pickFields, VEHICLE_REQUIRED_FIELDS } from '../../../domain/vehicle-diff';

export type SupplierChoice =
  /** 'É frequente?' Sim: one of the company's frequent suppliers. */
  | { kind: 'frequent'; supplierUuid: string }
  /** Não: typed in the modal, created as a supplier that is not frequent. */
  | { kind: 'manual'; input: SupplierCreateInput };

/** Queues the vehicle's supplier fields on the version the mirror holds now. */
async function queueSupplierFields(
  vehicle: Vehicle,
  fields: Pick<Vehicle, 'supplierUuid' | 'supplierNotes'>,
): Promise<string> {
  // The page may show a vehicle a pull refreshed since: write on what the mirror has.
  const current = (await mirror().vehicles.get(vehicle.uuid)) ?? vehicle;
  return queueVehicleUpdate({
    uuid: current.uuid,
    rowVersion: current.rowVersion,
    ...pickFields(current, VEHICLE_REQUIRED_FIELDS),
    ...fields,
  });
}

/** Attaches the chosen supplier; returns the vehicle write's outbox id. */
export async function attachSupplier(
  vehicle: Vehicle,
  choice: SupplierChoice,
  notes: string,
): Promise<string> {
  let supplierUuid: string;
  if (choice.kind === 'frequent') {
    supplierUuid = choice.supplierUuid;
  } else {
    const { input } = choice;
    supplierUuid = input.uuid ?? crypto.randomUUID();
    await queueSupplierCreate({
      uuid: supplierUuid,
      companyUuid: vehicle.companyUuid,
      name: input.name,
      isFrequent: false,
      street: input.street ?? null,
      parish: input.parish ?? null,
      county: input.county ?? null,
      district: input.district ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      nif: input.nif ?? null,
      notes: null,
    });
  }
  const tidied = tidyLongText(notes);
  return queueSupplierFields(vehicle, { supplierUuid, supplierNotes: tidied === '' ? null : tidied });
}

/** 'Remover': the vehicle keeps no supplier and no supplier notes (the supplier itself stays). */
export function detachSupplier(vehicle: Vehicle): Promise<string> {
  return queueSupplierFields(vehicle, { supplierUuid: null, supplierNotes: null });
}
