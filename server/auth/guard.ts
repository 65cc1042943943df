/**
 * Request authentication and the checks every handler makes: who is calling
 * (a valid token of an active user), whether their role may act, and whether
 * the record belongs to their company. A deactivated user's tokens stop
 * working at once because the user is re-read on every request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Actor, type Permission } from '../../src/domain/permissions';
import type { Role } from '../../src/domain/enums';
import { forbidden, notFound, unauthorized } from '../errors';
import type { Db } from '../db/client';
import { findUserByUuid } from '../routes/users-repository';
import type { TokenIssuer } from './tokens';

export interface AuthedUser extends Actor {
  uuid: string;
  username: string;
  role: Role | null;
  isSuperUser: boolean;
  companyUuid: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    actorOrNull: AuthedUser | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a token (login, health). */
    public?: boolean;
  }
}

export function registerAuth(app: FastifyInstance, deps: { db: Db; tokens: TokenIssuer }): void {
  app.decorateRequest('actorOrNull', null);
  app.addHook('onRequest', async (req) => {
    // Unknown routes fall through to the JSON 404, token or not.
    if (!req.url.startsWith('/api/') || !req.routeOptions.url || req.routeOptions.config.public) return;
    const header = req.headers.authorization ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized();
    const userUuid = await deps.tokens.verify(match[1]);
    if (!userUuid) throw unauthorized();
    const user = await findUserByUuid(deps.db, userUuid);
    if (!user || !user.isActive) throw unauthorized();
    req.actorOrNull = {
      uuid: user.uuid,
      username: user.username,
      role: user.role as Role | null,
      isSuperUser: user.isSuperUser,
      companyUuid: user.companyUuid,
    };
  });
}

/** The authenticated caller; the onRequest hook guarantees one on protected routes. */
export function actorOf(req: FastifyRequest): AuthedUser {
  if (!req.actorOrNull) throw unauthorized();
  return req.actorOrNull;
}

export function requirePermission(actor: AuthedUser, permission: Permission): void {
  if (!can(actor, permission)) throw forbidden();
}

/**
 * A record of another company is answered as absent (404), never as
 * forbidden, so ids of other tenants reveal nothing (design §4).
 */
export function assertSameCompany(actor: AuthedUser, companyUuid: string | null | undefined): void {
  if (actor.isSuperUser) return;
  if (!companyUuid || companyUuid !== actor.companyUuid) throw notFound();
}
