/**
 * Cost-only writes, one per queued outbox row, for the workshop logging
 * repairs offline (design §1): add, edit and delete one cost of a vehicle.
 * Permission 'vehicle.costs.write'; a vehicle or cost of another company is 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { costSchema, costUpdateSchema } from '../../src/domain/schemas/vehicles';
import { actorOf, loadInCompany } from '../auth/guard';
import { isUniqueViolation } from '../db/errors';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import { resumesDeadAttempt } from '../sync/idempotency';
import { toCost } from '../wire/serializers';
import { parseBody } from '../validate';
import { costValues } from '../services/vehicle-writes';
import { deleteCosts, findCost, findVehicle, insertCosts, updateCost } from '../repositories/vehicles';

export function vehicleCostRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  /** The cost, if it exists in the caller's company (else 404). */
  const loadCost = (req: FastifyRequest<{ Params: { costId: string } }>) =>
    loadInCompany(actorOf(req), req.params.costId, (uuid) => findCost(db, uuid));

  const write = { config: { permission: 'vehicle.costs.write' } } as const;

  app.post<{ Params: { vehicleId: string } }>('/api/vehicles/:vehicleId/costs', write, async (req, reply) => {
    const vehicle = await loadInCompany(actorOf(req), req.params.vehicleId, (uuid) => findVehicle(db, uuid));
    const input = parseBody(costSchema, req.body);
    // A uuid chosen offline is kept when unused (design §4); named by this very write, dead before
    // its answer was stored, it is that write's record.
    const existing = input.uuid ? await findCost(db, input.uuid) : undefined;
    if (existing) {
      if (resumesDeadAttempt(req) && existing.vehicleUuid === vehicle.uuid) {
        return reply.code(201).send({ cost: toCost(existing) });
      }
      throw badRequest({ uuid: MSG.invalidValue });
    }
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

  app.put<{ Params: { costId: string } }>('/api/vehicle-costs/:costId', write, async (req) => {
    const cost = await loadCost(req);
    const input = parseBody(costUpdateSchema, req.body);
    if (input.uuid && input.uuid.toLowerCase() !== cost.uuid) throw badRequest({ uuid: MSG.invalidValue });
    const updated = await updateCost(db, cost.uuid, costValues(input), input.rowVersion);
    if (!updated) {
      const current = await findCost(db, cost.uuid);
      throw current ? conflict(MSG.staleVersion, { current: toCost(current) }) : notFound();
    }
    return { cost: toCost(updated) };
  });

  app.delete<{ Params: { costId: string } }>('/api/vehicle-costs/:costId', write, async (req) => {
    const cost = await loadCost(req);
    await deleteCosts(db, cost.vehicleUuid, [cost.uuid]);
    return { cost: toCost(cost) };
  });
}
