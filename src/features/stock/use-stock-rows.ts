/**
 * The stock rows of the signed-in user, read from the mirror (never the
 * network): vehicles of the given availabilities, each with its stand's
 * location and, for roles that see them, buy price plus costs.
 */
import { useMemo } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { LOCAL_MEDIA_PREFIX } from '../../data/media';
import { useSessionStore } from '../../data/session';
import type { Availability } from '../../domain/enums';
import type { Cost, Photo } from '../../domain/entities';
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

/**
 * The list's thumbnail of a photo: its 96 px size, else the photo (demo data); none while the
 * photo is still on the device (`local:`), which the list does not read from the upload queue.
 */
function thumbnailOf(photo: Photo | undefined): string | null {
  if (!photo) return null;
  if (photo.thumbUrl) return photo.thumbUrl;
  return photo.url.startsWith(LOCAL_MEDIA_PREFIX) ? null : photo.url;
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
    // The thumbnail: the featured photo, else the first in order.
    const photoByVehicle = new Map<string, Photo>();
    for (const p of data.photos) {
      const best = photoByVehicle.get(p.vehicleUuid);
      if (
        !best ||
        (p.isFeatured && !best.isFeatured) ||
        (p.isFeatured === best.isFeatured && p.orderNum < best.orderNum)
      ) {
        photoByVehicle.set(p.vehicleUuid, p);
      }
    }
    const rows: StockListRow[] = data.vehicles.map((vehicle) => {
      const stand = vehicle.standUuid ? standById.get(vehicle.standUuid) : undefined;
      return {
        vehicle,
        photoUrl: thumbnailOf(photoByVehicle.get(vehicle.uuid)),
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
