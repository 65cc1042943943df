/**
 * Reading a photo upload (multipart 'photos', several, with optional text
 * 'uuid' fields, one per photo in the same order): each file is judged by
 * its content (magic bytes, then decoded by sharp) and turned into its three
 * WebP sizes as it arrives, so only one original is held in memory at a
 * time. Nothing is stored here: a refused photo anywhere in the request
 * refuses the whole request before the first file is written.
 */
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import {
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_UPLOAD,
  PHOTO_GALLERY_LONG_EDGE_PX,
  PHOTO_MAIN_LONG_EDGE_PX,
  PHOTO_MESSAGES,
  PHOTO_THUMB_LONG_EDGE_PX,
  PHOTO_UUID_FIELD,
  PHOTOS_FIELD,
} from '../../src/domain/schemas/photos';
import { AppError, badRequest } from '../errors';
import { isUuid } from '../validate';
import { ImageTooLargeError, NotAnImageError, toPhotoSizes, type PhotoSizes } from './images';
import { sniff } from './sniff';

export interface UploadedPhoto {
  /** The client's uuid for it, when one was sent. */
  uuid: string | null;
  sizes: PhotoSizes;
}

const notImage = () =>
  new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', PHOTO_MESSAGES.notImage, {
    [PHOTOS_FIELD]: PHOTO_MESSAGES.notImage,
  });
const tooLarge = () =>
  new AppError(413, 'FILE_TOO_LARGE', PHOTO_MESSAGES.tooLarge, { [PHOTOS_FIELD]: PHOTO_MESSAGES.tooLarge });

/** The photos of the request, processed, in the order sent. */
export async function readPhotoUpload(req: FastifyRequest): Promise<UploadedPhoto[]> {
  if (!req.isMultipart()) {
    throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', MSG.unsupportedMediaType, {
      body: MSG.unsupportedMediaType,
    });
  }
  const uuids: string[] = [];
  const photos: PhotoSizes[] = [];
  try {
    const parts = req.parts({
      limits: {
        fileSize: MAX_PHOTO_BYTES,
        files: MAX_PHOTOS_PER_UPLOAD,
        fields: MAX_PHOTOS_PER_UPLOAD,
        parts: 2 * MAX_PHOTOS_PER_UPLOAD,
      },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== PHOTO_UUID_FIELD) continue;
        const value = typeof part.value === 'string' ? part.value.trim().toLowerCase() : '';
        if (!isUuid(value) || uuids.includes(value)) throw badRequest({ uuid: MSG.invalidValue });
        uuids.push(value);
        continue;
      }
      if (part.fieldname !== PHOTOS_FIELD) {
        // A file in a field we do not read: drained, not kept.
        part.file.resume();
        continue;
      }
      const data = await part.toBuffer();
      photos.push(await process(data));
    }
  } catch (err) {
    throw uploadError(err);
  }
  if (photos.length === 0) throw badRequest({ [PHOTOS_FIELD]: PHOTO_MESSAGES.missing });
  if (uuids.length > photos.length) throw badRequest({ uuid: MSG.invalidValue });
  return photos.map((sizes, i) => ({ uuid: uuids[i] ?? null, sizes }));
}

async function process(data: Buffer): Promise<PhotoSizes> {
  if (data.length === 0 || (await sniff(data))?.kind !== 'image') throw notImage();
  try {
    return await toPhotoSizes(data, {
      main: PHOTO_MAIN_LONG_EDGE_PX,
      gallery: PHOTO_GALLERY_LONG_EDGE_PX,
      thumb: PHOTO_THUMB_LONG_EDGE_PX,
    });
  } catch (err) {
    if (err instanceof NotAnImageError) throw notImage();
    if (err instanceof ImageTooLargeError) {
      throw new AppError(413, 'IMAGE_TOO_LARGE', PHOTO_MESSAGES.tooManyPixels, {
        [PHOTOS_FIELD]: PHOTO_MESSAGES.tooManyPixels,
      });
    }
    throw err;
  }
}

/** Maps the multipart plugin's errors (limits, malformed bodies) to the error shape; never a 500. */
function uploadError(err: unknown): unknown {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge();
  if (code === 'FST_FILES_LIMIT') {
    return new AppError(413, 'BODY_TOO_LARGE', PHOTO_MESSAGES.tooMany, {
      [PHOTOS_FIELD]: PHOTO_MESSAGES.tooMany,
    });
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(413, 'BODY_TOO_LARGE', MSG.bodyTooLarge, { body: MSG.bodyTooLarge });
  }
  // Truncated or malformed multipart data.
  return badRequest({ body: MSG.invalidBody });
}
