/**
 * GET /api/vehicles/company/{companyId}/analysis (spec 02 §2 "Analytics", §3
 * "Analysis", §7): the stock figures, computed by analyseStock
 * (src/domain/analysis.ts) over the company's vehicles, costs and stands as
 * the caller sees them — the same function the analytics screen runs on the
 * mirror, so both agree. Money figures only for 'analytics.stock'.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { analyseStock } from '../../src/domain/analysis';
import type { CostType } from '../../src/domain/enums';
import { can } from '../../src/domain/permissions';
import { isoDate } from '../../src/domain/stock';
import { actorOf, companyInScope } from '../auth/guard';
import type { Db } from '../db/client';
import { stands, vehicles } from '../db/schema';
import { forbidden } from '../errors';
import { toVehicle } from '../wire/serializers';
import { costAmountsOfCompany } from '../repositories/vehicles';

export function vehicleAnalysisRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  for (const path of [
    '/api/vehicles/company/:companyId/analysis',
    '/api/vehicles/company/:companyId/analysis/',
  ]) {
    app.get<{ Params: { companyId: string } }>(path, async (req) => {
      const actor = actorOf(req);
      // The car management tab (counts) or the stock analysis (with money): either grants the call.
      if (!can(actor, 'analytics.cars') && !can(actor, 'analytics.stock')) throw forbidden();
      const company = await companyInScope(db, actor, req.params.companyId);
      const withMoney = can(actor, 'analytics.stock');
      const vehicleRows = await db.select().from(vehicles).where(eq(vehicles.companyUuid, company.uuid));
      const standRows = await db
        .select({ uuid: stands.uuid, name: stands.name })
        .from(stands)
        .where(eq(stands.companyUuid, company.uuid));
      const costs = withMoney ? await costAmountsOfCompany(db, company.uuid) : [];
      const analysis = analyseStock({
        vehicles: vehicleRows.map((row) => toVehicle(actor, row)),
        costs: costs.map((c) => ({ ...c, costType: c.costType as CostType })),
        stands: standRows,
        today: isoDate(new Date()),
        withMoney,
      });
      return { analysis };
    });
  }
}
