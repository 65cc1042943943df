/**
 * Supplier calls (spec 02 §2 "Suppliers", §5, §6, §7 "Suppliers"): create and
 * list for the cost roles, EDITOR3 and the workshop (see permissions.ts),
 * edit for ADMIN and MANAGER, delete for ADMIN only; the super user manages
 * them everywhere. Another company's supplier answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '../../src/domain/permissions';
import { MSG } from '../../src/domain/messages';
import { supplierCreateSchema, supplierUpdateSchema } from '../../src/domain/schemas/suppliers';
import { actorOf, assertSameCompany, requirePermission, type AuthedUser } from '../auth/guard';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../errors';
import { findCompanyRow } from './companies-repository';
import {
  deleteSupplier,
  findSupplierRow,
  insertSupplier,
  listCompanySuppliers,
  supplierAnswers,
  updateSupplier,
  type SupplierAnswer,
  type SupplierRow,
} from './suppliers-repository';
import { uniqueViolation } from './users-repository';
import { isUuid, parseBody } from './validate';

type IdParams = { supplierId: string };

const bothSpellings = (path: string) => [path, `${path}/`];

export function supplierRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  async function load(
    req: FastifyRequest<{ Params: IdParams }>,
    permission: Permission,
  ): Promise<{ actor: AuthedUser; row: SupplierRow }> {
    const actor = actorOf(req);
    requirePermission(actor, permission);
    const id = req.params.supplierId.toLowerCase();
    if (!isUuid(id)) throw notFound();
    const row = await findSupplierRow(db, id);
    if (!row) throw notFound();
    assertSameCompany(actor, row.companyUuid);
    return { actor, row };
  }

  async function companyInScope(actor: AuthedUser, companyId: string): Promise<string> {
    const id = companyId.toLowerCase();
    if (!isUuid(id)) throw notFound();
    assertSameCompany(actor, id);
    if (!(await findCompanyRow(db, id))) throw notFound();
    return id;
  }

  const answer = async (row: SupplierRow): Promise<SupplierAnswer> => {
    const [one] = await supplierAnswers(db, [row]);
    if (!one) throw new Error('supplier answer lost its row');
    return one;
  };

  for (const path of bothSpellings('/api/suppliers')) {
    app.post(path, async (req, reply) => {
      const actor = actorOf(req);
      requirePermission(actor, 'supplier.create');
      const input = parseBody(supplierCreateSchema, req.body);
      const companyUuid = await companyInScope(actor, input.companyUuid);
      if (input.uuid && (await findSupplierRow(db, input.uuid))) throw badRequest({ uuid: MSG.invalidValue });
      const { uuid, companyUuid: _company, ...values } = input;
      const row = await insertSupplier(db, { ...values, ...(uuid ? { uuid } : {}), companyUuid }).catch(
        (err: unknown) => {
          if (uniqueViolation(err) !== null) throw badRequest({ uuid: MSG.invalidValue });
          throw err;
        },
      );
      return reply.code(201).send({ supplier: await answer(row) });
    });
  }

  app.get<{ Params: { companyId: string } }>('/api/suppliers/company/:companyId', async (req) => {
    const actor = actorOf(req);
    requirePermission(actor, 'supplier.read');
    const companyUuid = await companyInScope(actor, req.params.companyId);
    return { suppliers: await supplierAnswers(db, await listCompanySuppliers(db, companyUuid)) };
  });

  app.get<{ Params: IdParams }>('/api/suppliers/:supplierId', async (req) => {
    const { row } = await load(req, 'supplier.read');
    return { supplier: await answer(row) };
  });

  app.put<{ Params: IdParams }>('/api/suppliers/:supplierId', async (req) => {
    const { row } = await load(req, 'supplier.update');
    const input = parseBody(supplierUpdateSchema, req.body);
    // A supplier never moves to another company.
    if (input.companyUuid && input.companyUuid !== row.companyUuid) throw notFound();
    const { rowVersion, companyUuid: _company, ...values } = input;
    const updated = await updateSupplier(db, row.uuid, values, rowVersion);
    if (!updated) {
      const current = await findSupplierRow(db, row.uuid);
      throw current ? conflict(MSG.staleVersion, { current: await answer(current) }) : notFound();
    }
    return { supplier: await answer(updated) };
  });

  app.delete<{ Params: IdParams }>('/api/suppliers/:supplierId', async (req) => {
    const { row } = await load(req, 'supplier.delete');
    const supplier = await answer(row);
    const deleted = await deleteSupplier(db, row.uuid);
    if (!deleted) throw notFound();
    return { supplier };
  });
}
