/**
 * The sale documents (spec 02 §7): GET /api/documents/sale/{saleId}/{kind}
 * for the seven documents and GET /api/sales/{saleId}/generate-pdf for the
 * whole sale. 'sale.documents' (403 otherwise); the sale through loadSaleFor
 * (404 for another company's, or another seller's for the own-only roles);
 * an unknown kind, or 'retake' on a sale without one, is 404.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSaleDocumentKind, type SaleDocumentId } from '../../src/domain/sale-documents';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { attachment } from '../documents/csv';
import { renderSaleDocumentFor } from '../documents/sale-documents';
import { notFound } from '../errors';
import type { MediaStorage } from '../media/storage';
import { loadSaleFor } from '../services/sales-access';

export function saleDocumentRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const send = async (req: FastifyRequest, reply: FastifyReply, saleId: string, id: SaleDocumentId) => {
    const actor = actorOf(req);
    const row = await loadSaleFor(deps.db, actor, saleId);
    const { definition, pdf } = await renderSaleDocumentFor({ ...deps, log: req.log }, actor, row, id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachment(definition.fileName))
      .header('cache-control', 'no-store')
      .send(pdf);
  };

  const allowed = { config: { permission: 'sale.documents' } } as const;

  app.get<{ Params: { saleId: string; kind: string } }>(
    '/api/documents/sale/:saleId/:kind',
    allowed,
    async (req, reply) => {
      if (!isSaleDocumentKind(req.params.kind)) throw notFound();
      return send(req, reply, req.params.saleId, req.params.kind);
    },
  );

  app.get<{ Params: { saleId: string } }>('/api/sales/:saleId/generate-pdf', allowed, async (req, reply) =>
    send(req, reply, req.params.saleId, 'summary'),
  );
}
