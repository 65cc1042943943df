/**
 * What the device holds, read from IndexedDB in the page — not from the screen, whose counters
 * read 0 before their first query is answered. A database not made yet is not made here: opened
 * first by a read, it would exist without the app's stores (idb-keyval and Dexie make them only
 * with the database), and the app could never store its session or mirror.
 */
import { expect, type Page } from '@playwright/test';
import { SESSION_DB, SESSION_KEY, SESSION_STORE } from '../../../src/data/session/session-names';

/** One store of a database read whole, or one key of it; nothing when the app has not made it yet. */
function readStore(page: Page, database: string, store: string, key: string | null): Promise<unknown> {
  return page.evaluate(
    ([name, table, wanted]) =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(table)) {
            db.close();
            return resolve(undefined);
          }
          const tx = db.transaction(table, 'readonly').objectStore(table);
          const read = wanted === null ? tx.getAll() : tx.get(wanted);
          read.onsuccess = () => {
            db.close();
            resolve(read.result);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    [database, store, key] as const,
  );
}

/** The rows of one store of a database, or [] when the app has not made the database yet. */
export async function storedRows<T>(page: Page, database: string, store: string): Promise<T[]> {
  return ((await readStore(page, database, store, null)) as T[] | undefined) ?? [];
}

/** One value of a store, or undefined. */
export async function storedValue<T>(page: Page, database: string, store: string, key: string) {
  return (await readStore(page, database, store, key)) as T | undefined;
}

/** A table of a user's mirror (src/data/db: `montra-<uuid>`). */
export function mirrorTable<T>(page: Page, userUuid: string, table: string): Promise<T[]> {
  return storedRows<T>(page, `montra-${userUuid}`, table);
}

type StoredSession = { token: string; user: { uuid: string } };

/** The stored session (src/data/session/session-names.ts), if any. */
export async function storedSession(page: Page): Promise<StoredSession | null> {
  const session = await storedValue<StoredSession>(page, SESSION_DB, SESSION_STORE, SESSION_KEY);
  return session ?? null;
}

/** How many writes the signed-in user's device still holds to send (its outbox), or null signed out. */
export async function queuedWrites(page: Page): Promise<number | null> {
  const session = await storedSession(page);
  if (!session) return null;
  return (await mirrorTable(page, session.user.uuid, 'outbox')).length;
}

/**
 * Every write the device queued is answered: its outbox empty, and the status says so. Read from
 * IndexedDB first: a write and its queued row are stored together, so once the screen shows a
 * change its row is there to be seen, whereas the status may not have counted it yet.
 */
export async function allSent(page: Page, timeoutMs = 30_000): Promise<void> {
  await expect.poll(() => queuedWrites(page), { timeout: timeoutMs }).toBe(0);
  await expect(page.getByTestId('sync-status')).toHaveAttribute('data-pending', '0');
}
