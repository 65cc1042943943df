/**
 * Whether a token still opens a session (issue 22 "Sessions that end"): a valid signature and
 * expiry, the scope the caller asks for (a media token is no bearer), a user who exists and is
 * active, in an active company, at the token's version (a password, role or state change and
 * 'Terminar sessão em todos os dispositivos' raise it), and a session nobody logged out of.
 * The guard asks it for every API call, GET /api/media for the cookie.
 */
import type { Revocations } from './revocations';
import type { TokenClaims, TokenIssuer, TokenScope } from './tokens';
import type { CallerRow, UserCache } from './user-cache';

export interface SessionDeps {
  tokens: TokenIssuer;
  users: UserCache;
  revocations: Revocations;
}

export interface LiveSession {
  user: CallerRow;
  claims: TokenClaims;
}

/** The session the token opens, or null when it opens none (every reason answers alike). */
export async function openSession(
  deps: SessionDeps,
  token: string,
  scope: TokenScope,
): Promise<LiveSession | null> {
  const claims = await deps.tokens.inspect(token);
  if (!claims || claims.scope !== scope) return null;
  const user = await deps.users.find(claims.userUuid);
  if (!user?.isActive) return null;
  // A company's user in a deactivated company; the super user has none.
  if (user.companyUuid !== null && user.companyActive !== true) return null;
  // Not `<`: a version the user never had (a database restored from a backup) is no better.
  if (claims.version !== user.tokenVersion) return null;
  if (await deps.revocations.isRevoked(claims.sessionId)) return null;
  return { user, claims };
}
