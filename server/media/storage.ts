/**
 * Media files behind a small storage interface (design §5), so an
 * S3-compatible store can take the disk's place when a group outgrows one
 * machine. Keys are relative paths such as `logos/{uuid}-{random}.webp`: each
 * segment starts with a letter or digit and holds only letters, digits, '.',
 * '_' and '-', so no key can climb out of the store or name a hidden file.
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve, sep } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredMedia {
  stream: Readable;
  contentType: string;
  size: number;
}

export interface MediaStorage {
  /** Stores (or replaces) the object under the key. */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a stream under the key without holding it in memory: it is written to a temporary
   * file and renamed into place once whole. More than `maxBytes` throws MediaTooLargeError and
   * leaves nothing behind. Resolves with the size stored.
   */
  putStream(key: string, stream: Readable, contentType: string, maxBytes: number): Promise<number>;
  /** The object, or null when the key is invalid or nothing is stored under it. */
  get(key: string): Promise<StoredMedia | null>;
  /** Removes the object; nothing happens when it is absent. */
  remove(key: string): Promise<void>;
  /** Throws when the store cannot be reached (GET /api/ready). */
  check(): Promise<void>;
}

/** A streamed upload went past its limit; nothing was kept. */
export class MediaTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`media over ${maxBytes} bytes`);
  }
}

/** Passes bytes through, failing once more than maxBytes went by. */
export function byteLimit(maxBytes: number) {
  let seen = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (seen > maxBytes) done(new MediaTooLargeError(maxBytes));
      else done(null, chunk);
    },
  });
  return { counter, size: () => seen };
}

const SEGMENT_RE = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const KEY_MAX_LENGTH = 512;

/** Whether a key is safe to use as a path below the store's root. */
export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > KEY_MAX_LENGTH) return false;
  return key.split('/').every((segment) => SEGMENT_RE.test(segment));
}

/** The address the API serves a stored key at (GET /api/media/{key}). */
export const mediaUrl = (key: string) => `/api/media/${key}`;

/** The key of an address of ours, or null for anything else. */
export function mediaKeyOf(url: string | null | undefined): string | null {
  const prefix = '/api/media/';
  if (!url?.startsWith(prefix)) return null;
  const key = url.slice(prefix.length);
  return isMediaKey(key) ? key : null;
}

/** Types by extension, for a file stored without its metadata (copied in by hand). */
export const TYPES_BY_EXTENSION: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  avif: 'image/avif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

export function assertKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`invalid media key: ${JSON.stringify(key)}`);
}

/**
 * Files under `root`, each with a small JSON sidecar under `root/.meta`
 * holding its content type (unreachable by any key: no segment starts with '.').
 */
export function diskStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, ...key.split('/'));
    // Defence in depth: the key check already rules this out.
    if (!path.startsWith(base + sep)) throw new Error(`media key outside the store: ${key}`);
    return path;
  };
  const metaOf = (key: string) => join(base, '.meta', ...`${key}.json`.split('/'));

  /** Writes through a temporary file and a rename, so a reader never sees half a file. */
  async function writeAtomically(path: string, data: Buffer | string) {
    await mkdir(dirname(path), { recursive: true });
    const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(tmp, data);
      await rename(tmp, path);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
  }

  return {
    async put(key, data, contentType) {
      assertKey(key);
      await writeAtomically(metaOf(key), JSON.stringify({ contentType }));
      await writeAtomically(pathOf(key), data);
    },

    async putStream(key, stream, contentType, maxBytes) {
      assertKey(key);
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const tmp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      const { counter, size } = byteLimit(maxBytes);
      try {
        await pipeline(stream, counter, createWriteStream(tmp));
        await writeAtomically(metaOf(key), JSON.stringify({ contentType }));
        await rename(tmp, path);
      } catch (err) {
        await rm(tmp, { force: true });
        await rm(metaOf(key), { force: true });
        throw err;
      }
      return size();
    },

    async get(key) {
      if (!isMediaKey(key)) return null;
      const path = pathOf(key);
      let size: number;
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        size = info.size;
      } catch {
        return null;
      }
      let contentType: string | undefined;
      try {
        const meta = JSON.parse(await readFile(metaOf(key), 'utf8')) as { contentType?: unknown };
        if (typeof meta.contentType === 'string') contentType = meta.contentType;
      } catch {
        // No sidecar: fall back on the extension.
      }
      contentType ??=
        TYPES_BY_EXTENSION[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';
      return { stream: createReadStream(path), contentType, size };
    },

    async remove(key) {
      if (!isMediaKey(key)) return;
      await rm(pathOf(key), { force: true });
      await rm(metaOf(key), { force: true });
    },

    async check() {
      await mkdir(base, { recursive: true });
      await access(base, constants.R_OK | constants.W_OK);
    },
  };
}
