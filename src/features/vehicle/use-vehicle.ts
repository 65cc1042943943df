/** One vehicle and what its page shows, live from the mirror. */
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';

export function useVehicle(vehicleUuid: string) {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? '');
  return useLiveQuery(async () => {
    const db = mirror();
    const vehicle = await db.vehicles.get(vehicleUuid);
    if (!vehicle) return { vehicle: null } as const;
    const [photos, costs, stand, supplier, sale] = await Promise.all([
      db.photos.where('vehicleUuid').equals(vehicleUuid).sortBy('orderNum'),
      db.costs.where('vehicleUuid').equals(vehicleUuid).sortBy('date'),
      vehicle.standUuid ? db.stands.get(vehicle.standUuid) : Promise.resolve(undefined),
      vehicle.supplierUuid ? db.suppliers.get(vehicle.supplierUuid) : Promise.resolve(undefined),
      db.sales.where('vehicleUuid').equals(vehicleUuid).first(),
    ]);
    return { vehicle, photos, costs, stand, supplier, sale } as const;
  }, [vehicleUuid, userUuid]);
}
