/**
 * Vehicle photo writes (spec 02 §3 Photo, §4 photo ordering, §5 photo upload, §7):
 * an upload on the file lane (POST /vehicles/{id}/photos, multipart 'photos'
 * with the client's 'uuid'), the featured flag, a delete and the whole order
 * in one request. A photo shows at once from its bytes on the device
 * (`local:{rowId}`); the flag and the order wait for the photos' uploads.
 */
import * as v from 'valibot';
import type { Photo } from '../../domain/entities';
import { photoOrder } from '../../domain/photo-order';
import { uuidField } from '../../domain/validation';
import { touchKey, type MontraDb, type OutboxRow } from '../db/montra-db';
import { LOCAL_MEDIA_PREFIX } from '../media/local-media';
import { defineFileWrite, defineWrite } from '../sync/define-write';
import type { TrackedMirror } from '../sync/tracked-mirror';
import { defineDelete } from './shapes';

async function vehicleName(tx: TrackedMirror, vehicleUuid: string): Promise<string> {
  const vehicle = await tx.get('vehicles', vehicleUuid);
  return vehicle ? `${vehicle.brand} ${vehicle.model} ${vehicle.licensePlate}` : '';
}

/**
 * Puts the server's photos into the mirror. A photo another queued write still changes (the
 * order, the flag) keeps the position and flag shown on the device until that write lands.
 */
async function putPhotos(db: MontraDb, photos: readonly Photo[] | undefined, row: OutboxRow): Promise<void> {
  if (!photos?.length) return;
  const others = await db.outbox.filter((other) => other.id !== row.id).toArray();
  const changing = new Set(others.flatMap((other) => other.touched));
  const current = await db.photos.bulkGet(photos.map((p) => p.uuid));
  await db.photos.bulkPut(
    photos.map((photo, i) => {
      const mine = current[i];
      return mine && changing.has(touchKey('photos', photo.uuid))
        ? { ...photo, orderNum: mine.orderNum, isFeatured: mine.isFeatured }
        : photo;
    }),
  );
}

const photosOf = (answer: unknown) => (answer as { photos?: Photo[] } | undefined)?.photos;

// The server numbers an upload after the vehicle's last photo: the payload names no position.
const uploadPayload = v.object({ uuid: uuidField, vehicleUuid: uuidField });

/**
 * POST /vehicles/{id}/photos, one photo per row (each with its own progress, retry and
 * Idempotency-Key). Waits for the vehicle's own queued writes (a vehicle made offline).
 */
export const queueVehiclePhoto = defineFileWrite({
  entity: 'photos',
  op: 'upload',
  payload: uploadPayload,
  target: (p) => p.uuid,
  after: (p) => [p.vehicleUuid],
  label: async (p, tx) => `Fotografia: ${await vehicleName(tx, p.vehicleUuid)}`,
  optimistic: async (tx, p, actor, row) => {
    const vehicle = await tx.get('vehicles', p.vehicleUuid);
    const last = await tx.db.photos
      .where('[vehicleUuid+orderNum]')
      .between([p.vehicleUuid, -Infinity], [p.vehicleUuid, Infinity])
      .last();
    await tx.put('photos', {
      uuid: p.uuid,
      vehicleUuid: p.vehicleUuid,
      companyUuid: vehicle?.companyUuid ?? actor.companyUuid ?? '',
      url: `${LOCAL_MEDIA_PREFIX}${row.id}`,
      galleryUrl: null,
      thumbUrl: null,
      isFeatured: false,
      orderNum: (last?.orderNum ?? 0) + 1,
      // 0 until the server answers with the stored photo.
      rowVersion: 0,
      updatedAt: new Date().toISOString(),
    });
  },
  request: (p) => ({
    method: 'POST',
    path: `vehicles/${p.vehicleUuid}/photos`,
    field: 'photos',
    fields: { uuid: p.uuid },
  }),
  apply: (db, answer, _p, row) => putPhotos(db, photosOf(answer), row),
});

const featurePayload = v.object({ uuid: uuidField, vehicleUuid: uuidField, isFeatured: v.boolean() });

/** PATCH /vehicle-photos/{id}: one featured photo per vehicle; waits for that photo's upload. */
export const queuePhotoFeature = defineWrite({
  entity: 'photos',
  op: 'feature',
  payload: featurePayload,
  target: (p) => p.uuid,
  label: async (p, tx) =>
    `${p.isFeatured ? 'Foto destacada' : 'Foto sem destaque'}: ${await vehicleName(tx, p.vehicleUuid)}`,
  optimistic: async (tx, p) => {
    const photos = await tx.db.photos.where('vehicleUuid').equals(p.vehicleUuid).toArray();
    for (const photo of photos) {
      const isFeatured = photo.uuid === p.uuid ? p.isFeatured : p.isFeatured ? false : photo.isFeatured;
      if (isFeatured !== photo.isFeatured) await tx.update('photos', photo.uuid, { isFeatured });
    }
  },
  request: (p) => ({
    method: 'PATCH',
    path: `vehicle-photos/${p.uuid}`,
    body: { isFeatured: p.isFeatured },
  }),
  apply: async (db, answer, _p, row) => {
    const { photo, photos } = answer as { photo?: Photo; photos?: Photo[] };
    await putPhotos(db, photos ?? (photo ? [photo] : []), row);
  },
});

/** DELETE /vehicle-photos/{id}; already gone is what the user wanted. */
export const queuePhotoDelete = defineDelete('photos', {
  path: (uuid) => `vehicle-photos/${uuid}`,
  label: (photo) => `Fotografia eliminada${photo ? ` (n.º ${photo.orderNum})` : ''}`,
});

const orderPayload = v.object({
  vehicleUuid: uuidField,
  order: v.pipe(v.array(uuidField), v.minLength(1)),
});

/**
 * PUT /vehicles/{id}/photos/order: the whole order in one request (spec §4: numbered from 1;
 * photos not listed follow). Waits for the uploads of the photos it orders.
 */
export const queuePhotoOrder = defineWrite({
  entity: 'photos',
  op: 'order',
  payload: orderPayload,
  target: (p) => p.vehicleUuid,
  after: (p) => p.order,
  label: async (p, tx) => `Ordem das fotografias: ${await vehicleName(tx, p.vehicleUuid)}`,
  optimistic: async (tx, p) => {
    const photos = await tx.db.photos.where('vehicleUuid').equals(p.vehicleUuid).toArray();
    const orderNums = new Map(photos.map((photo) => [photo.uuid, photo.orderNum]));
    for (const [i, uuid] of photoOrder(photos, p.order).entries()) {
      if (orderNums.get(uuid) !== i + 1) await tx.update('photos', uuid, { orderNum: i + 1 });
    }
  },
  request: (p) => ({
    method: 'PUT',
    path: `vehicles/${p.vehicleUuid}/photos/order`,
    body: { order: p.order },
  }),
  apply: (db, answer, _p, row) => putPhotos(db, photosOf(answer), row),
});
