/**
 * Cost-only writes, one per queued outbox row, for the workshop logging
 * repairs offline (design §1): add, edit and delete one cost of a vehicle.
 * Permission 'vehicle.costs.write'; a vehicle or cost of another company is 404.
 */
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { costSchema, costUpdateSchema } from '../../src/domain/schemas/vehicles';
import { actorOf, assertSameCompany, requirePermission, type AuthedUser } from '../auth/guard';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import { toCost } from '../sync/serializers';
import { isUuid, parseBody } from './validate';
import { costValues } from './vehicle-writes';
import {
  deleteCosts,
  findCost,
  findVehicle,
  insertCosts,
  isUniqueViolation,
  updateCost,
  type CostRow,
} from './vehicles-repository';

export function vehicleCostRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  /** The cost, if it exists in the caller's company (else 404). */
  async function loadCost(actor: AuthedUser, costId: string): Promise<CostRow> {
    requirePermission(actor, 'vehicle.costs.write');
    if (!isUuid(costId)) throw notFound();
    const cost = await findCost(db, costId);
    if (!cost) throw notFound();
    assertSameCompany(actor, cost.companyUuid);
    return cost;
  }

  app.post<{ Params: { vehicleId: string } }>('/api/vehicles/:vehicleId/costs', async (req, reply) => {
    const actor = actorOf(req);
    requirePermission(actor, 'vehicle.costs.write');
    if (!isUuid(req.params.vehicleId)) throw notFound();
    const vehicle = await findVehicle(db, req.params.vehicleId);
    if (!vehicle) throw notFound();
    assertSameCompany(actor, vehicle.companyUuid);
    const input = parseBody(costSchema, req.body);
    // A uuid chosen offline is kept when unused (design §4).
    if (input.uuid && (await findCost(db, input.uuid))) throw badRequest({ uuid: MSG.invalidValue });
    try {
      const [cost] = await insertCosts(db, [
        {
          ...costValues(input),
          ...(input.uuid ? { uuid: input.uuid } : {}),
          vehicleUuid: vehicle.uuid,
          companyUuid: vehicle.companyUuid,
        },
      ]);
      if (!cost) throw new Error('cost insert returned nothing');
      return reply.code(201).send({ cost: toCost(cost) });
    } catch (err) {
      if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
      throw err;
    }
  });

  app.put<{ Params: { costId: string } }>('/api/vehicle-costs/:costId', async (req) => {
    const actor = actorOf(req);
    const cost = await loadCost(actor, req.params.costId);
    const input = parseBody(costUpdateSchema, req.body);
    if (input.uuid && input.uuid.toLowerCase() !== cost.uuid) throw badRequest({ uuid: MSG.invalidValue });
    const updated = await updateCost(db, cost.uuid, costValues(input), input.rowVersion);
    if (!updated) {
      const current = await findCost(db, cost.uuid);
      throw current ? conflict(MSG.staleVersion, { current: toCost(current) }) : notFound();
    }
    return { cost: toCost(updated) };
  });

  app.delete<{ Params: { costId: string } }>('/api/vehicle-costs/:costId', async (req) => {
    const actor = actorOf(req);
    const cost = await loadCost(actor, req.params.costId);
    await deleteCosts(db, cost.vehicleUuid, [cost.uuid]);
    return { cost: toCost(cost) };
  });
}
