/**
 * Logout on a shared tablet (design §8): the user's mirror, queued writes and
 * cached media go with the session, and the server is told (server-logout.ts: the token ends, the
 * media cookie is cleared; sent later when offline). Callers ask first when writes are pending.
 */
import { ApiError, request } from '../api/client';
import { deleteMirror, hasMirror, mirror } from '../db';
import { clearMediaCaches } from './media-caches';
import { sendLogout } from './server-logout';
import { endSession, useSessionStore } from './session-store';

export { MEDIA_CACHE_PREFIX } from './media-caches';

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

/** `serverDone`: the server already ended the session (logout-all), nothing to send. */
export async function logout(options: { serverDone?: boolean } = {}): Promise<void> {
  const { user, token } = useSessionStore.getState();
  // Not awaited: logout never waits on the network (an offline logout is kept and sent later).
  if (token && !options.serverDone) void sendLogout(token);
  // The session ends first: from then on no sync run or screen reopens the mirror while it is
  // being deleted (a run that did would leave an empty copy behind, or hold the deletion up).
  await endSession();
  if (user) await deleteMirror(user.uuid).catch(() => undefined);
  await clearMediaCaches();
}

/**
 * 'Terminar sessão em todos os dispositivos' (issue 22): the server ends every session of the user
 * (POST /api/auth/logout-all), then this device logs out. Needs the network: without an answer it
 * throws (ApiError, status 0) and the user stays signed in, to try again.
 */
export async function logoutEverywhere(): Promise<void> {
  try {
    await request((api) => api.post('auth/logout-all'));
  } catch (error) {
    // A session already ended has nothing left to end elsewhere: log out here all the same.
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  await logout({ serverDone: true });
}
