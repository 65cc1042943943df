/**
 * Removing stored files that no row points at any more (after a delete
 * commits, or when an insert failed after the files were written). A failed
 * removal is logged, never the caller's failure: the rows are what count.
 */
import type { FastifyBaseLogger } from 'fastify';
import { vehicleMediaUrls, type VehicleMediaScope } from '../repositories/vehicle-photos';
import { mediaKeyOf, type MediaStorage } from './storage';

/** Where a write keeps its files, and where it reports the ones it could not remove. */
export interface MediaStore {
  storage: MediaStorage;
  log: FastifyBaseLogger;
}

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

/** The media keys of these addresses (our own only: demo photos are static files). */
export function mediaKeysOf(urls: readonly (string | null | undefined)[]): string[] {
  return urls.map(mediaKeyOf).filter((k): k is string => k !== null);
}

/** Removes the files these addresses name, when they are ours. */
export function removeMediaUrls(media: MediaStore, urls: readonly (string | null | undefined)[]) {
  return removeMedia(media.storage, media.log, mediaKeysOf(urls));
}

/** The media keys of a photo's sizes. */
export function photoKeys(row: {
  url: string;
  galleryUrl: string | null;
  thumbUrl: string | null;
}): string[] {
  return mediaKeysOf([row.url, row.galleryUrl, row.thumbUrl]);
}

/**
 * Every media key the vehicles' photos, videos and files point at, read
 * before a delete cascades over those rows (the files go after the commit).
 */
export async function vehicleMediaKeys(
  db: Parameters<typeof vehicleMediaUrls>[0],
  scope: VehicleMediaScope,
): Promise<string[]> {
  return mediaKeysOf(await vehicleMediaUrls(db, scope));
}
