/**
 * A keystroke in the stock list's brand/model filter → rows updated, timed in
 * the page: the keydown's own timestamp, the first DOM mutation of the rows
 * or the count after it (React's commit), and the animation frame after that
 * (the frame that shows them). Words of the mirror's own brands and models are
 * typed and erased one key at a time; only the keys that change the number of
 * matching vehicles (worked out here with the domain's own filter over the
 * mirror's vehicles) are timed, because a key that changes nothing has nothing
 * to wait for. Each key waits for the page to draw two frames before the next.
 */
import type { Page } from '@playwright/test';
import type { Vehicle } from '../../src/domain/entities';
import { STOCK_AVAILABILITIES } from '../../src/domain/enums';
import { EMPTY_STOCK_FILTERS, matchesStockFilters } from '../../src/domain/stock';
import { percentile } from './bench-app';

const MIN_TIMED_KEYS = 40;
const MAX_WORDS = 40;
/** A timed key whose rows have not changed after this long is reported as lost. */
const KEY_TIMEOUT_MS = 10_000;
const FILTER_LABEL = 'Marca ou modelo';
const TYPEABLE = /^[a-z0-9 .-]+$/;

type Brand = Pick<Vehicle, 'brand' | 'model' | 'availability'>;

interface Observed {
  observe(target: unknown, options: Record<string, boolean>): void;
  disconnect(): void;
}
/** What the in-page code uses of the browser (this project's Node tsconfig has no DOM types). */
interface PageGlobals {
  document: { querySelector(selector: string): unknown };
  addEventListener(type: string, listener: (e: { timeStamp: number }) => void, capture: boolean): void;
  removeEventListener(type: string, listener: (e: { timeStamp: number }) => void, capture: boolean): void;
  requestAnimationFrame(callback: () => void): number;
  setTimeout(callback: () => void, ms: number): number;
  MutationObserver: new (callback: () => void) => Observed;
  indexedDB: {
    databases(): Promise<{ name?: string }[]>;
    open(name: string): IdbRequest<IdbDatabase>;
  };
  __keyTiming?: Promise<KeyTiming | null>;
}
interface IdbRequest<T> {
  result: T;
  onsuccess: (() => void) | null;
  onerror: (() => void) | null;
}
interface IdbDatabase {
  transaction(store: string): { objectStore(name: string): { getAll(): IdbRequest<Brand[]> } };
  close(): void;
}
interface KeyTiming {
  keydownMs: number;
  mutationMs: number;
  frameMs: number;
}

/** In the page: the vehicles of the mirror (brand, model, availability), read from IndexedDB. */
async function mirrorVehicles(): Promise<Brand[]> {
  const page = globalThis as unknown as PageGlobals;
  const name = (await page.indexedDB.databases())
    .map((d) => d.name ?? '')
    .find((n) => /^montra-[0-9a-f]{8}-/.test(n));
  if (!name) throw new Error('no mirror database');
  const done = <T>(req: IdbRequest<T>) =>
    new Promise<T>((resolve, reject) => {
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(new Error('IndexedDB request failed'));
    });
  const db = await done(page.indexedDB.open(name));
  const all = await done(db.transaction('vehicles').objectStore('vehicles').getAll());
  db.close();
  return all.map((v) => ({ brand: v.brand, model: v.model, availability: v.availability }));
}

/** In the page: waits for the next keydown, then the rows' first change, then the frame after. */
function armKeystroke(timeoutMs: number): void {
  const page = globalThis as unknown as PageGlobals;
  const watched = ['[data-testid="stock-table"]', '[data-testid="stock-count"]']
    .map((s) => page.document.querySelector(s))
    .filter(Boolean);
  page.__keyTiming = new Promise((resolve) => {
    let keydownMs: number | null = null;
    const onKey = (e: { timeStamp: number }) => {
      keydownMs = e.timeStamp;
      page.removeEventListener('keydown', onKey, true);
    };
    page.addEventListener('keydown', onKey, true);
    const observer = new page.MutationObserver(() => {
      if (keydownMs === null) return;
      const mutationMs = performance.now();
      const downMs = keydownMs;
      observer.disconnect();
      page.requestAnimationFrame(() =>
        resolve({ keydownMs: downMs, mutationMs, frameMs: performance.now() }),
      );
    });
    const options = { childList: true, subtree: true, characterData: true, attributes: true };
    for (const target of watched) observer.observe(target, options);
    page.setTimeout(() => {
      observer.disconnect();
      resolve(null);
    }, timeoutMs);
  });
}

