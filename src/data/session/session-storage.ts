/**
 * Where the session lives between reloads: IndexedDB through idb-keyval, in
 * its own database so the service worker can read the token for a
 * Background Sync flush (design §8). Holds token, user, company (with its
 * financials). Logout deletes it.
 */
import { createStore, del, get, set } from 'idb-keyval';
import type { Company, User } from '../../domain/types';

export interface StoredSession {
  token: string;
  user: User;
  company: Company | null;
}

const SESSION_KEY = 'session';
const store = createStore('montra-session', 'keyval');

export function readSession(): Promise<StoredSession | undefined> {
  return get<StoredSession>(SESSION_KEY, store);
}

export function writeSession(session: StoredSession): Promise<void> {
  return set(SESSION_KEY, session, store);
}

export function clearSession(): Promise<void> {
  return del(SESSION_KEY, store);
}
