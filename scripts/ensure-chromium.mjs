// Makes sure a Chromium for the e2e tests exists: CHROMIUM_PATH, else Debian's /usr/bin/chromium,
// installed with apt-get when we are root; otherwise says plainly what is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

export function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return path;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log(`Chromium not found at ${path}: installing Debian's chromium (apt-get)…`);
    execSync('apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y chromium', {
      stdio: 'inherit',
    });
    if (existsSync(path)) return path;
  }
  console.error(
    `The e2e tests need Chromium at ${path}. Install Debian's package (sudo apt-get install -y chromium) ` +
      'or set CHROMIUM_PATH to a Chromium/Chrome binary.',
  );
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) ensureChromium();
