/**
 * What the video and file uploads of a vehicle share: the storage keys
 * (`c/{company}/v/{vehicle}/{video|files}/{uuid}-{random}.{ext}`), the first
 * bytes of a streamed part read before anything is stored, the client uuid
 * field, and the multipart plugin's errors in the API's error shape.
 */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { AppError, badRequest } from '../errors';
import { SNIFF_HEAD_BYTES } from './sniff';
import { MediaTooLargeError } from './storage';
import { isUuid } from '../validate';

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
