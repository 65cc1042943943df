/**
 * Image uploads: only files sharp can decode as a raster image are taken,
 * and they are re-encoded (never stored as sent), which drops any payload
 * hidden in the original and its metadata.
 */
import sharp, { type Metadata } from 'sharp';

/** Formats accepted from an upload (SVG and the like are refused: they are documents, not pictures). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** Decompression bombs: a small file may claim a huge canvas. */
const MAX_INPUT_PIXELS = 40_000_000;

export class NotAnImageError extends Error {
  constructor() {
    super('not an image');
  }
}

/**
 * The image as WebP, fitted inside max × max pixels (never enlarged), turned
 * upright by its EXIF orientation. Throws NotAnImageError for anything that
 * is not a decodable image of an accepted format.
 */
export async function toWebp(input: Buffer, max: number): Promise<Buffer> {
  const options = { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS } as const;
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch {
    throw new NotAnImageError();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new NotAnImageError();
  try {
    return await sharp(input, options)
      .rotate()
      .resize({ width: max, height: max, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 85 })
      .toBuffer();
  } catch {
    // A header that parses over a body that does not (truncated or corrupt data).
    throw new NotAnImageError();
  }
}

/** A photo's pixel count above which it is refused as too large (413), not decoded. */
export const MAX_PHOTO_INPUT_PIXELS = 64_000_000;
const PHOTO_WEBP_QUALITY = 82;

export class ImageTooLargeError extends Error {
  constructor() {
    super('image too large');
  }
}

export interface PhotoSizes {
  /** Long edge ≤ mainPx (never enlarged). */
  main: Buffer;
  gallery: Buffer;
  thumb: Buffer;
}

/**
 * The three WebP sizes of a vehicle photo. The photo is decoded once, turned
 * upright by its EXIF orientation and fitted inside mainPx; the smaller
 * sizes come from those pixels. No metadata reaches the output (sharp drops
 * it unless asked to keep it). Throws NotAnImageError for anything sharp
 * cannot decode as an accepted format, ImageTooLargeError above
 * MAX_PHOTO_INPUT_PIXELS.
 */
export async function toPhotoSizes(
  input: Buffer,
  px: { main: number; gallery: number; thumb: number },
): Promise<PhotoSizes> {
  const options = { failOn: 'error', limitInputPixels: false } as const;
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    throw new NotAnImageError();
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) {
    throw new NotAnImageError();
  }
  if (meta.width * meta.height > MAX_PHOTO_INPUT_PIXELS) throw new ImageTooLargeError();
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
    // A header that parses over a body that does not (truncated or corrupt data).
    throw new NotAnImageError();
  }
}
