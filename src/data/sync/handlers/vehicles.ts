/**
 * Replay of the vehicle form writes (spec 01 §2 "Create vehicle", spec 02 §2
 * "Vehicle details"): POST /vehicles/ and PUT /vehicles/{id}. The server answers
 * `{ vehicle, costs? }`; the vehicle replaces the optimistic one (without the
 * list-only totals and stand location) and the costs go into the mirror.
 */
import type { Cost, Vehicle } from '../../../domain/entities';
import type { MontraDb, OutboxRow } from '../../db/montra-db';
import { registerWrite } from '../registry';

/** A vehicle as the API answers it (also the `current` of a 409): with the list-only extras. */
type VehicleAnswer = Vehicle & { standLocation?: unknown; totalCosts?: unknown; totalCostsMargin?: unknown };

/** What POST and PUT /vehicles answer. */
interface VehicleWriteAnswer {
  vehicle: VehicleAnswer;
  costs?: Cost[];
}

/** The vehicle record the mirror keeps: the answer without its stand location and totals. */
export function mirrorVehicle(answer: VehicleAnswer): Vehicle {
  const { standLocation: _location, totalCosts: _costs, totalCostsMargin: _margin, ...vehicle } = answer;
  return vehicle;
}

async function applyVehicleAnswer(db: MontraDb, answer: unknown): Promise<void> {
  const { vehicle, costs } = answer as VehicleWriteAnswer;
  await db.vehicles.put(mirrorVehicle(vehicle));
  if (costs?.length) await db.costs.bulkPut(costs);
}

/** The costs the write removed (an edit's `deletedCosts`). */
function deletedCosts(row: OutboxRow): string[] {
  const list = (row.payload as { deletedCosts?: unknown } | null)?.deletedCosts;
  return Array.isArray(list) ? list.filter((uuid): uuid is string => typeof uuid === 'string') : [];
}

registerWrite('vehicles', 'create', {
  method: 'POST',
  // The payload carries the uuid chosen on the device: the server keeps it.
  path: () => 'vehicles/',
  apply: async (db, _row, answer) => {
    await applyVehicleAnswer(db, answer);
  },
});

registerWrite('vehicles', 'update', {
  method: 'PUT',
  // defaultBody sends the payload with `rowVersion: baseVersion`: a stale one answers 409.
  path: (row) => `vehicles/${row.targetUuid}`,
  apply: async (db, row, answer) => {
    await applyVehicleAnswer(db, answer);
    const gone = deletedCosts(row);
    if (gone.length) await db.costs.bulkDelete(gone);
  },
});
