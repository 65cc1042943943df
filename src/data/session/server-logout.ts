/**
 * Telling the server a session ended (POST /api/auth/logout, issue 22): its token, and the media
 * token made from it, answer 401 from then on. A logout made offline is kept on the device
 * (beside the session, in its idb-keyval database: session-storage.ts) and sent when the network returns or the
 * app next starts, so the token ends then rather than living out its 12 hours. Any answer from
 * the server below 500 settles it (an expired token has nothing left to end).
 */
import { loadApi } from '../api/client';
import { readPendingLogouts as readPending, writePendingLogouts } from './session-storage';

const LOGOUT_PATH = 'auth/logout';

let flushing: Promise<void> | null = null;
let waitingForNetwork = false;

/** Ends the session on the server now, or as soon as the network lets it. */
export async function sendLogout(token: string): Promise<void> {
  await writePendingLogouts([...new Set([...(await readPending()), token])]);
  await flushLogouts();
}

/** Sends the logouts still owed (at start, when the network returns); never throws. */
export function flushLogouts(): Promise<void> {
  flushing ??= sendPending()
    .catch(() => undefined)
    .finally(() => (flushing = null));
  return flushing;
}

async function sendPending(): Promise<void> {
  const tokens = await readPending();
  if (tokens.length === 0) return;
  if (typeof navigator !== 'undefined' && !navigator.onLine) return waitForNetwork();
  const api = await loadApi();
  const sent = new Set<string>();
  for (const token of tokens) {
    try {
      // keepalive: the call finishes while the page goes to the login screen.
      await api.post(LOGOUT_PATH, { headers: { authorization: `Bearer ${token}` }, keepalive: true });
      sent.add(token);
    } catch (error) {
      // An answer, even a refusal, settles it; no answer (offline, timeout) or a server in trouble keeps it.
      const status = (error as { response?: { status?: number } }).response?.status;
      if (status !== undefined && status < 500) sent.add(token);
    }
  }
  // Read again: a logout added while these were sent stays.
  const left = (await readPending()).filter((token) => !sent.has(token));
  await writePendingLogouts(left);
  if (left.length > 0) waitForNetwork();
}

function waitForNetwork(): void {
  if (waitingForNetwork || typeof globalThis.addEventListener !== 'function') return;
  waitingForNetwork = true;
  globalThis.addEventListener(
    'online',
    () => {
      waitingForNetwork = false;
      void flushLogouts();
    },
    { once: true },
  );
}
