/**
 * GET /api/media/{key...}: the stored media files (company logos for now).
 * Public, because an <img> tag sends no token; keys carry a random part and
 * are never listed, and a key is checked before it reaches the store, so no
 * path climbs out of it. Each key names an immutable file (a new upload gets
 * a new key), so answers may be cached for good.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { isMediaKey, type MediaStorage } from '../media/storage';

export function mediaRoutes(app: FastifyInstance, deps: { storage: MediaStorage }) {
  app.get<{ Params: { '*': string } }>('/api/media/*', { config: { public: true } }, async (req, reply) => {
    const key = req.params['*'];
    if (!isMediaKey(key)) throw notFound();
    const media = await deps.storage.get(key);
    if (!media) throw notFound();
    return reply
      .header('content-type', media.contentType)
      .header('content-length', media.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(media.stream);
  });
}
