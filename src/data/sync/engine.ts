/**
 * The sync engine: flush = push the outbox, then pull the change feed, under
 * one lock; beside it, the upload lane sends queued files with progress under
 * its own lock, so neither waits for the other. The page and the service
 * worker each make one (`createSyncEngine`), handing it the session it acts
 * for, every declared write and their way of uploading (src/app/data-layer.ts,
 * sw/background-flush.ts).
 * While the page's engine follows the session, the page's triggers
 * (triggers.ts) run, and each queued write asks for a flush.
 * State: the engines following a session in this page, which the screens'
 * `flush()` and `uploadQueuedFiles()` reach.
 */
import { SYNC_ENTITIES, type ChangesPage } from '../../domain/sync';
import { apiFrom } from '../api/client';
import * as kyClient from '../api/ky-client';
import { MIRROR_TABLES, type MontraDb } from '../db/montra-db';
import { onWriteQueued } from './enqueue';
import { withSyncLock } from './lock';
import { firstSyncProgress, pullChanges, readMeta, type FetchPage } from './pull';
import { pushOutbox } from './push';
import type { SessionSource } from './session-source';
import { measureSince, nowMs, SYNC_MEASURE } from './sync-marks';
import { useSyncStore } from './sync-store';
import { uploadFiles, type Uploader } from './upload';
import type { WriteRegistry } from './write-registry';

/** The service worker flushes on this tag (sw/sw.ts); the page registers it after each write (triggers.ts). */
export const BACKGROUND_SYNC_TAG = 'montra-outbox';

