import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { IMAGE_DECODES_AT_ONCE, imagePoolStats, runImageJob, toPhotoSizes } from './images';

/** A real, noisy photo of the given size (noise keeps the JPEG from being trivially small). */
async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

const PX = { main: 2048, gallery: 640, thumb: 96 };

describe('the image pool', () => {
  it(`processes many photos at once with at most ${IMAGE_DECODES_AT_ONCE} decodes running`, async () => {
    const input = await photo(2600, 1800);
    const results = await Promise.all(Array.from({ length: 6 }, () => toPhotoSizes(input, PX)));
    for (const sizes of results) {
      expect((await sharp(sizes.main).metadata()).width).toBe(2048);
      expect((await sharp(sizes.thumb).metadata()).width).toBe(96);
    }
    const stats = imagePoolStats();
    expect(stats.maxThreads).toBe(IMAGE_DECODES_AT_ONCE);
    expect(stats.threads).toBeLessThanOrEqual(IMAGE_DECODES_AT_ONCE);
  });

  it('stops a decode over its time limit and answers 422 in pt-PT, the pool still serving after', async () => {
    const input = await photo(4000, 3000);
    const stuck = runImageJob({ kind: 'photo', input, px: PX }, 1);
    await expect(stuck).rejects.toBeInstanceOf(AppError);
    await expect(stuck).rejects.toMatchObject({ statusCode: 422, code: 'IMAGE_TIMEOUT' });
    const after = await toPhotoSizes(await photo(400, 300), PX);
    expect((await sharp(after.main).metadata()).width).toBe(400);
  });
});
