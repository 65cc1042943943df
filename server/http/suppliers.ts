/**
 * Supplier calls (spec 02 §2 "Suppliers", §5, §6, §7 "Suppliers"): create and
 * list for the cost roles, EDITOR3 and the workshop (see permissions.ts),
 * edit for ADMIN and MANAGER, delete for ADMIN only; the super user manages
 * them everywhere. Another company's supplier answers 404.
 */
import type { FastifyInstance } from 'fastify';
import type { Permission } from '../../src/domain/permissions';
import { supplierCreateSchema, supplierUpdateSchema } from '../../src/domain/schemas/suppliers';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { companySuppliers, loadSupplier, supplierAnswer } from '../services/supplier-reads';
import { createSupplier, removeSupplier, updateSupplier } from '../services/supplier-writes';
import { parseBody } from '../validate';

type IdParams = { supplierId: string };

export function supplierRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const allowed = (permission: Permission) => ({ config: { permission } });

  app.post('/api/suppliers', allowed('supplier.create'), async (req, reply) => {
    const input = parseBody(supplierCreateSchema, req.body);
    return reply.code(201).send({ supplier: await createSupplier(db, actorOf(req), input) });
  });

  app.get<{ Params: { companyId: string } }>(
    '/api/suppliers/company/:companyId',
    allowed('supplier.read'),
    async (req) => ({ suppliers: await companySuppliers(db, actorOf(req), req.params.companyId) }),
  );

  app.get<{ Params: IdParams }>('/api/suppliers/:supplierId', allowed('supplier.read'), async (req) => ({
    supplier: await supplierAnswer(db, await loadSupplier(db, actorOf(req), req.params.supplierId)),
  }));

  app.put<{ Params: IdParams }>('/api/suppliers/:supplierId', allowed('supplier.update'), async (req) => {
    const row = await loadSupplier(db, actorOf(req), req.params.supplierId);
    const input = parseBody(supplierUpdateSchema, req.body);
    return { supplier: await updateSupplier(db, row, input) };
  });

  app.delete<{ Params: IdParams }>('/api/suppliers/:supplierId', allowed('supplier.delete'), async (req) => ({
    supplier: await removeSupplier(db, await loadSupplier(db, actorOf(req), req.params.supplierId)),
  }));
}
