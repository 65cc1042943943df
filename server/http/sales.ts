/**
 * Sale calls (spec 02 §7 "Sales"): POST /sales/, PUT and DELETE /sales/{id}.
 * The role is checked by the route's permission, the record through
 * loadSaleFor (another company's sale, or someone else's for the roles
 * limited to their own, answers 404), and what may be done to this sale in
 * its state by saleActions (src/domain/sales.ts), as the buttons show it.
 */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { resumesDeadAttempt } from '../sync/idempotency';
import { createSale, removeSale, replaceSale } from '../services/sale-writes';

type IdParams = { saleId: string };

export function saleRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;

  app.post('/api/sales', { config: { permission: 'sale.create' } }, async (req, reply) => {
    const answer = await createSale(db, actorOf(req), req.body, resumesDeadAttempt(req));
    return reply.code(201).send(answer);
  });

  app.put<{ Params: IdParams }>('/api/sales/:saleId', { config: { permission: 'sale.update' } }, (req) =>
    replaceSale(db, actorOf(req), req.params.saleId, req.body),
  );

  app.delete<{ Params: IdParams }>('/api/sales/:saleId', { config: { permission: 'sale.delete' } }, (req) =>
    removeSale(db, actorOf(req), req.params.saleId),
  );
}
