/**
 * Vehicle photo calls (spec 02 §4 photo ordering, §7; /work/contract-media.md):
 * upload several, save the whole order in one call, feature one, delete one
 * (services/photo-writes.ts). Permission 'vehicle.media.write'; a vehicle or
 * photo of another company is 404. A retried upload with the same
 * Idempotency-Key is answered by the idempotency hook and stores nothing again.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { photoOrderSchema, photoPatchSchema } from '../../src/domain/schemas/photos';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { readPhotoUpload } from '../media/photo-upload';
import type { MediaStorage } from '../media/storage';
import { addPhotos, featurePhoto, orderPhotos, removePhoto } from '../services/photo-writes';
import { loadPhoto, loadVehicle } from '../services/vehicle-reads';
import { resumesDeadAttempt } from '../sync/idempotency';
import { parseBody } from '../validate';

type VehicleParams = { vehicleId: string };
type PhotoParams = { photoId: string };

export function vehiclePhotoRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const { db } = deps;
  const media = { db, storage: deps.storage, log: app.log };
  const write = { config: { permission: 'vehicle.media.write' } } as const;

  const vehicleOf = (req: FastifyRequest<{ Params: VehicleParams }>) =>
    loadVehicle(db, actorOf(req), req.params.vehicleId);
  const photoOf = (req: FastifyRequest<{ Params: PhotoParams }>) =>
    loadPhoto(db, actorOf(req), req.params.photoId);

  app.post<{ Params: VehicleParams }>('/api/vehicles/:vehicleId/photos', write, async (req, reply) => {
    const vehicle = await vehicleOf(req);
    const uploads = await readPhotoUpload(req);
    const photos = await addPhotos(media, vehicle, uploads, resumesDeadAttempt(req));
    return reply.code(201).send({ photos });
  });

  app.put<{ Params: VehicleParams }>('/api/vehicles/:vehicleId/photos/order', write, async (req) => {
    const vehicle = await vehicleOf(req);
    const input = parseBody(photoOrderSchema, req.body);
    return { photos: await orderPhotos(db, vehicle, input.order) };
  });

  app.patch<{ Params: PhotoParams }>('/api/vehicle-photos/:photoId', write, async (req) => {
    const photo = await photoOf(req);
    const input = parseBody(photoPatchSchema, req.body);
    return featurePhoto(db, photo, input.isFeatured);
  });

  app.delete<{ Params: PhotoParams }>('/api/vehicle-photos/:photoId', write, async (req) => ({
    photo: await removePhoto(media, await photoOf(req)),
  }));
}
