/**
 * The media cookie kept in step with the session (contract-media "Media
 * access"): `<img>` tags send no bearer header, so the server reads the
 * session from an HttpOnly cookie that login sets. A session restored from
 * the device asks for it again (once online), logout clears it. Failures are
 * left alone: without the cookie, photos not yet cached just do not show.
 */
import { loadApi } from '../api/client';

const MEDIA_SESSION_PATH = 'auth/media-session';

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

/** Clears the cookie; keepalive lets the call finish while the page goes to the login screen. */
export function endMediaSession(): void {
  void loadApi()
    .then((api) => api.delete(MEDIA_SESSION_PATH, { keepalive: true }))
    .catch(() => undefined);
}
