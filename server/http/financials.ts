/**
 * Financing company calls (spec 01 §7 "Financials", spec 02 §7): every role
 * of the company reads them (the sale form's loan company), the super user
 * and the company's ADMIN write them. Another company's answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { financialCreateSchema, financialUpdateSchema } from '../../src/domain/schemas/financials';
import { actorOf, companyInScope, loadInCompany } from '../auth/guard';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { toFinancial } from '../wire/serializers';
import { badRequest, conflict, notFound } from '../errors';
import {
  deleteFinancial,
  findFinancialRow,
  insertFinancial,
  listCompanyFinancials,
  updateFinancial,
} from '../repositories/financials';
import { parseBody } from '../validate';

type IdParams = { financialId: string };
type CompanyParams = { companyId: string };

export function financialRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  const load = (req: FastifyRequest<{ Params: IdParams }>) =>
    loadInCompany(actorOf(req), req.params.financialId, (uuid) => findFinancialRow(db, uuid));
  const inScope = async (req: FastifyRequest<{ Params: CompanyParams }>) =>
    (await companyInScope(db, actorOf(req), req.params.companyId)).uuid;

  const read = { config: { permission: 'financial.read' } } as const;
  const write = { config: { permission: 'financial.write' } } as const;

  app.get<{ Params: CompanyParams }>('/api/financials/company/:companyId', read, async (req) => {
    const companyUuid = await inScope(req);
    return { financials: (await listCompanyFinancials(db, companyUuid)).map(toFinancial) };
  });

  app.post<{ Params: CompanyParams }>('/api/financials/company/:companyId', write, async (req, reply) => {
    const companyUuid = await inScope(req);
    const input = parseBody(financialCreateSchema, req.body);
    if (input.uuid && (await findFinancialRow(db, input.uuid))) throw badRequest({ uuid: MSG.invalidValue });
    const row = await insertFinancial(db, {
      ...(input.uuid ? { uuid: input.uuid } : {}),
      companyUuid,
      name: input.name,
      code: input.code,
    }).catch((err: unknown) => {
      if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
      throw err;
    });
    return reply.code(201).send({ financial: toFinancial(row) });
  });

  app.put<{ Params: IdParams }>('/api/financials/:financialId', write, async (req) => {
    const row = await load(req);
    const input = parseBody(financialUpdateSchema, req.body);
    const updated = await updateFinancial(
      db,
      row.uuid,
      { name: input.name, code: input.code },
      input.rowVersion,
    );
    if (!updated) {
      const current = await findFinancialRow(db, row.uuid);
      throw current ? conflict(MSG.staleVersion, { current: toFinancial(current) }) : notFound();
    }
    return { financial: toFinancial(updated) };
  });

  app.delete<{ Params: IdParams }>('/api/financials/:financialId', write, async (req) => {
    const row = await load(req);
    const deleted = await deleteFinancial(db, row.uuid);
    if (!deleted) throw notFound();
    return { financial: toFinancial(deleted) };
  });
}
