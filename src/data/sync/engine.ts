/**
 * The sync engine in the page: flush = push the outbox, then pull the
 * change feed, under one lock; beside it, the upload lane sends queued files
 * with progress under its own lock, so neither waits for the other.
 * Triggers, all here: session start, `online`, focus and visibility, a timer
 * (SYNC_INTERVAL_MS), a request after each queued write, and a Background
 * Sync registration so the service worker can flush when the page is gone
 * (browsers without it rely on the page triggers).
 */
import { SYNC_ENTITIES, type ChangesPage } from '../../domain/sync';
import { apiFrom } from '../api/client';
import * as kyClient from '../api/ky-client';
import { MIRROR_TABLES, type MontraDb } from '../db/montra-db';
import { openMirror } from '../db';
import { useSessionStore } from '../session/session-store';
import '../writes';
import { withSyncLock } from './lock';
import { onWriteQueued } from './enqueue';
import { pullChanges, readMeta, type FetchPage } from './pull';
import { pushOutbox } from './push';
import { askPersistentStorage } from './storage';
import { useSyncStore } from './sync-store';
import { uploadFiles, xhrUploader } from './upload';

export const SYNC_INTERVAL_MS = 30_000;
export const BACKGROUND_SYNC_TAG = 'montra-outbox';

export function fetchPageWith(token: string): FetchPage {
  return (since, limit) =>
    apiFrom(kyClient)
      .get('sync/changes', {
        searchParams: { since, limit },
        headers: { authorization: `Bearer ${token}` },
      })
      .json<ChangesPage>();
}

/** What the mirror was filled for; when it changes (new role, other company), the mirror starts over. */
function scopeOf(user: { role: string | null; companyUuid: string | null; isSuperUser: boolean }): string {
  return `${user.isSuperUser ? 'SUPER' : user.role}|${user.companyUuid ?? ''}|${SYNC_ENTITIES.length}`;
}

async function ensureScope(db: MontraDb, scope: string): Promise<void> {
  if ((await readMeta<string>(db, 'scope')) === scope) return;
  await db.transaction('rw', [...MIRROR_TABLES.map((t) => db.table(t)), db.meta], async () => {
    for (const table of MIRROR_TABLES) await db.table(table).clear();
    await db.meta.clear();
    await db.meta.put({ key: 'scope', value: scope });
  });
}

/**
 * One run at a time of `run`; a request during a run schedules exactly one more run after it
 * (what was asked meanwhile is then seen), and every caller waits for the runs in progress.
 */
function serialised(run: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let again = false;
  return () => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        await run();
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
}

const pushAndPull = serialised(() => runOnce());

/** Push then pull, once at a time; a request during a run schedules one more run. Files go beside. */
export function flush(): Promise<void> {
  void uploadQueuedFiles();
  return pushAndPull();
}

async function runOnce(): Promise<void> {
  const { token, user, status } = useSessionStore.getState();
  if (status !== 'authenticated' || !token || !user) return;
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    useSyncStore.setState({ online: false });
    return;
  }
  const db = openMirror(user.uuid);
  await withSyncLock(user.uuid, async () => {
    try {
      await ensureScope(db, scopeOf(user));
      useSyncStore.setState({ phase: 'pushing', lastError: null });
      const pushed = await pushOutbox({ db, userUuid: user.uuid, token });
      if (pushed.stopped === 'reauth') return;
      // A file may have waited for the record just sent (a logo for its new company).
      if (pushed.sent > 0) void uploadQueuedFiles();
      useSyncStore.setState({ phase: 'pulling' });
      const fromScratch = !(await readMeta<string>(db, 'cursor'));
      await pullChanges(db, fetchPageWith(token), (progress) => {
        if (fromScratch) useSyncStore.setState({ initial: progress });
      });
      // Online follows the browser's events only: a pull that ends after the network was cut must
      // not report 'Online' again.
      useSyncStore.setState({ lastSyncAt: (await readMeta<string>(db, 'lastSyncAt')) ?? null });
    } catch (error) {
      useSyncStore.setState({ lastError: error instanceof Error ? error.message : String(error) });
    } finally {
      useSyncStore.setState({ phase: 'idle', initial: null });
    }
  });
}

/** The upload lane, once at a time; a request during a run schedules one more run. */
export const uploadQueuedFiles = serialised(() => uploadOnce());

async function uploadOnce(): Promise<void> {
  const { token, user, status } = useSessionStore.getState();
  if (status !== 'authenticated' || !token || !user) return;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return;
  const db = openMirror(user.uuid);
  const setProgress = (rowId: string, progress: { loaded: number; total: number } | null) =>
    useSyncStore.setState((s) => {
      const uploads = { ...s.uploads };
      if (progress) uploads[rowId] = progress;
      else delete uploads[rowId];
      return { uploads };
    });
  let current: string | null = null;
  try {
    const result = await withSyncLock(
      user.uuid,
      () =>
        uploadFiles({
          db,
          userUuid: user.uuid,
          token,
          upload: xhrUploader,
          onProgress: (rowId, loaded, total) => {
            if (current && current !== rowId) setProgress(current, null);
            current = rowId;
            setProgress(rowId, { loaded, total });
          },
        }),
      'upload',
    );
    // JSON writes may wait for these files (a photo's flag, the photo order): send them now.
    if (result !== 'busy' && result.sent > 0) void pushAndPull();
  } catch (error) {
    useSyncStore.setState({ lastError: error instanceof Error ? error.message : String(error) });
  } finally {
    useSyncStore.setState({ uploads: {} });
  }
}

onWriteQueued(() => requestFlush());

/** Asks for a flush now, and for a Background Sync where the browser has one. */
export function requestFlush(): void {
  void flush();
  void registerBackgroundSync();
}

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

/** Starts the triggers for the signed-in user; returns a stop function. */
export function startSyncTriggers(): () => void {
  const onOnline = () => {
    useSyncStore.setState({ online: true });
    void flush();
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
  const timer = window.setInterval(() => void flush(), SYNC_INTERVAL_MS);
  void askPersistentStorage();
  void flush();
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('offline', onOffline);
    window.removeEventListener('focus', onFocus);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    window.clearInterval(timer);
  };
}

let stopTriggers: (() => void) | null = null;
let followedUser: string | null = null;

/**
 * The last sync time the mirror keeps, into the status: after a reload without network no
 * pull runs, and the user must still see when the data was last fresh, not 'never'.
 */
export async function loadLastSync(db: MontraDb, userUuid: string): Promise<void> {
  const at = (await readMeta<string>(db, 'lastSyncAt')) ?? null;
  // A pull that ended meanwhile has set a newer time; another user may have signed in.
  if (useSessionStore.getState().user?.uuid !== userUuid || useSyncStore.getState().lastSyncAt) return;
  useSyncStore.setState({ lastSyncAt: at });
}

/** Follows the session: triggers run while someone is signed in. Call once at start. */
export function initSync(): () => void {
  const follow = () => {
    const { status, user } = useSessionStore.getState();
    if (status === 'authenticated' && user) {
      const db = openMirror(user.uuid);
      if (followedUser !== user.uuid) {
        followedUser = user.uuid;
        useSyncStore.setState({ lastSyncAt: null });
        void loadLastSync(db, user.uuid);
      }
      stopTriggers ??= startSyncTriggers();
    } else {
      followedUser = null;
      stopTriggers?.();
      stopTriggers = null;
    }
  };
  follow();
  return useSessionStore.subscribe(follow);
}
