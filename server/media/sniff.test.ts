import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { sniff } from './sniff';

const jpeg = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#c00' } })
    .jpeg()
    .toBuffer();

describe('sniff', () => {
  it.each([
    ['a JPEG', async () => jpeg(), 'image'],
    ['a PDF', async () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'pdf'],
    [
      'an MP4',
      async () => Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(16)]),
      'video',
    ],
  ])('takes %s', async (_name, make, kind) => {
    expect((await sniff(await make()))?.kind).toBe(kind);
  });

  it.each([
    ['a text file', Buffer.from('hello, this is not a photo')],
    ['an executable', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04])],
    ['a zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', async (_name, bytes) => {
    expect(await sniff(bytes)).toBeNull();
  });
});
