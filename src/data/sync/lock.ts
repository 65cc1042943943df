/**
 * One flush at a time per user and lane ('sync': push + pull; 'upload': the
 * files), across tabs and the service worker (navigator.locks); where Web
 * Locks are missing, one at a time in this context.
 */
const localHeld = new Set<string>();

export async function withSyncLock<T>(
  userUuid: string,
  run: () => Promise<T>,
  lane: 'sync' | 'upload' = 'sync',
): Promise<T | 'busy'> {
  const name = `montra-${lane}-${userUuid}`;
  // Window and service worker both have navigator.locks (where the browser supports Web Locks).
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  if (locks?.request) {
    return locks.request(name, { ifAvailable: true }, async (lock: Lock | null) =>
      lock ? run() : ('busy' as const),
    );
  }
  if (localHeld.has(name)) return 'busy';
  localHeld.add(name);
  try {
    return await run();
  } finally {
    localHeld.delete(name);
  }
}
