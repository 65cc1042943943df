/**
 * What the e2e suite, its fault specs and the browser bench share about this machine: how
 * Debian's Chromium is launched (scripts/ensure-chromium.mjs finds it) and a free local port.
 */
import { createServer } from 'node:net';
import { chromiumPath } from '../../scripts/ensure-chromium.mjs';

/** The tests' browser: Chromium's headless shell (scripts/ensure-chromium.mjs says why). */
export const CHROMIUM_PATH = chromiumPath();
/**
 * The benchmarks' browser: the whole Chromium a user runs, so a figure is the one a tablet would
 * see (the headless shell draws the same pages with less work around them).
 */
export const BENCH_CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A port nothing listens on right now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}
