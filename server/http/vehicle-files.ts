/**
 * A vehicle's descriptive files (spec 02 §3 Vehicle file, §5 file modal, §7):
 * POST /vehicles/{id}/file (multipart: 'description', optional 'uuid', then
 * 'file'), PATCH /vehicle-files/{id} {description}, DELETE /vehicle-files/{id}.
 * A file is a PDF or an image (services/vehicle-media-writes.ts); a file over
 * FILE_MAX_BYTES is 413, with nothing stored. Permission 'vehicle.media.write';
 * another company's vehicle or file is 404.
 */
import type { FastifyInstance } from 'fastify';
import { MEDIA_FILE_ERRORS, vehicleFileUpdateSchema } from '../../src/domain/vehicle-media-files';
import { actorOf } from '../auth/guard';
import type { Db } from '../db/client';
import { badRequest } from '../errors';
import type { MediaStorage } from '../media/storage';
import { FILE_FIELD, readFileUpload } from '../media/vehicle-media-upload';
import { addFile, describeFile, removeFile } from '../services/vehicle-media-writes';
import { loadFile, loadVehicle } from '../services/vehicle-reads';
import { parseBody } from '../validate';

export function vehicleFileRoutes(app: FastifyInstance, deps: { db: Db; storage: MediaStorage }) {
  const { db } = deps;
  const media = { db, storage: deps.storage, log: app.log };
  const write = { config: { permission: 'vehicle.media.write' } } as const;

  app.post<{ Params: { vehicleId: string } }>('/api/vehicles/:vehicleId/file', write, async (req, reply) => {
    const vehicle = await loadVehicle(db, actorOf(req), req.params.vehicleId);
    const { description, uuid, data } = await readFileUpload(req);
    // The description is checked first: the modal cannot send a file without one.
    const text = parseBody(vehicleFileUpdateSchema, { description }).description;
    if (!data || data.length === 0) throw badRequest({ [FILE_FIELD]: MEDIA_FILE_ERRORS.fileMissing });
    return reply.code(201).send({ file: await addFile(media, vehicle, { description: text, uuid, data }) });
  });

  app.patch<{ Params: { fileId: string } }>('/api/vehicle-files/:fileId', write, async (req) => {
    const file = await loadFile(db, actorOf(req), req.params.fileId);
    const { description } = parseBody(vehicleFileUpdateSchema, req.body);
    return { file: await describeFile(db, file, description) };
  });

  app.delete<{ Params: { fileId: string } }>('/api/vehicle-files/:fileId', write, async (req) => ({
    file: await removeFile(media, await loadFile(db, actorOf(req), req.params.fileId)),
  }));
}
