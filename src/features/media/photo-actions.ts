/**
 * What the photo section does (spec 02 §4, §5, §8): add picked photos (resized
 * on the device, then queued one row each), feature, delete, save the order in
 * one write, retry a refused upload with its bytes. The spec's toasts come when
 * a write is settled while the page is open; offline, the user is told the
 * change is kept on the device and will be sent.
 */
import { mirror } from '../../data/db';
import { LOCAL_MEDIA_PREFIX, resizePhoto } from '../../data/media';
import { queuedWrite, retryRow, uploadQueuedFiles, useSyncStore, whenSettled } from '../../data/sync';
import {
  discardRow,
  queuePhotoDelete,
  queuePhotoFeature,
  queuePhotoOrder,
  queueVehiclePhoto,
} from '../../data/writes';
import type { Photo } from '../../domain/entities';
import { SAVED_ON_DEVICE, toastError, toastSuccess } from '../../ui/toaster';

export const PHOTO_UPLOAD_ERROR = 'Error uploading the photos, please try again later';
export const PHOTO_DELETED = 'Imagem eliminada com sucesso';
export const PHOTO_DELETE_ERROR = 'Erro ao eliminar a imagem. Por favor tente mais tarde';
export const PHOTO_CHANGE_ERROR = 'Erro ao modificar esta foto. Por favor tente mais tarde';
export const PHOTO_ORDER_SAVED = 'Informação guardada com sucesso';
export { SAVED_ON_DEVICE };

const online = () => useSyncStore.getState().online;

/** The outbox row id of a photo still waiting on the device, or null once the server has it. */
export function localRowId(photo: Pick<Photo, 'url'>): string | null {
  return photo.url.startsWith(LOCAL_MEDIA_PREFIX) ? photo.url.slice(LOCAL_MEDIA_PREFIX.length) : null;
}

/**
 * Runs `queue` and resolves once the write is kept on the device (the mirror shows it); the
 * outcome's toast follows: offline at once, online when the server has answered.
 */
async function report(queue: () => Promise<string>, texts: { done?: string; failed: string }): Promise<void> {
  let id: string;
  try {
    id = await queue();
  } catch {
    toastError(texts.failed);
    return;
  }
  if (!online()) {
    toastSuccess(SAVED_ON_DEVICE);
    return;
  }
  void whenSettled(mirror(), id).then((outcome) => {
    if (outcome !== 'done') toastError(texts.failed);
    else if (texts.done) toastSuccess(texts.done);
  });
}

/**
 * Resizes and queues the picked photos, in the order picked, each after the vehicle's last
 * photo. Resolves once they are all kept on the device (they show at once, marked waiting).
 */
export async function addPhotos(vehicleUuid: string, files: readonly File[]): Promise<void> {
  const ids: string[] = [];
  try {
    for (const file of files) {
      const resized = await resizePhoto(file);
      ids.push(await queueVehiclePhoto({ uuid: crypto.randomUUID(), vehicleUuid }, resized));
    }
  } catch {
    toastError(PHOTO_UPLOAD_ERROR);
    return;
  }
  if (ids.length === 0) return;
  if (!online()) {
    toastSuccess(SAVED_ON_DEVICE);
    return;
  }
  void Promise.all(ids.map((id) => whenSettled(mirror(), id))).then((outcomes) => {
    if (outcomes.some((outcome) => outcome !== 'done')) toastError(PHOTO_UPLOAD_ERROR);
  });
}

/** 'Destacar' / 'Remover destaque': toggles the photo's flag (one featured per vehicle). */
export function toggleFeatured(photo: Photo): Promise<void> {
  return report(
    () =>
      queuePhotoFeature({ uuid: photo.uuid, vehicleUuid: photo.vehicleUuid, isFeatured: !photo.isFeatured }),
    { failed: PHOTO_CHANGE_ERROR },
  );
}

/** 'Eliminar': a photo still on the device only leaves the queue (its bytes go with it). */
export async function deletePhoto(photo: Photo): Promise<void> {
  const rowId = localRowId(photo);
  if (rowId) {
    const db = mirror();
    const row = await queuedWrite(db, rowId);
    if (row?.seq !== undefined) {
      await discardRow(db, row.seq);
      toastSuccess(PHOTO_DELETED);
      return;
    }
  }
  await report(() => queuePhotoDelete({ uuid: photo.uuid }), {
    done: PHOTO_DELETED,
    failed: PHOTO_DELETE_ERROR,
  });
}

/** 'Guardar ordem': the whole order in one write (numbered from 1 on the server and here). */
export function savePhotoOrder(vehicleUuid: string, order: readonly string[]): Promise<void> {
  return report(() => queuePhotoOrder({ vehicleUuid, order: [...order] }), {
    done: PHOTO_ORDER_SAVED,
    failed: PHOTO_CHANGE_ERROR,
  });
}

/** Sends a refused upload again with the bytes kept on the device. */
export async function retryUpload(seq: number): Promise<void> {
  await retryRow(mirror(), seq);
  void uploadQueuedFiles();
}
