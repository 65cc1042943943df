/**
 * The bytes of a file still in the upload queue, while a media field points at
 * them (`local:<outbox row id>`, their key in `blobs`): so a picked image or
 * file shows at once, offline and after a reload.
 */
import { mirror, useLiveQuery, type PendingBlob } from '../db';
import { LOCAL_MEDIA_PREFIX } from './local-media';

/** The queued file at `url`: undefined while read; null when `url` is not a queued file's (or it is gone). */
export function useLocalFile(url: string | null | undefined): PendingBlob | null | undefined {
  const id = url?.startsWith(LOCAL_MEDIA_PREFIX) ? url.slice(LOCAL_MEDIA_PREFIX.length) : null;
  return useLiveQuery(async () => (id ? ((await mirror().blobs.get(id)) ?? null) : null), [id]);
}
