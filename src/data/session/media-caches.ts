/** The service worker's runtime caches of the user's media (sw/sw.ts names them with this prefix). */
export const MEDIA_CACHE_PREFIX = 'montra-media';

/** Deletes every media cache of this origin (no-op where Cache Storage is missing). */
export async function clearMediaCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys().catch(() => [] as string[]);
  await Promise.all(names.filter((n) => n.startsWith(MEDIA_CACHE_PREFIX)).map((n) => caches.delete(n)));
}
