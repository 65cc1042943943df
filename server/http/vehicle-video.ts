/**
 * A vehicle's one video (spec 02 §3 Video, §7): POST /vehicles/{id}/video
 * (multipart 'video', optional 'uuid' before it) replaces the vehicle's video,
 * DELETE /vehicle-video/{id} removes it. The upload is streamed to the store
 * (media/vehicle-media-upload.ts) and the row written by services/vehicle-media-writes.ts.
 * Permission 'vehicle.media.write'; another company's vehicle or video is 404.
 */
import type { FastifyInstance } from 'fastify';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import type { MediaStorage } from '../media/storage';
import { readVideoUpload } from '../media/vehicle-media-upload';
import { removeVideo, replaceVideo } from '../services/vehicle-media-writes';
import { loadVehicle, loadVideo } from '../services/vehicle-reads';

export function vehicleVideoRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const { db } = deps;
  const media = { db, storage: deps.storage, log: app.log };
  const write = { config: { permission: 'vehicle.media.write' } } as const;

  app.post<{ Params: { vehicleId: string } }>('/api/vehicles/:vehicleId/video', write, async (req, reply) => {
    const vehicle = await loadVehicle(db, actorOf(req), req.params.vehicleId);
    const upload = await readVideoUpload(req, media, vehicle);
    return reply.code(201).send({ video: await replaceVideo(media, vehicle, upload) });
  });

  app.delete<{ Params: { videoId: string } }>('/api/vehicle-video/:videoId', write, async (req) => ({
    video: await removeVideo(media, await loadVideo(db, actorOf(req), req.params.videoId)),
  }));
}
