import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { clearMediaCookie, readCookie, setMediaCookie } from './media-cookie';

/** The Set-Cookie a call writes, for a request over the given protocol. */
function written(protocol: 'http' | 'https', write: (req: FastifyRequest, reply: FastifyReply) => void) {
  const headers: Record<string, string> = {};
  const reply = { header: (name: string, value: string) => ((headers[name] = value), reply) };
  write({ protocol } as FastifyRequest, reply as unknown as FastifyReply);
  return headers['set-cookie'];
}

describe('media cookie', () => {
  it('is Secure only when the server itself speaks TLS', () => {
    expect(written('https', (req, reply) => setMediaCookie(req, reply, 'tok.en.x', 90.7))).toBe(
      'montra_media=tok.en.x; Path=/api/media; Max-Age=90; HttpOnly; SameSite=Strict; Secure',
    );
    expect(written('http', (req, reply) => setMediaCookie(req, reply, 'tok', 5))).not.toContain('Secure');
    expect(written('https', clearMediaCookie)).toBe(
      'montra_media=; Path=/api/media; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
    );
  });

  it('reads one cookie out of a Cookie header', () => {
    expect(readCookie('a=1; montra_media=abc.def; b=2', 'montra_media')).toBe('abc.def');
    expect(readCookie('xmontra_media=abc', 'montra_media')).toBeNull();
    expect(readCookie('montra_media=', 'montra_media')).toBeNull();
    expect(readCookie(undefined, 'montra_media')).toBeNull();
  });
});
