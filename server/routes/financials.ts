/**
 * Financing company calls (spec 01 §7 "Financials", spec 02 §7): every role
 * of the company reads them (the sale form's loan company), the super user
 * and the company's ADMIN write them. Another company's answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { financialCreateSchema, financialUpdateSchema } from '../../src/domain/schemas/financials';
import { actorOf, assertSameCompany, requirePermission, type AuthedUser } from '../auth/guard';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import { findCompanyRow } from './companies-repository';
import {
  deleteFinancial,
  findFinancialRow,
  insertFinancial,
  listCompanyFinancials,
  updateFinancial,
  type FinancialRow,
} from './financials-repository';
import { toFinancial, uniqueViolation } from './users-repository';
import { isUuid, parseBody } from './validate';

type IdParams = { financialId: string };
type CompanyParams = { companyId: string };

export function financialRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  async function load(req: FastifyRequest<{ Params: IdParams }>): Promise<FinancialRow> {
    const actor = actorOf(req);
    requirePermission(actor, 'financial.write');
    const id = req.params.financialId.toLowerCase();
    if (!isUuid(id)) throw notFound();
    const row = await findFinancialRow(db, id);
    if (!row) throw notFound();
    assertSameCompany(actor, row.companyUuid);
    return row;
  }

  /** A company the caller may act in, that exists (404 otherwise). */
  async function companyInScope(actor: AuthedUser, companyId: string): Promise<string> {
    const id = companyId.toLowerCase();
    if (!isUuid(id)) throw notFound();
    assertSameCompany(actor, id);
    if (!(await findCompanyRow(db, id))) throw notFound();
    return id;
  }

  app.get<{ Params: CompanyParams }>('/api/financials/company/:companyId', async (req) => {
    const actor = actorOf(req);
    requirePermission(actor, 'financial.read');
    const companyUuid = await companyInScope(actor, req.params.companyId);
    return { financials: (await listCompanyFinancials(db, companyUuid)).map(toFinancial) };
  });

  app.post<{ Params: CompanyParams }>('/api/financials/company/:companyId', async (req, reply) => {
    const actor = actorOf(req);
    requirePermission(actor, 'financial.write');
    const companyUuid = await companyInScope(actor, req.params.companyId);
    const input = parseBody(financialCreateSchema, req.body);
    if (input.uuid && (await findFinancialRow(db, input.uuid))) throw badRequest({ uuid: MSG.invalidValue });
    const row = await insertFinancial(db, {
      ...(input.uuid ? { uuid: input.uuid } : {}),
      companyUuid,
      name: input.name,
      code: input.code,
    }).catch((err: unknown) => {
      if (uniqueViolation(err) !== null) throw badRequest({ uuid: MSG.invalidValue });
      throw err;
    });
    return reply.code(201).send({ financial: toFinancial(row) });
  });

  app.put<{ Params: IdParams }>('/api/financials/:financialId', async (req) => {
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

  app.delete<{ Params: IdParams }>('/api/financials/:financialId', async (req) => {
    const row = await load(req);
    const deleted = await deleteFinancial(db, row.uuid);
    if (!deleted) throw notFound();
    return { financial: toFinancial(deleted) };
  });
}
