/**
 * A storage quota per company (issue 21): the media store is wrapped so every object a company
 * stores (its vehicles' photos, videos and files, its logo: the key names the company) is counted
 * in `media_usage`, and a write that would take the company past MEDIA_QUOTA_MB answers 413 in
 * pt-PT with nothing stored. A streamed upload may use only what is left. Removing an object
 * gives its bytes back. Objects stored before the quota existed are not counted.
 */
import type { DbOrTx } from '../db/client';
import { AppError } from '../errors';
import { addMediaBytes, usedMediaBytes } from '../repositories/media-usage';
import { MediaTooLargeError, type MediaStorage } from './storage';

const MB = 1024 * 1024;
/** MEDIA_QUOTA_MB's default: 20 GB a company, some 40,000 photos in their three sizes. */
export const DEFAULT_MEDIA_QUOTA_MB = 20 * 1024;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `c/{companyUuid}/…` (vehicle media) and `logos/{companyUuid}-…` (the logo). */
const COMPANY_OF_KEY_RE = new RegExp(`^(?:c/(${UUID})/|logos/(${UUID})-)`);

/** Not in MSG: only uploads say it. */
export const QUOTA_FULL_MESSAGE =
  'O espaço de armazenamento da empresa está cheio. Apague fotos, vídeos ou ficheiros que já não precise';

export class QuotaExceededError extends AppError {
  constructor() {
    super(413, 'QUOTA_EXCEEDED', QUOTA_FULL_MESSAGE, { file: QUOTA_FULL_MESSAGE });
  }
}

const companyOfKey = (key: string): string | null => {
  const match = COMPANY_OF_KEY_RE.exec(key);
  return match?.[1] ?? match?.[2] ?? null;
};

/** The store, counting each company's bytes against quotaMb. */
export function withQuota(storage: MediaStorage, db: DbOrTx, quotaMb: number): MediaStorage {
  const quotaBytes = quotaMb * MB;
  /** The stored object's size; the stream get() opens is closed unread. */
  const sizeOf = async (key: string): Promise<number> => {
    const stored = await storage.get(key);
    stored?.stream.destroy();
    return stored?.size ?? 0;
  };
  const left = async (companyUuid: string) => quotaBytes - (await usedMediaBytes(db, companyUuid));
  return {
    async put(key, data, contentType) {
      const company = companyOfKey(key);
      if (company && data.length > (await left(company))) throw new QuotaExceededError();
      const before = company ? await sizeOf(key) : 0;
      await storage.put(key, data, contentType);
      if (company) await addMediaBytes(db, company, data.length - before);
    },
    async putStream(key, stream, contentType, maxBytes) {
      const company = companyOfKey(key);
      if (!company) return storage.putStream(key, stream, contentType, maxBytes);
      const room = await left(company);
      if (room <= 0) throw new QuotaExceededError();
      try {
        const size = await storage.putStream(key, stream, contentType, Math.min(maxBytes, room));
        await addMediaBytes(db, company, size);
        return size;
      } catch (err) {
        // Past what is left of the quota, not past the upload's own limit: the quota is the reason.
        if (err instanceof MediaTooLargeError && room < maxBytes) throw new QuotaExceededError();
        throw err;
      }
    },
    get: (key) => storage.get(key),
    check: () => storage.check(),
    async remove(key) {
      const company = companyOfKey(key);
      const size = company ? await sizeOf(key) : 0;
      await storage.remove(key);
      if (company && size > 0) await addMediaBytes(db, company, -size);
    },
  };
}
