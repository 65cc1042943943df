/**
 * Session tokens: HS256 JWTs with an allowlisted algorithm. Two kinds, told apart by `scope`:
 * - 'api': the session, a working day of life, sent as the bearer header;
 * - 'media': a short-lived token made from a session for the media cookie, good for GET
 *   /api/media only (the guard refuses it as a bearer), carrying its session's id so that ending
 *   the session ends it too.
 * Both carry the user's token version (`ver`): the guard refuses a token whose version is not the
 * user's (sessions.ts). A token whose signature has been checked is remembered with its claims
 * (a signature never stops being valid; the expiry is compared with the clock on every use), so a
 * session's later requests skip the HMAC and the JSON parsing.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from '../validate';

export const TOKEN_TTL_S = 12 * 60 * 60;
/** Life of the media cookie's token; the app asks for a new one well before (src/data/session). */
export const MEDIA_TOKEN_TTL_S = 15 * 60;
const ALGORITHM = 'HS256';
/** More distinct live tokens than this and the map of checked ones starts over. */
const MAX_CHECKED_TOKENS = 10_000;

export type TokenScope = 'api' | 'media';

export interface TokenClaims {
  userUuid: string;
  /** The user's token version when it was signed. */
  version: number;
  scope: TokenScope;
  /** The session's id: the api token's own `jti`, carried by its media tokens as `sid`. */
  sessionId: string;
  /** Seconds of life left. */
  remainingS: number;
}

export interface TokenIssuer {
  /** A new session: an api token with a fresh id. */
  signSession(userUuid: string, version: number): Promise<string>;
  /** A media token for a session: MEDIA_TOKEN_TTL_S, never past the session's own expiry. */
  signMedia(session: TokenClaims): Promise<string>;
  /** The claims, or null for any invalid, forged, expired or incomplete token. */
  inspect(token: string): Promise<TokenClaims | null>;
}

interface Checked {
  userUuid: string;
  version: number;
  scope: TokenScope;
  sessionId: string;
  expS: number;
}

/** The claims a token of ours carries, or null when one is missing or malformed. */
function claimsOf(payload: Record<string, unknown>): Checked | null {
  const { sub, exp, ver, scope } = payload;
  // A subject that is not a uuid names no user (and would make the users query throw).
  if (typeof sub !== 'string' || !isUuid(sub)) return null;
  if (typeof exp !== 'number' || typeof ver !== 'number' || !Number.isInteger(ver)) return null;
  if (scope !== 'api' && scope !== 'media') return null;
  const sessionId = scope === 'api' ? payload.jti : payload.sid;
  // Every token we sign names its session, so every accepted one can be ended by logout.
  if (typeof sessionId !== 'string' || sessionId === '') return null;
  return { userUuid: sub, version: ver, scope, sessionId, expS: exp };
}

/** `nowMs` is the clock tokens are issued and checked by (tests move it instead of waiting). */
export function tokenIssuer(
  secret: string,
  ttlSeconds = TOKEN_TTL_S,
  nowMs: () => number = Date.now,
): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  const checked = new Map<string, Checked>();
  const nowS = () => Math.floor(nowMs() / 1000);
  const live = (c: Checked): TokenClaims | null => {
    const now = nowS();
    // jose refuses a token once now >= exp; so does the remembered one.
    if (now >= c.expS) return null;
    const { expS, ...claims } = c;
    return { ...claims, remainingS: expS - now };
  };
  const sign = (userUuid: string, claims: Record<string, unknown>, lifeS: number) => {
    const issuedAtS = nowS();
    return new SignJWT(claims)
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(userUuid)
      .setIssuedAt(issuedAtS)
      .setExpirationTime(issuedAtS + lifeS)
      .sign(key);
  };
  return {
    signSession: (userUuid, version) =>
      sign(userUuid, { ver: version, scope: 'api', jti: randomUUID() }, ttlSeconds),
    signMedia: (session) =>
      sign(
        session.userUuid,
        { ver: session.version, scope: 'media', sid: session.sessionId },
        Math.min(MEDIA_TOKEN_TTL_S, session.remainingS),
      ),
    async inspect(token) {
      const known = checked.get(token);
      if (known) return live(known);
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: new Date(nowMs()),
        });
        const claims = claimsOf(payload);
        if (!claims) return null;
        if (checked.size >= MAX_CHECKED_TOKENS) checked.clear();
        checked.set(token, claims);
        return live(claims);
      } catch {
        return null;
      }
    },
  };
}
