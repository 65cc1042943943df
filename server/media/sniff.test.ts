import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniff } from './sniff';
import { asfZeroSizeObject } from './sniff-fixtures';

const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#0c0' } })
    .png()
    .toBuffer();

/** An ISO base media file's opening `ftyp` box with the given brand. */
const isoMedia = (brand: string) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from(`ftyp${brand}`), Buffer.alloc(16)]);

describe('sniff', () => {
  it.each([
    ['a JPEG', async () => jpeg(), 'image'],
    ['a PDF', async () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'pdf'],
    ['a PNG', async () => png(), 'image'],
    [
      'a WebP',
      async () =>
        sharp(await png())
          .webp()
          .toBuffer(),
      'image',
    ],
    ['a GIF', async () => Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(16)]), 'image'],
    ['a HEIC photo (iPhone)', async () => isoMedia('heic'), 'image'],
    ['an MP4', async () => isoMedia('mp42'), 'video'],
    ['a MOV (iPhone video)', async () => isoMedia('qt  '), 'video'],
    [
      'a WebM',
      async () =>
        Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]), Buffer.from('webm')]),
      'video',
    ],
  ])('takes %s', async (_name, make, kind) => {
    expect((await sniff(await make()))?.kind).toBe(kind);
  });

  it('names the stored extension by content', async () => {
    expect(await sniff(isoMedia('qt  '))).toEqual({ kind: 'video', mime: 'video/quicktime', ext: 'mov' });
    expect(await sniff(await jpeg())).toEqual({ kind: 'image', mime: 'image/jpeg', ext: 'jpg' });
  });

  it('refuses at once the ASF header that hung file-type 19 (an object claiming size 0)', async () => {
    const started = Date.now();
    expect(await sniff(asfZeroSizeObject())).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it.each([
    ['a text file', Buffer.from('hello, this is not a photo')],
    ['an executable', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04])],
    ['a zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00])],
    ['nothing', Buffer.alloc(0)],
    [
      'a Matroska video (not WebM)',
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.from('matroska')]),
    ],
    ['an audio-only MPEG-4 (M4A)', isoMedia('M4A ')],
    ['an ASF/WMV header', asfZeroSizeObject()],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniff(bytes)).toBeNull();
  });
});
