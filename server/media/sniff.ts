/**
 * What an upload is, decided by its content (magic bytes), never by its name or the type the
 * browser claimed: a text file named .jpg or an executable named .pdf is refused before anything
 * is stored.
 *
 * Our own checks, for exactly the types we accept, rather than a general detector: each is a
 * fixed-offset comparison over the first SNIFF_HEAD_BYTES, so no input can make it loop or read
 * further (file-type 19 spun forever on a 4,100-byte ASF header claiming an object of size 0,
 * hanging the whole server).
 */

/** Enough of the head of a file for every signature we accept (ISO-BMFF boxes included). */
export const SNIFF_HEAD_BYTES = 4100;

export type MediaKind = 'image' | 'pdf' | 'video';

export interface Sniffed {
  kind: MediaKind;
  mime: string;
  ext: string;
}

/** How far into a WebM's EBML header its DocType may stand. */
const EBML_DOCTYPE_SEARCH_BYTES = 64;

const ascii = (head: Uint8Array, from: number, length: number): string =>
  head.length < from + length ? '' : String.fromCharCode(...head.subarray(from, from + length));

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);

const image = (mime: string, ext: string): Sniffed => ({ kind: 'image', mime, ext });
const video = (mime: string, ext: string): Sniffed => ({ kind: 'video', mime, ext });

/** ISO base media (MP4, MOV, M4V, HEIC, AVIF): the brand of the `ftyp` box that opens the file. */
const FTYP_BRANDS: Record<string, Sniffed> = {
  heic: image('image/heic', 'heic'),
  heix: image('image/heic', 'heic'),
  mif1: image('image/heif', 'heic'),
  avif: image('image/avif', 'avif'),
  'qt  ': video('video/quicktime', 'mov'),
  'M4V ': video('video/x-m4v', 'm4v'),
  M4VH: video('video/x-m4v', 'm4v'),
  M4VP: video('video/x-m4v', 'm4v'),
  isom: video('video/mp4', 'mp4'),
  iso2: video('video/mp4', 'mp4'),
  iso4: video('video/mp4', 'mp4'),
  iso5: video('video/mp4', 'mp4'),
  iso6: video('video/mp4', 'mp4'),
  mp41: video('video/mp4', 'mp4'),
  mp42: video('video/mp4', 'mp4'),
  avc1: video('video/mp4', 'mp4'),
  dash: video('video/mp4', 'mp4'),
  mmp4: video('video/mp4', 'mp4'),
};

/** Older QuickTime files open with one of these atoms instead of `ftyp`. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free']);

function sniffIsoMedia(head: Uint8Array): Sniffed | null {
  const box = ascii(head, 4, 4);
  if (box === 'ftyp') return FTYP_BRANDS[ascii(head, 8, 4)] ?? null;
  return QUICKTIME_ATOMS.has(box) ? video('video/quicktime', 'mov') : null;
}

function sniffWebm(head: Uint8Array): Sniffed | null {
  if (!startsWith(head, [0x1a, 0x45, 0xdf, 0xa3])) return null;
  const header = ascii(head, 0, Math.min(head.length, EBML_DOCTYPE_SEARCH_BYTES));
  return header.includes('webm') ? video('video/webm', 'webm') : null;
}

/** The kind of a file from its first bytes, or null for anything we do not take. */
export async function sniff(whole: Uint8Array): Promise<Sniffed | null> {
  const head = whole.subarray(0, SNIFF_HEAD_BYTES);
  if (startsWith(head, [0xff, 0xd8, 0xff])) return image('image/jpeg', 'jpg');
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return image('image/png', 'png');
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return image('image/webp', 'webp');
  if (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a') return image('image/gif', 'gif');
  if (startsWith(head, [0x49, 0x49, 0x2a, 0x00]) || startsWith(head, [0x4d, 0x4d, 0x00, 0x2a])) {
    return image('image/tiff', 'tif');
  }
  if (ascii(head, 0, 5) === '%PDF-') return { kind: 'pdf', mime: 'application/pdf', ext: 'pdf' };
  return sniffIsoMedia(head) ?? sniffWebm(head);
}
