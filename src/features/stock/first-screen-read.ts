/**
 * The stock list's first screenful read once per cold start, shared by whoever starts it first:
 * the list's hook on its first render, or the warm-up the app starts as it boots on the list's
 * address (app/routes.tsx), which begins it as soon as the session is restored — while the
 * screen's code still arrives — instead of after.
 */
import { mirror } from '../../data/db';
import { useSessionStore } from '../../data/session';
import { STOCK_AVAILABILITIES, type Availability } from '../../domain/enums';
import type { Actor } from '../../domain/permissions';
import { seesBuyPrice } from '../../domain/stock-columns';
import { hasActiveFilters, stockFiltersFromQuery, type StockFilters } from '../../domain/stock';
import { firstScreenRows, readFirstScreen, type FirstScreen } from './read-first-screen';

/** A read is taken again only by a render this soon after the read started. */
const FIRST_READ_REUSE_MS = 2000;

/**
 * The first-screen read under way. React may throw a render away and run it again (a first render
 * that suspends or is interrupted), and the warm-up starts it before any render: a render takes the
 * read already under way instead of starting one more beside it, which would share the mirror with
 * it. The effect of the render that commits takes it out of here (`forgetFirstScreenRead`).
 */
let startedRead: { key: string; atMs: number; read: Promise<FirstScreen | null> } | null = null;

type Reader = (Actor & { uuid: string }) | null | undefined;

export function firstScreenRead(
  user: Reader,
  availabilities: readonly Availability[],
): Promise<FirstScreen | null> {
  const seesValue = seesBuyPrice(user);
  const key = `${user?.uuid ?? ''}|${seesValue}|${availabilities.join(',')}`;
  const now = performance.now();
  if (startedRead?.key !== key || now - startedRead.atMs > FIRST_READ_REUSE_MS) {
    const read = Promise.resolve()
      .then(() => readFirstScreen(mirror(), availabilities, seesValue, firstScreenRows(window.innerHeight)))
      // A failed read shows nothing first: the whole read still comes and reports its own failure.
      .catch(() => null);
    startedRead = { key, atMs: now, read };
  }
  return startedRead.read;
}

export function forgetFirstScreenRead(read: Promise<FirstScreen | null>): void {
  if (startedRead?.read === read) startedRead = null;
}

/** The list opens on its default view (no filter, no sort in the address): the first screenful first. */
export function opensOnFirstScreen(filters: StockFilters, sortChosen: boolean): boolean {
  return !sortChosen && !hasActiveFilters(filters);
}

/**
 * On a cold start at the stock list's address: once the stored session is restored (the mirror
 * open), its first screenful is read, if the address asks for the default view. Resolves with that
 * read, or null when none was started (another view, or no one signed in).
 */
export function warmStockFirstScreen(search: string): Promise<{ read: Promise<FirstScreen | null> } | null> {
  const query = new URLSearchParams(search);
  if (!opensOnFirstScreen(stockFiltersFromQuery(query), query.has('sort'))) return Promise.resolve(null);
  return new Promise((resolve) => {
    const started = () => {
      const { status, user } = useSessionStore.getState();
      if (status === 'restoring') return false;
      resolve(
        status === 'authenticated' && user ? { read: firstScreenRead(user, STOCK_AVAILABILITIES) } : null,
      );
      return true;
    };
    if (started()) return;
    const stop = useSessionStore.subscribe(() => {
      if (started()) stop();
    });
  });
}
