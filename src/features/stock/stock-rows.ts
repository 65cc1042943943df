/** A stock row of the lists from mirror records: the vehicle, its stand's location, its value and thumbnail. */
import { listThumbnails } from '../../data/media';
import type { Cost, Photo, Stand, Vehicle } from '../../domain/entities';
import { totalValue, type StockRow } from '../../domain/stock';

export type StockListRow = StockRow & { photoUrl: string | null };

export interface StockRecords {
  vehicles: Vehicle[];
  stands: Stand[];
  costs: Cost[];
  photos: Photo[];
}

/** One row per vehicle, in the vehicles' order; costs count only for a role that sees the value. */
export function buildStockRows(data: StockRecords, seesValue: boolean): StockListRow[] {
  const standById = new Map(data.stands.map((s) => [s.uuid, s]));
  const costsByVehicle = new Map<string, Cost[]>();
  for (const c of data.costs) {
    const list = costsByVehicle.get(c.vehicleUuid);
    if (list) list.push(c);
    else costsByVehicle.set(c.vehicleUuid, [c]);
  }
  const thumbnails = listThumbnails(data.photos);
  return data.vehicles.map((vehicle) => {
    const stand = vehicle.standUuid ? standById.get(vehicle.standUuid) : undefined;
    return {
      vehicle,
      photoUrl: thumbnails.get(vehicle.uuid) ?? null,
      standLocation: stand?.active ? stand.location : null,
      totalValue: seesValue ? totalValue(vehicle.buyPrice, costsByVehicle.get(vehicle.uuid) ?? []) : null,
    };
  });
}
