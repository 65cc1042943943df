/**
 * Request authentication and the checks every handler makes: who is calling
 * (a valid token of an active user), whether their role may act (a route
 * declares its permission in its config), and whether the record belongs to
 * their company. A token stops working at once when its session ends
 * (sessions.ts: deactivation, a new token version, logout, the company's
 * deactivation): the user comes from the user cache, which every write to the
 * users drops (user-cache.ts says what it assumes).
 */
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { can, type Actor, type Permission } from '../../src/domain/permissions';
import type { Role } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import { AppError, forbidden, notFound, unauthorized } from '../errors';
import type { DbOrTx } from '../db/client';
import { findCompanyRow, type CompanyRow } from '../repositories/companies';
import { isUuid } from '../validate';
import { openSession, type SessionDeps } from './sessions';
import type { TokenClaims } from './tokens';

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
    /** The bearer token's claims on a guarded route (logout and the media cookie use them). */
    sessionClaims: TokenClaims | null;
  }
  interface FastifyContextConfig {
    /** Routes that answer without a token (login, health). */
    public?: boolean;
    /** Who may call this route (403 otherwise): see RoutePermission. */
    permission?: RoutePermission;
    /** Open to a user who must still choose a new password (the change itself, ending sessions). */
    beforeNewPassword?: boolean;
  }
}

/**
 * A route's permission: one the caller's role must hold, a list of which any one will do, or a
 * predicate over the caller and the request (the body and params are parsed by then). A route
 * whose stranger must get 404 rather than 403 reads its record in its own preHandler, which runs
 * before this check (the user's own record, a vehicle): the record first, then the role.
 */
export type RoutePermission =
  Permission | readonly Permission[] | ((actor: AuthedUser, req: FastifyRequest) => boolean);

/** The 403's code while a generated password waits to be replaced (the app shows the change form). */
export const PASSWORD_CHANGE_REQUIRED = 'PASSWORD_CHANGE_REQUIRED';

/** An Authorization header's bearer token (group 1). */
export const BEARER_RE = /^Bearer\s+(\S+)$/i;

export function registerAuth(app: FastifyInstance, deps: SessionDeps): void {
  app.decorateRequest('actorOrNull', null);
  app.decorateRequest('sessionClaims', null);
  app.addHook('onRequest', async (req) => {
    // Judged on the matched route, not the raw URL: unknown paths (and the static files' catch-all,
    // which hands unknown /api paths to the 404) answer 404 with or without a token, and a
    // percent-encoded spelling of an /api route is still guarded.
    const route = req.routeOptions.url;
    if (!route?.startsWith('/api/') || req.routeOptions.config.public) return;
    const header = req.headers.authorization ?? '';
    const match = BEARER_RE.exec(header);
    if (!match?.[1]) throw unauthorized();
    // Only a session token: the media cookie's token answers 401 here (tokens.ts).
    const session = await openSession(deps, match[1], 'api');
    if (!session) throw unauthorized();
    const { user } = session;
    if (user.mustChangePassword && !req.routeOptions.config.beforeNewPassword) {
      throw new AppError(403, PASSWORD_CHANGE_REQUIRED, MSG.passwordChangeRequired);
    }
    req.sessionClaims = session.claims;
    req.actorOrNull = {
      uuid: user.uuid,
      username: user.username,
      role: user.role,
      isSuperUser: user.isSuperUser,
      companyUuid: user.companyUuid,
    };
  });

  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (permission) route.preHandler = [...handlersOf(route.preHandler), permissionCheck(permission)];
  });
}

/**
 * The route's permission, checked as its last preHandler: after the body is parsed and the
 * Idempotency-Key claimed, right before the handler, which is where the handlers checked it
 * before, so every request keeps its status (a malformed body still answers 400, a retried
 * key still replays the stored 403).
 */
function permissionCheck(permission: RoutePermission): preHandlerAsyncHookHandler {
  return async (req) => {
    const actor = actorOf(req);
    if (!allows(permission, actor, req)) throw forbidden();
  };
}

function allows(permission: RoutePermission, actor: AuthedUser, req: FastifyRequest): boolean {
  if (typeof permission === 'function') return permission(actor, req);
  if (typeof permission === 'string') return can(actor, permission);
  return permission.some((one) => can(actor, one));
}

function handlersOf<T>(hooks: T | T[] | undefined): T[] {
  if (hooks === undefined) return [];
  return Array.isArray(hooks) ? hooks : [hooks];
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

/**
 * The record a path id names, if the caller may see it. An id that is not a
 * uuid, a record that does not exist and one of another company all answer
 * the same 404. `companyOf` says which company a record belongs to (its
 * companyUuid unless told otherwise: a company is its own).
 */
export async function loadInCompany<R extends { companyUuid: string | null }>(
  actor: AuthedUser,
  id: string,
  find: (uuid: string) => Promise<R | undefined>,
): Promise<R>;
export async function loadInCompany<R>(
  actor: AuthedUser,
  id: string,
  find: (uuid: string) => Promise<R | undefined>,
  companyOf: (row: R) => string | null,
): Promise<R>;
export async function loadInCompany<R>(
  actor: AuthedUser,
  id: string,
  find: (uuid: string) => Promise<R | undefined>,
  companyOf: (row: R) => string | null = (row) => (row as { companyUuid: string | null }).companyUuid,
): Promise<R> {
  if (!isUuid(id)) throw notFound();
  const row = await find(id.toLowerCase());
  if (!row) throw notFound();
  assertSameCompany(actor, companyOf(row));
  return row;
}

/** The company a path or a body names, if the caller acts in it and it exists (404 otherwise). */
export function companyInScope(db: DbOrTx, actor: AuthedUser, id: string): Promise<CompanyRow> {
  return loadInCompany(
    actor,
    id,
    (uuid) => findCompanyRow(db, uuid),
    (company) => company.uuid,
  );
}
