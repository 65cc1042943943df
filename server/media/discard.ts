/**
 * Removing stored files that no row points at any more (after a delete
 * commits, or when an insert failed after the files were written). A failed
 * removal is logged, never the caller's failure: the rows are what count.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MediaStorage } from './storage';

export async function removeMedia(
  storage: MediaStorage,
  log: FastifyBaseLogger,
  keys: string[],
): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'media removal failed')),
    ),
  );
}
