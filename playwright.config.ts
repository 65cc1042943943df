import { defineConfig, devices } from '@playwright/test';
import { BEHAVIOUR, PHONE_ONLY, TABLET_ONLY, type DeviceOptions } from './tests/e2e/fixtures';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/local';

// scripts/e2e.mjs builds the app, picks the port and a throw-away DATA_DIR (a copy of one seeded once),
// then runs this suite against `npm run serve`.
const PORT = Number(process.env.E2E_PORT ?? 8090);
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.tmp/e2e-data';
const UPDATE_SPEC = /update\.spec\.ts$/;
/** The fault specs: each starts servers of its own and drives a tablet and a phone itself, so they run once. */
const FAULT_SPECS = /(soak|kill-server)\.spec\.ts$/;
/**
 * The specs whose subject is layout — what fits, overlaps, stays on screen or is reachable at a size
 * (the stock and sold lists' cards and tables, the filters behind 'Mais filtros', the charts' width,
 * the navigation's touch targets, axe at each size): they run on the tablet and on the phone. Every
 * other spec tests behaviour, which does not change with the size: it runs once, on the tablet.
 */
const LAYOUT_SPECS = /(a11y|analytics|contacts-list|detail-layout|floor|lists|shell|sold-csv)\.spec\.ts$/;

const launchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };

export default defineConfig<DeviceOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions,
    trace: 'off',
  },
  projects: [
    {
      name: 'tablet',
      testIgnore: [UPDATE_SPEC, FAULT_SPECS],
      grepInvert: new RegExp(PHONE_ONLY),
      use: {
        ...devices['Desktop Chrome'],
        device: 'tablet',
        viewport: { width: 1024, height: 768 },
        hasTouch: true,
        launchOptions,
      },
    },
    {
      name: 'phone',
      testMatch: LAYOUT_SPECS,
      grepInvert: new RegExp(`${TABLET_ONLY}|${BEHAVIOUR}`),
      use: {
        ...devices['Desktop Chrome'],
        device: 'phone',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        // Layout is in CSS pixels: a denser screen changes none of it, and rasterising 9× the pixels in
        // software (no GPU here) made every phone test several times dearer.
        deviceScaleFactor: 1,
        launchOptions,
      },
    },
    {
      // After the others: each fault test runs a server and two browsers of its own, and beside the
      // shared suite on a 2-core machine that load held up other tests' service-worker installs.
      name: 'faults',
      testMatch: FAULT_SPECS,
      dependencies: ['tablet', 'phone'],
      use: { ...devices['Desktop Chrome'], launchOptions },
    },
    {
      // Alone, after the others: it rewrites dist/sw.js (a "new deployment"), which would turn the
      // first service-worker install of a test running beside it into an update.
      name: 'update',
      testMatch: UPDATE_SPEC,
      dependencies: ['tablet', 'phone'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 }, launchOptions },
    },
  ],
  webServer: {
    command: 'npm run serve',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn', HOST: 'localhost' },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
