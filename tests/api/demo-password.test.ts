/**
 * The first real install has no published password (issue 22 §8): GET /api/health says
 * `demo: true` while an active demo account accepts the demo password, and false once none does
 * (or on an install without the demo data); `create-superuser` makes a super user with a
 * generated password that signs in, on a fresh database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, ne } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../server/auth/passwords';
import { users } from '../../server/db/schema';
import { DEMO_PASSWORD, DEMO_USERS, userUuid } from '../../server/seed/demo-organisation';
import { demoPasswordInUse } from '../../server/seed/demo-password';
import { PASSWORD_CHANGE_REQUIRED } from '../../server/auth/guard';
import { MSG } from '../../src/domain/messages';
import { createSuperUser, parseUsernameArg, SuperUserError } from '../../server/seed/superuser';
import { makeTestApp, type TestApp } from './helpers/test-app';

const health = async (t: TestApp) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/health' });
  expect(res.statusCode).toBe(200);
  return res.json() as { status: string; demo: boolean };
};

describe('the demo flag', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp();
  });
  afterAll(async () => t.close());

  it('is on while an active demo account accepts the demo password, off once none does', async () => {
    expect(await health(t)).toEqual({ status: 'ok', demo: true });
    expect(await demoPasswordInUse(t.database.db)).toBe(true);

    // Every active demo account but the admin gets a password of its own: still on.
    const demo = DEMO_USERS.map((u) => userUuid(u.username));
    const admin = userUuid('admin@demo.pt');
    const otherHash = await hashPassword('Outra-Palavra-Secreta-77');
    await t.database.db
      .update(users)
      .set({ passwordHash: otherHash })
      .where(and(inArray(users.uuid, demo), ne(users.uuid, admin), eq(users.isActive, true)));
    expect((await health(t)).demo).toBe(true);

    // The admin changes theirs through the API: off, though the inactive demo user keeps the demo
    // password (an account that cannot sign in opens nothing).
    const token = await t.login('admin@demo.pt');
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/password/${admin}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { password: 'Girassol-Ribeira-9041', currentPassword: DEMO_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    expect(await health(t)).toEqual({ status: 'ok', demo: false });
    expect(await demoPasswordInUse(t.database.db)).toBe(false);
    const [inactive] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.uuid, userUuid('inativo@demo.pt')));
    expect(await verifyPassword(inactive?.passwordHash, DEMO_PASSWORD)).toBe(true);

    // Reactivated, it opens the door again.
    await t.database.db
      .update(users)
      .set({ isActive: true })
      .where(eq(users.uuid, userUuid('inativo@demo.pt')));
    expect((await health(t)).demo).toBe(true);
  });
});

describe('create-superuser', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp({ seed: false });
  });
  afterAll(async () => t.close());

  it('reads --username EMAIL or --username=EMAIL and nothing else', () => {
    expect(parseUsernameArg(['--username', 'a@b.pt'])).toBe('a@b.pt');
    expect(parseUsernameArg(['--username=a@b.pt'])).toBe('a@b.pt');
    expect(() => parseUsernameArg([])).toThrow(/--username EMAIL/);
    expect(() => parseUsernameArg(['--user', 'a@b.pt'])).toThrow(/Unknown argument/);
  });

  it('creates a super user whose generated password signs in, on a database without demo data', async () => {
    expect((await health(t)).demo).toBe(false);
    const created = await createSuperUser(t.database.db, ' Chefe@Exemplo.pt ');
    expect(created.username).toBe('chefe@exemplo.pt');
    expect(created.password.length).toBeGreaterThanOrEqual(24);

    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, created.uuid));
    expect(row).toMatchObject({ isSuperUser: true, role: null, companyUuid: null, isActive: true });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(created.password);

    const res = await t.postLogin('chefe@exemplo.pt', created.password);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ landing: '/superuser/companies', user: { isSuperUser: true } });
    expect((await t.postLogin('chefe@exemplo.pt', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await health(t)).demo).toBe(false);

    // Two runs never share a password.
    const second = await createSuperUser(t.database.db, 'outro@exemplo.pt');
    expect(second.password).not.toBe(created.password);
  });

  it('asks the created super user for a new password first: every other call 403 until it is chosen', async () => {
    const created = await createSuperUser(t.database.db, 'primeiro@exemplo.pt');
    const login = await t.postLogin(created.username, created.password);
    expect(login.json()).toMatchObject({ mustChangePassword: true });
    const { token } = login.json() as { token: string };
    const as = (method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object, bearer = token) =>
      t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${bearer}` },
        ...(payload ? { payload } : {}),
      });

    for (const url of ['/api/companies', `/api/users/${created.uuid}`, '/api/sync/changes']) {
      const refused = await as('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toMatchObject({
        error: { code: PASSWORD_CHANGE_REQUIRED, message: MSG.passwordChangeRequired },
      });
    }
    // The generated password cannot be kept, nor a weak one chosen.
    expect(
      (
        await as('PATCH', `/api/users/password/${created.uuid}`, {
          password: '123456',
          currentPassword: created.password,
        })
      ).statusCode,
    ).toBe(400);
    const NEW = 'Farol-Costa-Nova-7712';
    const changed = await as('PATCH', `/api/users/password/${created.uuid}`, {
      password: NEW,
      currentPassword: created.password,
    });
    expect(changed.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.uuid, created.uuid));
    expect(row?.mustChangePassword).toBe(false);
    // The token of the generated password ended with it; the new password opens everything.
    expect((await as('GET', '/api/companies')).statusCode).toBe(401);
    const again = await t.postLogin(created.username, NEW);
    expect(again.json()).toMatchObject({ mustChangePassword: false });
    expect(
      (await as('GET', '/api/companies', undefined, (again.json() as { token: string }).token)).statusCode,
    ).toBe(200);
  });

  it('refuses a username that exists (in any case) or is not an e-mail, adding nobody', async () => {
    const count = async () => (await t.database.db.select({ uuid: users.uuid }).from(users)).length;
    const before = await count();
    await expect(createSuperUser(t.database.db, 'CHEFE@exemplo.pt')).rejects.toThrow(SuperUserError);
    await expect(createSuperUser(t.database.db, 'chefe')).rejects.toThrow(/not an e-mail/);
    expect(await count()).toBe(before);
  });
});
