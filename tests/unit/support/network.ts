/** The browser's network as code loaded on demand sees it, for the tests of that loading. */
import { vi } from 'vitest';

/** What Chromium rejects a dynamic import with when the chunk cannot be fetched. */
export const chunkError = (path = '/assets/x.js') =>
  new TypeError(`Failed to fetch dynamically imported module: ${path}`);

/** `navigator.onLine` as given, and the window told (restored by vi.restoreAllMocks). */
export function setOnline(online: boolean): void {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}
