/**
 * Image uploads: only files sharp can decode as a raster image are taken,
 * and they are re-encoded (never stored as sent), which drops any payload
 * hidden in the original and its metadata.
 */
import sharp from 'sharp';

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
