/** POST /api/auth/login and POST /api/auth/register (spec 01 §7 "Auth and users"). */
import type { FastifyInstance } from 'fastify';
import { landingPath } from '../../src/domain/permissions';
import { loginSchema, registerSchema } from '../../src/domain/schemas/users';
import { actorOf, BEARER_RE } from '../auth/guard';
import { clearMediaCookie, setMediaCookie } from '../auth/media-cookie';
import type { LoginLimiter } from '../auth/login-limiter';
import type { TokenIssuer } from '../auth/tokens';
import type { Db } from '../db/client';
import { unauthorized } from '../errors';
import { auditLogin } from '../services/audit';
import { checkLogin } from '../services/login';
import { registerUser } from '../services/user-writes';
import { toUser } from '../wire/serializers';
import { parseBody } from '../validate';

export function authRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenIssuer; limiter: LoginLimiter },
) {
  const { db, tokens, limiter } = deps;

  app.post('/api/auth/login', { config: { public: true } }, async (req, reply) => {
    const input = parseBody(loginSchema, req.body);
    const { user, company } = await auditLogin(db, { username: input.username, address: req.ip }, () =>
      checkLogin(db, limiter, req.ip, input),
    );
    const token = await tokens.sign(user.uuid);
    const issued = await tokens.inspect(token);
    if (issued) setMediaCookie(req, reply, token, issued.remainingS);
    return {
      user: toUser(user),
      token,
      company,
      landing: landingPath(user),
    };
  });

  // The media cookie again, for a session that started before it existed or lost it (contract-media).
  app.post('/api/auth/media-session', async (req, reply) => {
    actorOf(req);
    const token = BEARER_RE.exec(req.headers.authorization ?? '')?.[1];
    const session = token ? await tokens.inspect(token) : null;
    if (!token || !session) throw unauthorized();
    setMediaCookie(req, reply, token, session.remainingS);
    return reply.code(204).send();
  });

  // Logout clears it; public, because a session that already expired must still be able to.
  app.delete('/api/auth/media-session', { config: { public: true } }, async (req, reply) => {
    clearMediaCookie(req, reply);
    return reply.code(204).send();
  });

  app.post('/api/auth/register', { config: { permission: 'user.register' } }, async (req, reply) => {
    const input = parseBody(registerSchema, req.body);
    return reply.code(201).send({ user: await registerUser(db, actorOf(req), input) });
  });
}
