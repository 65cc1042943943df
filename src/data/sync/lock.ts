/**
 * One flush at a time per user, across tabs and the service worker
 * (navigator.locks); where Web Locks are missing, one at a time in this context.
 */
const localHeld = new Set<string>();

export async function withSyncLock<T>(userUuid: string, run: () => Promise<T>): Promise<T | 'busy'> {
  const name = `montra-sync-${userUuid}`;
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (locks?.request) {
    return locks.request(name, { ifAvailable: true }, async (lock) => (lock ? run() : ('busy' as const)));
  }
  if (localHeld.has(name)) return 'busy';
  localHeld.add(name);
  try {
    return await run();
  } finally {
    localHeld.delete(name);
  }
}
