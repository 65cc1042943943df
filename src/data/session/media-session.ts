/**
 * The media cookie kept in step with the session (contract-media "Media
 * access"): `<img>` tags send no bearer header, so the server reads an
 * HttpOnly cookie that login sets. It holds a media token of its own that
 * lives MEDIA_TOKEN_TTL_S (15 minutes, server/auth/tokens.ts), so while the
 * app runs it asks for a new one every MEDIA_RENEW_MS, when the page shows
 * again and when the network returns; a session restored from the device asks
 * at once (once online). Logout's answer clears it (server-logout.ts).
 * Failures are left alone: without the cookie, photos not yet cached just do
 * not show until the next renewal.
 * State: the renewal timer of the running session.
 */
import { loadApi } from '../api/client';

const MEDIA_SESSION_PATH = 'auth/media-session';
/** Well inside the media token's 15 minutes, so a missed renewal or two leave time for another. */
export const MEDIA_RENEW_MS = 5 * 60 * 1000;

let keeper: { timer: ReturnType<typeof setInterval>; stop: () => void } | null = null;

/** Renews the media cookie while the session runs (started by the session store, stopped at its end). */
export function keepMediaSession(): void {
  stopMediaSession();
  const renew = () => {
    if (typeof document === 'undefined' || document.visibilityState !== 'hidden') renewMediaSession();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible') renewMediaSession();
  };
  const hasDocument = typeof document !== 'undefined';
  if (hasDocument) document.addEventListener('visibilitychange', onVisible);
  keeper = {
    timer: setInterval(renew, MEDIA_RENEW_MS),
    stop: () => {
      if (hasDocument) document.removeEventListener('visibilitychange', onVisible);
    },
  };
}

export function stopMediaSession(): void {
  if (!keeper) return;
  clearInterval(keeper.timer);
  keeper.stop();
  keeper = null;
}

/** Sets the cookie to the current token now, or when the network comes back. */
export function renewMediaSession(): void {
  const send = () =>
    void loadApi()
      .then((api) => api.post(MEDIA_SESSION_PATH))
      .catch(() => undefined);
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    globalThis.addEventListener('online', send, { once: true });
    return;
  }
  send();
}
