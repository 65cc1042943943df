/**
 * Financing company calls (spec 01 §7 "Financials", spec 02 §7): every role
 * of the company reads them (the sale form's loan company), the super user
 * and the company's ADMIN write them. Another company's answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { financialCreateSchema, financialUpdateSchema } from '../../src/domain/schemas/financials';
import { actorOf, companyInScope } from '../auth/guard';
import type { Db } from '../db/client';
import { companyFinancials, loadFinancial } from '../services/financial-reads';
import { createFinancial, removeFinancial, updateFinancial } from '../services/financial-writes';
import { parseBody } from '../validate';

type IdParams = { financialId: string };
type CompanyParams = { companyId: string };

export function financialRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const read = { config: { permission: 'financial.read' } } as const;
  const write = { config: { permission: 'financial.write' } } as const;

  /** The company of the path, if the caller acts in it (404 otherwise). */
  const inScope = async (req: FastifyRequest<{ Params: CompanyParams }>) =>
    (await companyInScope(db, actorOf(req), req.params.companyId)).uuid;

  app.get<{ Params: CompanyParams }>('/api/financials/company/:companyId', read, async (req) => ({
    financials: await companyFinancials(db, await inScope(req)),
  }));

  app.post<{ Params: CompanyParams }>('/api/financials/company/:companyId', write, async (req, reply) => {
    const companyUuid = await inScope(req);
    const input = parseBody(financialCreateSchema, req.body);
    return reply.code(201).send({ financial: await createFinancial(db, companyUuid, input) });
  });

  app.put<{ Params: IdParams }>('/api/financials/:financialId', write, async (req) => {
    const row = await loadFinancial(db, actorOf(req), req.params.financialId);
    const input = parseBody(financialUpdateSchema, req.body);
    return { financial: await updateFinancial(db, row, input) };
  });

  app.delete<{ Params: IdParams }>('/api/financials/:financialId', write, async (req) => ({
    financial: await removeFinancial(db, await loadFinancial(db, actorOf(req), req.params.financialId)),
  }));
}
