/**
 * The composition root of the client's data layer in the page: its parts
 * meet here, and only here. The session store is the page's session source;
 * the declared writes act for it, and the sync engine runs for it with every
 * declared write. The service worker composes its own from the stored session
 * (sw/background-flush.ts).
 */
import { pageSession } from '../data/session';
import { writesActFor } from '../data/sync/write-context';

/** The declared writes act for whoever is signed in on this page; at start, before any screen writes. */
export function bindWrites(): void {
  writesActFor(pageSession);
}

/**
 * The sync engine follows the page's session: it runs while someone is signed in. It loads beside
 * the first screen, not in it (with every declared write, which only a push needs). Resolves with
 * its stop.
 */
export async function startSync(): Promise<() => void> {
  const [{ createSyncEngine, pageTriggers, xhrUploader }, { writeRegistry }] = await Promise.all([
    import('../data/sync'),
    import('../data/writes'),
  ]);
  const engine = createSyncEngine({
    session: pageSession,
    writes: writeRegistry,
    uploader: xhrUploader,
    triggers: pageTriggers,
  });
  return engine.follow();
}
