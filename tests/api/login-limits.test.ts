/**
 * Password guessing is counted before the hash is checked (issue 21): parallel guesses are stopped
 * as they arrive, one account is limited from anywhere, an address only when it tries many
 * accounts — so a stand's tablets, sharing one address, are never locked out by one seller — and
 * the counts, kept in the database, survive a restart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { buildApp } from '../../server/app';
import { DEFAULT_LOGIN_LIMITS } from '../../server/auth/login-limiter';
import { DEMO_PASSWORD } from '../../server/seed/demo-organisation';
import { makeTestApp, TEST_JWT_SECRET, type TestApp } from './helpers/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await makeTestApp();
});

afterAll(async () => {
  await t.close();
});

const login = (username: string, password: string, remoteAddress = '198.51.100.1', app = t.app) =>
  app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress });

describe('login limits', () => {
  it('answers at most 10 of 100 parallel wrong logins with 401, the rest 429 with Retry-After', async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => login('vendedor@demo.pt', `errada-${i}`)),
    );
    const statuses = answers.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(DEFAULT_LOGIN_LIMITS.maxPerUser);
    expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
    const refused = answers.find((r) => r.statusCode === 429)!;
    expect(refused.json()).toEqual({ error: { code: 'TOO_MANY_ATTEMPTS', message: MSG.tooManyAttempts } });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The right password is refused too while the account is held.
    expect((await login('vendedor@demo.pt', DEMO_PASSWORD)).statusCode).toBe(429);
  });

  it("locks an account tried from 30 addresses, not a colleague's right password from one of them", async () => {
    for (let i = 0; i < 60; i++) await login('vendedor2@demo.pt', `errada-${i}`, `203.0.113.${i % 30}`);
    expect((await login('vendedor2@demo.pt', DEMO_PASSWORD, '203.0.113.99')).statusCode).toBe(429);
    const colleague = await login('gestor@demo.pt', DEMO_PASSWORD, '203.0.113.5');
    expect(colleague.statusCode).toBe(200);
  });

  it('stops an address that tries many accounts, and only that address', async () => {
    const spray = '192.0.2.77';
    for (let i = 0; i < DEFAULT_LOGIN_LIMITS.maxPerIp; i++) {
      expect((await login(`ninguem${i}@demo.pt`, 'errada', spray)).statusCode).toBe(401);
    }
    expect((await login('oficina@demo.pt', DEMO_PASSWORD, spray)).statusCode).toBe(429);
    expect((await login('oficina@demo.pt', DEMO_PASSWORD, '192.0.2.78')).statusCode).toBe(200);
  });

  it('keeps its counts across a restart (they are in the database)', async () => {
    const restarted = await buildApp({ db: t.database.db, jwtSecret: TEST_JWT_SECRET });
    try {
      expect((await login('vendedor@demo.pt', DEMO_PASSWORD, '198.51.100.9', restarted)).statusCode).toBe(
        429,
      );
    } finally {
      await restarted.close();
    }
  });
});
