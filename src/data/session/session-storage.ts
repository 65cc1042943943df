/**
 * Where the session lives between reloads: IndexedDB through idb-keyval, in
 * its own database so the service worker can read the token for a
 * Background Sync flush (design §8). Holds token, user, company (with its
 * financials). Logout deletes it. Beside it, the logouts the server has not heard of yet
 * (server-logout.ts): they outlive the session they ended.
 */
import { createStore, del, get, set } from 'idb-keyval';
import type { Company, User } from '../../domain/types';
import { EARLY_SESSION_READ, SESSION_DB, SESSION_KEY, SESSION_STORE } from './session-names';

export interface StoredSession {
  token: string;
  user: User;
  company: Company | null;
}

const store = createStore(SESSION_DB, SESSION_STORE);

export function readSession(): Promise<StoredSession | undefined> {
  return get<StoredSession>(SESSION_KEY, store);
}

let firstRead: Promise<StoredSession | undefined> | null = null;

/**
 * The page's first read of the session, started by src/app/early-session-read.ts before the rest
 * of the app's code has run: on a cold start IndexedDB takes a few hundred ms to answer, and the
 * app's start-up now runs meanwhile instead of before it.
 */
export function startFirstSessionRead(): void {
  firstRead ??= takeStartScriptRead() ?? readSession();
}

type EarlyRead = Promise<{ value: StoredSession | undefined } | null>;

/**
 * The read index.html's start script began before the app's code arrived (session-names.ts), taken
 * once; its failure, or a page built without it (the dev server), falls back to a read of our own.
 */
function takeStartScriptRead(): Promise<StoredSession | undefined> | null {
  const page = globalThis as { [EARLY_SESSION_READ]?: EarlyRead };
  const early = page[EARLY_SESSION_READ];
  if (!early) return null;
  delete page[EARLY_SESSION_READ];
  return early.then((read) => (read ? read.value : readSession()));
}

/** The read started early if there is one (taken once), else a new read. */
export function takeFirstSessionRead(): Promise<StoredSession | undefined> {
  const read = firstRead ?? readSession();
  firstRead = null;
  return read;
}

export function writeSession(session: StoredSession): Promise<void> {
  return set(SESSION_KEY, session, store);
}

export function clearSession(): Promise<void> {
  return del(SESSION_KEY, store);
}

const PENDING_LOGOUTS_KEY = 'pending-logouts';

/** Tokens of sessions ended on the device whose logout has not reached the server yet. */
export function readPendingLogouts(): Promise<string[]> {
  return get<string[]>(PENDING_LOGOUTS_KEY, store).then((tokens) => tokens ?? []);
}

export function writePendingLogouts(tokens: string[]): Promise<void> {
  return tokens.length > 0 ? set(PENDING_LOGOUTS_KEY, tokens, store) : del(PENDING_LOGOUTS_KEY, store);
}
