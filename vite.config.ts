import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

// The top-level manifest.webmanifest is the one source; the plugin emits it and links it.
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;
const API_PORT = process.env.API_PORT ?? '8083';
const ROUTER_PRODUCTION = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

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
  },
}));
