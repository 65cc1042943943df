/** A media field pointing at bytes still in the upload queue: `local:<outbox row id>` (their key in `blobs`). */
export const LOCAL_MEDIA_PREFIX = 'local:';
