/** The tests' Chromium: CHROMIUM_PATH, else Debian's headless shell. */
export function chromiumPath(): string;
/** chromiumPath(), installed first when missing and possible; exits the process otherwise. */
export function ensureChromium(): string;
