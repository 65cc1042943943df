/**
 * The built client (dist/, as `npm run build` writes it) for the tests that drive a browser against
 * built instances (the integration suite's two tablets): built again when dist/ is missing or older
 * than what it is built from, so a fresh checkout and an edited one are both tested as they stand.
 * An up-to-date dist/ (the e2e run's `npm start` wrote it) is used as it is.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = process.cwd();
export const CLIENT_DIR = join(ROOT, 'dist');
const BUILT_MARK = join(CLIENT_DIR, 'index.html');
/** What the client build reads (vite.config.ts): a change to any of them makes dist/ stale. */
const SOURCES = [
  'src',
  'sw',
  'public',
  'index.html',
  'vite.config.ts',
  'manifest.webmanifest',
  'package.json',
];

function newestChangeMs(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(path)) newest = Math.max(newest, newestChangeMs(join(path, name)));
  return newest;
}

export function clientIsStale(): boolean {
  if (!existsSync(BUILT_MARK)) return true;
  const built = statSync(BUILT_MARK).mtimeMs;
  return SOURCES.some((s) => newestChangeMs(join(ROOT, s)) > built);
}

/** Builds dist/ (vite, then the precompressed copies the server sends) unless it is up to date. */
export function ensureClientBuilt(): void {
  if (!clientIsStale()) return;
  console.log('integration: building the client (dist/ is missing or older than its sources)');
  // As `npm run build` builds it: vitest runs this with NODE_ENV=test, which vite would keep, and
  // React would then be its development build (StrictMode's double effects, its warnings, its speed).
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  execFileSync(process.execPath, ['scripts/precompress.mjs'], { stdio: 'inherit' });
}
