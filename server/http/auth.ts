/**
 * POST /api/auth/login and POST /api/auth/register (spec 01 §7 "Auth and users"), and the ends of
 * a session (issue 22): logout (this token), logout-all (every token of the caller) and the media
 * cookie's short-lived token.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { landingPath } from '../../src/domain/permissions';
import { loginSchema, registerSchema } from '../../src/domain/schemas/users';
import { actorOf, BEARER_RE } from '../auth/guard';
import { clearMediaCookie, setMediaCookie } from '../auth/media-cookie';
import type { LoginLimiter } from '../auth/login-limiter';
import type { Revocations } from '../auth/revocations';
import type { TokenClaims, TokenIssuer } from '../auth/tokens';
import type { Db } from '../db/client';
import { unauthorized } from '../errors';
import { auditLogin } from '../services/audit';
import { checkLogin } from '../services/login';
import { endAllSessions, registerUser } from '../services/user-writes';
import { toUser } from '../wire/serializers';
import { parseBody } from '../validate';
import { sceneOf } from './scene';

export function authRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenIssuer; limiter: LoginLimiter; revocations: Revocations },
) {
  const { db, tokens, limiter, revocations } = deps;

  /** The media cookie, holding a media token of the session (never the session's own token). */
  async function setMediaToken(req: FastifyRequest, reply: FastifyReply, session: TokenClaims) {
    const media = await tokens.signMedia(session);
    const issued = await tokens.inspect(media);
    if (issued) setMediaCookie(req, reply, media, issued.remainingS);
  }

  /** What every end of a session answers: no media cookie, and nothing of the user's in the HTTP cache. */
  function ended(req: FastifyRequest, reply: FastifyReply) {
    clearMediaCookie(req, reply);
    return reply.code(204).header('clear-site-data', '"cache"').send();
  }

  app.post('/api/auth/login', { config: { public: true } }, async (req, reply) => {
    const input = parseBody(loginSchema, req.body);
    const { user, company } = await auditLogin(db, { username: input.username, address: req.ip }, () =>
      checkLogin(db, limiter, req.ip, input),
    );
    const token = await tokens.signSession(user.uuid, user.tokenVersion);
    const session = await tokens.inspect(token);
    if (session) await setMediaToken(req, reply, session);
    return {
      user: toUser(user),
      token,
      company,
      landing: landingPath(user),
      // The app asks for a new password before anything else (every other call answers 403 till then).
      mustChangePassword: user.mustChangePassword,
    };
  });

  // A new media token: the app asks for one while it runs (it lives MEDIA_TOKEN_TTL_S), and a
  // session restored from the device asks at start (contract-media).
  app.post('/api/auth/media-session', { config: { beforeNewPassword: true } }, async (req, reply) => {
    actorOf(req);
    if (!req.sessionClaims) throw unauthorized();
    await setMediaToken(req, reply, req.sessionClaims);
    return reply.code(204).send();
  });

  // Clears the cookie; public, because a session that already expired must still be able to.
  app.delete('/api/auth/media-session', { config: { public: true } }, async (req, reply) => {
    clearMediaCookie(req, reply);
    return reply.code(204).send();
  });

  // Ends this session: its token (and the media tokens made from it) answer 401 from now on.
  // Public, so that an expired or already ended session's logout still clears the cookie (sent
  // late by a device that logged out offline); only a token we signed ends anything.
  app.post('/api/auth/logout', { config: { public: true } }, async (req, reply) => {
    const token = BEARER_RE.exec(req.headers.authorization ?? '')?.[1];
    const session = token ? await tokens.inspect(token) : null;
    if (session?.scope === 'api') await revocations.revoke(session.sessionId, session.remainingS);
    return ended(req, reply);
  });

  // 'Terminar sessão em todos os dispositivos': every token of the caller, this one included.
  app.post('/api/auth/logout-all', { config: { beforeNewPassword: true } }, async (req, reply) => {
    const actor = actorOf(req);
    await endAllSessions(db, sceneOf(req), actor);
    return ended(req, reply);
  });

  app.post('/api/auth/register', { config: { permission: 'user.register' } }, async (req, reply) => {
    const input = parseBody(registerSchema, req.body);
    return reply.code(201).send({ user: await registerUser(db, actorOf(req), input) });
  });
}
