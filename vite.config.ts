import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import type { Plugin } from 'vite';
import { EARLY_SESSION_READ, SESSION_DB, SESSION_KEY, SESSION_STORE } from './src/data/session/session-names';

// The top-level manifest.webmanifest is the one source; the plugin emits it and links it.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;
const API_PORT = process.env.API_PORT ?? '8083';
const ROUTER_PRODUCTION = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** On /login, the app starts this long after the page's load at the latest (a touch of the form starts it sooner). */
const LOGIN_START_IDLE_MS = 5000;

/**
 * The built index.html loads the app's entry and its preloads from a small script instead of
 * tags: anywhere but /login at once (as the tags did), and on /login — whose form index.html
 * draws itself (src/ui/boot-login.ts) — only after the first paint: the chunks are fetched once
 * the page has loaded, and run when the visitor first touches the form, when the page has been
 * idle a while, or at once when a session is stored (the app sends that visitor on). A first visit
 * then paints the form without waiting for the app's JS (issue 26).
 */
function deferredStartOnLogin(): Plugin {
  return {
    name: 'montra-deferred-start-on-login',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(html);
        if (!entry) throw new Error('index.html: no entry script to defer');
        const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g)];
        let out = html.replace(entry[0], '');
        for (const p of preloads) out = out.replace(p[0], '');
        const start = `<script>
(function () {
  var entry = ${JSON.stringify(entry[1])};
  var preloads = ${JSON.stringify(preloads.map((p) => p[1]))};
  var preloaded = false, started = false;
  function add(tag, props) {
    var el = document.createElement(tag);
    el.crossOrigin = '';
    for (var k in props) el[k] = props[k];
    document.head.appendChild(el);
  }
  // Fetched only (rel=prefetch: into the HTTP cache, nothing compiled) while the visitor is on the
  // form; preloaded (fetched and compiled, in parallel) when the app starts.
  function preload(rel) {
    [entry].concat(preloads).forEach(function (href) { add('link', { rel: rel, href: href }); });
  }
  function prefetch() {
    if (started || preloaded) return;
    preloaded = true;
    preload('prefetch');
  }
  function start() {
    if (started) return;
    started = true;
    preload('modulepreload');
    add('script', { type: 'module', src: entry });
  }
  // The stored session (src/data/session/session-names.ts), read at once: the app's code arrives and
  // runs meanwhile, then takes this answer instead of waiting for a read of its own (null: not read,
  // the app reads itself). A database not made yet is not made here: the upgrade that would create
  // it without idb-keyval's store is aborted.
  var DB = ${JSON.stringify(SESSION_DB)}, STORE = ${JSON.stringify(SESSION_STORE)};
  var session = window[${JSON.stringify(EARLY_SESSION_READ)}] = new Promise(function (resolve) {
    try {
      var open = indexedDB.open(DB);
      open.onupgradeneeded = function () { open.transaction.abort(); };
      open.onerror = function () { resolve(null); };
      open.onsuccess = function () {
        var db = open.result;
        var done = function (read) { db.close(); resolve(read); };
        if (!db.objectStoreNames.contains(STORE)) return done(null);
        var get = db.transaction(STORE).objectStore(STORE).get(${JSON.stringify(SESSION_KEY)});
        get.onsuccess = function () { done({ value: get.result }); };
        get.onerror = function () { done(null); };
      };
    } catch (e) {
      resolve(null);
    }
  });
  if (!document.documentElement.hasAttribute('data-boot-login')) return start();
  ['focusin', 'pointerdown', 'keydown'].forEach(function (type) {
    document.addEventListener(type, start, { once: true, capture: true });
  });
  function idle(task) {
    if (window.requestIdleCallback) requestIdleCallback(task); else setTimeout(task, 0);
  }
  function afterLoad() {
    idle(prefetch);
    setTimeout(function () { idle(start); }, ${LOGIN_START_IDLE_MS});
  }
  if (document.readyState === 'complete') afterLoad(); else addEventListener('load', afterLoad);
  // A visitor with a stored session is sent on by the app: start it at once.
  session.then(function (read) { if (read && read.value !== undefined) start(); });
})();
</script>
`;
        return out.replace('</body>', `${start}</body>`);
      },
    },
  };
}

export default defineConfig(({ command }) => ({
  // react-router's package exports only its development build (remix-run/react-router#14102): the
  // app's build takes the production one (same code, dev warnings off and then left out).
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: ROUTER_PRODUCTION('index.mjs') },
            { find: /^react-router\/dom$/, replacement: ROUTER_PRODUCTION('dom-export.mjs') },
          ],
        }
      : {},
  plugins: [
    react(),
    deferredStartOnLogin(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest,
      injectManifest: {
        globPatterns: ['**/*.{js,mjs,css,html,svg,png,ico,woff2}'],
      },
      devOptions: { enabled: false },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': { target: `http://localhost:${API_PORT}`, changeOrigin: true } },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: read by the bench to size the first screen.
    manifest: true,
    // Every browser the app supports preloads modules itself (Chromium, Safari 17, Firefox 115).
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // The libraries the first screen runs whole (React, the router, Dexie, emotion, …) in one
        // chunk instead of a dozen: one request, and gzip sees them together (about 5 KiB less).
        // Only whole packages every screen needs: a package the first screen uses in part (Chakra,
        // Ark, Zag) stays split, or its unused parts would be loaded with it.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              // With a few small modules of the app the first screen runs whole (the loader every lazy
              // piece goes through, the API error, the price parser, the download helper): left alone
              // each was a chunk of its own, a request and an import list for a few hundred bytes.
              test: /node_modules[\\/](react|react-dom|scheduler|dexie|dexie-react-hooks|react-router|@emotion|stylis|@pandacss|hoist-non-react-statics|react-is|zustand|use-sync-external-store|idb-keyval)[\\/]|src[\\/](ui[\\/]lazy-retrying|ui[\\/]save-blob|data[\\/]api[\\/]errors|domain[\\/]price)\.ts$/,
            },
          ],
        },
      },
    },
  },
}));
