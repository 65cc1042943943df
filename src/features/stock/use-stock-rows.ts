/**
 * The stock rows of the signed-in user, read from the mirror (never the
 * network): vehicles of the given availabilities, each with its stand's
 * location and, for roles that see them, buy price plus costs.
 *
 * With `firstScreen` (the stock list in its default view) the first screenful
 * is read on its own first (read-first-screen.ts) and shown while the whole
 * list is read; the whole read starts once that one is in, so the two do not
 * share the mirror's reads. Meanwhile `partial` is true: the rows are only the
 * first ones, so a count of them would lie.
 */
import { useEffect, useMemo, useState } from 'react';
import { mirror, useLiveQuery } from '../../data/db';
import { useSessionStore } from '../../data/session';
import type { Availability } from '../../domain/enums';
import type { Cost } from '../../domain/entities';
import { can } from '../../domain/permissions';
import { standLocationOptions, type LocationOption } from '../../domain/stock-columns';
import { readFirstScreen, type FirstScreen } from './read-first-screen';
import { buildStockRows, type StockListRow } from './stock-rows';

export type { StockListRow } from './stock-rows';

export interface StockData {
  /** undefined while the mirror is being read. */
  rows: StockListRow[] | undefined;
  /** The rows are the first screenful only: the whole list is still being read. */
  partial: boolean;
  activeStandCount: number;
  /** The location filter's choices, named after the stands (not the upper-case code). */
  standLocations: LocationOption[];
  /** Sale price of each vehicle with a sale (the waiting list needs it). */
  salePrices: Map<string, number | null>;
}

export function useStockRows(
  availabilities: readonly Availability[],
  options: { firstScreen?: boolean } = {},
): StockData {
  const user = useSessionStore((s) => s.user);
  const userUuid = user?.uuid ?? '';
  const seesValue = can(user, 'stock.columnBuyPrice');
  // Decided at mount: the first screen is a cold start's, not every filter change's.
  const [firstScreen] = useState(options.firstScreen === true);
  const [first, setFirst] = useState<FirstScreen | null | undefined>(firstScreen ? undefined : null);
  const key = availabilities.join(',');

  useEffect(() => {
    if (!firstScreen) return undefined;
    let live = true;
    readFirstScreen(mirror(), availabilities, seesValue).then(
      (screen) => live && setFirst(screen),
      // The whole read still comes; it reports its own failure.
      () => live && setFirst(null),
    );
    return () => {
      live = false;
    };
    // availabilities is a module constant at every call site; its joined form keys the read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [firstScreen, userUuid, seesValue, key]);

  const firstDone = first !== undefined;
  const data = useLiveQuery(async () => {
    if (!firstDone) return undefined;
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
  }, [userUuid, seesValue, key, firstDone]);

  return useMemo(() => {
    const stands = data?.stands ?? first?.stands ?? [];
    const common = {
      activeStandCount: stands.filter((s) => s.active).length,
      standLocations: standLocationOptions(stands),
    };
    if (!data) return { rows: first?.rows, partial: !!first, ...common, salePrices: new Map() };
    return {
      rows: buildStockRows(data, seesValue),
      partial: false,
      ...common,
      salePrices: new Map(data.sales.map((s) => [s.vehicleUuid, s.salePrice ?? null])),
    };
  }, [data, first, seesValue]);
}
