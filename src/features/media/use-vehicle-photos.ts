/**
 * A vehicle's photos from the mirror, in order, with the state of the upload
 * of each photo still on the device (waiting, refused with the server's
 * reason) read from the outbox — so the gallery shows the same offline and
 * after a reload.
 */
import { mirror, useLiveQuery, type OutboxRow } from '../../data/db';
import { queuedWritesOf } from '../../data/sync';
import type { Photo } from '../../domain/entities';

export interface GalleryPhoto {
  photo: Photo;
  /** The queued upload of a photo not yet on the server. */
  upload: Pick<OutboxRow, 'id' | 'seq' | 'state' | 'lastError'> | null;
}

export function useVehiclePhotos(vehicleUuid: string): GalleryPhoto[] | undefined {
  return useLiveQuery(async () => {
    const db = mirror();
    const [photos, uploads] = await Promise.all([
      db.photos.where('vehicleUuid').equals(vehicleUuid).sortBy('orderNum'),
      queuedWritesOf(db, 'photos', 'upload'),
    ]);
    const uploadOf = new Map(uploads.map((row) => [row.targetUuid, row]));
    return photos.map((photo) => {
      const row = uploadOf.get(photo.uuid);
      return {
        photo,
        upload: row ? { id: row.id, seq: row.seq, state: row.state, lastError: row.lastError } : null,
      };
    });
  }, [vehicleUuid]);
}
