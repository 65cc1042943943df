/**
 * The bench's JS sizes, read from the built app's manifest (dist/.vite/manifest.json; built first
 * when missing), each chunk counted as the server sends it: its precompressed .gz (or gzip -9 of
 * it), raw below the 1 KiB under which nothing is compressed.
 * - first screen: a cold start on the stock list, the entry and the stock screen's static imports
 *   (target ≤ 200 KiB); the login screen's likewise;
 * - after the first paint: what the shell then loads on its own (the sync engine, the tooltips,
 *   the account menu, the toaster, workbox; the virtualiser once a list is long), counted once
 *   and not in the routes;
 * - each later route: its own chunks beyond all that (target ≤ 60 KiB); chart.js only on
 *   analytics, the PDF viewer only where a PDF is shown (loaded after the route's first paint).
 * It measures and prints; it passes or fails nothing.
 */
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';

const DIST = 'dist';
const MANIFEST = join(DIST, '.vite/manifest.json');
/** As scripts/precompress.mjs and the server: smaller files go uncompressed. */
const MIN_COMPRESSED_BYTES = 1024;
const FIRST_SCREEN_TARGET_KIB = 200;
const ROUTE_TARGET_KIB = 60;

/** The stock list (the landing screen of every company user). */
const STOCK_SCREEN = ['src/features/stock/index.ts'];
/**
 * The entry's dynamic imports that wait for a use (a route's features, the sync panel); the
 * others the shell loads as soon as it has painted (src/app/main.tsx, src/app/shell).
 */
const ON_DEMAND = /^src\/features\/|^src\/app\/screens\/|^src\/app\/shell\/sync-panel\.tsx$/;
/** The later screens, as src/app/routes.tsx loads them (a screen that composes features loads each). */
const ROUTES: Record<string, string[]> = {
  'waiting list': ['src/features/stock/waiting-list.tsx'],
  'sold list': ['src/features/sold/index.ts'],
  contacts: ['src/features/contacts/index.ts'],
  analytics: ['src/app/screens/analytics-screen.tsx'],
  'vehicle page': ['src/app/screens/vehicle-show-screen.tsx'],
  // The form's code loads as the screen shows (src/features/vehicle/deferred-forms.tsx): counted here.
  'vehicle create': ['src/app/screens/vehicle-create-screen.tsx', 'src/features/vehicle/vehicle-create.tsx'],
  companies: ['src/features/companies/index.ts'],
  'company page': ['src/app/screens/company-show-screen.tsx'],
  stand: ['src/features/stands/index.ts'],
  user: ['src/features/users/index.ts'],
  supplier: ['src/features/suppliers/index.ts'],
  financials: ['src/features/financials/index.ts'],
  'notifications drawer': ['src/features/notifications/index.ts'],
};
/** The login screen, the first screen of a visitor without a session. */
const LOGIN_SCREEN = ['src/features/auth/index.ts'];

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

function sentBytes(file: string): number {
  const path = join(DIST, file);
  if (existsSync(`${path}.gz`)) return readFileSync(`${path}.gz`).length;
  const body = readFileSync(path);
  if (body.length < MIN_COMPRESSED_BYTES) return body.length;
  return gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).length;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;

export function bundleSizeBench(): void {
  if (!existsSync(MANIFEST)) execSync('npm run build', { stdio: 'ignore' });
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Record<string, ManifestChunk>;
  const closure = (keys: readonly string[], seen = new Set<string>()) => {
    for (const key of keys) {
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      closure(manifest[key].imports ?? [], seen);
    }
    return seen;
  };
  const size = (keys: Iterable<string>, without: ReadonlySet<string> = new Set()) => {
    let sum = 0;
    for (const key of keys) {
      const file = manifest[key]?.file;
      if (!without.has(key) && file?.endsWith('.js')) sum += sentBytes(file);
    }
    return sum;
  };
  const missing = [...STOCK_SCREEN, ...LOGIN_SCREEN, ...Object.values(ROUTES).flat()].filter(
    (key) => !manifest[key],
  );
  if (missing.length) console.log(`bundle: not in the manifest (not measured): ${missing.join(', ')}`);

  const entry = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const first = closure([...entry, ...STOCK_SCREEN]);
  // The first screen's own dynamic imports (the shell's, and e.g. the virtualiser of a long list).
  const afterPaint = [...first]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => !ON_DEMAND.test(key));
  const loaded = closure(afterPaint, new Set(first));
  console.log(
    `first screen JS (stock list, cold start, gzip): ${(size(first) / 1024).toFixed(1)} KiB in ${first.size} chunks ` +
      `(target ≤ ${FIRST_SCREEN_TARGET_KIB} KiB); loaded after its first paint: ${kib(size(loaded, first))}; ` +
      // index.html draws /login itself (vite.config.ts, src/ui/boot-login.ts): its first paint needs
      // no JS, and this is what runs once the visitor touches the form.
      `login screen 0 KiB to its first paint, ${kib(size(closure([...entry, ...LOGIN_SCREEN])))} after it`,
  );
  const routes = Object.entries(ROUTES).map(([name, keys]) => `${name} ${kib(size(closure(keys), loaded))}`);
  console.log(`each later route's own JS (gzip, target ≤ ${ROUTE_TARGET_KIB} KiB): ${routes.join('; ')}`);
}
