/**
 * Reading the video and file uploads of a vehicle (spec 02 §3, §7), and what
 * they share: the storage keys (`c/{company}/v/{vehicle}/{video|files}/{uuid}-{random}.{ext}`),
 * the first bytes of a streamed part read before anything is stored, the
 * client uuid field, and the multipart plugin's errors in the API's error shape.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import {
  FILE_IMAGE_LONG_EDGE_PX,
  FILE_MAX_BYTES,
  MEDIA_FILE_ERRORS,
  VIDEO_MAX_BYTES,
} from '../../src/domain/vehicle-media-files';
import { AppError, badRequest } from '../errors';
import { isUuid } from '../validate';
import { removeMediaUrls, type MediaStore } from './discard';
import { NotAnImageError, toWebp } from './images';
import { sniff, SNIFF_HEAD_BYTES } from './sniff';
import { MediaTooLargeError, mediaUrl } from './storage';

export function vehicleMediaKey(
  vehicle: { uuid: string; companyUuid: string },
  folder: 'video' | 'files',
  uuid: string,
  ext: string,
): string {
  return `c/${vehicle.companyUuid}/v/${vehicle.uuid}/${folder}/${uuid}-${randomBytes(8).toString('hex')}.${ext}`;
}

export function requireMultipart(req: FastifyRequest): void {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MSG.unsupportedMediaType, {
      body: MSG.unsupportedMediaType,
    });
  }
}

/** The optional client uuid of an upload (chosen offline): lower-cased, or 400. */
export function uuidFieldValue(value: unknown): string {
  if (typeof value !== 'string' || !isUuid(value.trim())) throw badRequest({ uuid: MSG.invalidValue });
  return value.trim().toLowerCase();
}

/**
 * The first `SNIFF_HEAD_BYTES` of a stream (fewer when it is shorter), and the whole
 * stream again — those bytes first — to store once the head is accepted. `cancel()`
 * stops reading a refused one.
 */
export async function splitHead(
  stream: Readable,
): Promise<{ head: Buffer; whole: Readable; cancel(): Promise<void> }> {
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const first: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < SNIFF_HEAD_BYTES) {
    const next = await chunks.next();
    if (next.done) {
      done = true;
      break;
    }
    first.push(next.value);
    length += next.value.length;
  }
  const buffered = Buffer.concat(first);
  async function* rest() {
    yield buffered;
    if (done) return;
    for (;;) {
      const next = await chunks.next();
      if (next.done) return;
      yield next.value;
    }
  }
  return {
    head: buffered.subarray(0, SNIFF_HEAD_BYTES),
    whole: Readable.from(rest(), { objectMode: false }),
    cancel: async () => {
      await chunks.return?.();
    },
  };
}

export function unsupported(field: string, message: string): AppError {
  return new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', message, { [field]: message });
}

export function tooLarge(field: string, message: string): AppError {
  return new AppError(413, 'FILE_TOO_LARGE', message, { [field]: message });
}

/** The multipart plugin's errors (limits, malformed bodies) as the API answers them; never a 500. */
export function uploadError(err: unknown, field: string, tooLargeMessage: string): unknown {
  if (err instanceof AppError) return err;
  if (err instanceof MediaTooLargeError) return tooLarge(field, tooLargeMessage);
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(field, tooLargeMessage);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'BODY_TOO_LARGE', MSG.bodyTooLarge, { body: MSG.bodyTooLarge });
  }
  // Storage failures are ours (500); anything else is truncated or malformed multipart data.
  if (code === 'ENOSPC' || code === 'EACCES' || code === 'EIO') return err;
  return badRequest({ body: MSG.invalidBody });
}

export const VIDEO_FIELD = 'video';
/** One over the limit, so the limit itself is taken and the byte past it is seen (storage counts). */
const VIDEO_PART_LIMITS = { fileSize: VIDEO_MAX_BYTES + 1, files: 1, fields: 4, parts: 5 } as const;

/**
 * The video of an upload (multipart 'video', optional 'uuid' before it), streamed to the store
 * (≤ VIDEO_MAX_BYTES, never held whole in memory) once its first bytes say it is an MP4,
 * QuickTime or WebM video; a refused one leaves nothing stored. Its uuid and address.
 */
export async function readVideoUpload(
  req: FastifyRequest,
  media: MediaStore,
  vehicle: { uuid: string; companyUuid: string },
): Promise<{ uuid: string; url: string }> {
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
      await media.storage.putStream(key, whole, kind.mime, VIDEO_MAX_BYTES);
      url = mediaUrl(key);
    }
  } catch (err) {
    await removeMediaUrls(media, [url]);
    throw uploadError(err, VIDEO_FIELD, MEDIA_FILE_ERRORS.videoTooLarge);
  }
  if (!url || !uuid) throw badRequest({ [VIDEO_FIELD]: MEDIA_FILE_ERRORS.videoMissing });
  return { uuid, url };
}

export const FILE_FIELD = 'file';
const FILE_PART_LIMITS = { fileSize: FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 } as const;

/** The parts of a file upload ('description', optional 'uuid', then 'file'), as sent. */
export async function readFileUpload(
  req: FastifyRequest,
): Promise<{ description: unknown; uuid: string | undefined; data: Buffer | undefined }> {
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
  return { description, uuid, data };
}

/** The bytes to keep and how: a PDF as sent, an image as WebP (long edge ≤ FILE_IMAGE_LONG_EDGE_PX); null for anything else. */
export async function storableFile(
  data: Buffer,
): Promise<{ bytes: Buffer; ext: string; type: string } | null> {
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
