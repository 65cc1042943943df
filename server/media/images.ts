/**
 * Image uploads, processed off the main thread (issue 21: 4 parallel uploads of one 8000×8000 JPEG
 * took the server from 392 MB to 1.45 GB, and 64-megapixel PNGs held its CPU for seconds): every
 * decode runs in a pool of worker threads (piscina), at most IMAGE_DECODES_AT_ONCE at a time in the
 * whole process, each under a time limit; a request waits its turn in the queue instead of the
 * process swelling, and a full queue answers 503. What a decode does is in image-work.ts.
 */
import { Piscina } from 'piscina';
import { AppError } from '../errors';
import { IMAGE_TOO_LARGE, NOT_AN_IMAGE, type ImageJob, type PhotoSizes } from './image-work';

export type { PhotoSizes } from './image-work';

/** Decodes running at once, server-wide: each holds one image's pixels (≤ 50 MP) in memory. */
export const IMAGE_DECODES_AT_ONCE = 2;
/** A decode taking longer is stopped (its worker terminated): no file may hold a worker for good. */
export const IMAGE_TIME_LIMIT_MS = 30_000;
/** Jobs that may wait for a worker; beyond them an upload answers 503 at once. */
const IMAGE_QUEUE_MAX = 200;
/** A worker idle this long exits (threads come back with the next upload). */
const IMAGE_WORKER_IDLE_MS = 30_000;

/** Not in MSG: only the server says them, about its own load. */
const BUSY_MESSAGE =
  'O servidor está ocupado a processar imagens. Por favor tente novamente dentro de momentos';
const TOO_SLOW_MESSAGE =
  'A imagem demorou demasiado tempo a processar. Por favor tente uma imagem mais pequena';

export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
  }
}

export class ImageTooLargeError extends Error {
  constructor() {
    super('image too large');
  }
}

/** The worker's own file: TypeScript through tsx where the server runs from source, the compiled file beside the bundle. */
function workerOptions(): { filename: string; execArgv: string[] } {
  const fromSource = import.meta.url.endsWith('.ts');
  return {
    filename: new URL(fromSource ? './image-worker.ts' : './image-worker.js', import.meta.url).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
  };
}

let pool: Piscina | null = null;
function imagePool(): Piscina {
  pool ??= new Piscina({
    ...workerOptions(),
    minThreads: 0,
    maxThreads: IMAGE_DECODES_AT_ONCE,
    concurrentTasksPerWorker: 1,
    maxQueue: IMAGE_QUEUE_MAX,
    idleTimeout: IMAGE_WORKER_IDLE_MS,
  });
  return pool;
}

/** How the pool stands: at most IMAGE_DECODES_AT_ONCE threads ever, whatever the load. */
export function imagePoolStats(): { threads: number; maxThreads: number; queued: number } {
  const p = imagePool();
  return { threads: p.threads.length, maxThreads: p.options.maxThreads, queued: p.queueSize };
}

const asBuffer = (bytes: Uint8Array): Buffer => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** Runs one job in the pool; a worker's refusal comes back as the matching error, a stuck job as a 422. */
export async function runImageJob<T>(job: ImageJob, timeLimitMs = IMAGE_TIME_LIMIT_MS): Promise<T> {
  try {
    return (await imagePool().run(job, { signal: AbortSignal.timeout(timeLimitMs) })) as T;
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (message === NOT_AN_IMAGE) throw new NotAnImageError();
    if (message === IMAGE_TOO_LARGE) throw new ImageTooLargeError();
    if (err instanceof Error && (err.name === 'AbortError' || err.name === 'TimeoutError')) {
      throw new AppError(422, 'IMAGE_TIMEOUT', TOO_SLOW_MESSAGE);
    }
    if (/queue is at limit/i.test(message)) throw new AppError(503, 'BUSY', BUSY_MESSAGE);
    throw err;
  }
}

/**
 * The image as WebP, fitted inside max × max pixels (never enlarged), turned upright by its EXIF
 * orientation. Throws NotAnImageError for anything that is not a decodable image of an accepted format.
 */
export async function toWebp(input: Buffer, max: number): Promise<Buffer> {
  return asBuffer(await runImageJob<Uint8Array>({ kind: 'webp', input, max }));
}

/**
 * The three WebP sizes of a vehicle photo (image-work.ts). Throws NotAnImageError for anything sharp
 * cannot decode as an accepted format, ImageTooLargeError above MAX_PHOTO_PIXELS.
 */
export async function toPhotoSizes(
  input: Buffer,
  px: { main: number; gallery: number; thumb: number },
): Promise<PhotoSizes> {
  const sizes = await runImageJob<{ main: Uint8Array; gallery: Uint8Array; thumb: Uint8Array }>({
    kind: 'photo',
    input,
    px,
  });
  return { main: asBuffer(sizes.main), gallery: asBuffer(sizes.gallery), thumb: asBuffer(sizes.thumb) };
}
