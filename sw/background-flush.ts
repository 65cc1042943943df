/**
 * The outbox flush run by the service worker on Background Sync: an engine
 * made here for the stored session, with every declared write (the same
 * declarations the page replays through) and fetch for the files (no XHR in a
 * worker, and no page looking at progress). It pushes then uploads under the
 * same locks as the page. A failure rejects, so the browser retries the sync
 * later.
 */
import { MontraDb, mirrorName } from '../src/data/db/montra-db';
import { readSession } from '../src/data/session/session-storage';
import { createSyncEngine } from '../src/data/sync/engine';
import { fixedSession } from '../src/data/sync/session-source';
import { fetchUploader } from '../src/data/sync/upload';
import { writeRegistry } from '../src/data/writes';

export async function flushOutboxInWorker(scope: ServiceWorkerGlobalScope): Promise<void> {
  const session = await readSession();
  if (!session?.token || !session.user) return;
  const db = new MontraDb(mirrorName(session.user.uuid));
  try {
    const engine = createSyncEngine({
      session: fixedSession({ token: session.token, user: session.user, db }),
      writes: writeRegistry,
      uploader: fetchUploader,
    });
    if ((await engine.sendQueued()) === 'unavailable') throw new Error('Server unavailable');
    const clients = await scope.clients.matchAll({ type: 'window' });
    for (const client of clients) client.postMessage({ type: 'montra-synced' });
  } finally {
    db.close();
  }
}
