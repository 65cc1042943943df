/** The service worker's runtime caches of the user's media (sw/sw.ts names them with this prefix). */
export const MEDIA_CACHE_PREFIX = 'montra-media';
/**
 * The one the worker keeps photos and thumbnails in now. A renamed one leaves the old on the device
 * until logout, which deletes every cache with the prefix (Workbox cleans up only its precache).
 */
export const MEDIA_CACHE = `${MEDIA_CACHE_PREFIX}-v1`;

/** Deletes every media cache of this origin (no-op where Cache Storage is missing). */
export async function clearMediaCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(names.filter((n) => n.startsWith(MEDIA_CACHE_PREFIX)).map((n) => caches.delete(n)));
}

/**
 * What a page tells its service worker once the worker controls it: the media it showed before
 * (its first visit, while the worker installed), which the worker then caches as if it had seen
 * them (sw/sw.ts), so they show offline too.
 */
export const MEDIA_SEEN_MESSAGE = 'MEDIA_SEEN';

/** The addresses of the images this page has loaded so far (Resource Timing). */
export function imagesSeen(): string[] {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return [];
  return performance
    .getEntriesByType('resource')
    .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'img')
    .map((e) => e.name);
}
