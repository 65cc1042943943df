/**
 * Vehicle calls (spec 01 §7 "Vehicles", "Stands"; spec 02 §7): the lists,
 * one vehicle, create, whole update and availability (delivery included).
 * Each checks the token (global hook), the role, and the company of every
 * record it touches; a record of another company answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../src/domain/permissions';
import { availabilityPatchSchema, deliveryPatchSchema } from '../../src/domain/schemas/vehicles';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { loadStand } from '../services/stand-reads';
import { asksDelivery, changeAvailability, deliverVehicle } from '../services/vehicle-availability';
import { listVehiclesFor, loadVehicle, ownCompany, readVehicle } from '../services/vehicle-reads';
import { createVehicle, replaceVehicle } from '../services/vehicle-writes';
import { isUuid, parseBody } from '../validate';
import { vehicleAnswer } from '../wire/vehicle-answers';
import { preload } from './preload';
import { parseVehicleListQuery } from './vehicle-list-query';

type IdParams = { vehicleId: string };

export function vehicleRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  const read = { config: { permission: 'vehicle.read' } } as const;

  /**
   * The vehicle, read before the writes' check, as it always was: a role that reads but may not
   * update (CLIENT) gets 404 for a vehicle it cannot see and 403 for one it can. A caller that
   * reads no vehicles is left to the check's 403.
   */
  const vehicle = preload('vehicleId', (actor, id) =>
    can(actor, 'vehicle.read') ? loadVehicle(db, actor, id) : Promise.resolve(undefined),
  );

  /** A list of the caller company's vehicles (or one stand's), narrowed by the query. */
  const list = (req: FastifyRequest, companyUuid: string, standUuid?: string) =>
    listVehiclesFor(
      db,
      actorOf(req),
      { companyUuid, ...(standUuid ? { standUuid } : {}) },
      parseVehicleListQuery(req.url),
    );

  app.get('/api/vehicles', read, async (req) => list(req, ownCompany(actorOf(req))));

  app.post('/api/vehicles', { config: { permission: 'vehicle.create' } }, async (req, reply) => {
    const actor = actorOf(req);
    const row = await createVehicle(db, actor, req.body);
    return reply.code(201).send(await vehicleAnswer(db, actor, row));
  });

  app.get<{ Params: { companyId: string } }>('/api/vehicles/company/:companyId', read, async (req) => {
    const companyUuid = ownCompany(actorOf(req));
    if (!isUuid(req.params.companyId) || req.params.companyId.toLowerCase() !== companyUuid) {
      throw notFound();
    }
    return list(req, companyUuid);
  });

  app.get<{ Params: { standId: string } }>('/api/stands/:standId/vehicles', read, async (req) => {
    const actor = actorOf(req);
    const companyUuid = ownCompany(actor);
    const stand = await loadStand(db, actor, req.params.standId);
    return list(req, companyUuid, stand.uuid);
  });

  app.get<{ Params: IdParams }>('/api/vehicles/:vehicleId', read, async (req) =>
    readVehicle(db, actorOf(req), req.params.vehicleId),
  );

  app.put(
    '/api/vehicles/:vehicleId',
    { preHandler: vehicle.preHandler, config: { permission: 'vehicle.update' } },
    async (req) => {
      const actor = actorOf(req);
      const updated = await replaceVehicle(db, actor, vehicle.of(req), req.body);
      return vehicleAnswer(db, actor, updated);
    },
  );

  // A delivery is the delivering roles' ('sale.deliver'); any other availability the updaters'.
  app.patch(
    '/api/vehicles/:vehicleId',
    {
      preHandler: vehicle.preHandler,
      config: {
        permission: (actor, req) => can(actor, asksDelivery(req.body) ? 'sale.deliver' : 'vehicle.update'),
      },
    },
    async (req) => {
      const actor = actorOf(req);
      const row = vehicle.of(req);
      const updated = asksDelivery(req.body)
        ? await deliverVehicle(db, actor, row, parseBody(deliveryPatchSchema, req.body))
        : await changeAvailability(db, actor, row, parseBody(availabilityPatchSchema, req.body));
      return vehicleAnswer(db, actor, updated);
    },
  );
}
