/**
 * The outbox flush run by the service worker on Background Sync: the same
 * push the page runs, through the same declarations, with the stored
 * session's token, under the same locks — then the queued files, with fetch
 * (no progress here: no page is looking). A failure rejects, so the browser
 * retries the sync later.
 */
import { MontraDb, mirrorName } from '../src/data/db/montra-db';
import { readSession } from '../src/data/session/session-storage';
import { withSyncLock } from '../src/data/sync/lock';
import { pushOutbox } from '../src/data/sync/push';
import { fetchUploader, uploadFiles } from '../src/data/sync/upload';
import '../src/data/writes';

export async function flushOutboxInWorker(scope: ServiceWorkerGlobalScope): Promise<void> {
  const session = await readSession();
  if (!session?.token || !session.user) return;
  const db = new MontraDb(mirrorName(session.user.uuid));
  try {
    const result = await withSyncLock(session.user.uuid, () =>
      pushOutbox({ db, userUuid: session.user.uuid, token: session.token }),
    );
    const uploaded = await withSyncLock(
      session.user.uuid,
      () => uploadFiles({ db, userUuid: session.user.uuid, token: session.token, upload: fetchUploader }),
      'upload',
    );
    const stopped = [result, uploaded].some((r) => r !== 'busy' && r.stopped === 'unavailable');
    if (stopped) throw new Error('Server unavailable');
    const clients = await scope.clients.matchAll({ type: 'window' });
    for (const client of clients) client.postMessage({ type: 'montra-synced' });
  } finally {
    db.close();
  }
}
