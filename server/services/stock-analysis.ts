/**
 * The stock figures of a company (spec 02 §2 "Analytics", §3 "Analysis"), computed by
 * analyseStock (src/domain/analysis.ts) over its vehicles, costs and stands as the caller sees
 * them — the same function the analytics screen runs on the mirror, so both agree. Money
 * figures only for 'analytics.stock'.
 */
import { analyseStock } from '../../src/domain/analysis';
import type { CostType } from '../../src/domain/enums';
import { can } from '../../src/domain/permissions';
import { isoDate } from '../../src/domain/stock';
import type { AuthedUser } from '../auth/guard';
import type { DbOrTx } from '../db/client';
import { listCompanyStandNames } from '../repositories/stands';
import { costAmountsOfCompany, listCompanyVehicleRows } from '../repositories/vehicles';
import { toVehicle } from '../wire/serializers';

export async function analyseCompanyStock(db: DbOrTx, actor: AuthedUser, companyUuid: string) {
  const withMoney = can(actor, 'analytics.stock');
  const vehicleRows = await listCompanyVehicleRows(db, companyUuid);
  const standRows = await listCompanyStandNames(db, companyUuid);
  const costs = withMoney ? await costAmountsOfCompany(db, companyUuid) : [];
  return analyseStock({
    vehicles: vehicleRows.map((row) => toVehicle(actor, row)),
    costs: costs.map((c) => ({ ...c, costType: c.costType as CostType })),
    stands: standRows,
    today: isoDate(new Date()),
    withMoney,
  });
}
