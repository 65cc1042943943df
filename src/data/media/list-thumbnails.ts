/**
 * The lists' thumbnail of each vehicle (spec 01 §9): the featured photo, else
 * the first in order; its 96 px size, else the photo itself (demo data); none
 * while the photo is still on the device (`local:`), which the lists do not
 * read from the upload queue.
 */
import type { Photo } from '../../domain/entities';
import { LOCAL_MEDIA_PREFIX } from './local-media';

function thumbnailOf(photo: Photo): string | null {
  if (photo.thumbUrl) return photo.thumbUrl;
  return photo.url.startsWith(LOCAL_MEDIA_PREFIX) ? null : photo.url;
}

/** vehicleUuid → thumbnail URL (null: show the car drawing). */
export function listThumbnails(photos: readonly Photo[]): Map<string, string | null> {
  const best = new Map<string, Photo>();
  for (const p of photos) {
    const current = best.get(p.vehicleUuid);
    if (
      !current ||
      (p.isFeatured && !current.isFeatured) ||
      (p.isFeatured === current.isFeatured && p.orderNum < current.orderNum)
    ) {
      best.set(p.vehicleUuid, p);
    }
  }
  return new Map([...best].map(([vehicleUuid, photo]) => [vehicleUuid, thumbnailOf(photo)]));
}
