/**
 * A vehicle's sale as the sale screens show it, live from the mirror (so it
 * opens offline): the vehicle, its sale, its costs, whether a queued write of
 * the sale or the vehicle waits to be sent, and a refused sale of it (a 409
 * when someone sold it first, or a refusal) with everything the seller typed.
 */
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { pendingOf, refusedWritesOf, type Refusal } from '../../data/sync';
import type { SaleInput } from '../../domain/schemas/sales';

/** A sale the server did not take: the row (to discard) and what the seller typed. */
export interface RefusedSale {
  seq: number;
  state: 'conflict' | 'failed';
  reason: string | null;
  typed: SaleInput & { uuid: string };
}

/** The vehicle's sale the server did not take, among the refused sale creations. */
export function refusedSaleOf(refused: readonly Refusal[], vehicleUuid: string): RefusedSale | null {
  const found = refused.find(
    (r) => (r.payload as { vehicleUuid?: string } | null)?.vehicleUuid === vehicleUuid,
  );
  if (!found) return null;
  return {
    seq: found.seq,
    state: found.state,
    reason: found.reason,
    typed: found.payload as RefusedSale['typed'],
  };
}

/** The records whose queued writes hold the sale back: the vehicle, and its sale once there is one. */
export function saleRecords(vehicleUuid: string, sale: { uuid: string } | undefined): [string, string][] {
  const records: [string, string][] = [['vehicles', vehicleUuid]];
  if (sale) records.push(['sales', sale.uuid]);
  return records;
}

export function useSale(vehicleUuid: string) {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? '');
  return useLiveQuery(async () => {
    const db = mirror();
    const vehicle = await db.vehicles.get(vehicleUuid);
    if (!vehicle) return { vehicle: null } as const;
    const [sale, costs, refused] = await Promise.all([
      db.sales.where('vehicleUuid').equals(vehicleUuid).first(),
      db.costs.where('vehicleUuid').equals(vehicleUuid).toArray(),
      refusedWritesOf(db, 'sales', 'create'),
    ]);
    const { pending } = await pendingOf(db, saleRecords(vehicleUuid, sale));
    return {
      vehicle,
      sale: sale ?? null,
      costs,
      pending,
      refused: refusedSaleOf(refused, vehicleUuid),
    } as const;
  }, [vehicleUuid, userUuid]);
}

export type SaleData = Extract<NonNullable<ReturnType<typeof useSale>>, { sale: unknown }>;
