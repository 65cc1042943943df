/**
 * A vehicle's descriptive files (spec 02 §3 Vehicle file, §5 file modal, §7):
 * POST /vehicles/{id}/file (multipart: 'description', optional 'uuid', then
 * 'file'), PATCH /vehicle-files/{id} {description}, DELETE /vehicle-files/{id}.
 * A file is a PDF (by its %PDF- magic) stored as sent, or an image re-encoded
 * to WebP (long edge ≤ FILE_IMAGE_LONG_EDGE_PX); anything else is 415 and a
 * file over FILE_MAX_BYTES 413, with nothing stored. Permission
 * 'vehicle.media.write'; another company's vehicle or file is 404.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/domain/messages';
import {
  FILE_IMAGE_LONG_EDGE_PX,
  FILE_MAX_BYTES,
  MEDIA_FILE_ERRORS,
  vehicleFileUpdateSchema,
} from '../../src/domain/vehicle-media-files';
import { actorOf, loadInCompany } from '../auth/guard';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { vehicleFiles } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { NotAnImageError, toWebp } from '../media/images';
import { removeMedia } from '../media/discard';
import { sniff } from '../media/sniff';
import { mediaKeyOf, mediaUrl, type MediaStorage } from '../media/storage';
import { toVehicleFile } from '../wire/serializers';
import { parseBody } from '../validate';
import {
  requireMultipart,
  unsupported,
  uploadError,
  uuidFieldValue,
  vehicleMediaKey,
} from '../media/vehicle-media-upload';
import { findVehicle } from '../repositories/vehicles';

export const FILE_FIELD = 'file';
const FILE_PART_LIMITS = { fileSize: FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 } as const;

/** The bytes to keep and how: a PDF as sent, an image as WebP; null for anything else. */
async function storable(data: Buffer): Promise<{ bytes: Buffer; ext: string; type: string } | null> {
  const kind = await sniff(data);
  if (kind?.kind === 'pdf') return { bytes: data, ext: 'pdf', type: 'application/pdf' };
  if (kind?.kind !== 'image') return null;
  try {
    return { bytes: await toWebp(data, FILE_IMAGE_LONG_EDGE_PX), ext: 'webp', type: 'image/webp' };
  } catch (err) {
    if (err instanceof NotAnImageError) return null;
    throw err;
  }
}

export function vehicleFileRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const { db, storage } = deps;
  const write = { config: { permission: 'vehicle.media.write' } } as const;

  async function discard(url: string | null | undefined) {
    const key = mediaKeyOf(url);
    if (key) await removeMedia(storage, app.log, [key]);
  }

  const findFile = async (uuid: string) =>
    (await db.select().from(vehicleFiles).where(eq(vehicleFiles.uuid, uuid)).limit(1))[0];

  app.post<{ Params: { vehicleId: string } }>('/api/vehicles/:vehicleId/file', write, async (req, reply) => {
    const vehicle = await loadInCompany(actorOf(req), req.params.vehicleId, (uuid) => findVehicle(db, uuid));
    requireMultipart(req);
    let description: unknown;
    let uuid: string | undefined;
    let data: Buffer | undefined;
    try {
      for await (const part of req.parts({ limits: FILE_PART_LIMITS })) {
        if (part.type === 'field') {
          if (part.fieldname === 'description') description = part.value;
          else if (part.fieldname === 'uuid') uuid = uuidFieldValue(part.value);
          continue;
        }
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          continue;
        }
        data = await part.toBuffer();
      }
    } catch (err) {
      throw uploadError(err, FILE_FIELD, MEDIA_FILE_ERRORS.fileTooLarge);
    }
    // The description is checked first: the modal cannot send a file without one.
    const { description: text } = parseBody(vehicleFileUpdateSchema, { description });
    if (!data || data.length === 0) throw badRequest({ [FILE_FIELD]: MEDIA_FILE_ERRORS.fileMissing });
    const kept = await storable(data);
    if (!kept) throw unsupported(FILE_FIELD, MEDIA_FILE_ERRORS.fileType);
    if (uuid && (await findFile(uuid))) throw badRequest({ uuid: MSG.invalidValue });

    const fileUuid = uuid ?? crypto.randomUUID();
    const key = vehicleMediaKey(vehicle, 'files', fileUuid, kept.ext);
    await storage.put(key, kept.bytes, kept.type);
    const url = mediaUrl(key);
    try {
      const [row] = await db
        .insert(vehicleFiles)
        .values({
          uuid: fileUuid,
          vehicleUuid: vehicle.uuid,
          companyUuid: vehicle.companyUuid,
          url,
          description: text,
          // After the vehicle's last file.
          orderNum: sql`(select coalesce(max(${vehicleFiles.orderNum}), 0) + 1 from ${vehicleFiles}
            where ${vehicleFiles.vehicleUuid} = ${vehicle.uuid})`,
        })
        .returning();
      if (!row) throw new Error('file insert returned nothing');
      return reply.code(201).send({ file: toVehicleFile(row) });
    } catch (err) {
      await discard(url);
      if (isUniqueViolation(err)) throw badRequest({ uuid: MSG.invalidValue });
      if (!(await findVehicle(db, vehicle.uuid))) throw notFound();
      throw err;
    }
  });

  app.patch<{ Params: { fileId: string } }>('/api/vehicle-files/:fileId', write, async (req) => {
    const file = await loadInCompany(actorOf(req), req.params.fileId, findFile);
    const { description } = parseBody(vehicleFileUpdateSchema, req.body);
    const [row] = await db
      .update(vehicleFiles)
      .set({ description })
      .where(eq(vehicleFiles.uuid, file.uuid))
      .returning();
    if (!row) throw notFound();
    return { file: toVehicleFile(row) };
  });

  app.delete<{ Params: { fileId: string } }>('/api/vehicle-files/:fileId', write, async (req) => {
    const file = await loadInCompany(actorOf(req), req.params.fileId, findFile);
    const [gone] = await db
      .delete(vehicleFiles)
      .where(eq(vehicleFiles.uuid, file.uuid))
      .returning({ uuid: vehicleFiles.uuid });
    if (!gone) throw notFound();
    await discard(file.url);
    return { file: { uuid: file.uuid } };
  });
}
