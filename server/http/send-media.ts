import type { FastifyReply } from 'fastify';
import type { StoredMedia } from '../media/storage';

/**
 * A stored file as an answer. A stored file is never a page of ours: opened directly it runs
 * nothing and reaches nothing (sandbox), and its type is the one we sniffed and stored, never
 * guessed again by the browser (nosniff). The caller says how long it may be cached.
 */
export function sendMedia(reply: FastifyReply, media: StoredMedia, cacheControl: string): FastifyReply {
  return reply
    .header('content-type', media.contentType)
    .header('content-length', media.size)
    .header('cache-control', cacheControl)
    .header('content-security-policy', 'sandbox')
    .header('x-content-type-options', 'nosniff')
    .send(media.stream);
}
