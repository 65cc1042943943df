/**
 * POST /api/auth/login and the bearer token every other call carries
 * (spec 01 §7 "Auth and users"; design §4 and §8: 401 for no or bad token,
 * argon2id hashes, rate-limited logins).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SignJWT, decodeJwt } from 'jose';
import type { Role } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import type { Company, User } from '../../src/domain/types';
import { hashPassword } from '../../server/auth/passwords';
import { financials, users } from '../../server/db/schema';
import {
  DEMO_COMPANY,
  DEMO_PASSWORD,
  RIVAL_COMPANY,
  DEMO_USERS,
  userUuid,
} from '../../server/seed/demo-organisation';
import { bearer, makeTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

interface LoginBody {
  user: User;
  token: string;
  company: Company | null;
}

const ACTIVE_DEMO_USERS = [
  'super@montra.pt',
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'vendedor2@demo.pt',
  'oficina@demo.pt',
  'editor1@demo.pt',
  'editor3@demo.pt',
  'admin@rival.pt',
  'vendedor@rival.pt',
];

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
});

afterAll(async () => {
  await t.close();
});

/** A user of the demo company inserted straight into the database, for tests that change it. */
async function addUser(username: string, role: Role = 'SELLER'): Promise<string> {
  const [row] = await t.database.db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Teste',
      lastName: 'Auth',
      role,
      companyUuid: DEMO_COMPANY,
    })
    .returning({ uuid: users.uuid });
  if (!row) throw new Error('insert failed');
  return row.uuid;
}

/** A call any signed-in user may make: reading oneself. */
function whoAmI(uuid: string, headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: `/api/users/${uuid}`, headers });
}

const secretKey = new TextEncoder().encode(TEST_JWT_SECRET);

describe('POST /api/auth/login', () => {
  it.each(ACTIVE_DEMO_USERS)('signs %s in, answering { user, token, company }', async (username) => {
    const res = await t.postLogin(username, DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json() as LoginBody;
    const demo = DEMO_USERS.find((u) => u.username === username);
    if (!demo) throw new Error(`not a demo user: ${username}`);

    expect(body.user).toMatchObject({
      uuid: userUuid(username),
      username,
      firstName: demo.firstName,
      lastName: demo.lastName,
      role: demo.role,
      isActive: true,
      isSuperUser: demo.isSuperUser ?? false,
      companyUuid: demo.company,
    });
    // The token names the user and works on a protected call.
    expect(decodeJwt(body.token).sub).toBe(userUuid(username));
    const me = await whoAmI(body.user.uuid, bearer(body.token));
    expect(me.statusCode).toBe(200);
    expect((me.json() as { user: User }).user.uuid).toBe(userUuid(username));

    if (demo.isSuperUser) {
      expect(body.company).toBeNull();
    } else {
      const rows = await t.database.db
        .select()
        .from(financials)
        .where(eq(financials.companyUuid, demo.company ?? ''));
      expect(body.company?.uuid).toBe(demo.company);
      expect(body.company?.name).toBe(
        demo.company === RIVAL_COMPANY ? 'Rival Motors Porto' : 'Auto Demo Aveiro',
      );
      expect(Array.isArray(body.company?.financials)).toBe(true);
      expect(body.company?.financials.map((f) => f.uuid).sort()).toEqual(rows.map((f) => f.uuid).sort());
      expect(body.company?.financials.length).toBeGreaterThan(0);
      expect(body.company?.financials.every((f) => f.companyUuid === demo.company)).toBe(true);
    }
  });

  it('never sends the password hash, while the database holds an argon2id hash', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'admin@demo.pt'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);

    for (const username of ACTIVE_DEMO_USERS) {
      const res = await t.postLogin(username, DEMO_PASSWORD);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('$argon2');
      expect(res.body).not.toContain(row?.passwordHash);
      const { user } = res.json() as LoginBody;
      expect(user).not.toHaveProperty('passwordHash');
      expect(user).not.toHaveProperty('password');
    }
  });

  it('accepts the username in another case and with surrounding spaces', async () => {
    const res = await t.postLogin('  Admin@Demo.PT ', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect((res.json() as LoginBody).user.uuid).toBe(userUuid('admin@demo.pt'));
  });

  it('refuses a wrong password and an unknown user with 401 and the same message', async () => {
    const wrong = await t.postLogin('gestor@demo.pt', 'not-the-password');
    const unknown = await t.postLogin('ninguem@demo.pt', DEMO_PASSWORD);
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    const a = wrong.json() as ErrorBody;
    const b = unknown.json() as ErrorBody;
    expect(a.error.message).toBe(MSG.invalidCredentials);
    expect(a).toEqual(b);
    expect(wrong.body).not.toContain('token');
  });

  // Issue 22 "No existence oracle": the right password of a deactivated user answers as a wrong
  // one (it answered INACTIVE_USER 'Utilizador inativo' before).
  it('refuses the inactive user inativo@demo.pt with 401 and no token, as a wrong password', async () => {
    const res = await t.postLogin('inativo@demo.pt', DEMO_PASSWORD);
    const wrong = await t.postLogin('inativo@demo.pt', 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect((res.json() as ErrorBody).error.code).toBe('INVALID_CREDENTIALS');
    expect(res.json()).toEqual(wrong.json());
    expect(res.body).not.toContain('token');
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'inativo@demo.pt'));
    expect(row?.isActive).toBe(false);
  });
});

