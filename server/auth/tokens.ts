/** Session tokens: HS256 JWTs with an allowlisted algorithm and a working day of life. */
import { SignJWT, jwtVerify } from 'jose';
import { isUuid } from '../routes/validate';

export const TOKEN_TTL_S = 12 * 60 * 60;
const ALGORITHM = 'HS256';

export interface TokenIssuer {
  sign(userUuid: string): Promise<string>;
  /** The user uuid, or null for any invalid, forged or expired token. */
  verify(token: string): Promise<string | null>;
}

/** `nowMs` is the clock tokens are issued and checked by (tests move it instead of waiting). */
export function tokenIssuer(
  secret: string,
  ttlSeconds = TOKEN_TTL_S,
  nowMs: () => number = Date.now,
): TokenIssuer {
  const key = new TextEncoder().encode(secret);
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
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          currentDate: new Date(nowMs()),
        });
        // A subject that is not a uuid names no user (and would make the users query throw).
        return typeof payload.sub === 'string' && isUuid(payload.sub) ? payload.sub : null;
      } catch {
        return null;
      }
    },
  };
}
