/**
 * One image worker (a thread of the pool in images.ts): one job at a time, with libvips held to one
 * thread and no cache, so a worker's memory is that of the image in hand and no more.
 */
import sharp from 'sharp';
import { photoSizesOf, webpOf, type ImageJob, type PhotoSizes } from './image-work';

sharp.concurrency(1);
sharp.cache(false);

export default async function run(job: ImageJob): Promise<Buffer | PhotoSizes> {
  const input = Buffer.from(job.input.buffer, job.input.byteOffset, job.input.byteLength);
  return job.kind === 'webp' ? webpOf(input, job.max) : photoSizesOf(input, job.px);
}
