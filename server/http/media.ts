/**
 * GET /api/media/{key...}: the stored media files, company logos and vehicle
 * media (contract-media "Media access"). An `<img>` tag sends no bearer
 * header, so the caller is known by the media cookie (server/auth/media-cookie.ts),
 * which holds a short-lived media token (never a session's bearer token): a file
 * answers only to a live session of a user of the company its key names, or, for
 * a logo, to the super user (who sees no vehicles, design §6); anything else, a
 * missing file included, is the same 404.
 * A key is checked before it reaches the store, so no path climbs out of it.
 * Each key names an immutable file (a new upload gets a new key), so answers
 * may be cached for good, privately (the service worker keeps them offline).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can } from '../../src/domain/permissions';
import { BEARER_RE } from '../auth/guard';
import { MEDIA_COOKIE, readCookie } from '../auth/media-cookie';
import { openSession, type SessionDeps } from '../auth/sessions';
import { notFound } from '../errors';
import { isMediaKey, type MediaStorage } from '../media/storage';
import { sendMedia } from './send-media';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `c/{companyUuid}/...`: a company's vehicle media. */
const COMPANY_KEY_RE = new RegExp(`^c/(${UUID})/`);
/** `logos/{companyUuid}-{random}.{ext}`: a company logo (keyed so since the first logo upload). */
const LOGO_KEY_RE = new RegExp(`^logos/(${UUID})-`);

/** The company a key belongs to, and whether it is vehicle media; null for a key no company owns (never served). */
export function ownerOfMediaKey(key: string): { companyUuid: string; vehicleMedia: boolean } | null {
  const vehicle = COMPANY_KEY_RE.exec(key)?.[1];
  if (vehicle) return { companyUuid: vehicle, vehicleMedia: true };
  const logo = LOGO_KEY_RE.exec(key)?.[1];
  return logo ? { companyUuid: logo, vehicleMedia: false } : null;
}

export function mediaRoutes(app: FastifyInstance, deps: SessionDeps & { storage: MediaStorage }) {
  /**
   * The caller's session: the bearer token every other call carries (a client following the spec
   * sends it here too), else the media cookie. Each token is held to its own scope: the cookie's
   * media token is no bearer here either, and a session token in the cookie opens nothing.
   */
  async function mediaSession(req: FastifyRequest) {
    const bearer = BEARER_RE.exec(req.headers.authorization ?? '')?.[1];
    const byBearer = bearer ? await openSession(deps, bearer, 'api') : null;
    if (byBearer) return byBearer;
    const token = readCookie(req.headers.cookie, MEDIA_COOKIE);
    return token ? openSession(deps, token, 'media') : null;
  }

  /** Whether the cookie's user may see the company's media (vehicle media: as they may read its vehicles). */
  async function mayRead(
    req: FastifyRequest,
    { companyUuid, vehicleMedia }: { companyUuid: string; vehicleMedia: boolean },
  ): Promise<boolean> {
    const session = await mediaSession(req);
    if (!session) return false;
    const { user } = session;
    if (user.isSuperUser) return !vehicleMedia;
    const actor = { isSuperUser: false, role: user.role };
    return user.companyUuid === companyUuid && (!vehicleMedia || can(actor, 'vehicle.read'));
  }

  // Public to the bearer guard: the bearer token or the cookie is checked here instead.
  app.get<{ Params: { '*': string } }>('/api/media/*', { config: { public: true } }, async (req, reply) => {
    const key = req.params['*'];
    if (!isMediaKey(key)) throw notFound();
    const owner = ownerOfMediaKey(key);
    if (!owner || !(await mayRead(req, owner))) throw notFound();
    const media = await deps.storage.get(key);
    if (!media) throw notFound();
    return sendMedia(reply, media, 'private, max-age=31536000, immutable');
  });
}
