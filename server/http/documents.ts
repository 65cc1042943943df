/**
 * Company documents (spec 01 §7, spec 02 §7): GET /api/documents-company/company/{companyUuid}/stock
 * → the stock CSV; …/vehicle/{vehicleUuid}/pricelist → the 'Preçário' PDF of one vehicle.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { STOCK_AVAILABILITIES, type CostType } from '../../src/domain/enums';
import { AVAILABILITY_LABELS, FUEL_LABELS, VEHICLE_TYPE_LABELS } from '../../src/domain/labels';
import { can } from '../../src/domain/permissions';
import { PRICE_LIST_MESSAGES, priceListFileName, priceListSheet } from '../../src/domain/price-list';
import { isoDate, timeInStock, totalValue } from '../../src/domain/stock';
import { actorOf, companyInScope, loadInCompany } from '../auth/guard';
import type { Db } from '../db/client';
import { stands, vehicleCosts, vehicles } from '../db/schema';
import { attachment, toCsv, type CsvCell } from '../documents/csv';
import { companyBranding } from '../documents/pdf-kit';
import { renderPriceList } from '../documents/price-list';
import { AppError, badRequest, notFound } from '../errors';
import type { MediaStorage } from '../media/storage';
import { findVehicle } from '../repositories/vehicles';

export function documentRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const { db, storage } = deps;

  app.get<{ Params: { companyUuid: string } }>(
    '/api/documents-company/company/:companyUuid/stock',
    { config: { permission: 'stock.csv' } },
    async (req, reply) => {
      const actor = actorOf(req);
      const company = await companyInScope(db, actor, req.params.companyUuid);
      const companyUuid = company.uuid;

      const rows = await db
        .select({ vehicle: vehicles, location: stands.location })
        .from(vehicles)
        .leftJoin(stands, eq(stands.uuid, vehicles.standUuid))
        .where(
          and(
            eq(vehicles.companyUuid, companyUuid),
            inArray(vehicles.availability, [...STOCK_AVAILABILITIES]),
          ),
        )
        .orderBy(vehicles.brand, vehicles.model);
      const seesValue = can(actor, 'stock.columnBuyPrice');
      const costs = seesValue
        ? await db.select().from(vehicleCosts).where(eq(vehicleCosts.companyUuid, companyUuid))
        : [];
      const costsByVehicle = new Map<string, typeof costs>();
      for (const c of costs)
        costsByVehicle.set(c.vehicleUuid, [...(costsByVehicle.get(c.vehicleUuid) ?? []), c]);
      const today = isoDate(new Date());

      const header = [
        'Marca',
        'Modelo',
        'Versão',
        'Matrícula',
        'Stand',
        'Estado',
        'Tempo em stock',
        'Data de registo',
        'Combustível',
        'Tipo de veículo',
        ...(seesValue ? ['Preço de compra + custos'] : []),
        'Quilómetros',
        'Preço',
      ];
      const data: CsvCell[][] = rows.map(({ vehicle: v, location }) => [
        v.brand,
        v.model,
        v.version,
        v.licensePlate,
        location,
        AVAILABILITY_LABELS[v.availability as keyof typeof AVAILABILITY_LABELS] ?? v.availability,
        timeInStock(v.createdAt, today).label,
        v.dateVehicle,
        v.fuel ? (FUEL_LABELS[v.fuel as keyof typeof FUEL_LABELS] ?? v.fuel) : null,
        v.typeVehicle
          ? (VEHICLE_TYPE_LABELS[v.typeVehicle as keyof typeof VEHICLE_TYPE_LABELS] ?? v.typeVehicle)
          : null,
        ...(seesValue
          ? [
              totalValue(
                v.buyPrice,
                (costsByVehicle.get(v.uuid) ?? []).map((c) => ({
                  costType: c.costType as CostType,
                  value: c.value,
                })),
              ),
            ]
          : []),
        v.mileage,
        v.sellerPrice,
      ]);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', attachment(`Stock Atual - ${company.name}.csv`))
        .send(toCsv(header, data));
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
      const vehicle = await loadInCompany(actor, req.params.vehicleUuid, (uuid) => findVehicle(db, uuid));
      // The path's company and the vehicle's must agree, whoever asks.
      if (vehicle.companyUuid !== company.uuid) throw notFound();

      const sheet = priceListSheet(vehicle, withPrice && can(actor, 'vehicle.field.sellerPrice'));
      const pdf = await renderPriceList(sheet, await companyBranding(storage, company, req.log));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachment(priceListFileName(vehicle.licensePlate)))
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
