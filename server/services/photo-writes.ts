/**
 * Vehicle photo writes (spec 02 §4 photo ordering, §7; /work/contract-media.md): add several,
 * save the whole order in one write, feature one, delete one. Writes to a vehicle's photos run
 * one after another (the vehicle's row is locked). Stored files follow the rows: written before
 * the insert (and removed again if it fails), removed after a delete commits.
 */
import { photoOrder } from '../../src/domain/photo-order';
import { randomBytes } from 'node:crypto';
import type { Photo } from '../../src/domain/entities';
import { MSG } from '../../src/domain/messages';
import { can, type Actor } from '../../src/domain/permissions';
import {
  PHOTO_GALLERY_LONG_EDGE_PX,
  PHOTO_MAIN_LONG_EDGE_PX,
  PHOTO_MESSAGES,
  PHOTO_THUMB_LONG_EDGE_PX,
} from '../../src/domain/schemas/photos';
import type { Db, DbOrTx } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, forbidden, notFound } from '../errors';
import { photoKeys, removeMedia, type MediaStore } from '../media/discard';
import type { UploadedPhoto } from '../media/photo-upload';
import { mediaUrl } from '../media/storage';
import {
  applyPhotoOrder,
  deletePhoto,
  findPhoto,
  insertPhotos,
  lastPhotoOrderNum,
  listPhotos,
  lockVehicle,
  setPhotoFeatured,
  takenPhotoUuids,
  type NewPhotoRow,
  type PhotoRow,
} from '../repositories/vehicle-photos';
import type { VehicleRow } from '../repositories/vehicles';
import { toPhoto } from '../wire/serializers';

type Deps = MediaStore & { db: Db };
type PhotoVehicle = Pick<VehicleRow, 'uuid' | 'companyUuid'>;

/** Where a photo's sizes live: `c/{company}/v/{vehicle}/photos/{uuid}-{random}-{size}.webp`. */
export function photoKey(vehicle: PhotoVehicle, photoUuid: string, random: string, px: number) {
  return `c/${vehicle.companyUuid}/v/${vehicle.uuid}/photos/${photoUuid}-${random}-${px}.webp`;
}

/** Writes the three sizes of each photo; the rows to insert, and the keys written. */
async function store(deps: Deps, vehicle: PhotoVehicle, uploads: UploadedPhoto[]) {
  const rows: Omit<NewPhotoRow, 'orderNum'>[] = [];
  const keys: string[] = [];
  try {
    for (const upload of uploads) {
      const uuid = upload.uuid ?? crypto.randomUUID();
      const random = randomBytes(12).toString('hex');
      const keyOf = (px: number) => photoKey(vehicle, uuid, random, px);
      const main = keyOf(PHOTO_MAIN_LONG_EDGE_PX);
      const gallery = keyOf(PHOTO_GALLERY_LONG_EDGE_PX);
      const thumb = keyOf(PHOTO_THUMB_LONG_EDGE_PX);
      const files: [string, Buffer][] = [
        [main, upload.sizes.main],
        [gallery, upload.sizes.gallery],
        [thumb, upload.sizes.thumb],
      ];
      for (const [key, data] of files) {
        keys.push(key);
        await deps.storage.put(key, data, 'image/webp');
      }
      rows.push({
        uuid,
        vehicleUuid: vehicle.uuid,
        companyUuid: vehicle.companyUuid,
        url: mediaUrl(main),
        galleryUrl: mediaUrl(gallery),
        thumbUrl: mediaUrl(thumb),
        isFeatured: false,
      });
    }
  } catch (err) {
    await removeMedia(deps.storage, deps.log, keys);
    throw err;
  }
  return { rows, keys };
}

/**
 * POST /vehicles/{id}/photos: the photos after the vehicle's last one. A uuid chosen offline is
 * kept when unused (design §4); a retry goes through its Idempotency-Key, and one resuming a
 * first attempt that died unanswered (`resumed`) gets the photos that attempt stored.
 */
