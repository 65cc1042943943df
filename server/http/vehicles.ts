/**
 * Vehicle calls (spec 01 §7 "Vehicles", "Stands"; spec 02 §7): the lists,
 * one vehicle, create, whole update and availability. Each checks the token
 * (global hook), the role, and the company of every record it touches; a
 * record of another company answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { availabilityLocked } from '../../src/domain/availability';
import type { Availability } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import { can } from '../../src/domain/permissions';
import { availabilityPatchSchema } from '../../src/domain/schemas/vehicles';
import { actorOf, loadInCompany, requirePermission, type AuthedUser } from '../auth/guard';
import type { Db, DbOrTx } from '../db/client';
import { conflict, forbidden, notFound } from '../errors';
import { recordVehicleEvent } from '../repositories/notifications';
import { isUuid, parseBody } from '../validate';
import { asksDelivery, deliverVehicle } from '../services/vehicle-availability';
import { oneVehicleAnswer, readVehicleAnswer, vehicleListAnswer } from '../wire/vehicle-answers';
import { withSales } from '../services/sold-list';
import { filterVehicles, parseVehicleListQuery } from './vehicle-list-query';
import { createVehicle, replaceVehicle, staleVehicle } from '../services/vehicle-writes';
import {
  findLocatedVehicle,
  findStand,
  findVehicle,
  listVehicles,
  updateVehicle,
  type VehicleRow,
  type VehicleScope,
} from '../repositories/vehicles';

type IdParams = { vehicleId: string };

/** The spec writes some collection paths with a trailing slash; both spellings are served. */
const bothSpellings = (path: string) => [path, `${path}/`];

export function vehicleRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  /** The vehicle, if it exists in the caller's company (else 404, whichever the reason). */
  async function load(
    req: FastifyRequest<{ Params: IdParams }>,
  ): Promise<{ actor: AuthedUser; row: VehicleRow }> {
    const actor = actorOf(req);
    const row = await loadInCompany(actor, req.params.vehicleId, (uuid) => findVehicle(db, uuid));
    return { actor, row };
  }

  const locationOf = async (tx: DbOrTx, row: VehicleRow) =>
    row.standUuid ? ((await findStand(tx, row.standUuid))?.location ?? null) : null;

  async function answer(tx: DbOrTx, actor: AuthedUser, row: VehicleRow) {
    return oneVehicleAnswer(tx, actor, row, await locationOf(tx, row));
  }

  /** A list of the company's vehicles (or one stand's), narrowed by the query. */
  async function list(
    actor: AuthedUser,
    scope: Pick<VehicleScope, 'companyUuid' | 'standUuid'>,
    url: string,
  ) {
    const query = parseVehicleListQuery(url);
    // Narrowing by seller reads the sales, so it follows the change feed's rule for them: a role
    // limited to its own sales ('sold.ownOnly') narrows to its own, whichever seller it names,
    // and its sold list is always narrowed so (spec 02 §6).
    const ownOnly = can(actor, 'sold.ownOnly') && (query.sellerUuid || query.sold);
    const sellerUuid = ownOnly ? actor.uuid : query.sellerUuid;
    const rows = await listVehicles(db, {
      ...scope,
      ...(query.availabilities ? { availabilities: query.availabilities } : {}),
      ...(sellerUuid ? { sellerUuid } : {}),
    });
    const vehicles = filterVehicles(
      actor,
      await vehicleListAnswer(db, actor, scope.companyUuid, rows),
      query.filters,
    );
    if (!query.sold) return { vehicles };
    const sold = { ...query.sold, sellerUuid: sellerUuid ?? '' };
    const withSale = await withSales(db, actor, scope.companyUuid, vehicles, sold);
    return { vehicles: withSale.map((v) => v.answer) };
  }

  /** Vehicles are company data: a caller without a company (the super user) holds no 'vehicle.read' anyway. */
  function ownCompany(actor: AuthedUser): string {
    if (!actor.companyUuid) throw forbidden();
    return actor.companyUuid;
  }

  const read = { config: { permission: 'vehicle.read' } } as const;

  for (const path of bothSpellings('/api/vehicles')) {
    app.get(path, read, async (req) => {
      const actor = actorOf(req);
      return list(actor, { companyUuid: ownCompany(actor) }, req.url);
    });

    app.post(path, { config: { permission: 'vehicle.create' } }, async (req, reply) => {
      const actor = actorOf(req);
      const row = await createVehicle(db, actor, req.body);
      return reply.code(201).send(await answer(db, actor, row));
    });
  }

  app.get<{ Params: { companyId: string } }>('/api/vehicles/company/:companyId', read, async (req) => {
    const actor = actorOf(req);
    const companyUuid = ownCompany(actor);
    if (!isUuid(req.params.companyId) || req.params.companyId.toLowerCase() !== companyUuid) {
      throw notFound();
    }
    return list(actor, { companyUuid }, req.url);
  });

  app.get<{ Params: { standId: string } }>('/api/stands/:standId/vehicles', read, async (req) => {
    const actor = actorOf(req);
    const companyUuid = ownCompany(actor);
    const stand = await loadInCompany(actor, req.params.standId, (uuid) => findStand(db, uuid));
    return list(actor, { companyUuid, standUuid: stand.uuid }, req.url);
  });

  app.get<{ Params: IdParams }>('/api/vehicles/:vehicleId', read, async (req) => {
    const actor = actorOf(req);
    // The most frequent read: the vehicle and its stand in one query, then its costs.
    const { row, standLocation } = await loadInCompany(
      actor,
      req.params.vehicleId,
      (uuid) => findLocatedVehicle(db, uuid),
      (located) => located.row.companyUuid,
    );
    return readVehicleAnswer(db, actor, row, standLocation);
  });

  // Writes are checked after the load, as they always were: a role that reads but may not
  // update (CLIENT) gets 404 for a vehicle it cannot see and 403 for one it can.
  app.put<{ Params: IdParams }>('/api/vehicles/:vehicleId', read, async (req) => {
    const { actor, row } = await load(req);
    requirePermission(actor, 'vehicle.update');
    const updated = await replaceVehicle(db, actor, row, req.body);
    return answer(db, actor, updated);
  });

  app.patch<{ Params: IdParams }>('/api/vehicles/:vehicleId', read, async (req) => {
    const { actor, row } = await load(req);
    if (asksDelivery(req.body)) return answer(db, actor, await deliverVehicle(db, actor, row, req.body));
    requirePermission(actor, 'vehicle.update');
    const input = parseBody(availabilityPatchSchema, req.body);
    // A sold or delivered vehicle changes state through its sale, not here.
    if (availabilityLocked(row.availability as Availability)) {
      throw conflict(MSG.invalidValue, { current: (await answer(db, actor, row)).vehicle });
    }
    const updated = await db.transaction(async (tx) => {
      const changed = await updateVehicle(
        tx,
        row.uuid,
        { availability: input.availability },
        input.rowVersion,
      );
      if (!changed) throw await staleVehicle(tx, actor, row.uuid);
      await recordVehicleEvent(tx, {
        companyUuid: changed.companyUuid,
        type: 'UPDATED_VEHICLE',
        vehicle: changed,
        authorUuid: actor.uuid,
      });
      return changed;
    });
    return answer(db, actor, updated);
  });
}
