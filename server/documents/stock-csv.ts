/**
 * The stock as CSV (spec 01 §7 GET /documents-company/company/{id}/stock): the company's vehicles
 * in stock by brand and model, with the buy price plus costs for the roles that see it.
 */
import { STOCK_AVAILABILITIES, type CostType } from '../../src/domain/enums';
import { AVAILABILITY_LABELS, FUEL_LABELS, VEHICLE_TYPE_LABELS } from '../../src/domain/labels';
import { can, type Actor } from '../../src/domain/permissions';
import { isoDate, timeInStock, totalValue } from '../../src/domain/stock';
import type { DbOrTx } from '../db/client';
import { costAmountsOfCompany, listLocatedByAvailability } from '../repositories/vehicles';
import { toCsv, type CsvCell } from './csv';

export const stockCsvFileName = (companyName: string) => `Stock Atual - ${companyName}.csv`;

export async function stockCsv(db: DbOrTx, actor: Actor, companyUuid: string): Promise<string> {
  const rows = await listLocatedByAvailability(db, companyUuid, STOCK_AVAILABILITIES);
  const seesValue = can(actor, 'stock.columnBuyPrice');
  const costs = seesValue ? await costAmountsOfCompany(db, companyUuid) : [];
  const costsByVehicle = new Map<string, { costType: CostType; value: number }[]>();
  for (const c of costs) {
    const cost = { costType: c.costType as CostType, value: c.value };
    costsByVehicle.set(c.vehicleUuid, [...(costsByVehicle.get(c.vehicleUuid) ?? []), cost]);
  }
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
    ...(seesValue ? [totalValue(v.buyPrice, costsByVehicle.get(v.uuid) ?? [])] : []),
    v.mileage,
    v.sellerPrice,
  ]);
  return toCsv(header, data);
}
