/**
 * Where the stored session lives (session-storage.ts), named once: index.html's start script
 * reads it too, before the app's code has arrived (vite.config.ts), and leaves what it read on
 * `window[EARLY_SESSION_READ]` for the app to take. Constants only: the build's config imports them.
 */
export const SESSION_DB = 'montra-session';
export const SESSION_STORE = 'keyval';
export const SESSION_KEY = 'session';

/**
 * A Promise of `{ value }` (the stored session, or undefined when none is stored), or of null when
 * the start script could not read (the app then reads itself).
 */
export const EARLY_SESSION_READ = '__montraSessionRead';
