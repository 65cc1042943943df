// The server compiled to JavaScript at build time (issue 21): `npm run serve` runs dist-server/main.js
// with plain node, so a production install (`npm ci --omit=dev` on a built tree) needs no TypeScript
// tooling. Our code (server/ and the src/domain it imports) is bundled; packages stay in node_modules.
// dist-server/ sits one folder below the root, as server/ does, so paths made from import.meta.url
// (server/config.ts: the built app, the migrations) resolve alike in both.
import { build } from 'esbuild';

await build({
  // The image worker is a file of its own: server/media/images.ts starts it in worker threads.
  entryPoints: {
    main: 'server/main.ts',
    'seed-cli': 'server/seed/cli.ts',
    'create-superuser': 'server/seed/create-superuser.ts',
    'image-worker': 'server/media/image-worker.ts',
  },
  outdir: 'dist-server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server compiled to dist-server/');
