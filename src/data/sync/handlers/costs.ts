/** Replay of the cost writes (the workshop's offline work): create, update, delete. */
import type { Cost } from '../../../domain/entities';
import { registerWrite } from '../registry';

interface CostPayload {
  uuid: string;
  vehicleUuid: string;
}

registerWrite('costs', 'create', {
  method: 'POST',
  path: (row) => `vehicles/${(row.payload as CostPayload).vehicleUuid}/costs`,
  apply: async (db, _row, answer) => {
    await db.costs.put((answer as { cost: Cost }).cost);
  },
});

registerWrite('costs', 'update', {
  method: 'PUT',
  path: (row) => `vehicle-costs/${row.targetUuid}`,
  apply: async (db, _row, answer) => {
    await db.costs.put((answer as { cost: Cost }).cost);
  },
});

registerWrite('costs', 'delete', {
  method: 'DELETE',
  path: (row) => `vehicle-costs/${row.targetUuid}`,
  // Already gone on the server is what the user wanted.
  goneIsDone: true,
  apply: async (db, row) => {
    await db.costs.delete(row.targetUuid);
  },
});