/** One app with strict settings: 3 failed logins per user and address, tokens of 1 s on a clock the test moves. */
describe('an app with a login limit and short-lived tokens', () => {
  let limited: TestApp;
  let clockMs = Date.parse('2026-11-23T10:00:00Z');

  beforeAll(async () => {
    limited = await makeTestApp({
      deps: {
        loginLimits: { windowMs: 60_000, maxPerUser: 3, maxPerIp: 100 },
        tokenTtlSeconds: 1,
        nowMs: () => clockMs,
      },
    });
  });

  afterAll(async () => {
    await limited.close();
  });

  const attempt = (username: string, password: string, remoteAddress = '203.0.113.7') =>
    limited.postLogin(username, password, remoteAddress);

  it('answers 429 in pt-PT after 3 failures, even to the right password, and spares other users', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await attempt('vendedor@demo.pt', `errada-${i}`);
      expect(res.statusCode).toBe(401);
    }

    const blocked = await attempt('vendedor@demo.pt', DEMO_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect((blocked.json() as ErrorBody).error).toEqual({
      code: 'TOO_MANY_ATTEMPTS',
      message: MSG.tooManyAttempts,
    });
    expect(MSG.tooManyAttempts).toMatch(/tentativas/);
    expect(blocked.body).not.toContain('token');

    // Another case of the same username is the same user.
    expect((await attempt('VENDEDOR@demo.pt', DEMO_PASSWORD)).statusCode).toBe(429);

    // Another username from the same address still signs in.
    const other = await attempt('gestor@demo.pt', DEMO_PASSWORD);
    expect(other.statusCode).toBe(200);
    expect((other.json() as LoginBody).user.username).toBe('gestor@demo.pt');
  });

  it('does not count successful logins', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await attempt('oficina@demo.pt', DEMO_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('issues tokens that stop working after tokenTtlSeconds', async () => {
    const token = await limited.login('admin@demo.pt');
    const claims = decodeJwt(token);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(1);
    const call = () =>
      limited.app.inject({
        method: 'GET',
        url: `/api/users/company/${DEMO_COMPANY}`,
        headers: bearer(token),
      });
    expect((await call()).statusCode).toBe(200);
    clockMs += 999;
    expect((await call()).statusCode).toBe(200);
    clockMs += 1001;
    const res = await call();
    expect(res.statusCode).toBe(401);
    expect((res.json() as ErrorBody).error.code).toBe('UNAUTHORIZED');
  });
});

/** The claims every session token of ours carries (server/auth/tokens.ts), so each refusal below is for its own reason. */
const CLAIMS = { ver: 0, scope: 'api', jti: 'sessao-manual' };

describe('bearer tokens', () => {
  let uuid: string;
  let validToken: string;

  beforeAll(async () => {
    uuid = userUuid('gestor@demo.pt');
    validToken = await t.login('gestor@demo.pt');
  });

  async function expect401(headers: Record<string, string>) {
    const res = await whoAmI(uuid, headers);
    expect(res.statusCode).toBe(401);
    const body = res.json() as ErrorBody;
    expect(body.error.code).toBe('UNAUTHORIZED');
    expect(body.error.message).toBe(MSG.sessionExpired);
    expect(res.body).not.toContain('gestor@demo.pt');
  }

  it('accepts the token login gave (the control for the refusals below)', async () => {
    expect((await whoAmI(uuid, bearer(validToken))).statusCode).toBe(200);
    const handMade = await new SignJWT(CLAIMS)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(uuid)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(secretKey);
    expect((await whoAmI(uuid, bearer(handMade))).statusCode).toBe(200);
  });

  it('refuses a call without a token with 401', async () => {
    await expect401({});
  });

  it('refuses a header that is not "Bearer <token>" with 401', async () => {
    await expect401({ authorization: validToken });
    await expect401({ authorization: 'Bearer' });
    await expect401({
      authorization: `Basic ${Buffer.from('gestor@demo.pt:stand-demo-2026').toString('base64')}`,
    });
    await expect401({ authorization: 'Bearer not.a.jwt' });
  });

  it('refuses a token with alg "none" with 401', async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: uuid, iat: now, exp: now + 3600 })}.`;
    await expect401(bearer(unsigned));
  });

  it('refuses a token with a bad signature with 401', async () => {
    const [header, payload, signature = ''] = validToken.split('.');
    const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    await expect401(bearer(`${header}.${payload}.${flipped}`));

    const otherSecret = await new SignJWT(CLAIMS)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(uuid)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-'.padEnd(48, 'y')));
    await expect401(bearer(otherSecret));
  });

  it('refuses a token signed with another algorithm than HS256 with 401', async () => {
    const hs512 = await new SignJWT(CLAIMS)
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(uuid)
      .setExpirationTime('1h')
      .sign(secretKey);
    await expect401(bearer(hs512));
  });

  it('refuses a token past its expiry with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT(CLAIMS)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(uuid)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 60)
      .sign(secretKey);
    await expect401(bearer(expired));
  });

  it('refuses a well-signed token naming no user, or not a uuid, with 401', async () => {
    for (const sub of ['00000000-0000-4000-8000-000000000000', 'admin@demo.pt']) {
      const token = await new SignJWT(CLAIMS)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(sub)
        .setExpirationTime('1h')
        .sign(secretKey);
      await expect401(bearer(token));
    }
  });

  it('stops the token of a user deactivated after login', async () => {
    const victim = await addUser('desativado@demo.pt');
    const token = await t.login('desativado@demo.pt');
    expect((await whoAmI(victim, bearer(token))).statusCode).toBe(200);

    const admin = await t.login('admin@demo.pt');
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/state/${victim}`,
      headers: bearer(admin),
      payload: { isActive: false },
    });
    expect(off.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, victim));
    expect(row?.isActive).toBe(false);

    const res = await whoAmI(victim, bearer(token));
    expect(res.statusCode).toBe(401);
    expect((await t.postLogin('desativado@demo.pt', DEMO_PASSWORD)).statusCode).toBe(401);
  });

  it('stops the token of a user deleted after login', async () => {
    const victim = await addUser('apagado@demo.pt');
    const token = await t.login('apagado@demo.pt');
    await t.database.db.delete(users).where(eq(users.uuid, victim));
    expect((await whoAmI(victim, bearer(token))).statusCode).toBe(401);
  });
});
