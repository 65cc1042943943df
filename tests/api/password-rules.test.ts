/**
 * Passwords that resist guessing (issue 21): register, an administrator's reset and one's own
 * change refuse common passwords and ones built from the user's or the company's names, with the
 * same pt-PT message the form shows; register names the role; the current-password proof of one's
 * own change is counted by the login limiter, as a login is.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import * as s from '../../server/db/schema';
import { DEMO_COMPANY, DEMO_PASSWORD, userUuid } from '../../server/seed/demo-organisation';
import { expectError, type ErrorBody } from './helpers/errors';
import { testAppWithUsers } from './helpers/test-app';

const USERS = ['admin@demo.pt', 'vendedor@demo.pt', 'vendedor2@demo.pt'] as const;
const { t, call } = testAppWithUsers(USERS, { deps: { loginLimits: { maxPerUser: 3 } } });

const passwordHash = async (username: string) =>
  (await t.database.db.select().from(s.users).where(eq(s.users.username, username)))[0]?.passwordHash;
const userCount = async () => (await t.database.db.select().from(s.users)).length;
const fields = (res: { json: () => unknown }) => (res.json() as ErrorBody).error.fields;

const registration = (password: string, extra: object = {}) => ({
  username: 'joana.marques@demo.pt',
  password,
  role: 'SELLER',
  companyUuid: DEMO_COMPANY,
  firstName: 'Joana',
  lastName: 'Marques',
  ...extra,
});

describe('register', () => {
  it.each([
    '12345678',
    'password',
    'qwertyuiop',
    'joanamarques',
    'montra2026',
    'autodemoaveiro',
    'aveiro2026',
  ])("refuses '%s' with 400 on password and creates no one", async (password) => {
    const before = await userCount();
    const res = await call('POST', '/api/auth/register', 'admin@demo.pt', registration(password));
    expectError(res, 400, 'VALIDATION');
    expect(fields(res)).toEqual({ password: MSG.passwordGuessable });
    expect(await userCount()).toBe(before);
  });

  it('refuses a call without a role (it made an administrator) and creates no one', async () => {
    const before = await userCount();
    const { role: _role, ...withoutRole } = registration('relogio-azul-fiavel');
    const res = await call('POST', '/api/auth/register', 'admin@demo.pt', withoutRole);
    expectError(res, 400, 'VALIDATION');
    expect(fields(res)).toEqual({ role: MSG.required });
    expect(await userCount()).toBe(before);
  });

  it('accepts a password out of guessing reach', async () => {
    const res = await call(
      'POST',
      '/api/auth/register',
      'admin@demo.pt',
      registration('relogio-azul-fiavel'),
    );
    expect(res.statusCode).toBe(201);
    expect((await t.postLogin('joana.marques@demo.pt', 'relogio-azul-fiavel')).statusCode).toBe(200);
  });
});

describe('PATCH /api/users/password', () => {
  it("refuses an administrator's reset to a common password and keeps the old one", async () => {
    const before = await passwordHash('vendedor@demo.pt');
    const res = await call('PATCH', `/api/users/password/${userUuid('vendedor@demo.pt')}`, 'admin@demo.pt', {
      password: 'iloveyou1',
    });
    expectError(res, 400, 'VALIDATION');
    expect(fields(res)).toEqual({ password: MSG.passwordGuessable });
    expect(await passwordHash('vendedor@demo.pt')).toBe(before);
  });

  it("refuses one's own change to a password made of one's username", async () => {
    const res = await call(
      'PATCH',
      `/api/users/password/${userUuid('vendedor@demo.pt')}`,
      'vendedor@demo.pt',
      {
        password: 'vendedor123',
        currentPassword: DEMO_PASSWORD,
      },
    );
    expectError(res, 400, 'VALIDATION');
    expect(fields(res)).toEqual({ password: MSG.passwordGuessable });
  });

  it('counts wrong current passwords like logins: 429 with Retry-After, the right one refused too', async () => {
    const url = `/api/users/password/${userUuid('vendedor2@demo.pt')}`;
    const before = await passwordHash('vendedor2@demo.pt');
    const tries = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('PATCH', url, 'vendedor2@demo.pt', {
          password: 'relogio-azul-fiavel',
          currentPassword: `errada-${i}`,
        }),
      ),
    );
    const statuses = tries.map((r) => r.statusCode);
    expect(statuses.filter((code) => code === 400).length).toBeLessThanOrEqual(3);
    expect(statuses.filter((code) => code !== 400 && code !== 429)).toEqual([]);
    const held = await call('PATCH', url, 'vendedor2@demo.pt', {
      password: 'relogio-azul-fiavel',
      currentPassword: DEMO_PASSWORD,
    });
    expectError(held, 429, 'TOO_MANY_ATTEMPTS');
    expect(Number(held.headers['retry-after'])).toBeGreaterThan(0);
    expect(await passwordHash('vendedor2@demo.pt')).toBe(before);
    // The held account's login is held alike: one count for both doors.
    expect((await t.postLogin('vendedor2@demo.pt', DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
