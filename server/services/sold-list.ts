/**
 * The sold list on the server (spec 02 §2 "Sold vehicles", §6, §7): each sold
 * or delivered vehicle with its sale as the caller may see it and, for the
 * roles that see it, the sale margin; narrowed by the sold list's filters.
 * Matching and the margin are src/domain's (sold.ts, sales.ts), so the server
 * answers exactly what the screen shows from the mirror. The list call and
 * the sales CSV both read through here.
 */
import type { CostType } from '../../src/domain/enums';
import type { Sale } from '../../src/domain/entities';
import { can } from '../../src/domain/permissions';
import { saleMargin } from '../../src/domain/sales';
import { matchesSoldFilters, type SoldFilters } from '../../src/domain/sold';
import { userLabel } from '../../src/domain/types';
import type { AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { toSale, type VehicleAnswer } from '../wire/serializers';
import { listCompanyFinancials } from '../repositories/financials';
import { listCompanySales, type SaleRow } from '../repositories/sales';
import { listCompanyStands } from '../repositories/stands';
import { listCompanyUsers } from '../repositories/users';
import { vehicleListAnswer } from '../wire/vehicle-answers';
import { costAmountsOfCompany, listVehicles } from '../repositories/vehicles';

export interface SoldVehicleAnswer extends VehicleAnswer {
  /** Null when the vehicle has no sale the caller may see. */
  sale: Sale | null;
  /** 'sold.columnMargin' roles only. */
  saleMargin?: number | null;
}

/** Whether the caller may read this sale (the change feed's rule: own sales only for 'sold.ownOnly'). */
const mayRead = (actor: AuthedUser, sale: SaleRow) =>
  !can(actor, 'sold.ownOnly') || sale.sellerUuid === actor.uuid;

/** The vehicles with their sales, those that match the filters only. */
export async function withSales(
  db: DbOrTx,
  actor: AuthedUser,
  companyUuid: string,
  vehicles: readonly VehicleAnswer[],
  filters: SoldFilters,
): Promise<{ answer: SoldVehicleAnswer; row: SaleRow | null }[]> {
  if (vehicles.length === 0) return [];
  const sales = new Map((await listCompanySales(db, companyUuid)).map((s) => [s.vehicleUuid, s]));
  const margins = can(actor, 'sold.columnMargin');
  const costs = new Map<string, { costType: CostType; value: number }[]>();
  if (margins) {
    for (const c of await costAmountsOfCompany(db, companyUuid)) {
      const entry = { costType: c.costType as CostType, value: c.value };
      costs.set(c.vehicleUuid, [...(costs.get(c.vehicleUuid) ?? []), entry]);
    }
  }
  const out: { answer: SoldVehicleAnswer; row: SaleRow | null }[] = [];
  for (const vehicle of vehicles) {
    const found = sales.get(vehicle.uuid);
    const row = found && mayRead(actor, found) ? found : null;
    const sale = row ? toSale(actor, row) : null;
    const margin =
      margins && row
        ? saleMargin(row.salePrice, vehicle.buyPrice ?? null, costs.get(vehicle.uuid) ?? [])
        : null;
    if (
      !matchesSoldFilters(
        { vehicle, sale, standLocation: vehicle.standLocation, saleMargin: margin },
        filters,
      )
    ) {
      continue;
    }
    out.push({ answer: { ...vehicle, sale, ...(margins ? { saleMargin: margin } : {}) }, row });
  }
  return out;
}

/** The company's sold and delivered vehicles that match (the CSV's rows). */
export async function soldVehicles(
  db: DbOrTx,
  actor: AuthedUser,
  companyUuid: string,
  filters: SoldFilters,
): Promise<{ answer: SoldVehicleAnswer; row: SaleRow | null }[]> {
  const rows = await listVehicles(db, {
    companyUuid,
    availabilities: ['SOLD', 'DELIVERED'],
    ...(filters.sellerUuid ? { sellerUuid: filters.sellerUuid } : {}),
  });
  return withSales(db, actor, companyUuid, await vehicleListAnswer(db, actor, companyUuid, rows), filters);
}

/** The names a sold list shows for the uuids its sales hold: sellers and loan companies. */
export async function soldListNames(db: DbOrTx, companyUuid: string) {
  const [users, financials, stands] = await Promise.all([
    listCompanyUsers(db, companyUuid),
    listCompanyFinancials(db, companyUuid),
    listCompanyStands(db, companyUuid),
  ]);
  return {
    sellerName: new Map(users.map((u) => [u.uuid, userLabel(u)])),
    financialName: new Map(financials.map((f) => [f.uuid, f.name])),
    standName: new Map(stands.map((st) => [st.uuid, st.name])),
  };
}
