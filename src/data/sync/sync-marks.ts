/**
 * The pull's own timing, as performance measures (User Timing): each page's
 * request in flight, its JSON parse, its apply to the mirror. Nothing in the
 * app reads them; `npm run bench` sums them into the first sync's profile,
 * and a developer sees them in the browser's performance panel. A measure
 * costs microseconds and a pull makes three a page, so they are always on.
 */
export const SYNC_MEASURE = {
  /** Request sent → the body's last byte in (text, before parsing). */
  fetch: 'montra-sync:fetch',
  parse: 'montra-sync:parse',
  /** The page's transaction on the mirror, opened → committed. */
  apply: 'montra-sync:apply',
} as const;

/** Records `name` from `startMs` (performance.now()) to now; nothing where User Timing is missing. */
export function measureSince(name: string, startMs: number): void {
  try {
    globalThis.performance?.measure?.(name, { start: startMs, end: globalThis.performance.now() });
  } catch {
    // An engine without the options form of measure(): the timing is only a help, never a failure.
  }
}

export function nowMs(): number {
  return globalThis.performance?.now() ?? Date.now();
}
