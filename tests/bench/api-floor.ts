/**
 * The floor of the API bench: a bare Fastify instance on the same database
 * object as the app (same driver, same pool) whose handlers make the same
 * queries as the app's routes — the same repository calls (the same prepared
 * statements) or the same queries written out by hand — and answer the same JSON
 * for one fixed caller (the bench company's admin): no token, no user read, no
 * hooks, no plugins, the admin's visibility written out rather than judged.
 * What this stack can reach; the app is measured against it.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { and, asc, eq } from 'drizzle-orm';
import type { AuthedUser } from '../../server/auth/guard';
import { onOneConnection, type Db } from '../../server/db/client';
import { stands, vehicleCosts, vehicles } from '../../server/db/schema';
import {
  findVehicleSheet,
  sheetCosts,
  sheetFiles,
  sheetPhotos,
} from '../../server/repositories/vehicle-sheet';
import { readChanges } from '../../server/sync/changes';
import {
  toCost,
  toPhoto,
  toSale,
  toSupplier,
  toVehicleAnswer,
  toVehicleFile,
  toVideo,
} from '../../server/wire/serializers';

/** What the floor says it is, printed beside its figures. */
export const FLOOR_WHAT =
  'floor = a bare Fastify handler making the same queries (same statements, same pool) and answering ' +
  'the same JSON for the admin, without token, hooks or plugins';

export async function floorApp(db: Db, actor: AuthedUser): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  const companyUuid = actor.companyUuid ?? '';

  // GET /api/vehicles/{id}: the vehicle with its stand, supplier, sale and video, then its costs,
  // photos and files, on one connection; the admin sees all of them.
  app.get<{ Params: { id: string } }>('/floor/vehicles/:id', (req, reply) =>
    onOneConnection(db, async (one) => {
      const sheet = await findVehicleSheet(one, req.params.id);
      if (!sheet || sheet.row.companyUuid !== companyUuid) return reply.code(404).send({});
      const { row, supplier, sale, video } = sheet;
      const costRows = await sheetCosts(one, row.uuid);
      const photos = await sheetPhotos(one, row.uuid);
      const files = await sheetFiles(one, row.uuid);
      const costs = costRows.map(toCost);
      const vehicle = {
        ...toVehicleAnswer(actor, row, sheet.standLocation, costRows),
        costs,
        photos: photos.map(toPhoto),
        video: video ? toVideo(video) : null,
        files: files.map(toVehicleFile),
        supplier: supplier?.companyUuid === row.companyUuid ? toSupplier(supplier) : null,
        sale: sale ? toSale(actor, sale) : null,
      };
      return { vehicle, costs };
    }),
  );

  // GET /api/vehicles: the company's vehicles with their stand's location, and every cost amount.
  app.get('/floor/vehicles', async () => {
    const rows = await db
      .select({ row: vehicles, standLocation: stands.location })
      .from(vehicles)
      .leftJoin(stands, eq(stands.uuid, vehicles.standUuid))
      .where(and(eq(vehicles.companyUuid, companyUuid)))
      .orderBy(asc(vehicles.brand), asc(vehicles.model), asc(vehicles.licensePlate));
    const amounts = await db
      .select({
        vehicleUuid: vehicleCosts.vehicleUuid,
        costType: vehicleCosts.costType,
        value: vehicleCosts.value,
      })
      .from(vehicleCosts)
      .where(eq(vehicleCosts.companyUuid, companyUuid));
    const byVehicle = new Map<string, typeof amounts>();
    for (const c of amounts) {
      const entry = byVehicle.get(c.vehicleUuid);
      if (entry) entry.push(c);
      else byVehicle.set(c.vehicleUuid, [c]);
    }
    return {
      vehicles: rows.map(({ row, standLocation }) =>
        toVehicleAnswer(actor, row, standLocation, byVehicle.get(row.uuid) ?? []),
      ),
    };
  });

  // GET /api/sync/changes: the feed's per-table queries are the feed itself (one snapshot, each
  // visible table past the cursor), so the floor calls them as they are, without the route around them.
  app.get<{ Querystring: { since: string; limit: string } }>('/floor/sync', async (req) =>
    readChanges(db, actor, Number(req.query.since), Number(req.query.limit)),
  );

  return app;
}