function collectKeystroke(): Promise<KeyTiming | null> {
  return (globalThis as unknown as PageGlobals).__keyTiming ?? Promise.resolve(null);
}

/** In the page: two animation frames, so the last key's render is drawn before the next key. */
function twoFrames(): Promise<void> {
  const page = globalThis as unknown as PageGlobals;
  return new Promise((resolve) => page.requestAnimationFrame(() => page.requestAnimationFrame(resolve)));
}

interface Key {
  key: string;
  /** The number of stock vehicles the filter keeps changes: the rows must change. */
  timed: boolean;
}

/** Brand and model words of the stock, most frequent first, typed in full then erased. */
export function planKeys(vehicles: readonly Brand[]): Key[] {
  const stock = vehicles.filter((v) => (STOCK_AVAILABILITIES as readonly string[]).includes(v.availability));
  const frequency = new Map<string, number>();
  for (const v of stock)
    for (const word of [v.brand, v.model])
      if (word) frequency.set(word.toLowerCase(), (frequency.get(word.toLowerCase()) ?? 0) + 1);
  const words = [...frequency.entries()]
    // Keys a US keyboard has (Citroën's 'ë' has none: it would come as text, with no keydown).
    .filter(([w]) => TYPEABLE.test(w))
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([w]) => w)
    .slice(0, MAX_WORDS);
  const count = (query: string) =>
    stock.filter((v) =>
      matchesStockFilters(
        { vehicle: v as Vehicle, standLocation: null, totalValue: null },
        { ...EMPTY_STOCK_FILTERS, brandModel: query },
      ),
    ).length;
  const keys: Key[] = [];
  let query = '';
  let shown = count(query);
  const press = (key: string, next: string) => {
    const now = count(next);
    keys.push({ key, timed: now !== shown });
    query = next;
    shown = now;
  };
  for (const word of words) {
    if (keys.filter((k) => k.timed).length >= MIN_TIMED_KEYS) break;
    for (const ch of word) press(ch, query + ch);
    while (query) press('Backspace', query.slice(0, -1));
  }
  return keys;
}

/** Types the planned keys into the stock filter of a page whose mirror is full; prints the figures. */
export async function keystrokeFigures(page: Page): Promise<void> {
  const keys = planKeys(await page.evaluate(mirrorVehicles));
  const input = page.getByLabel(FILTER_LABEL);
  await input.click();
  const timings: KeyTiming[] = [];
  let lost = 0;
  for (const { key, timed } of keys) {
    if (timed) await page.evaluate(armKeystroke, KEY_TIMEOUT_MS);
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    if (timed) {
      const t = await page.evaluate(collectKeystroke);
      if (t) timings.push(t);
      else lost += 1;
    }
    await page.evaluate(twoFrames);
  }
  const toRows = timings.map((t) => t.mutationMs - t.keydownMs);
  const toFrame = timings.map((t) => t.frameMs - t.keydownMs);
  console.log(
    `filter keystroke → rows updated (${keys.length} keys typed in '${FILTER_LABEL}', ` +
      `${timings.length} that change the rows timed${lost ? `, ${lost} with no change in ${KEY_TIMEOUT_MS} ms` : ''}): ` +
      `next frame p50 ${percentile(toFrame, 50).toFixed(0)} ms, p95 ${percentile(toFrame, 95).toFixed(0)} ms ` +
      `(target ≤ 100 ms), max ${Math.max(0, ...toFrame).toFixed(0)} ms; DOM commit p95 ` +
      `${percentile(toRows, 95).toFixed(0)} ms`,
  );
}
