/**
 * Session tokens: HS256 JWTs with an allowlisted algorithm and a working day of life.
 * A token whose signature has been checked is remembered with its subject and expiry (a
 * signature never stops being valid; the expiry is compared with the clock on every use), so
 * a session's later requests skip the HMAC and the JSON parsing.
 */
import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from '../validate';

export const TOKEN_TTL_S = 12 * 60 * 60;
const ALGORITHM = 'HS256';
/** More distinct live tokens than this and the map of checked ones starts over. */
const MAX_CHECKED_TOKENS = 10_000;

export interface TokenIssuer {
  sign(userUuid: string): Promise<string>;
  /** The user uuid, or null for any invalid, forged or expired token. */
  verify(token: string): Promise<string | null>;
  /** The user uuid and the seconds of life the token has left, or null as verify. */
  inspect(token: string): Promise<{ userUuid: string; remainingS: number } | null>;
}

/** `nowMs` is the clock tokens are issued and checked by (tests move it instead of waiting). */
export function tokenIssuer(
  secret: string,
  ttlSeconds = TOKEN_TTL_S,
  nowMs: () => number = Date.now,
): TokenIssuer {
  const key = new TextEncoder().encode(secret);
  const checked = new Map<string, { userUuid: string; expS: number }>();
  const inspect: TokenIssuer['inspect'] = async (token) => {
    const nowS = Math.floor(nowMs() / 1000);
    const known = checked.get(token);
    // jose refuses a token once now >= exp; so does the remembered one.
    if (known) return nowS < known.expS ? { userUuid: known.userUuid, remainingS: known.expS - nowS } : null;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALGORITHM],
        currentDate: new Date(nowMs()),
      });
      // A subject that is not a uuid names no user (and would make the users query throw).
      if (typeof payload.sub !== 'string' || !isUuid(payload.sub)) return null;
      if (typeof payload.exp === 'number') {
        if (checked.size >= MAX_CHECKED_TOKENS) checked.clear();
        checked.set(token, { userUuid: payload.sub, expS: payload.exp });
      }
      const remainingS = Math.max(0, (payload.exp ?? 0) - Math.floor(nowMs() / 1000));
      return { userUuid: payload.sub, remainingS };
    } catch {
      return null;
    }
  };
  return {
    sign: (userUuid) => {
      const issuedAtS = Math.floor(nowMs() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userUuid)
        .setIssuedAt(issuedAtS)
        .setExpirationTime(issuedAtS + ttlSeconds)
        .sign(key);
    },
    inspect,
    async verify(token) {
      return (await inspect(token))?.userUuid ?? null;
    },
  };
}
