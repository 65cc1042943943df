/**
 * Session state for the UI (Zustand): who is logged in, restored from
 * IndexedDB on start. `status` is 'restoring' until the stored session has
 * been read, so routes never redirect to /login before we know.
 * Only a 401 ends a session (design §8).
 */
import { create } from 'zustand';
import type { Company, User } from '../../domain/types';
import { configureApi } from '../api/client';
import { clearOtherMirrors, closeMirror, openMirror, type KeptMirror } from '../db';
import { clearMediaCaches } from './media-caches';
import { keepMediaSession, renewMediaSession, stopMediaSession } from './media-session';
import { flushLogouts } from './server-logout';
import { clearSession, takeFirstSessionRead, writeSession, type StoredSession } from './session-storage';

export type SessionStatus = 'restoring' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  token: string | null;
  user: User | null;
  company: Company | null;
  /** Set when the server answered 401: the user must log in again. */
  expired: boolean;
}

const initialState: SessionState = {
  status: 'restoring',
  token: null,
  user: null,
  company: null,
  expired: false,
};

export const useSessionStore = create<SessionState>()(() => initialState);

export async function restoreSession(): Promise<void> {
  const stored = await takeFirstSessionRead().catch(() => undefined);
  if (stored?.token && stored.user) {
    openMirror(stored.user.uuid);
    useSessionStore.setState({ status: 'authenticated', ...stored, expired: false });
    renewMediaSession();
    keepMediaSession();
  } else {
    useSessionStore.setState({ ...initialState, status: 'anonymous' });
  }
  // Logouts made offline in an earlier run of the app (server-logout.ts).
  void flushLogouts();
}

/**
 * Starts a signed-in session. The device keeps one user's data (issue 22): other users' mirrors go,
 * and the media cached for them, except mirrors with writes still queued, which are kept for their
 * own user and returned so the screen can name them.
 */
export async function startSession(session: StoredSession): Promise<KeptMirror[]> {
  const others = await clearOtherMirrors(session.user.uuid).catch(() => ({ removed: 0, kept: [] }));
  if (others.removed > 0 || others.kept.length > 0) await clearMediaCaches();
  await writeSession(session);
  openMirror(session.user.uuid);
  useSessionStore.setState({ status: 'authenticated', ...session, expired: false });
  // Login's answer set the cookie; from here on it is renewed.
  keepMediaSession();
  // The network answered the login: a logout still owed (an earlier user's, made offline) goes now.
  void flushLogouts();
  return others.kept;
}

/** How many token hand-overs are under way: a 401 meanwhile is the old token's, not the session's end. */
let handovers = 0;

/**
 * Swaps this session's token for the one `run` obtains (a new password ends every token of the
 * user, this one included): same user, same mirror, nothing else touched. Requests answered 401
 * meanwhile were sent with the old token; they fail alone, as a network error would.
 */
export async function handOverSession(run: () => Promise<StoredSession>): Promise<void> {
  handovers += 1;
  try {
    const next = await run();
    await writeSession(next);
    useSessionStore.setState({ token: next.token, user: next.user, company: next.company });
    renewMediaSession();
  } finally {
    handovers -= 1;
  }
}

/** Logout: state emptied, storage cleared (spec 01 §2). */
export async function endSession(options: { expired?: boolean } = {}): Promise<void> {
  await clearSession().catch(() => undefined);
  try {
    localStorage.clear();
    sessionStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing else to clear then.
  }
  stopMediaSession();
  // The mirror is kept on expiry (queued writes go after the same user logs in again).
  closeMirror();
  useSessionStore.setState({ ...initialState, status: 'anonymous', expired: options.expired ?? false });
}

/** For tests: back to the state of a fresh page. */
export function resetSessionStore(): void {
  useSessionStore.setState(initialState);
}

configureApi({
  getToken: () => useSessionStore.getState().token,
  onUnauthorized: () => {
    if (handovers > 0) return;
    if (useSessionStore.getState().status === 'authenticated') void endSession({ expired: true });
  },
});
