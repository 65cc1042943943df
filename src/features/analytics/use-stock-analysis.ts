/**
 * The stock analysis computed on the device from the mirror (vehicles in
 * stock, their costs, the stands), by the same domain function the server's
 * GET /vehicles/company/{id}/analysis calls — so it works offline and agrees
 * with the server. Undefined while the mirror opens.
 */
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { analyseStock, STOCK_AVAILABILITIES, type Analysis } from '../../domain/analysis';
import { can } from '../../domain/permissions';
import { isoDate } from '../../domain/stock';

export function useStockAnalysis(): Analysis | undefined {
  const user = useSessionStore((s) => s.user);
  // The local date: the days in stock count as the user's calendar shows them.
  const today = isoDate(new Date());
  const withMoney = can(user, 'analytics.stock');
  return useLiveQuery(async () => {
    const db = mirror();
    const vehicles = await db.vehicles.where('availability').anyOf(STOCK_AVAILABILITIES).toArray();
    const stock = new Set(vehicles.map((v) => v.uuid));
    const costs = (await db.costs.toArray()).filter((c) => stock.has(c.vehicleUuid));
    const stands = await db.stands.toArray();
    return analyseStock({ vehicles, costs, stands, today, withMoney });
  }, [user?.uuid, today, withMoney]);
}
