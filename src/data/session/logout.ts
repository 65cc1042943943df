/**
 * Logout on a shared tablet (design §8): the user's mirror, queued writes and
 * cached media (and the media cookie) go with the session. Callers ask first when writes are pending.
 */
import { deleteMirror, hasMirror, mirror } from '../db';
import { endMediaSession } from './media-session';
import { endSession, useSessionStore } from './session-store';

/** Runtime caches of the service worker that may hold the user's media. */
export const MEDIA_CACHE_PREFIX = 'montra-media';

/**
 * The writes still to send, asked before Logout. A mirror that cannot be read (closed under the
 * page, e.g. by a newer version of the app in another tab) counts as none: its rows cannot be sent
 * from this page either, and Logout must not end up doing nothing.
 */
export async function pendingWriteCount(): Promise<number> {
  if (!hasMirror()) return 0;
  return mirror()
    .outbox.count()
    .catch(() => 0);
}

export async function logout(): Promise<void> {
  const user = useSessionStore.getState().user;
  // Not awaited: logout never waits on the network (the server needs no token to clear it).
  endMediaSession();
  // The session ends first: from then on no sync run or screen reopens the mirror while it is
  // being deleted (a run that did would leave an empty copy behind, or hold the deletion up).
  await endSession();
  if (user) await deleteMirror(user.uuid).catch(() => undefined);
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => [] as string[]);
    await Promise.all(names.filter((n) => n.startsWith(MEDIA_CACHE_PREFIX)).map((n) => caches.delete(n)));
  }
}
