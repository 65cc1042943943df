/// <reference lib="webworker" />
/**
 * Montra's service worker (vite-plugin-pwa, injectManifest). Each rule says why.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { MEDIA_CACHE, MEDIA_SEEN_MESSAGE } from '../src/data/session/media-caches';
import { BACKGROUND_SYNC_TAG } from '../src/data/sync/engine';
import { flushOutboxInWorker } from './background-flush';

declare const self: ServiceWorkerGlobalScope;

const MEDIA_MAX_ENTRIES = 800;
const MEDIA_MAX_AGE_S = 30 * 24 * 60 * 60;

// The app shell (HTML, JS, CSS, icons) is precached so the installed app opens with no network.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Client routes load the precached index.html offline; /api/ is never answered with the app.
// The public catalogue (/stock/…) is the server's own HTML, never the app: an installed app must not
// answer it with the app shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/stock(\/|$)/] }),
);

// Vehicle photos and thumbnails are cached when first seen, so a vehicle page viewed once shows its
// photos offline; entries expire so a tablet's storage does not fill up.
const isMedia = (url: URL) =>
  url.origin === self.location.origin &&
  (url.pathname.startsWith('/api/media/') || url.pathname.startsWith('/demo/'));
const media = new CacheFirst({
  cacheName: MEDIA_CACHE,
  plugins: [
    new ExpirationPlugin({
      maxEntries: MEDIA_MAX_ENTRIES,
      maxAgeSeconds: MEDIA_MAX_AGE_S,
      purgeOnQuotaError: true,
    }),
  ],
});
registerRoute(({ request, url }) => request.destination === 'image' && isMedia(url), media);

/**
 * The images a page showed before this worker controlled it (its first visit: the worker installs
 * meanwhile) never went through it: the page sends their addresses once it is controlled
 * (src/app/update-prompt.tsx), and they are cached as if seen here, so they show offline too.
 */
function cacheMediaSeen(event: ExtendableMessageEvent, addresses: unknown): void {
  if (!Array.isArray(addresses)) return;
  const urls = addresses.flatMap((a) => {
    if (typeof a !== 'string' || !URL.canParse(a)) return [];
    const url = new URL(a);
    return isMedia(url) ? [url.href] : [];
  });
  event.waitUntil(
    Promise.all(
      [...new Set(urls)].map((url) =>
        // Offline or gone: nothing to keep, the page showed it broken anyway.
        media.handle({ event, request: new Request(url) }).catch(() => undefined),
      ),
    ),
  );
}

// An active worker takes the open pages at once: on first install there is nothing to swap, and a
// new version only activates after the user accepted the update (or every tab was closed).
clientsClaim();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  // skipWaiting only on the user's word, sent by the update prompt.
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === MEDIA_SEEN_MESSAGE) cacheMediaSeen(event, data.urls);
});

// Background Sync (Chromium): queued writes go up even when no page is open.
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag?: string };
  if (syncEvent.tag === BACKGROUND_SYNC_TAG) syncEvent.waitUntil(flushOutboxInWorker(self));
});
