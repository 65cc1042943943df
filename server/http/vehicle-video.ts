/**
 * A vehicle's one video (spec 02 §3 Video, §7): POST /vehicles/{id}/video
 * (multipart 'video', optional 'uuid' before it) replaces the vehicle's video,
 * DELETE /vehicle-video/{id} removes it. The upload is streamed to disk
 * (≤ VIDEO_MAX_BYTES, never held whole in memory) after its first bytes say
 * it is an MP4, QuickTime or WebM video; a refused one leaves nothing stored.
 * The replaced file is removed once the new row is committed.
 * Permission 'vehicle.media.write'; another company's vehicle or video is 404.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { MEDIA_FILE_ERRORS, VIDEO_MAX_BYTES } from '../../src/domain/vehicle-media-files';
import { actorOf, loadInCompany } from '../auth/guard';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { vehicleVideos } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { removeMedia } from '../media/discard';
import { sniff } from '../media/sniff';
import { mediaKeyOf, mediaUrl, type MediaStorage } from '../media/storage';
import { toVideo } from '../wire/serializers';
import {
  requireMultipart,
  splitHead,
  unsupported,
  uploadError,
  uuidFieldValue,
  vehicleMediaKey,
} from '../media/vehicle-media-upload';
import { findVehicle } from '../repositories/vehicles';

export const VIDEO_FIELD = 'video';
/** One over the limit, so the limit itself is taken and the byte past it is seen (storage counts). */
const VIDEO_PART_LIMITS = { fileSize: VIDEO_MAX_BYTES + 1, files: 1, fields: 4, parts: 5 } as const;

export function vehicleVideoRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const { db, storage } = deps;
  const write = { config: { permission: 'vehicle.media.write' } } as const;

  async function discard(url: string | null | undefined) {
    const key = mediaKeyOf(url);
    if (key) await removeMedia(storage, app.log, [key]);
  }

  const findVideo = async (uuid: string) =>
    (await db.select().from(vehicleVideos).where(eq(vehicleVideos.uuid, uuid)).limit(1))[0];

  app.post<{ Params: { vehicleId: string } }>('/api/vehicles/:vehicleId/video', write, async (req, reply) => {
    const vehicle = await loadInCompany(actorOf(req), req.params.vehicleId, (uuid) => findVehicle(db, uuid));
    requireMultipart(req);
    let uuid: string | undefined;
    let url: string | undefined;
    try {
      for await (const part of req.parts({ limits: VIDEO_PART_LIMITS })) {
        if (part.type === 'field') {
          if (part.fieldname === 'uuid') uuid = uuidFieldValue(part.value);
          continue;
        }
        if (part.fieldname !== VIDEO_FIELD || url) {
          part.file.resume();
          continue;
        }
        const { head, whole, cancel } = await splitHead(part.file);
        const kind = await sniff(head);
        if (kind?.kind !== 'video') {
          await cancel();
          throw unsupported(VIDEO_FIELD, MEDIA_FILE_ERRORS.videoType);
        }
        uuid ??= crypto.randomUUID();
        const key = vehicleMediaKey(vehicle, 'video', uuid, kind.ext);
        await storage.putStream(key, whole, kind.mime, VIDEO_MAX_BYTES);
        url = mediaUrl(key);
      }
    } catch (err) {
      await discard(url);
      throw uploadError(err, VIDEO_FIELD, MEDIA_FILE_ERRORS.videoTooLarge);
    }
    if (!url || !uuid) throw badRequest({ [VIDEO_FIELD]: MEDIA_FILE_ERRORS.videoMissing });

    const videoUuid = uuid;
    const videoUrl = url;
    let replaced: { url: string }[];
    let row: typeof vehicleVideos.$inferSelect | undefined;
    try {
      ({ row, replaced } = await db.transaction(async (tx) => {
        const old = await tx
          .delete(vehicleVideos)
          .where(eq(vehicleVideos.vehicleUuid, vehicle.uuid))
          .returning({ url: vehicleVideos.url });
        const [inserted] = await tx
          .insert(vehicleVideos)
          .values({
            uuid: videoUuid,
            vehicleUuid: vehicle.uuid,
            companyUuid: vehicle.companyUuid,
            url: videoUrl,
          })
          .returning();
        return { row: inserted, replaced: old };
      }));
    } catch (err) {
      await discard(videoUrl);
      // A uuid already used (by another video, or this one uploaded under another key).
      if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
      // The vehicle went away while the video was being stored.
      if (!(await findVehicle(db, vehicle.uuid))) throw notFound();
      throw err;
    }
    if (!row) throw new Error('video insert returned nothing');
    for (const old of replaced) await discard(old.url);
    return reply.code(201).send({ video: toVideo(row) });
  });

  app.delete<{ Params: { videoId: string } }>('/api/vehicle-video/:videoId', write, async (req) => {
    const video = await loadInCompany(actorOf(req), req.params.videoId, findVideo);
    const [gone] = await db
      .delete(vehicleVideos)
      .where(eq(vehicleVideos.uuid, video.uuid))
      .returning({ uuid: vehicleVideos.uuid });
    if (!gone) throw notFound();
    await discard(video.url);
    return { video: { uuid: video.uuid } };
  });
}
