/**
 * Cost-only writes, one per queued outbox row, for the workshop logging
 * repairs offline (design §1): add, edit and delete one cost of a vehicle.
 * Permission 'vehicle.costs.write'; a vehicle or cost of another company is 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { costSchema, costUpdateSchema } from '../../src/domain/schemas/vehicles';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { addCost, removeCost, updateCost } from '../services/cost-writes';
import { loadCost, loadVehicle } from '../services/vehicle-reads';
import { resumesDeadAttempt } from '../sync/idempotency';
import { parseBody } from '../validate';

type CostParams = { costId: string };

export function vehicleCostRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const write = { config: { permission: 'vehicle.costs.write' } } as const;
  const costOf = (req: FastifyRequest<{ Params: CostParams }>) =>
    loadCost(db, actorOf(req), req.params.costId);

  app.post<{ Params: { vehicleId: string } }>('/api/vehicles/:vehicleId/costs', write, async (req, reply) => {
    const vehicle = await loadVehicle(db, actorOf(req), req.params.vehicleId);
    const input = parseBody(costSchema, req.body);
    return reply.code(201).send({ cost: await addCost(db, vehicle, input, resumesDeadAttempt(req)) });
  });

  app.put<{ Params: CostParams }>('/api/vehicle-costs/:costId', write, async (req) => {
    const cost = await costOf(req);
    return { cost: await updateCost(db, cost, parseBody(costUpdateSchema, req.body)) };
  });

  app.delete<{ Params: CostParams }>('/api/vehicle-costs/:costId', write, async (req) => ({
    cost: await removeCost(db, await costOf(req)),
  }));
}
