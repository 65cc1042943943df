/**
 * The image work itself — decode, turn upright, resize, re-encode — run inside the image workers
 * (image-worker.ts), never on the server's main thread. Only files sharp can decode as a raster
 * image of an accepted format are taken, and they are re-encoded (never stored as sent), which
 * drops any payload hidden in the original and its metadata.
 */
import sharp, { type Metadata } from 'sharp';
import { MAX_PHOTO_PIXELS } from '../../src/domain/schemas/photos';

/** Formats accepted from an upload (SVG and the like are refused: they are documents, not pictures). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Decompression bombs: a small file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;
const PHOTO_WEBP_QUALITY = 82;
const FILE_WEBP_QUALITY = 85;

/** Error messages that cross the worker boundary (a worker's error arrives as a plain Error). */
export const NOT_AN_IMAGE = 'NOT_AN_IMAGE';
export const IMAGE_TOO_LARGE = 'IMAGE_TOO_LARGE';

export interface PhotoSizes {
  /** Long edge ≤ mainPx (never enlarged). */
  main: Buffer;
  gallery: Buffer;
  thumb: Buffer;
}

export type ImageJob =
  | { kind: 'webp'; input: Uint8Array; max: number }
  | { kind: 'photo'; input: Uint8Array; px: { main: number; gallery: number; thumb: number } };

/** The image as WebP, fitted inside max × max pixels (never enlarged), turned upright by its EXIF orientation. */
export async function webpOf(input: Buffer, max: number): Promise<Buffer> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch {
    throw new Error(NOT_AN_IMAGE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(NOT_AN_IMAGE);
  try {
    return await sharp(input, options)
      .rotate()
      .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: FILE_WEBP_QUALITY })
      .toBuffer();
  } catch {
    // A header that parses over a body that does not (truncated or corrupt data).
    throw new Error(NOT_AN_IMAGE);
  }
}

/**
 * The three WebP sizes of a vehicle photo. The photo is decoded once, turned upright by its EXIF
 * orientation and fitted inside mainPx; the smaller sizes come from those pixels. No metadata
 * reaches the output. Refuses (IMAGE_TOO_LARGE) a canvas above MAX_PHOTO_PIXELS before decoding it.
 */
export async function photoSizesOf(
  input: Buffer,
  px: { main: number; gallery: number; thumb: number },
): Promise<PhotoSizes> {
  const options = { failOn: 'error', limitInputPixels: false } as const;
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw new Error(NOT_AN_IMAGE);
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new Error(NOT_AN_IMAGE);
  }
  if (meta.width * meta.height > MAX_PHOTO_PIXELS) throw new Error(IMAGE_TOO_LARGE);
  try {
    const upright = await sharp(input, options)
      .rotate()
      .resize({ width: px.main, height: px.main, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = upright.info;
    const fromPixels = (edge: number) =>
      sharp(upright.data, { raw: { width, height, channels } })
        .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: PHOTO_WEBP_QUALITY })
        .toBuffer();
    const [main, gallery, thumb] = await Promise.all([
      fromPixels(px.main),
      fromPixels(px.gallery),
      fromPixels(px.thumb),
    ]);
    return { main, gallery, thumb };
  } catch {
    throw new Error(NOT_AN_IMAGE);
  }
}
