/**
 * Vehicle photo calls (spec 02 §4 photo ordering, §7; /work/contract-media.md):
 * upload several, save the whole order in one call, feature one, delete one.
 * Permission 'vehicle.media.write'; a vehicle or photo of another company is
 * 404. Stored files follow the rows: written before the insert (and removed
 * again if it fails), removed after a delete commits. A retried upload with
 * the same Idempotency-Key is answered by the idempotency hook and stores
 * nothing again.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { photoOrder } from '../../src/domain/photo-order';
import {
  PHOTO_GALLERY_LONG_EDGE_PX,
  PHOTO_MAIN_LONG_EDGE_PX,
  PHOTO_MESSAGES,
  PHOTO_THUMB_LONG_EDGE_PX,
  photoOrderSchema,
  photoPatchSchema,
} from '../../src/domain/schemas/photos';
import { actorOf, loadInCompany } from '../auth/guard';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { badRequest, notFound } from '../errors';
import { removeMedia } from '../media/discard';
import { readPhotoUpload, type UploadedPhoto } from '../media/photo-upload';
import { mediaUrl, type MediaStorage } from '../media/storage';
import { resumesDeadAttempt } from '../sync/idempotency';
import { toPhoto } from '../sync/serializers';
import { parseBody } from './validate';
import {
  applyPhotoOrder,
  deletePhoto,
  findPhoto,
  insertPhotos,
  lastPhotoOrderNum,
  listPhotos,
  lockVehicle,
  photoKeys,
  setPhotoFeatured,
  takenPhotoUuids,
  type NewPhotoRow,
} from './vehicle-photos-repository';
import { findVehicle, type VehicleRow } from './vehicles-repository';

type VehicleParams = { vehicleId: string };
type PhotoParams = { photoId: string };

/** Where a photo's sizes live: `c/{company}/v/{vehicle}/photos/{uuid}-{random}-{size}.webp`. */
export function photoKey(
  vehicle: Pick<VehicleRow, 'uuid' | 'companyUuid'>,
  photoUuid: string,
  random: string,
  px: number,
) {
  return `c/${vehicle.companyUuid}/v/${vehicle.uuid}/photos/${photoUuid}-${random}-${px}.webp`;
}

export function vehiclePhotoRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const { db, storage } = deps;
  const write = { config: { permission: 'vehicle.media.write' } } as const;

  const loadVehicle = (req: FastifyRequest<{ Params: VehicleParams }>) =>
    loadInCompany(actorOf(req), req.params.vehicleId, (uuid) => findVehicle(db, uuid));
  const loadPhoto = (req: FastifyRequest<{ Params: PhotoParams }>) =>
    loadInCompany(actorOf(req), req.params.photoId, (uuid) => findPhoto(db, uuid));

  const discard = (keys: string[]) => removeMedia(storage, app.log, keys);

  /** Writes the three sizes of each photo; the rows to insert, and the keys written. */
  async function store(vehicle: VehicleRow, uploads: UploadedPhoto[]) {
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
          await storage.put(key, data, 'image/webp');
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
      await discard(keys);
      throw err;
    }
    return { rows, keys };
  }

  app.post<{ Params: VehicleParams }>('/api/vehicles/:vehicleId/photos', write, async (req, reply) => {
    const vehicle = await loadVehicle(req);
    const uploads = await readPhotoUpload(req);
    const chosen = uploads.flatMap((u) => (u.uuid ? [u.uuid] : []));
    // A uuid chosen offline is kept when unused (design §4); a retry goes through its Idempotency-Key,
    // and one resuming a first attempt that died unanswered gets the photos that attempt stored.
    const taken = await takenPhotoUuids(db, chosen);
    if (taken.length > 0) {
      const made = resumesDeadAttempt(req)
        ? (await listPhotos(db, vehicle.uuid)).filter((p) => taken.includes(p.uuid))
        : [];
      if (made.length === uploads.length && taken.length === uploads.length) {
        return reply.code(201).send({ photos: made.map(toPhoto) });
      }
      throw badRequest({ uuid: MSG.invalidValue });
    }
    const { rows, keys } = await store(vehicle, uploads);
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
      return reply.code(201).send({ photos: created.map(toPhoto) });
    } catch (err) {
      await discard(keys);
      if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
      throw err;
    }
  });

  app.put<{ Params: VehicleParams }>('/api/vehicles/:vehicleId/photos/order', write, async (req) => {
    const vehicle = await loadVehicle(req);
    const input = parseBody(photoOrderSchema, req.body);
    const photos = await db.transaction(async (tx) => {
      if (!(await lockVehicle(tx, vehicle.uuid))) throw notFound();
      const current = await listPhotos(tx, vehicle.uuid);
      const own = new Set(current.map((p) => p.uuid));
      if (input.order.some((uuid) => !own.has(uuid))) {
        throw badRequest({ order: PHOTO_MESSAGES.notOfVehicle });
      }
      await applyPhotoOrder(tx, current, photoOrder(current, input.order));
      return listPhotos(tx, vehicle.uuid);
    });
    return { photos: photos.map(toPhoto) };
  });

  app.patch<{ Params: PhotoParams }>('/api/vehicle-photos/:photoId', write, async (req) => {
    const photo = await loadPhoto(req);
    const input = parseBody(photoPatchSchema, req.body);
    const photos = await db.transaction(async (tx) => {
      if (!(await lockVehicle(tx, photo.vehicleUuid))) throw notFound();
      const current = await findPhoto(tx, photo.uuid);
      if (!current) throw notFound();
      await setPhotoFeatured(tx, current, input.isFeatured);
      return listPhotos(tx, photo.vehicleUuid);
    });
    const updated = photos.find((p) => p.uuid === photo.uuid);
    if (!updated) throw notFound();
    return { photo: toPhoto(updated), photos: photos.map(toPhoto) };
  });

  app.delete<{ Params: PhotoParams }>('/api/vehicle-photos/:photoId', write, async (req) => {
    const photo = await loadPhoto(req);
    const deleted = await deletePhoto(db, photo.uuid);
    if (!deleted) throw notFound();
    await discard(photoKeys(deleted));
    return { photo: { uuid: deleted.uuid } };
  });
}
