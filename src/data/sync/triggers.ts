/**
 * What starts a flush in the page, all here: session start, `online`, focus
 * and visibility, the server's event stream (live-events.ts: another user's
 * change, within a second), a timer (SYNC_INTERVAL_MS, or LIVE_SYNC_INTERVAL_MS
 * while the stream is up), the service worker's word that it flushed, and a
 * Background Sync registration after each queued write so the service worker
 * can flush when the page is gone (browsers without it rely on the page triggers); and the end of a
 * queued write's backoff, which the browser coming online or the stream coming back cuts short
 * (retry-wake.ts).
 */
import { apiUrl } from '../api/client';
import { BACKGROUND_SYNC_TAG, type Triggers } from './engine';
import { startLiveEvents } from './live-events';
import { retryWaitingNow, wakeForRetries } from './retry-wake';
import type { SessionSource } from './session-source';
import { askPersistentStorage } from './storage';
import { useSyncStore } from './sync-store';

/** The poll while the event stream is down (or never came up): the fallback. */
export const SYNC_INTERVAL_MS = 30_000;
/** The poll while the event stream is up: a safety net only, the events say when to pull. */
export const LIVE_SYNC_INTERVAL_MS = 5 * 60_000;

function startTriggers(flush: () => Promise<void>, session: SessionSource): () => void {
  /** The server can be reached again: what waited out a backoff goes now, with the rest. */
  const flushAllNow = async () => {
    const signedIn = session.current();
    if (signedIn) await retryWaitingNow(signedIn.db, signedIn.user.uuid).catch(() => 0);
    await flush();
  };
  const onOnline = () => {
    useSyncStore.setState({ online: true });
    void flushAllNow();
  };
  const onOffline = () => useSyncStore.setState({ online: false });
  const onVisible = () => {
    if (document.visibilityState === 'visible') void flush();
  };
  const onFocus = () => void flush();
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === 'montra-synced') void flush();
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  window.addEventListener('focus', onFocus);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const live = startLiveEvents({
    url: apiUrl('sync/events'),
    token: () => session.current()?.token ?? null,
    onChanges: () => void flush(),
    onBack: () => void flushAllNow(),
  });
  const stopWake = wakeForRetries(session, () => void flush());
  let lastPollMs = Date.now();
  const timer = window.setInterval(() => {
    const due = live.isUp() ? LIVE_SYNC_INTERVAL_MS : SYNC_INTERVAL_MS;
    if (Date.now() - lastPollMs < due - SYNC_INTERVAL_MS / 2) return;
    lastPollMs = Date.now();
    void flush();
  }, SYNC_INTERVAL_MS);
  void askPersistentStorage();
  void flush();
  return () => {
    live.stop();
    stopWake();
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    window.clearInterval(timer);
  };
}

/** A Background Sync registration, where the browser has one. */
async function registerBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (
      registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }
    )?.sync;
    await sync?.register(BACKGROUND_SYNC_TAG);
  } catch {
    // No Background Sync (Firefox, Safari): the page triggers are enough.
  }
}

export const pageTriggers: Triggers = { start: startTriggers, alsoInBackground: registerBackgroundSync };
