/**
 * GET /api/vehicles/company/{companyId}/analysis (spec 02 §2 "Analytics", §3
 * "Analysis", §7): the stock figures of services/stock-analysis.ts, for the
 * car management tab (counts) or the stock analysis (with money).
 */
import type { FastifyInstance } from 'fastify';
import { actorOf, companyInScope } from '../auth/guard';
import type { Db } from '../db/client';
import { analyseCompanyStock } from '../services/stock-analysis';

export function vehicleAnalysisRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get<{ Params: { companyId: string } }>(
    '/api/vehicles/company/:companyId/analysis',
    // Either tab grants the call.
    { config: { permission: ['analytics.cars', 'analytics.stock'] } },
    async (req) => {
      const actor = actorOf(req);
      const company = await companyInScope(db, actor, req.params.companyId);
      return { analysis: await analyseCompanyStock(db, actor, company.uuid) };
    },
  );
}
