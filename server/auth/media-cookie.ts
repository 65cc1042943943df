/**
 * The media cookie (contract-media "Media access"): an `<img src>` sends no
 * bearer header, so the session token also travels as a same-site cookie
 * scoped to /api/media. HttpOnly (no script reads it), SameSite=Strict (no
 * other site's page sends it), Secure under TLS, and it lives as long as the
 * token it carries. Only GET /api/media reads it; every other call still
 * needs the bearer header, so the cookie opens no write.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

export const MEDIA_COOKIE = 'montra_media';
export const MEDIA_COOKIE_PATH = '/api/media';

function attributes(req: FastifyRequest, maxAgeS: number): string {
  const parts = [
    `Path=${MEDIA_COOKIE_PATH}`,
    `Max-Age=${Math.max(0, Math.floor(maxAgeS))}`,
    'HttpOnly',
    'SameSite=Strict',
  ];
  // trustProxy is off: 'https' only when this server itself speaks TLS.
  if (req.protocol === 'https') parts.push('Secure');
  return parts.join('; ');
}

/** Sets the cookie to the token for its remaining life. */
export function setMediaCookie(
  req: FastifyRequest,
  reply: FastifyReply,
  token: string,
  remainingS: number,
): void {
  reply.header('set-cookie', `${MEDIA_COOKIE}=${token}; ${attributes(req, remainingS)}`);
}

export function clearMediaCookie(req: FastifyRequest, reply: FastifyReply): void {
  reply.header('set-cookie', `${MEDIA_COOKIE}=; ${attributes(req, 0)}`);
}

/** The value of one cookie of a Cookie header, or null (a JWT needs no decoding: it is URL-safe). */
export function readCookie(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    if (pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim() || null;
  }
  return null;
}
