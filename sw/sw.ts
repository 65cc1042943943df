/// <reference lib="webworker" />
/**
 * Montra's service worker (vite-plugin-pwa, injectManifest). Each rule says why.
 */
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { BACKGROUND_SYNC_TAG } from '../src/data/sync/engine';
import { flushOutboxInWorker } from './background-flush';

declare const self: ServiceWorkerGlobalScope;

/** Must match MEDIA_CACHE_PREFIX in src/data/session/logout.ts: logout deletes these caches. */
const MEDIA_CACHE = 'montra-media-v1';
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
registerRoute(
  ({ request, url }) =>
    request.destination === 'image' &&
    (url.pathname.startsWith('/api/media/') || url.pathname.startsWith('/demo/')),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new ExpirationPlugin({
        maxEntries: MEDIA_MAX_ENTRIES,
        maxAgeSeconds: MEDIA_MAX_AGE_S,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// An active worker takes the open pages at once: on first install there is nothing to swap, and a
// new version only activates after the user accepted the update (or every tab was closed).
clientsClaim();

self.addEventListener('message', (event) => {
  // skipWaiting only on the user's word, sent by the update prompt.
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Background Sync (Chromium): queued writes go up even when no page is open.
self.addEventListener('sync', (event) => {
  const syncEvent = event as ExtendableEvent & { tag?: string };
  if (syncEvent.tag === BACKGROUND_SYNC_TAG) syncEvent.waitUntil(flushOutboxInWorker(self));
});
