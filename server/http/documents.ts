/**
 * Company documents (spec 01 §7, spec 02 §7): GET /api/documents-company/company/{companyUuid}/stock
 * → the stock CSV; …/vehicle/{vehicleUuid}/pricelist → the 'Preçário' PDF of one vehicle.
 */
import type { FastifyInstance } from 'fastify';
import { can } from '../../src/domain/permissions';
import { PRICE_LIST_MESSAGES, priceListFileName, priceListSheet } from '../../src/domain/price-list';
import { actorOf, companyInScope } from '../auth/guard';
import type { Db } from '../db/client';
import { attachment } from '../documents/csv';
import { companyBranding } from '../documents/pdf-kit';
import { renderPriceList } from '../documents/price-list';
import { stockCsv, stockCsvFileName } from '../documents/stock-csv';
import { AppError, badRequest, notFound } from '../errors';
import type { MediaStorage } from '../media/storage';
import { exportAudit, recordAudit } from '../services/audit';
import { loadVehicle } from '../services/vehicle-reads';
import { sceneOf } from './scene';

export function documentRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const { db, storage } = deps;

  app.get<{ Params: { companyUuid: string } }>(
    '/api/documents-company/company/:companyUuid/stock',
    { config: { permission: 'stock.csv' } },
    async (req, reply) => {
      const actor = actorOf(req);
      const company = await companyInScope(db, actor, req.params.companyUuid);
      const csv = await stockCsv(db, actor, company.uuid);
      await recordAudit(db, exportAudit(sceneOf(req), 'export.stock', company.uuid));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(stockCsvFileName(company.name)))
        .send(csv);
    },
  );

  app.get<{
    Params: { companyUuid: string; vehicleUuid: string };
    Querystring: { with_price?: string };
  }>(
    '/api/documents-company/company/:companyUuid/vehicle/:vehicleUuid/pricelist',
    { config: { permission: 'vehicle.pricelist' } },
    async (req, reply) => {
      const actor = actorOf(req);
      const withPrice = parseWithPrice(req.query.with_price);
      const company = await companyInScope(db, actor, req.params.companyUuid);
      if (!company.priceListEnabled) {
        throw new AppError(403, 'PRICE_LIST_DISABLED', PRICE_LIST_MESSAGES.disabled);
      }
      const vehicle = await loadVehicle(db, actor, req.params.vehicleUuid);
      // The path's company and the vehicle's must agree, whoever asks.
      if (vehicle.companyUuid !== company.uuid) throw notFound();

      const priced = withPrice && can(actor, 'vehicle.field.sellerPrice');
      const sheet = priceListSheet(vehicle, priced);
      const pdf = await renderPriceList(sheet, await companyBranding(storage, company, req.log));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(priceListFileName(vehicle.licensePlate, priced)))
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
}

/** with_price: 'true' or 'false'; absent means without (a sheet never shows a price by accident). */
function parseWithPrice(value: string | undefined): boolean {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  throw badRequest({ with_price: PRICE_LIST_MESSAGES.invalidWithPrice });
}
