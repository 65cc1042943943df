/**
 * The stock rows of the signed-in user, read from the mirror (never the
 * network): vehicles of the given availabilities, each with its stand's
 * location and, for roles that see them, buy price plus costs.
 */
import { useMemo } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { listThumbnails } from '../../data/media';
import { useSessionStore } from '../../data/session';
import type { Availability } from '../../domain/enums';
import type { Cost } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { totalValue, type StockRow } from '../../domain/stock';
import { standLocationOptions, type LocationOption } from '../../domain/stock-columns';

export type StockListRow = StockRow & { photoUrl: string | null };

export interface StockData {
  /** undefined while the mirror is being read. */
  rows: StockListRow[] | undefined;
  activeStandCount: number;
  /** The location filter's choices, named after the stands (not the upper-case code). */
  standLocations: LocationOption[];
  /** Sale price of each vehicle with a sale (the waiting list needs it). */
  salePrices: Map<string, number | null>;
}

export function useStockRows(availabilities: readonly Availability[]): StockData {
  const user = useSessionStore((s) => s.user);
  const userUuid = user?.uuid ?? '';
  const seesValue = can(user, 'stock.columnBuyPrice');

  const data = useLiveQuery(
    async () => {
      const db = mirror();
      const [vehicles, stands, costs, sales, photos] = await Promise.all([
        db.vehicles
          .where('availability')
          .anyOf([...availabilities])
          .toArray(),
        db.stands.toArray(),
        seesValue ? db.costs.toArray() : Promise.resolve([] as Cost[]),
        db.sales.toArray(),
        db.photos.toArray(),
      ]);
      return { vehicles, stands, costs, sales, photos };
    },
    // availabilities is a module constant at every call site; its joined form keys the query.
    [userUuid, seesValue, availabilities.join(',')],
  );

  return useMemo(() => {
    if (!data) return { rows: undefined, activeStandCount: 0, standLocations: [], salePrices: new Map() };
    const standById = new Map(data.stands.map((s) => [s.uuid, s]));
    const costsByVehicle = new Map<string, Cost[]>();
    for (const c of data.costs) {
      const list = costsByVehicle.get(c.vehicleUuid);
      if (list) list.push(c);
      else costsByVehicle.set(c.vehicleUuid, [c]);
    }
    const thumbnails = listThumbnails(data.photos);
    const rows: StockListRow[] = data.vehicles.map((vehicle) => {
      const stand = vehicle.standUuid ? standById.get(vehicle.standUuid) : undefined;
      return {
        vehicle,
        photoUrl: thumbnails.get(vehicle.uuid) ?? null,
        standLocation: stand?.active ? stand.location : null,
        totalValue: seesValue ? totalValue(vehicle.buyPrice, costsByVehicle.get(vehicle.uuid) ?? []) : null,
      };
    });
    const active = data.stands.filter((s) => s.active);
    return {
      rows,
      activeStandCount: active.length,
      standLocations: standLocationOptions(data.stands),
      salePrices: new Map(data.sales.map((s) => [s.vehicleUuid, s.salePrice ?? null])),
    };
  }, [data, seesValue]);
}
