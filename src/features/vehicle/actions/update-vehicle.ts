/**
 * Save an edit of a vehicle (spec 02 §2 "Vehicle details", §7 PUT /vehicles/{id}):
 * the fields the user changed (the publication ones too, for the roles that
 * write them) are sent, with the required ones the schema
 * asks of every PUT (the server writes only the fields named, so keeping my
 * change after a conflict does not undo someone else's change to another
 * field), on the rowVersion the edit started from;
 * costs edited in the same save go in `costs`, removed ones in `deletedCosts`.
 * The mirror shows the change at once; a stale version comes back as a
 * conflict the vehicle page lets the user settle.
 */
import { mirror } from '../../../data/db';
import { queueVehicleUpdate } from '../../../data/writes';
import type { Vehicle } from '../../../domain/entities';
import { availabilityLocked } from '../../../domain/availability';
import type { CostInput, VehicleInput } from '../../../domain/schemas/vehicles';
import { can } from '../../../domain/permissions';
import { PUBLICATION_FORM_FIELDS, type PublicationFormField } from '../../../domain/publication';
import {
  changedFields,
  pickFields,
  VEHICLE_REQUIRED_FIELDS,
  vehicleFormFields,
  type VehicleFormField,
} from '../../../domain/vehicle-diff';
import { vehicleActor, withUuids } from './create-vehicle';

export interface VehicleUpdateOptions {
  /** The rowVersion the edit was made on; the vehicle's own by default. */
  baseVersion?: number;
  /** Costs added or changed with this save. */
  costs?: readonly CostInput[];
  /** Stored costs removed with this save. */
  deletedCosts?: readonly string[];
}

export interface VehicleUpdateResult {
  changed: (VehicleFormField | PublicationFormField)[];
  /** The queued write's id (to hear its outcome), or null when nothing changed. */
  outboxId: string | null;
}

/**
 * Queues the changes of `input` against `before` (the vehicle as the edit
 * started); returns the fields that changed. Nothing changed, nothing is queued.
 */
export async function updateVehicle(
  before: Vehicle,
  input: VehicleInput,
  options: VehicleUpdateOptions = {},
): Promise<VehicleUpdateResult> {
  const { user } = vehicleActor();
  // A sold or delivered vehicle keeps its availability: the form neither sets nor leaves those (spec 01 §4).
  const fields = [
    ...vehicleFormFields(user).filter(
      (field) => field !== 'availability' || !availabilityLocked(before.availability),
    ),
    // The 'Publicação' section, for the roles that write it (domain/publication.ts).
    ...(can(user, 'vehicle.publication.write') ? PUBLICATION_FORM_FIELDS : []),
  ];
  const changed = changedFields(before, input, fields);
  const costs = withUuids(options.costs ?? []);
  const deletedCosts = [...(options.deletedCosts ?? [])];
  if (changed.length === 0 && costs.length === 0 && deletedCosts.length === 0) {
    return { changed, outboxId: null };
  }

  const db = mirror();
  let baseVersion = options.baseVersion ?? before.rowVersion;
  // Edited while its creation was on the way: the server has answered since, on this version.
  // (Still 0: the creation is queued before this edit, and the push re-bases it on the answer.)
  if (baseVersion === 0) baseVersion = (await db.vehicles.get(before.uuid))?.rowVersion ?? 0;

  const outboxId = await queueVehicleUpdate({
    uuid: before.uuid,
    rowVersion: baseVersion,
    ...pickFields(input, VEHICLE_REQUIRED_FIELDS),
    ...pickFields(input, changed),
    ...(costs.length > 0 ? { costs } : {}),
    ...(deletedCosts.length > 0 ? { deletedCosts } : {}),
  });
  return { changed, outboxId };
}
