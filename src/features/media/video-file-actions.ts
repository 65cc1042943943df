/**
 * The vehicle's video and files as the screens use them: each action queues
 * the declared write (src/data/writes/vehicle-media-files.ts), so it shows at
 * once and goes up when the network allows; the spec's toast (§8) follows
 * when the write is settled while the page is open.
 */
import { mirror } from '../../data/db';
import { whenSettled } from '../../data/sync';
import {
  queueFileDelete,
  queueFileUpdate,
  queueVehicleFile,
  queueVehicleVideo,
  queueVideoDelete,
} from '../../data/writes';
import { MEDIA_FILE_TEXTS } from '../../domain/vehicle-media-files';
import { toastError, toastSuccess } from '../../ui/toaster';

/** Runs a queue call; its error toast when it cannot be kept, its toasts when it is settled. */
async function queued(
  queue: () => Promise<string>,
  texts: { error: string; success?: string },
): Promise<boolean> {
  let id: string;
  try {
    id = await queue();
  } catch {
    toastError(texts.error);
    return false;
  }
  void whenSettled(mirror(), id).then((outcome) => {
    if (outcome === 'done') {
      if (texts.success) toastSuccess(texts.success);
    } else toastError(texts.error);
  });
  return true;
}

export function uploadVideo(vehicleUuid: string, file: File): Promise<boolean> {
  return queued(() => queueVehicleVideo({ uuid: crypto.randomUUID(), vehicleUuid }, file), {
    error: MEDIA_FILE_TEXTS.videoUploadError,
  });
}

export function deleteVideo(videoUuid: string): Promise<boolean> {
  return queued(() => queueVideoDelete({ uuid: videoUuid }), {
    error: MEDIA_FILE_TEXTS.videoDeleteError,
    success: MEDIA_FILE_TEXTS.videoDeleted,
  });
}

export function addFile(vehicleUuid: string, description: string, file: File): Promise<boolean> {
  return queued(() => queueVehicleFile({ uuid: crypto.randomUUID(), vehicleUuid, description }, file), {
    error: MEDIA_FILE_TEXTS.fileAddError,
  });
}

export function updateFileDescription(fileUuid: string, description: string): Promise<boolean> {
  return queued(() => queueFileUpdate({ uuid: fileUuid, description }), {
    error: MEDIA_FILE_TEXTS.fileUpdateError,
  });
}

export function deleteFile(fileUuid: string): Promise<boolean> {
  return queued(() => queueFileDelete({ uuid: fileUuid }), {
    error: MEDIA_FILE_TEXTS.fileDeleteError,
    success: MEDIA_FILE_TEXTS.fileDeleted,
  });
}
