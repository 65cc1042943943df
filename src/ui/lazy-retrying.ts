/**
 * A piece of code loaded on demand (a route, a panel, a dialog) when the network may be gone:
 * before the service worker has cached the app (its first minutes on a device) a chunk asked for
 * offline fails. Chromium asks again on a later import, so the load waits for the network to come
 * back and tries again, and the screen keeps its spinner meanwhile instead of failing. A failure
 * while online is tried IMPORT_RETRIES more times, IMPORT_RETRY_MS apart, then given up (the
 * screen's error boundary says so).
 */
import { lazy, useSyncExternalStore } from 'react';

const IMPORT_RETRIES = 2;
const IMPORT_RETRY_MS = 2000;

const backOnline = () =>
  new Promise<void>((resolve) => window.addEventListener('online', () => resolve(), { once: true }));

/** How many loads wait for the network now: a spinner can say why it turns. */
let waiting = 0;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

async function waitForNetwork(): Promise<void> {
  waiting += 1;
  for (const listener of listeners) listener();
  await backOnline();
  waiting -= 1;
  for (const listener of listeners) listener();
}

/** Whether a piece of code waits for the network to come back (see the header). */
export function useWaitingForNetwork(): boolean {
  return useSyncExternalStore(subscribe, () => waiting > 0);
}

export async function importRetrying<T>(load: () => Promise<T>): Promise<T> {
  for (let failures = 0; ;) {
    try {
      return await load();
    } catch (error) {
      if (typeof navigator !== 'undefined' && !navigator.onLine) await waitForNetwork();
      else if (++failures > IMPORT_RETRIES) throw error;
      else await new Promise((resolve) => setTimeout(resolve, IMPORT_RETRY_MS));
    }
  }
}

/** React.lazy over importRetrying: a Suspense fallback stays up while the network is away. */
export const lazyRetrying: typeof lazy = (load) => lazy(() => importRetrying(load));
