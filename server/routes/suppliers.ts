/**
 * Supplier calls (spec 02 §2 "Suppliers", §5, §6, §7 "Suppliers"): create and
 * list for the cost roles, EDITOR3 and the workshop (see permissions.ts),
 * edit for ADMIN and MANAGER, delete for ADMIN only; the super user manages
 * them everywhere. Another company's supplier answers 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Permission } from '../../src/domain/permissions';
import { MSG } from '../../src/domain/messages';
import { newSupplierFields } from '../../src/domain/record-defaults';
import { supplierCreateSchema, supplierUpdateSchema } from '../../src/domain/schemas/suppliers';
import { actorOf, companyInScope, loadInCompany } from '../auth/guard';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import type { SupplierAnswer } from '../sync/serializers';
import { badRequest, conflict, notFound } from '../errors';
import {
  deleteSupplier,
  findSupplierRow,
  insertSupplier,
  listCompanySuppliers,
  supplierAnswers,
  updateSupplier,
  type SupplierRow,
} from './suppliers-repository';
import { parseBody } from './validate';

type IdParams = { supplierId: string };

const bothSpellings = (path: string) => [path, `${path}/`];

export function supplierRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  const load = (req: FastifyRequest<{ Params: IdParams }>) =>
    loadInCompany(actorOf(req), req.params.supplierId, (uuid) => findSupplierRow(db, uuid));
  const allowed = (permission: Permission) => ({ config: { permission } });

  const answer = async (row: SupplierRow): Promise<SupplierAnswer> => {
    const [one] = await supplierAnswers(db, [row]);
    if (!one) throw new Error('supplier answer lost its row');
    return one;
  };

  for (const path of bothSpellings('/api/suppliers')) {
    app.post(path, allowed('supplier.create'), async (req, reply) => {
      const input = parseBody(supplierCreateSchema, req.body);
      const companyUuid = (await companyInScope(db, actorOf(req), input.companyUuid)).uuid;
      if (input.uuid && (await findSupplierRow(db, input.uuid))) throw badRequest({ uuid: MSG.invalidValue });
      const { uuid, companyUuid: _company, ...values } = input;
      const row = await insertSupplier(db, {
        ...newSupplierFields(values),
        ...(uuid ? { uuid } : {}),
        companyUuid,
      }).catch((err: unknown) => {
        if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
        throw err;
      });
      return reply.code(201).send({ supplier: await answer(row) });
    });
  }

  app.get<{ Params: { companyId: string } }>(
    '/api/suppliers/company/:companyId',
    allowed('supplier.read'),
    async (req) => {
      const company = await companyInScope(db, actorOf(req), req.params.companyId);
      return { suppliers: await supplierAnswers(db, await listCompanySuppliers(db, company.uuid)) };
    },
  );

  app.get<{ Params: IdParams }>('/api/suppliers/:supplierId', allowed('supplier.read'), async (req) => {
    const row = await load(req);
    return { supplier: await answer(row) };
  });

  app.put<{ Params: IdParams }>('/api/suppliers/:supplierId', allowed('supplier.update'), async (req) => {
    const row = await load(req);
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

  app.delete<{ Params: IdParams }>('/api/suppliers/:supplierId', allowed('supplier.delete'), async (req) => {
    const row = await load(req);
    const supplier = await answer(row);
    const deleted = await deleteSupplier(db, row.uuid);
    if (!deleted) throw notFound();
    return { supplier };
  });
}
