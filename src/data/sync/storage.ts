/**
 * The device storage the queue lives in: ask the browser to keep it
 * (`navigator.storage.persist()`, so queued files are not evicted under
 * pressure) and tell the sync panel how much the app holds.
 */
export interface StorageInfo {
  /** Bytes used by this origin, when the browser says. */
  usage: number | null;
  quota: number | null;
  persisted: boolean;
}

function storageManager(): StorageManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.storage;
}

/** Asks once per start; the browser may grant it silently, prompt, or refuse. */
export async function askPersistentStorage(): Promise<boolean> {
  const storage = storageManager();
  try {
    if (!storage?.persist) return false;
    if (await storage.persisted?.()) return true;
    return await storage.persist();
  } catch {
    return false;
  }
}

export async function storageInfo(): Promise<StorageInfo> {
  const storage = storageManager();
  try {
    const [estimate, persisted] = await Promise.all([
      storage?.estimate?.() ?? Promise.resolve(undefined),
      storage?.persisted?.() ?? Promise.resolve(false),
    ]);
    return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted };
  } catch {
    return { usage: null, quota: null, persisted: false };
  }
}
