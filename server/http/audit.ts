/**
 * GET /api/audit/company/{companyId} (issue 22 §7): the company's audit trail, newest first, for
 * the roles of 'audit.read' (403 otherwise); another company, or none, answers 404 as every company
 * route does. Query: action, outcome, actor (a user uuid), from, to (a date or an ISO instant;
 * services/audit.ts), limit (1–500, default 100), before (the previous page's `nextBefore`).
 */
import type { FastifyInstance } from 'fastify';
import { actorOf, companyInScope } from '../auth/guard';
import type { Db } from '../db/client';
import { companyAuditPage, parseAuditQuery } from '../services/audit';
import { queryOf } from '../validate';

export function auditRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.get<{ Params: { companyId: string } }>(
    '/api/audit/company/:companyId',
    { config: { permission: 'audit.read' } },
    async (req, reply) => {
      const company = await companyInScope(db, actorOf(req), req.params.companyId);
      const query = parseAuditQuery(queryOf(req.url));
      reply.header('cache-control', 'no-store');
      return companyAuditPage(db, company.uuid, query);
    },
  );
}
