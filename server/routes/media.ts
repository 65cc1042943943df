/**
 * GET /api/media/{key...}: the stored media files, company logos and vehicle
 * media (contract-media "Media access"). An `<img>` tag sends no bearer
 * header, so the caller is known by the media cookie (server/auth/media-cookie.ts):
 * a file answers only to an active user of the company its key names, or to
 * the super user; anything else, a missing file included, is the same 404.
 * A key is checked before it reaches the store, so no path climbs out of it.
 * Each key names an immutable file (a new upload gets a new key), so answers
 * may be cached for good, privately (the service worker keeps them offline).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MEDIA_COOKIE, readCookie } from '../auth/media-cookie';
import type { TokenIssuer } from '../auth/tokens';
import type { Db } from '../db/client';
import { notFound } from '../errors';
import { isMediaKey, type MediaStorage } from '../media/storage';
import { findUserByUuid } from './users-repository';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `c/{companyUuid}/...`: a company's vehicle media. */
const COMPANY_KEY_RE = new RegExp(`^c/(${UUID})/`);
/** `logos/{companyUuid}-{random}.{ext}`: a company logo (keyed so since the first logo upload). */
const LOGO_KEY_RE = new RegExp(`^logos/(${UUID})-`);

/** The company a key belongs to, or null for a key no company owns (never served). */
export function companyOfMediaKey(key: string): string | null {
  return COMPANY_KEY_RE.exec(key)?.[1] ?? LOGO_KEY_RE.exec(key)?.[1] ?? null;
}

export function mediaRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenIssuer; storage: MediaStorage },
) {
  /** Whether the cookie's user may see the company's media. */
  async function mayRead(req: FastifyRequest, companyUuid: string): Promise<boolean> {
    const token = readCookie(req.headers.cookie, MEDIA_COOKIE);
    if (!token) return false;
    const userUuid = await deps.tokens.verify(token);
    if (!userUuid) return false;
    const user = await findUserByUuid(deps.db, userUuid);
    if (!user?.isActive) return false;
    return user.isSuperUser || user.companyUuid === companyUuid;
  }

  // Public to the bearer guard: the cookie is checked here instead.
  app.get<{ Params: { '*': string } }>('/api/media/*', { config: { public: true } }, async (req, reply) => {
    const key = req.params['*'];
    if (!isMediaKey(key)) throw notFound();
    const companyUuid = companyOfMediaKey(key);
    if (!companyUuid || !(await mayRead(req, companyUuid))) throw notFound();
    const media = await deps.storage.get(key);
    if (!media) throw notFound();
    return reply
      .header('content-type', media.contentType)
      .header('content-length', media.size)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .send(media.stream);
  });
}
