/** POST /api/auth/login and POST /api/auth/register (spec 01 §7 "Auth and users"). */
import type { FastifyInstance } from 'fastify';
import { MSG } from '../../src/domain/messages';
import { landingPath } from '../../src/domain/permissions';
import { newUserFields } from '../../src/domain/record-defaults';
import { loginSchema, registerSchema } from '../../src/domain/schemas/users';
import { actorOf, assertSameCompany, BEARER_RE } from '../auth/guard';
import { clearMediaCookie, setMediaCookie } from '../auth/media-cookie';
import type { LoginLimiter } from '../auth/login-limiter';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { TokenIssuer } from '../auth/tokens';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { AppError, badRequest, notFound, unauthorized } from '../errors';
import { findCompany, findUserByUsername, findUserByUuid, insertUser } from './users-repository';
import { toUser } from '../sync/serializers';
import { parseBody } from './validate';

export function authRoutes(
  app: FastifyInstance,
  deps: { db: Db; tokens: TokenIssuer; limiter: LoginLimiter },
) {
  const { db, tokens, limiter } = deps;

  app.post('/api/auth/login', { config: { public: true } }, async (req, reply) => {
    const input = parseBody(loginSchema, req.body);
    if (limiter.isBlocked(req.ip, input.username)) {
      throw new AppError(429, 'TOO_MANY_ATTEMPTS', MSG.tooManyAttempts);
    }
    const user = await findUserByUsername(db, input.username);
    const ok = await verifyPassword(user?.passwordHash, input.password);
    if (!user || !ok) {
      limiter.recordFailure(req.ip, input.username);
      // One message for an unknown user and a wrong password: nothing to learn from it.
      throw unauthorized(MSG.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    if (!user.isActive) throw unauthorized(MSG.inactiveUser, 'INACTIVE_USER');
    const company = user.companyUuid ? ((await findCompany(db, user.companyUuid)) ?? null) : null;
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
    const actor = actorOf(req);
    const input = parseBody(registerSchema, req.body);
    assertSameCompany(actor, input.companyUuid);
    if (!(await findCompany(db, input.companyUuid))) throw notFound();
    if (await findUserByUsername(db, input.username)) throw badRequest({ username: MSG.usernameTaken });
    if (input.uuid && (await findUserByUuid(db, input.uuid))) throw badRequest({ uuid: MSG.invalidValue });
    const row = await insertUser(db, {
      ...(input.uuid ? { uuid: input.uuid } : {}),
      ...newUserFields(input),
      passwordHash: await hashPassword(input.password),
    }).catch((err: unknown) => {
      // Two registrations racing past the checks above: the unique indexes decide, and the loser gets a 400.
      if (isUniqueViolation(err, 'users_pkey')) throw badRequest({ uuid: MSG.invalidValue });
      if (isUniqueViolation(err)) throw badRequest({ username: MSG.usernameTaken });
      throw err;
    });
    return reply.code(201).send({ user: toUser(row) });
  });
}