export function fetchPageWith(token: string): FetchPage {
  return async (since, limit) => {
    const sentMs = nowMs();
    // As text, then parsed apart: the profile tells the network's time from the parse's (sync-marks.ts).
    const body = await apiFrom(kyClient)
      .get('sync/changes', {
        searchParams: { since, limit },
        headers: { authorization: `Bearer ${token}` },
      })
      .text();
    measureSince(SYNC_MEASURE.fetch, sentMs);
    const parseMs = nowMs();
    const page = JSON.parse(body) as ChangesPage;
    measureSince(SYNC_MEASURE.parse, parseMs);
    return page;
  };
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

/** What starts a flush in the page (triggers.ts); the service worker's engine has none. */
export interface Triggers {
  /** Starts the triggers for the signed-in user (`session`), each running `flush`; returns a stop function. */
  start(flush: () => Promise<void>, session: SessionSource): () => void;
  /** After a flush was asked for: the same for the service worker, should the page be gone by then. */
  alsoInBackground(): Promise<void>;
}

export interface SyncEngineParts {
  /** Who the engine acts for. */
  session: SessionSource;
  /** Every declared write: queued rows are replayed through them. */
  writes: WriteRegistry;
  /** How files go up: XHR in the page (progress), fetch in the worker. */
  uploader: Uploader;
  /** What starts a flush while the engine follows the session: the page's (triggers.ts); the worker has none. */
  triggers?: Triggers;
}

export interface SyncEngine {
  /** Push then pull, once at a time; a request during a run schedules one more run. Files go beside. */
  flush(): Promise<void>;
  /** The upload lane, once at a time; a request during a run schedules one more run. */
  uploadQueuedFiles(): Promise<void>;
  /**
   * Follows the session: the triggers run while someone is signed in, and the screens' requests
   * reach this engine. Returns the stop. The page calls it once, at start.
   */
  follow(): () => void;
  /**
   * The queued writes, then the files, once and without a pull (no page is looking): the service
   * worker's flush. 'unavailable' when the network or the server stopped either lane.
   */
  sendQueued(): Promise<'sent' | 'unavailable'>;
}

/** The engines following a session in this page: one, made by the page (none in most tests). */
const following = new Set<SyncEngine>();

/** Asks the page's engine to push then pull (files beside); resolves when done, at once when none runs. */
export async function flush(): Promise<void> {
  await Promise.all([...following].map((engine) => engine.flush()));
}

/** Asks the page's engine to send the queued files now. */
export async function uploadQueuedFiles(): Promise<void> {
  await Promise.all([...following].map((engine) => engine.uploadQueuedFiles()));
}

export function createSyncEngine({ session, writes, uploader, triggers }: SyncEngineParts): SyncEngine {
  const pushAndPull = serialised(() => runOnce());
  const uploadLane = serialised(() => uploadOnce());

  function flushNow(): Promise<void> {
    void uploadLane();
    return pushAndPull();
  }

  async function runOnce(): Promise<void> {
    const signedIn = session.current();
    if (!signedIn) return;
    if (typeof navigator !== 'undefined' && !navigator.onLine) {
      useSyncStore.setState({ online: false });
      return;
    }
    const { token, user, db } = signedIn;
    await withSyncLock(user.uuid, async () => {
      try {
        await ensureScope(db, scopeOf(user));
        useSyncStore.setState({ phase: 'pushing', lastError: null });
        const pushed = await pushOutbox({ db, userUuid: user.uuid, token, writes });
        if (pushed.stopped === 'reauth') return;
        // A file may have waited for the record just sent (a logo for its new company).
        if (pushed.sent > 0) void uploadLane();
        useSyncStore.setState({ phase: 'pulling' });
        // A first sync (or one a reload cut short) shows its progress from its start; the lists read
        // the mirror sparingly meanwhile (use-sync-aware-query.ts).
        const first = await firstSyncProgress(db);
        if (first) useSyncStore.setState({ initial: first });
        await pullChanges(db, fetchPageWith(token), (progress) => {
          if (first || progress.total !== null) useSyncStore.setState({ initial: progress });
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

  async function uploadOnce(): Promise<void> {
    const signedIn = session.current();
    if (!signedIn) return;
    if (typeof navigator !== 'undefined' && !navigator.onLine) return;
    const { token, user, db } = signedIn;
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
            writes,
            upload: uploader,
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

  /** A flush now, and a Background Sync where the browser has one. */
  function requestFlush(): void {
    void flushNow();
    void triggers?.alsoInBackground();
  }

  /**
   * The last sync time the mirror keeps, into the status: after a reload without network no
   * pull runs, and the user must still see when the data was last fresh, not 'never'.
   */
  async function loadLastSync(db: MontraDb, userUuid: string): Promise<void> {
    const at = (await readMeta<string>(db, 'lastSyncAt')) ?? null;
    // A pull that ended meanwhile has set a newer time; another user may have signed in.
    if (session.current()?.user.uuid !== userUuid || useSyncStore.getState().lastSyncAt) return;
    useSyncStore.setState({ lastSyncAt: at });
  }

  function follow(): () => void {
    let stopTriggers: (() => void) | null = null;
    let followedUser: string | null = null;
    const onChange = () => {
      const signedIn = session.current();
      if (signedIn) {
        if (followedUser !== signedIn.user.uuid) {
          followedUser = signedIn.user.uuid;
          useSyncStore.setState({ lastSyncAt: null });
          void loadLastSync(signedIn.db, signedIn.user.uuid);
        }
        stopTriggers ??= triggers?.start(flushNow, session) ?? null;
      } else {
        followedUser = null;
        stopTriggers?.();
        stopTriggers = null;
      }
    };
    following.add(engine);
    const stopQueued = onWriteQueued(() => requestFlush());
    onChange();
    const unsubscribe = session.subscribe?.(onChange);
    return () => {
      unsubscribe?.();
      stopQueued();
      following.delete(engine);
      stopTriggers?.();
      stopTriggers = null;
    };
  }

  async function sendQueued(): Promise<'sent' | 'unavailable'> {
    const signedIn = session.current();
    if (!signedIn) return 'sent';
    const { token, user, db } = signedIn;
    const pushed = await withSyncLock(user.uuid, () =>
      pushOutbox({ db, userUuid: user.uuid, token, writes }),
    );
    const uploaded = await withSyncLock(
      user.uuid,
      () => uploadFiles({ db, userUuid: user.uuid, token, writes, upload: uploader }),
      'upload',
    );
    const stopped = [pushed, uploaded].some((r) => r !== 'busy' && r.stopped === 'unavailable');
    return stopped ? 'unavailable' : 'sent';
  }

  const engine: SyncEngine = {
    flush: flushNow,
    uploadQueuedFiles: uploadLane,
    follow,
    sendQueued,
  };
  return engine;
}
