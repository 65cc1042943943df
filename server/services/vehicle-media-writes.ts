/**
 * A vehicle's video and files (spec 02 §3 Video, Vehicle file, §5 file modal, §7). Stored files
 * follow the rows: written before the insert (and removed again if it fails), removed once a
 * delete or a replacement has committed.
 */
import type { Video, VehicleFile } from '../../src/domain/entities';
import { MSG } from '../../src/domain/messages';
import { MEDIA_FILE_ERRORS } from '../../src/domain/vehicle-media-files';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, notFound } from '../errors';
import { removeMediaUrls, type MediaStore } from '../media/discard';
import { mediaUrl } from '../media/storage';
import { FILE_FIELD, storableFile, unsupported, vehicleMediaKey } from '../media/vehicle-media-upload';
import {
  deleteFile,
  deleteVideo,
  findFile,
  insertFile,
  replaceVehicleVideo,
  setFileDescription,
  type FileRow,
  type VideoRow,
} from '../repositories/vehicle-media';
import { findVehicle, type VehicleRow } from '../repositories/vehicles';
import { toVehicleFile, toVideo } from '../wire/serializers';

type Deps = MediaStore & { db: Db };

/**
 * A write that failed after its file was stored: the file goes, a uuid already used is 400 on
 * the field, a vehicle that went away meanwhile is 404.
 */
async function failedAfterStoring(
  deps: Deps,
  vehicle: VehicleRow,
  url: string,
  err: unknown,
): Promise<never> {
  await removeMediaUrls(deps, [url]);
  if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
  if (!(await findVehicle(deps.db, vehicle.uuid))) throw notFound();
  throw err;
}

/** POST /vehicles/{id}/video, the video already stored: it replaces the vehicle's video. */
export async function replaceVideo(
  deps: Deps,
  vehicle: VehicleRow,
  upload: { uuid: string; url: string },
): Promise<Video> {
  const { row, replaced } = await deps.db
    .transaction((tx) =>
      replaceVehicleVideo(tx, {
        uuid: upload.uuid,
        vehicleUuid: vehicle.uuid,
        companyUuid: vehicle.companyUuid,
        url: upload.url,
      }),
    )
    .catch((err: unknown) => failedAfterStoring(deps, vehicle, upload.url, err));
  if (!row) throw new Error('video insert returned nothing');
  await removeMediaUrls(
    deps,
    replaced.map((old) => old.url),
  );
  return toVideo(row);
}

export async function removeVideo(deps: Deps, video: VideoRow): Promise<{ uuid: string }> {
  if (!(await deleteVideo(deps.db, video.uuid))) throw notFound();
  await removeMediaUrls(deps, [video.url]);
  return { uuid: video.uuid };
}

/**
 * POST /vehicles/{id}/file: a PDF is stored as sent, an image re-encoded to WebP; anything
 * else is 415, with nothing stored.
 */
export async function addFile(
  deps: Deps,
  vehicle: VehicleRow,
  upload: { description: string; uuid: string | undefined; data: Buffer },
): Promise<VehicleFile> {
  const kept = await storableFile(upload.data);
  if (!kept) throw unsupported(FILE_FIELD, MEDIA_FILE_ERRORS.fileType);
  if (upload.uuid && (await findFile(deps.db, upload.uuid))) throw badRequest({ uuid: MSG.invalidValue });

  const fileUuid = upload.uuid ?? crypto.randomUUID();
  const key = vehicleMediaKey(vehicle, 'files', fileUuid, kept.ext);
  await deps.storage.put(key, kept.bytes, kept.type);
  const url = mediaUrl(key);
  const row = await insertFile(deps.db, {
    uuid: fileUuid,
    vehicleUuid: vehicle.uuid,
    companyUuid: vehicle.companyUuid,
    url,
    description: upload.description,
  }).catch((err: unknown) => failedAfterStoring(deps, vehicle, url, err));
  return toVehicleFile(row);
}

export async function describeFile(db: Db, file: FileRow, description: string): Promise<VehicleFile> {
  const row = await setFileDescription(db, file.uuid, description);
  if (!row) throw notFound();
  return toVehicleFile(row);
}

export async function removeFile(deps: Deps, file: FileRow): Promise<{ uuid: string }> {
  if (!(await deleteFile(deps.db, file.uuid))) throw notFound();
  await removeMediaUrls(deps, [file.url]);
  return { uuid: file.uuid };
}
