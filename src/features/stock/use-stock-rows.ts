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
import { mirror } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { useSyncAwareQuery } from '../../data/sync/use-sync-aware-query';
import type { Availability } from '../../domain/enums';
import type { Cost } from '../../domain/entities';
import { seesBuyPrice, standLocationOptions, type LocationOption } from '../../domain/stock-columns';
import { firstScreenRead, forgetFirstScreenRead } from './first-screen-read';
import type { FirstScreen } from './read-first-screen';
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
  const seesValue = seesBuyPrice(user);
  // Decided at mount: the first screen is a cold start's, not every filter change's. Its read starts
  // with the first render, not after the commit (or earlier, as the app boots: first-screen-read.ts):
  // on a cold start it runs while the shell is laid out and painted, instead of after.
  const [firstScreen] = useState(options.firstScreen === true);
  const key = availabilities.join(',');
  const [firstRead] = useState(() => (firstScreen ? firstScreenRead(user, availabilities) : null));
  const [first, setFirst] = useState<FirstScreen | null | undefined>(firstScreen ? undefined : null);

  useEffect(() => {
    if (!firstRead) return undefined;
    forgetFirstScreenRead(firstRead);
    let live = true;
    void firstRead.then((screen) => live && setFirst(screen));
    return () => {
      live = false;
    };
  }, [firstRead]);

  const firstDone = first !== undefined;
  // Live, but during the first sync read after the first page and then every few seconds only.
  const data = useSyncAwareQuery(async () => {
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
