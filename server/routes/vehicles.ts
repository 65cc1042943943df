/** Vehicle calls (spec 02 §7): GET /api/vehicles/{id}, PATCH /api/vehicles/{id} (availability). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { availabilityPatchSchema } from '../../src/domain/schemas/vehicles';
import { actorOf, assertSameCompany, requirePermission, type AuthedUser } from '../auth/guard';
import type { Db } from '../db/client';
import { conflict, notFound } from '../errors';
import { toVehicle } from '../sync/serializers';
import { isUuid, parseBody } from './validate';
import { findVehicle, updateVehicle, type VehicleRow } from './vehicles-repository';

type IdParams = { vehicleId: string };

export function vehicleRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  /** The vehicle, if it exists in the caller's company (else 404, whichever the reason). */
  async function load(
    req: FastifyRequest<{ Params: IdParams }>,
  ): Promise<{ actor: AuthedUser; row: VehicleRow }> {
    const actor = actorOf(req);
    requirePermission(actor, 'vehicle.read');
    if (!isUuid(req.params.vehicleId)) throw notFound();
    const row = await findVehicle(db, req.params.vehicleId);
    if (!row) throw notFound();
    assertSameCompany(actor, row.companyUuid);
    return { actor, row };
  }

  app.get<{ Params: IdParams }>('/api/vehicles/:vehicleId', async (req) => {
    const { actor, row } = await load(req);
    return { vehicle: toVehicle(actor, row) };
  });

  app.patch<{ Params: IdParams }>('/api/vehicles/:vehicleId', async (req) => {
    const { actor, row } = await load(req);
    requirePermission(actor, 'vehicle.update');
    const input = parseBody(availabilityPatchSchema, req.body);
    // A sold or delivered vehicle changes state through its sale, not here.
    if (row.availability === 'SOLD' || row.availability === 'DELIVERED') {
      throw conflict(MSG.invalidValue, { current: toVehicle(actor, row) });
    }
    const updated = await updateVehicle(db, row.uuid, { availability: input.availability }, input.rowVersion);
    if (!updated) {
      const current = await findVehicle(db, row.uuid);
      throw current ? conflict(MSG.staleVersion, { current: toVehicle(actor, current) }) : notFound();
    }
    return { vehicle: toVehicle(actor, updated) };
  });
}
