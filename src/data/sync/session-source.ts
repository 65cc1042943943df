/**
 * Who the sync engine and the declared writes act for, as they see it: the
 * signed-in user, their token and their mirror. The page makes one of its
 * session store (src/data/session/session-source.ts), the service worker one
 * of the stored session; neither the engine nor the writes know where it
 * comes from.
 */
import type { User } from '../../domain/types';
import type { MontraDb } from '../db/montra-db';

export interface SignedIn {
  token: string;
  user: User;
  /** The user's mirror, where their writes wait and the pull lands. */
  db: MontraDb;
}

export interface SessionSource {
  /** Who is signed in now; null when nobody is (or the stored session is still being read). */
  current(): SignedIn | null;
  /** Calls `listener` after every change of the session; returns the unsubscribe. A session that never changes has none. */
  subscribe?(listener: () => void): () => void;
}

/** A session that does not change: the service worker's stored one, a test's device. */
export function fixedSession(signedIn: SignedIn | null): SessionSource {
  return { current: () => signedIn };
}