export async function addPhotos(
  deps: Deps,
  vehicle: VehicleRow,
  uploads: UploadedPhoto[],
  resumed: boolean,
): Promise<Photo[]> {
  const { db } = deps;
  const chosen = uploads.flatMap((u) => (u.uuid ? [u.uuid] : []));
  const taken = await takenPhotoUuids(db, chosen);
  if (taken.length > 0) {
    const made = resumed ? (await listPhotos(db, vehicle.uuid)).filter((p) => taken.includes(p.uuid)) : [];
    if (made.length === uploads.length && taken.length === uploads.length) return made.map(toPhoto);
    throw badRequest({ uuid: MSG.invalidValue });
  }
  const { rows, keys } = await store(deps, vehicle, uploads);
  try {
    const created = await db.transaction(async (tx) => {
      if (!(await lockVehicle(tx, vehicle.uuid))) throw notFound();
      const last = await lastPhotoOrderNum(tx, vehicle.uuid);
      return insertPhotos(
        tx,
        rows.map((row, i) => ({ ...row, orderNum: last + i + 1 })),
      );
    });
    created.sort((a, b) => a.orderNum - b.orderNum);
    return created.map(toPhoto);
  } catch (err) {
    await removeMedia(deps.storage, deps.log, keys);
    if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
    throw err;
  }
}

/** PUT /vehicles/{id}/photos/order: the order given, then the photos it leaves out in theirs. */
export async function orderPhotos(db: Db, vehicle: VehicleRow, order: readonly string[]): Promise<Photo[]> {
  const photos = await db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, vehicle.uuid))) throw notFound();
    const current = await listPhotos(tx, vehicle.uuid);
    const own = new Set(current.map((p) => p.uuid));
    if (order.some((uuid) => !own.has(uuid))) throw badRequest({ order: PHOTO_MESSAGES.notOfVehicle });
    await applyPhotoOrder(tx, current, photoOrder(current, order));
    return listPhotos(tx, vehicle.uuid);
  });
  return photos.map(toPhoto);
}

/** PATCH /vehicle-photos/{id}: featuring one un-features the vehicle's others; the photo and all of them. */
export async function featurePhoto(
  db: Db,
  photo: PhotoRow,
  isFeatured: boolean,
): Promise<{ photo: Photo; photos: Photo[] }> {
  const photos = await db.transaction(async (tx) => {
    if (!(await lockVehicle(tx, photo.vehicleUuid))) throw notFound();
    const current = await findPhoto(tx, photo.uuid);
    if (!current) throw notFound();
    await setPhotoFeatured(tx, current, isFeatured);
    return listPhotos(tx, photo.vehicleUuid);
  });
  const updated = photos.find((p) => p.uuid === photo.uuid);
  if (!updated) throw notFound();
  return { photo: toPhoto(updated), photos: photos.map(toPhoto) };
}

export async function removePhoto(deps: Deps, photo: PhotoRow): Promise<{ uuid: string }> {
  const deleted = await deletePhoto(deps.db, photo.uuid);
  if (!deleted) throw notFound();
  await removeMedia(deps.storage, deps.log, photoKeys(deleted));
  return { uuid: deleted.uuid };
}

/**
 * PUT /vehicles/{id} with the whole vehicle (spec 02 §4: the order is held in the form until
 * saved): the photos it carries, by the orderNum the form gave them (else as listed), become the
 * order, in the vehicle write's transaction. A photo deleted since the form was read is skipped;
 * another vehicle's is refused (400). Sent back unchanged, nothing is written and no permission
 * is needed; a new order needs 'vehicle.media.write' like PUT /vehicles/{id}/photos/order.
 */
export async function orderPhotosFromForm(
  tx: DbOrTx,
  actor: Actor,
  vehicle: PhotoVehicle,
  photos: readonly { uuid: string; orderNum?: number | null | undefined }[],
): Promise<void> {
  if (!(await lockVehicle(tx, vehicle.uuid))) throw notFound();
  const current = await listPhotos(tx, vehicle.uuid);
  const own = new Set(current.map((p) => p.uuid));
  const listed = photos.map((p, index) => ({
    uuid: p.uuid.toLowerCase(),
    key: p.orderNum ?? index + 1,
    index,
  }));
  const strangers = listed.filter((p) => !own.has(p.uuid)).map((p) => p.uuid);
  if (strangers.length > 0 && (await takenPhotoUuids(tx, strangers)).length > 0) {
    throw badRequest({ photos: PHOTO_MESSAGES.notOfVehicle });
  }
  const order = listed
    .filter((p) => own.has(p.uuid))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map((p) => p.uuid);
  const next = photoOrder(current, order);
  const orderNums = new Map(current.map((p) => [p.uuid, p.orderNum]));
  if (next.every((uuid, index) => orderNums.get(uuid) === index + 1)) return;
  if (!can(actor, 'vehicle.media.write')) throw forbidden();
  await applyPhotoOrder(tx, current, next);
}
