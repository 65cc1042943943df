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

/** A read is taken again only by a render redone this soon after the one that started it. */
const FIRST_READ_REUSE_MS = 2000;

/**
 * The first-screen read a render started. React may throw a render away and run it again (a first
 * render that suspends or is interrupted): the rerun takes the read already under way instead of
 * starting one more beside it, which would share the mirror with it. The effect of the render that
 * commits takes it out of here.
 */
let startedRead: { key: string; atMs: number; read: Promise<FirstScreen | null> } | null = null;

function firstScreenRead(key: string, start: () => Promise<FirstScreen | null>) {
  const now = performance.now();
  if (startedRead?.key !== key || now - startedRead.atMs > FIRST_READ_REUSE_MS) {
    startedRead = { key, atMs: now, read: start() };
  }
  return startedRead.read;
}

export function useStockRows(
  availabilities: readonly Availability[],
  options: { firstScreen?: boolean } = {},
): StockData {
  const user = useSessionStore((s) => s.user);
  const userUuid = user?.uuid ?? '';
  const seesValue = can(user, 'stock.columnBuyPrice');
  // Decided at mount: the first screen is a cold start's, not every filter change's. Its read starts
  // with the first render, not after the commit: on a cold start it runs while the shell is laid out
  // and painted, instead of after.
  const [firstScreen] = useState(options.firstScreen === true);
  const key = availabilities.join(',');
  const [firstRead] = useState(() =>
    firstScreen
      ? firstScreenRead(`${userUuid}|${seesValue}|${key}`, () =>
          Promise.resolve()
            .then(() => readFirstScreen(mirror(), availabilities, seesValue))
            // A failed read shows nothing first: the whole read still comes and reports its own failure.
            .catch(() => null),
        )
      : null,
  );
  const [first, setFirst] = useState<FirstScreen | null | undefined>(firstScreen ? undefined : null);

  useEffect(() => {
    if (!firstRead) return undefined;
    if (startedRead?.read === firstRead) startedRead = null;
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
