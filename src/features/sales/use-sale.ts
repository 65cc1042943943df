/**
 * A vehicle's sale as the sale screens show it, live from the mirror (so it
 * opens offline): the vehicle, its sale, its costs, whether a queued write of
 * the sale or the vehicle waits to be sent, and a refused sale of it (a 409
 * when someone sold it first, or a refusal) with everything the seller typed.
 */
import { mirror, touchKey, useLiveQuery, type OutboxRow } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { SaleInput } from '../../domain/schemas/sales';

/** A sale the server did not take: the row (to discard) and what the seller typed. */
export interface RefusedSale {
  seq: number;
  state: 'conflict' | 'failed';
  reason: string | null;
  typed: SaleInput & { uuid: string };
}

export function refusedSaleOf(rows: readonly OutboxRow[], vehicleUuid: string): RefusedSale | null {
  const row = rows.find(
    (r) =>
      r.entity === 'sales' &&
      r.op === 'create' &&
      r.state !== 'pending' &&
      (r.payload as { vehicleUuid?: string } | null)?.vehicleUuid === vehicleUuid,
  );
  if (!row || row.seq === undefined) return null;
  return {
    seq: row.seq,
    state: row.state as RefusedSale['state'],
    reason: row.lastError,
    typed: row.payload as RefusedSale['typed'],
  };
}

export function useSale(vehicleUuid: string) {
  const userUuid = useSessionStore((s) => s.user?.uuid ?? '');
  return useLiveQuery(async () => {
    const db = mirror();
    const vehicle = await db.vehicles.get(vehicleUuid);
    if (!vehicle) return { vehicle: null } as const;
    const [sale, costs, rows] = await Promise.all([
      db.sales.where('vehicleUuid').equals(vehicleUuid).first(),
      db.costs.where('vehicleUuid').equals(vehicleUuid).toArray(),
      db.outbox.toArray(),
    ]);
    const keys = new Set([
      touchKey('vehicles', vehicleUuid),
      ...(sale ? [touchKey('sales', sale.uuid)] : []),
    ]);
    const pending = rows.some((r) => r.state === 'pending' && r.touched.some((k) => keys.has(k)));
    return {
      vehicle,
      sale: sale ?? null,
      costs,
      pending,
      refused: refusedSaleOf(rows, vehicleUuid),
    } as const;
  }, [vehicleUuid, userUuid]);
}

export type SaleData = Extract<NonNullable<ReturnType<typeof useSale>>, { sale: unknown }>;
