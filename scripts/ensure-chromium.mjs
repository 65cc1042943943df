// Makes sure a Chromium for the tests exists: CHROMIUM_PATH, else Debian's chromium-headless-shell,
// installed with apt-get when we are root; otherwise says plainly what is missing.
//
// The headless shell is the Chromium Playwright itself runs headless: the same engine (Blink, V8,
// service workers, IndexedDB) without the desktop browser around it, which on a 2-core machine
// drawing in software cost the e2e run about a sixth more CPU for nothing a test looks at.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's package and the binary it installs. */
const PACKAGE = 'chromium-headless-shell';
const DEFAULT_PATH = '/usr/bin/chromium-headless-shell';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? DEFAULT_PATH;
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get') && path === DEFAULT_PATH) {
    console.log(`Chromium not found at ${path}: installing Debian's ${PACKAGE} (apt-get)…`);
    execSync(`apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${PACKAGE}`, {
      stdio: 'inherit',
    });
    if (existsSync(path)) return path;
  }
  console.error(
    `The e2e tests need Chromium at ${path}. Install Debian's package (sudo apt-get install -y ${PACKAGE}) ` +
      'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
