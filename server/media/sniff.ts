/**
 * What an upload is, decided by its content (magic bytes, through file-type),
 * never by its name or the type the browser claimed: a text file named .jpg
 * or an executable named .pdf is refused before anything is stored.
 */
import { fileTypeFromBuffer } from 'file-type';

/** Enough of the head of a file for every signature we accept (ISO-BMFF boxes included). */
export const SNIFF_HEAD_BYTES = 4100;

export type MediaKind = 'image' | 'pdf' | 'video';

const KINDS_BY_MIME: Record<string, MediaKind> = {
  'image/jpeg': 'image',
  'image/png': 'image',
  'image/webp': 'image',
  'image/gif': 'image',
  'image/avif': 'image',
  'image/heic': 'image',
  'image/heif': 'image',
  'image/tiff': 'image',
  'application/pdf': 'pdf',
  'video/mp4': 'video',
  'video/quicktime': 'video',
  'video/webm': 'video',
  'video/x-m4v': 'video',
};

export interface Sniffed {
  kind: MediaKind;
  mime: string;
  ext: string;
}

/** The kind of a file from its first bytes, or null for anything we do not take. */
export async function sniff(head: Uint8Array): Promise<Sniffed | null> {
  const found = await fileTypeFromBuffer(head.subarray(0, SNIFF_HEAD_BYTES));
  if (!found) return null;
  const kind = KINDS_BY_MIME[found.mime];
  return kind ? { kind, mime: found.mime, ext: found.ext } : null;
}
