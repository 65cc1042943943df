/// <reference lib="webworker" />
/**
 * Montra's service worker (vite-plugin-pwa, injectManifest). Each rule says why.
 * - The app shell is precached so the installed app opens with no network.
 * - Navigations fall back to the precached index.html (client routes), never for /api/.
 * - A new version waits until the user accepts the update prompt (no swap mid-form).
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//] }));

self.addEventListener('message', (event) => {
  // skipWaiting only on the user's word, sent by the update prompt.
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
