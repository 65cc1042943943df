/**
 * What the device holds, read from IndexedDB in the page — not from the screen, whose counters
 * read 0 before their first query is answered. A database not made yet is not made here: opened
 * first by a read, it would exist without the app's stores (idb-keyval and Dexie make them only
 * with the database), and the app could never store its session or mirror.
 */
import { expect, type Page } from '@playwright/test';

/** The rows of one store of a database, or [] when the app has not made the database yet. */
export function storedRows<T>(page: Page, database: string, store: string): Promise<T[]> {
  return page.evaluate(
    ([name, table]) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve([]) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(table)) {
            db.close();
            return resolve([]);
          }
          const read = db.transaction(table, 'readonly').objectStore(table).getAll();
          read.onsuccess = () => {
            db.close();
            resolve(read.result as T[]);
          };
          read.onerror = () => reject(read.error);
        };
      }),
    [database, store] as const,
  );
}

/** A table of a user's mirror (src/data/db: `montra-<uuid>`). */
export function mirrorTable<T>(page: Page, userUuid: string, table: string): Promise<T[]> {
  return storedRows<T>(page, `montra-${userUuid}`, table);
}

/** The stored session (src/data/session/session-storage.ts), if any. */
export function storedSession(page: Page): Promise<{ token: string; user: { uuid: string } } | null> {
  return page.evaluate(
    () =>
      new Promise<{ token: string; user: { uuid: string } } | null>((resolve) => {
        const open = indexedDB.open('montra-session');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const done = (session: { token: string; user: { uuid: string } } | null) => {
            db.close();
            resolve(session);
          };
          if (!db.objectStoreNames.contains('keyval')) return done(null);
          const get = db.transaction('keyval').objectStore('keyval').get('session');
          get.onsuccess = () =>
            done((get.result as { token: string; user: { uuid: string } } | undefined) ?? null);
          get.onerror = () => done(null);
        };
      }),
  );
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
