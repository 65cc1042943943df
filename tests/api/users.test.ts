/**
 * User administration (spec 01 §7 "Auth and users", design §4 and §6, the
 * user rows of src/domain/permissions.ts): the super user everywhere, ADMIN
 * inside its own company, MANAGER may list; another company's users and the
 * super user are answered as absent (404), a role that may not act gets 403,
 * and a refused call leaves the database as it was.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import type { Role } from '../../src/domain/enums';
import { MSG } from '../../src/domain/messages';
import type { User } from '../../src/domain/types';
import { hashPassword } from '../../server/auth/passwords';
import { notifications, userNotifications, users } from '../../server/db/schema';
import { DEMO_COMPANY, DEMO_PASSWORD, RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import { testAppWithUsers } from './helpers/test-app';
import { expectError, type ErrorBody } from './helpers/errors';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const { t, tokens, call } = testAppWithUsers<string>([
  'super@montra.pt',
  'admin@demo.pt',
  'gestor@demo.pt',
  'vendedor@demo.pt',
  'admin@rival.pt',
  'vendedor@rival.pt',
]);

const SUPER = userUuid('super@montra.pt');
const ADMIN = userUuid('admin@demo.pt');
const SELLER = userUuid('vendedor@demo.pt');

/** No answer of the user calls, a refusal included, may carry a password hash. */
const NO_PASSWORD_HASH = { without: '$argon2' };

async function userRow(uuid: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.uuid, uuid));
  return row;
}

/** Everything a users call could change: the users and their notification rows. */
async function snapshot(): Promise<string> {
  const db = t.database.db;
  const u = await db.select().from(users).orderBy(asc(users.uuid));
  const n = await db.select().from(userNotifications).orderBy(asc(userNotifications.uuid));
  return JSON.stringify({ u, n });
}

let seq = 0;
/** A fresh user inserted straight into the database, so a test may change it freely. */
async function addUser(
  role: Role = 'SELLER',
  companyUuid: string = DEMO_COMPANY,
): Promise<{ uuid: string; username: string }> {
  seq += 1;
  const username = `teste${seq}@${companyUuid === RIVAL_COMPANY ? 'rival' : 'demo'}.pt`;
  const [row] = await t.database.db
    .insert(users)
    .values({
      username,
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Teste',
      lastName: String(seq),
      role,
      companyUuid,
    })
    .returning({ uuid: users.uuid });
  if (!row) throw new Error('insert failed');
  return { uuid: row.uuid, username };
}

/** One notification of the company delivered to each of the given users. */
async function notify(userUuids: string[], companyUuid: string = DEMO_COMPANY): Promise<string> {
  const db = t.database.db;
  const [n] = await db
    .insert(notifications)
    .values({
      companyUuid,
      notificationType: 'NEW_VEHICLE',
      payload: {
        brand: 'Renault',
        model: 'Clio',
        license_plate: 'AA00BB',
        uuid: '00000000-0000-4000-8000-000000000001',
      },
    })
    .returning({ uuid: notifications.uuid });
  if (!n) throw new Error('insert failed');
  await db
    .insert(userNotifications)
    .values(userUuids.map((userUuid) => ({ notificationUuid: n.uuid, userUuid, companyUuid })));
  return n.uuid;
}

async function notificationsOf(userUuid: string) {
  return t.database.db.select().from(userNotifications).where(eq(userNotifications.userUuid, userUuid));
}

describe('GET /api/users/company/:companyId', () => {
  it('lists the users of their own company to an ADMIN, without hashes', async () => {
    const res = await call('GET', `/api/users/company/${DEMO_COMPANY}`, 'admin@demo.pt');
    expect(res.statusCode).toBe(200);
    const { users: listed } = res.json() as { users: User[] };
    const rows = await t.database.db.select().from(users).where(eq(users.companyUuid, DEMO_COMPANY));
    expect(listed.map((u) => u.uuid).sort()).toEqual(rows.map((r) => r.uuid).sort());
    expect(listed.map((u) => u.username)).toContain('inativo@demo.pt');
    expect(listed.every((u) => u.companyUuid === DEMO_COMPANY)).toBe(true);
    expect(listed.some((u) => u.isSuperUser)).toBe(false);
    expect(res.body).not.toContain('$argon2');
    expect(res.body).not.toContain('passwordHash');
  });

  it('lists them to a MANAGER too', async () => {
    const res = await call('GET', `/api/users/company/${DEMO_COMPANY}`, 'gestor@demo.pt');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { users: User[] }).users.length).toBeGreaterThanOrEqual(8);
  });

  it('refuses a SELLER with 403', async () => {
    const res = await call('GET', `/api/users/company/${DEMO_COMPANY}`, 'vendedor@demo.pt');
    expectError(res, 403, 'FORBIDDEN', NO_PASSWORD_HASH);
    expect((res.json() as ErrorBody).error.message).toBe(MSG.forbidden);
  });

  it('answers 404 for a path id that is not a uuid', async () => {
    expectError(
      await call('GET', '/api/users/company/demo', 'admin@demo.pt'),
      404,
      'NOT_FOUND',
      NO_PASSWORD_HASH,
    );
  });
});

describe('GET /api/users/:userId', () => {
  it('gives an ADMIN a user of their company', async () => {
    const res = await call('GET', `/api/users/${SELLER}`, 'admin@demo.pt');
    expect(res.statusCode).toBe(200);
    const { user } = res.json() as { user: User };
    expect(user).toMatchObject({
      uuid: SELLER,
      username: 'vendedor@demo.pt',
      role: 'SELLER',
      companyUuid: DEMO_COMPANY,
    });
    expect(user).not.toHaveProperty('passwordHash');
  });

  it('gives a SELLER their own record but refuses them another user with 403', async () => {
    const own = await call('GET', `/api/users/${SELLER}`, 'vendedor@demo.pt');
    expect(own.statusCode).toBe(200);
    expect((own.json() as { user: User }).user.uuid).toBe(SELLER);
    expectError(
      await call('GET', `/api/users/${ADMIN}`, 'vendedor@demo.pt'),
      403,
      'FORBIDDEN',
      NO_PASSWORD_HASH,
    );
  });

  it('answers 404 for a uuid no user has', async () => {
    expectError(
      await call('GET', '/api/users/00000000-0000-4000-8000-00000000abcd', 'admin@demo.pt'),
      404,
      'NOT_FOUND',
      NO_PASSWORD_HASH,
    );
  });
});

describe('POST /api/auth/register', () => {
  it('lets an ADMIN register a user in their company: 201, argon2id hash, the role sent', async () => {
    const res = await call('POST', '/api/auth/register', 'admin@demo.pt', {
      username: 'Nova@Demo.pt',
      password: 'palavra-passe-1',
      role: 'ADMIN',
      companyUuid: DEMO_COMPANY,
      firstName: '  Nova  ',
      lastName: 'Utilizadora',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json() as { user: User };
    expect(user).toMatchObject({
      username: 'nova@demo.pt',
      firstName: 'Nova',
      lastName: 'Utilizadora',
      role: 'ADMIN',
      isActive: true,
      isSuperUser: false,
      companyUuid: DEMO_COMPANY,
    });
    expect(res.body).not.toContain('$argon2');
    expect(res.body).not.toContain('palavra-passe-1');

    const row = await userRow(user.uuid);
    expect(row?.username).toBe('nova@demo.pt');
    expect(row?.role).toBe('ADMIN');
    expect(row?.companyUuid).toBe(DEMO_COMPANY);
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('palavra-passe-1');

    const signIn = await t.postLogin('nova@demo.pt', 'palavra-passe-1');
    expect(signIn.statusCode).toBe(200);
    expect((signIn.json() as { user: User }).user.uuid).toBe(user.uuid);
  });

  it('keeps the role, state and uuid the caller sends, and ignores isSuperUser', async () => {
    const uuid = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
    const res = await call('POST', '/api/auth/register', 'admin@demo.pt', {
      uuid,
      username: 'oficina2@demo.pt',
      password: 'palavra-passe-2',
      companyUuid: DEMO_COMPANY,
      role: 'WORKSHOP',
      isActive: false,
      isSuperUser: true,
    });
    expect(res.statusCode).toBe(201);
    const row = await userRow(uuid);
    expect(row).toMatchObject({
      role: 'WORKSHOP',
      isActive: false,
      isSuperUser: false,
      companyUuid: DEMO_COMPANY,
    });
    expect((await t.postLogin('oficina2@demo.pt', 'palavra-passe-2')).statusCode).toBe(401);
  });

  it('refuses a username that exists (in any case) with 400 fields.username', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/auth/register', 'admin@demo.pt', {
      username: 'VENDEDOR@demo.pt',
      password: 'palavra-passe-3',
      role: 'SELLER',
      companyUuid: DEMO_COMPANY,
    });
    expectError(res, 400, 'VALIDATION', NO_PASSWORD_HASH);
    expect((res.json() as ErrorBody).error.fields).toEqual({ username: MSG.usernameTaken });
    expect(await snapshot()).toBe(before);
  });

  it('registers only one of two simultaneous requests for the same username, refusing the other with 400', async () => {
    const payload = {
      username: 'gemeo@demo.pt',
      password: 'palavra-passe-4',
      role: 'SELLER',
      companyUuid: DEMO_COMPANY,
    };
    const answers = await Promise.all([
      call('POST', '/api/auth/register', 'admin@demo.pt', payload),
      call('POST', '/api/auth/register', 'admin@demo.pt', payload),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((r) => r.statusCode === 400);
    expect((refused?.json() as ErrorBody).error.fields).toEqual({ username: MSG.usernameTaken });
    const rows = await t.database.db.select().from(users).where(eq(users.username, 'gemeo@demo.pt'));
    expect(rows).toHaveLength(1);
  });

  it('refuses a password shorter than 8 characters with 400 and creates nothing', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/auth/register', 'admin@demo.pt', {
      username: 'curta@demo.pt',
      password: '1234567',
      role: 'SELLER',
      companyUuid: DEMO_COMPANY,
    });
    expectError(res, 400, 'VALIDATION', NO_PASSWORD_HASH);
    expect((res.json() as ErrorBody).error.fields).toEqual({ password: MSG.passwordTooShort });
    expect(await snapshot()).toBe(before);
  });

  it('answers 400 with a field per problem: missing username and password, unknown role', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/auth/register', 'admin@demo.pt', {
      companyUuid: DEMO_COMPANY,
      role: 'BOSS',
    });
    expectError(res, 400, 'VALIDATION', NO_PASSWORD_HASH);
    expect((res.json() as ErrorBody).error.fields).toEqual({
      username: MSG.required,
      password: MSG.required,
      role: MSG.invalidValue,
    });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a SELLER with 403 and creates nothing', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/auth/register', 'vendedor@demo.pt', {
      username: 'intruso@demo.pt',
      password: 'palavra-passe-5',
      companyUuid: DEMO_COMPANY,
      role: 'ADMIN',
    });
    expectError(res, 403, 'FORBIDDEN', NO_PASSWORD_HASH);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a MANAGER with 403 and creates nothing', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/auth/register', 'gestor@demo.pt', {
      username: 'intruso2@demo.pt',
      password: 'palavra-passe-6',
      companyUuid: DEMO_COMPANY,
    });
    expectError(res, 403, 'FORBIDDEN', NO_PASSWORD_HASH);
    expect(await snapshot()).toBe(before);
  });
});

describe('PATCH /api/users/role/:userId', () => {
  it('lets an ADMIN change the role of a user of their company', async () => {
    const target = await addUser('SELLER');
    const res = await call('PATCH', `/api/users/role/${target.uuid}`, 'admin@demo.pt', { role: 'MANAGER' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user: User }).user.role).toBe('MANAGER');
    const row = await userRow(target.uuid);
    expect(row?.role).toBe('MANAGER');
    expect(row?.rowVersion).toBe(2);
  });

  it('refuses an unknown role with 400 and changes nothing', async () => {
    const target = await addUser('SELLER');
    const before = await snapshot();
    const res = await call('PATCH', `/api/users/role/${target.uuid}`, 'admin@demo.pt', { role: 'SUPER' });
    expectError(res, 400, 'VALIDATION', NO_PASSWORD_HASH);
    expect((res.json() as ErrorBody).error.fields).toEqual({ role: MSG.invalidValue });
    expect(await snapshot()).toBe(before);
  });

  it('refuses a SELLER with 403, even for their own role, and changes nothing', async () => {
    const target = await addUser('SELLER');
    const before = await snapshot();
    expectError(
      await call('PATCH', `/api/users/role/${target.uuid}`, 'vendedor@demo.pt', { role: 'ADMIN' }),
      403,
      'FORBIDDEN',
      NO_PASSWORD_HASH,
    );
    expectError(
      await call('PATCH', `/api/users/role/${SELLER}`, 'vendedor@demo.pt', { role: 'ADMIN' }),
      403,
      'FORBIDDEN',
      NO_PASSWORD_HASH,
    );
    expect(await snapshot()).toBe(before);
    expect((await userRow(SELLER))?.role).toBe('SELLER');
  });

  it('refuses a MANAGER with 403 and changes nothing', async () => {
    const target = await addUser('SELLER');
    const before = await snapshot();
    expectError(
      await call('PATCH', `/api/users/role/${target.uuid}`, 'gestor@demo.pt', { role: 'MANAGER' }),
      403,
      'FORBIDDEN',
      NO_PASSWORD_HASH,
    );
    expect(await snapshot()).toBe(before);
  });
});

describe('PATCH /api/users/state/:userId', () => {
  it('deactivates a user, who can no longer log in, and activates them again', async () => {
    const target = await addUser('SELLER');
    expect((await t.postLogin(target.username)).statusCode).toBe(200);

    const off = await call('PATCH', `/api/users/state/${target.uuid}`, 'admin@demo.pt', {
      isActive: false,
      companyUuid: DEMO_COMPANY,
    });
    expect(off.statusCode).toBe(200);
    expect((off.json() as { user: User }).user.isActive).toBe(false);
    expect((await userRow(target.uuid))?.isActive).toBe(false);
    expect((await t.postLogin(target.username)).statusCode).toBe(401);

    const on = await call('PATCH', `/api/users/state/${target.uuid}`, 'admin@demo.pt', { isActive: true });
    expect(on.statusCode).toBe(200);
    expect((await userRow(target.uuid))?.isActive).toBe(true);
    expect((await t.postLogin(target.username)).statusCode).toBe(200);
  });

  it('answers 404 when companyUuid does not name the user company, and changes nothing', async () => {
    const target = await addUser('SELLER');
    const before = await snapshot();
    const res = await call('PATCH', `/api/users/state/${target.uuid}`, 'admin@demo.pt', {
      isActive: false,
      companyUuid: RIVAL_COMPANY,
    });
    expectError(res, 404, 'NOT_FOUND', NO_PASSWORD_HASH);
    expect(await snapshot()).toBe(before);
  });

  it('refuses an ADMIN deactivating themselves with 409', async () => {
    const before = await snapshot();
    expectError(
      await call('PATCH', `/api/users/state/${ADMIN}`, 'admin@demo.pt', { isActive: false }),
      409,
      'SELF_DEACTIVATION',
      NO_PASSWORD_HASH,
    );
    expect(await snapshot()).toBe(before);
  });

  it('refuses a SELLER with 403 and changes nothing', async () => {
    const target = await addUser('SELLER');
    const before = await snapshot();
    expectError(
      await call('PATCH', `/api/users/state/${target.uuid}`, 'vendedor@demo.pt', { isActive: false }),
      403,
      'FORBIDDEN',
      NO_PASSWORD_HASH,
    );
    expect(await snapshot()).toBe(before);
  });

  it('answers 400 when isActive is missing', async () => {
    const target = await addUser('SELLER');
    const res = await call('PATCH', `/api/users/state/${target.uuid}`, 'admin@demo.pt', {});
    expectError(res, 400, 'VALIDATION', NO_PASSWORD_HASH);
    expect((res.json() as ErrorBody).error.fields).toEqual({ isActive: MSG.required });
  });
});

describe('PATCH /api/users/password/:userId', () => {
  it('lets an ADMIN reset the password of a user: the old one stops working, the new one works', async () => {
    const target = await addUser('SELLER');
    const hashBefore = (await userRow(target.uuid))?.passwordHash;
    const res = await call('PATCH', `/api/users/password/${target.uuid}`, 'admin@demo.pt', {
      password: 'nova-passe-123',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('$argon2');
    const hashAfter = (await userRow(target.uuid))?.passwordHash;
    expect(hashAfter).toMatch(/^\$argon2id\$/);
    expect(hashAfter).not.toBe(hashBefore);
    expect((await t.postLogin(target.username)).statusCode).toBe(401);
    expect((await t.postLogin(target.username, 'nova-passe-123')).statusCode).toBe(200);
  });

  it('requires currentPassword from a user changing their own password', async () => {
    const me = await addUser('SELLER');
    tokens[me.username] = await t.login(me.username);
    const hashBefore = (await userRow(me.uuid))?.passwordHash;

    const missing = await call('PATCH', `/api/users/password/${me.uuid}`, me.username, {
      password: 'a-minha-nova-1',
    });
    expectError(missing, 400, 'VALIDATION', NO_PASSWORD_HASH);
    expect((missing.json() as ErrorBody).error.fields).toEqual({ currentPassword: MSG.required });

    const wrong = await call('PATCH', `/api/users/password/${me.uuid}`, me.username, {
      password: 'a-minha-nova-1',
      currentPassword: 'nao-e-esta',
    });
    expectError(wrong, 400, 'VALIDATION', NO_PASSWORD_HASH);
    expect((wrong.json() as ErrorBody).error.fields).toHaveProperty('currentPassword');
    expect((await userRow(me.uuid))?.passwordHash).toBe(hashBefore);

    const ok = await call('PATCH', `/api/users/password/${me.uuid}`, me.username, {
      password: 'a-minha-nova-1',
      currentPassword: DEMO_PASSWORD,
    });
    expect(ok.statusCode).toBe(200);
    expect((await userRow(me.uuid))?.passwordHash).not.toBe(hashBefore);
    expect((await t.postLogin(me.username)).statusCode).toBe(401);
    expect((await t.postLogin(me.username, 'a-minha-nova-1')).statusCode).toBe(200);
  });

  it('requires currentPassword from an ADMIN changing their own password too', async () => {
    const me = await addUser('ADMIN');
    tokens[me.username] = await t.login(me.username);
    const before = await snapshot();
    const res = await call('PATCH', `/api/users/password/${me.uuid}`, me.username, {
      password: 'sem-prova-123',
    });
    expectError(res, 400, 'VALIDATION', NO_PASSWORD_HASH);
    expect((res.json() as ErrorBody).error.fields).toEqual({ currentPassword: MSG.required });
    expect(await snapshot()).toBe(before);
    expect((await t.postLogin(me.username)).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters with 400 and changes nothing', async () => {
    const target = await addUser('SELLER');
    const before = await snapshot();
    const res = await call('PATCH', `/api/users/password/${target.uuid}`, 'admin@demo.pt', {
      password: 'curta',
    });
    expectError(res, 400, 'VALIDATION', NO_PASSWORD_HASH);
    expect((res.json() as ErrorBody).error.fields).toEqual({ password: MSG.passwordTooShort });
    expect(await snapshot()).toBe(before);
  });

  it("refuses a SELLER changing another user's password with 403 and changes nothing", async () => {
    const target = await addUser('SELLER');
    const before = await snapshot();
    expectError(
      await call('PATCH', `/api/users/password/${target.uuid}`, 'vendedor@demo.pt', {
        password: 'tomada-123',
      }),
      403,
      'FORBIDDEN',
      NO_PASSWORD_HASH,
    );
    expect(await snapshot()).toBe(before);
  });
});

describe('DELETE /api/users/:userId', () => {
  it('lets an ADMIN delete a user of their company: the row and its notifications go, login fails', async () => {
    const target = await addUser('SELLER');
    await notify([target.uuid, ADMIN]);
    const res = await call('DELETE', `/api/users/${target.uuid}`, 'admin@demo.pt');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { user: User }).user.uuid).toBe(target.uuid);
    expect(await userRow(target.uuid)).toBeUndefined();
    expect(await notificationsOf(target.uuid)).toHaveLength(0);
    expect((await notificationsOf(ADMIN)).length).toBeGreaterThan(0);
    expect((await t.postLogin(target.username)).statusCode).toBe(401);
  });

  it('refuses an ADMIN deleting themselves with 403', async () => {
    const before = await snapshot();
    expectError(
      await call('DELETE', `/api/users/${ADMIN}`, 'admin@demo.pt'),
      403,
      'FORBIDDEN',
      NO_PASSWORD_HASH,
    );
    expect(await snapshot()).toBe(before);
  });

  it('refuses a SELLER and a MANAGER with 403 and deletes nothing', async () => {
    const target = await addUser('SELLER');
    const before = await snapshot();
    expectError(
      await call('DELETE', `/api/users/${target.uuid}`, 'vendedor@demo.pt'),
      403,
      'FORBIDDEN',
      NO_PASSWORD_HASH,
    );
    expectError(
      await call('DELETE', `/api/users/${target.uuid}`, 'gestor@demo.pt'),
      403,
      'FORBIDDEN',
      NO_PASSWORD_HASH,
    );
    expect(await snapshot()).toBe(before);
  });
});

describe('DELETE /api/users/:userId/notifications', () => {
  it("deletes only that user's notification rows", async () => {
    const target = await addUser('SELLER');
    const other = await addUser('SELLER');
    const first = await notify([target.uuid, other.uuid, ADMIN]);
    await notify([target.uuid, other.uuid]);
    expect(await notificationsOf(target.uuid)).toHaveLength(2);
    const otherBefore = await notificationsOf(other.uuid);
    const adminBefore = await notificationsOf(ADMIN);

    const res = await call('DELETE', `/api/users/${target.uuid}/notifications`, 'admin@demo.pt');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ deleted: 2 });

    expect(await notificationsOf(target.uuid)).toHaveLength(0);
    expect(await notificationsOf(other.uuid)).toEqual(otherBefore);
    expect(await notificationsOf(ADMIN)).toEqual(adminBefore);
    // The notification itself stays for the others.
    const [n] = await t.database.db.select().from(notifications).where(eq(notifications.uuid, first));
    expect(n?.uuid).toBe(first);
  });

  it('lets a user clear their own notifications', async () => {
    const me = await addUser('SELLER');
    tokens[me.username] = await t.login(me.username);
    await notify([me.uuid]);
    const res = await call('DELETE', `/api/users/${me.uuid}/notifications`, me.username);
    expect(res.statusCode).toBe(200);
    expect(await notificationsOf(me.uuid)).toHaveLength(0);
  });

  it("refuses a SELLER clearing another user's notifications with 403", async () => {
    const target = await addUser('SELLER');
    await notify([target.uuid]);
    const before = await snapshot();
    expectError(
      await call('DELETE', `/api/users/${target.uuid}/notifications`, 'vendedor@demo.pt'),
      403,
      'FORBIDDEN',
      NO_PASSWORD_HASH,
    );
    expect(await snapshot()).toBe(before);
    expect(await notificationsOf(target.uuid)).toHaveLength(1);
  });
});

describe('another company (admin@rival.pt) sees nothing of Auto Demo Aveiro', () => {
  let target: { uuid: string; username: string };

  beforeAll(async () => {
    target = await addUser('SELLER');
    await notify([target.uuid]);
  });

  const attempts = (): [string, Method, string, object | undefined][] => [
    ['list the company users', 'GET', `/api/users/company/${DEMO_COMPANY}`, undefined],
    ['read a user', 'GET', `/api/users/${target.uuid}`, undefined],
    ['read the company admin', 'GET', `/api/users/${ADMIN}`, undefined],
    ['change a password', 'PATCH', `/api/users/password/${target.uuid}`, { password: 'tomada-de-conta' }],
    ['change a role', 'PATCH', `/api/users/role/${target.uuid}`, { role: 'ADMIN' }],
    ['change a state', 'PATCH', `/api/users/state/${target.uuid}`, { isActive: false }],
    [
      'change a state naming the company',
      'PATCH',
      `/api/users/state/${target.uuid}`,
      { isActive: false, companyUuid: DEMO_COMPANY },
    ],
    ['delete a user', 'DELETE', `/api/users/${target.uuid}`, undefined],
    ['delete notifications', 'DELETE', `/api/users/${target.uuid}/notifications`, undefined],
    [
      'register a user in the company',
      'POST',
      '/api/auth/register',
      {
        username: 'infiltrado@demo.pt',
        password: 'palavra-passe-9',
        companyUuid: DEMO_COMPANY,
        role: 'ADMIN',
      },
    ],
  ];

  it('answers 404 to every attempt and leaves the database unchanged', async () => {
    for (const [what, method, url, payload] of attempts()) {
      const before = await snapshot();
      const res = await call(method, url, 'admin@rival.pt', payload);
      expect(res.statusCode, what).toBe(404);
      expect((res.json() as ErrorBody).error, what).toEqual({
        code: 'NOT_FOUND',
        message: MSG.recordNotFound,
      });
      expect(res.body, what).not.toContain(target.username);
      expect(await snapshot(), what).toBe(before);
    }
    expect(await notificationsOf(target.uuid)).toHaveLength(1);
    expect((await t.postLogin(target.username)).statusCode).toBe(200);
  });

  it('refuses a rival SELLER too: 404 for every demo user record, 403 for calls their role never makes', async () => {
    for (const [what, method, url, payload] of attempts()) {
      const before = await snapshot();
      const res = await call(method, url, 'vendedor@rival.pt', payload);
      // Listing users and registering are refused by role whatever the company (the same
      // 403 a SELLER gets at home), so the answer says nothing about Auto Demo Aveiro.
      const roleOnly = url === '/api/auth/register' || url.startsWith('/api/users/company/');
      const expected = roleOnly ? 403 : 404;
      expect(res.statusCode, what).toBe(expected);
      expect(await snapshot(), what).toBe(before);
    }
  });

  it('lets the rival admin work on their own company meanwhile (the control)', async () => {
    const res = await call('GET', `/api/users/company/${RIVAL_COMPANY}`, 'admin@rival.pt');
    expect(res.statusCode).toBe(200);
    const listed = (res.json() as { users: User[] }).users.map((u) => u.username).sort();
    expect(listed).toEqual(['admin@rival.pt', 'vendedor@rival.pt']);
  });
});

describe('the super user', () => {
  it('lists the users of any company', async () => {
    for (const company of [DEMO_COMPANY, RIVAL_COMPANY]) {
      const res = await call('GET', `/api/users/company/${company}`, 'super@montra.pt');
      expect(res.statusCode).toBe(200);
      const listed = (res.json() as { users: User[] }).users;
      const rows = await t.database.db.select().from(users).where(eq(users.companyUuid, company));
      expect(listed.map((u) => u.uuid).sort()).toEqual(rows.map((r) => r.uuid).sort());
    }
  });

  it('registers a user in any company', async () => {
    const res = await call('POST', '/api/auth/register', 'super@montra.pt', {
      username: 'novo@rival.pt',
      password: 'palavra-passe-10',
      companyUuid: RIVAL_COMPANY,
      role: 'MANAGER',
    });
    expect(res.statusCode).toBe(201);
    const { user } = res.json() as { user: User };
    expect(await userRow(user.uuid)).toMatchObject({
      username: 'novo@rival.pt',
      role: 'MANAGER',
      companyUuid: RIVAL_COMPANY,
      isSuperUser: false,
    });
    expect((await t.postLogin('novo@rival.pt', 'palavra-passe-10')).statusCode).toBe(200);
  });

  it('answers 404 when registering into a company that does not exist, creating nothing', async () => {
    const before = await snapshot();
    const res = await call('POST', '/api/auth/register', 'super@montra.pt', {
      username: 'orfao@demo.pt',
      password: 'palavra-passe-11',
      role: 'SELLER',
      companyUuid: '00000000-0000-4000-8000-00000000dead',
    });
    expectError(res, 404, 'NOT_FOUND', NO_PASSWORD_HASH);
    expect(await snapshot()).toBe(before);
  });

  it('changes the role and state of a user of any company', async () => {
    const target = await addUser('SELLER', RIVAL_COMPANY);
    expect(
      (await call('PATCH', `/api/users/role/${target.uuid}`, 'super@montra.pt', { role: 'ADMIN' }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PATCH', `/api/users/state/${target.uuid}`, 'super@montra.pt', { isActive: false }))
        .statusCode,
    ).toBe(200);
    expect(await userRow(target.uuid)).toMatchObject({ role: 'ADMIN', isActive: false });
  });

  it('cannot be reached by a company admin: 404 for every call, nothing changes', async () => {
    await notify([SUPER]);
    const calls: [Method, string, object | undefined][] = [
      ['GET', `/api/users/${SUPER}`, undefined],
      ['PATCH', `/api/users/password/${SUPER}`, { password: 'tomada-de-conta' }],
      ['PATCH', `/api/users/role/${SUPER}`, { role: 'SELLER' }],
      ['PATCH', `/api/users/state/${SUPER}`, { isActive: false }],
      ['DELETE', `/api/users/${SUPER}`, undefined],
      ['DELETE', `/api/users/${SUPER}/notifications`, undefined],
    ];
    for (const as of ['admin@demo.pt', 'admin@rival.pt']) {
      for (const [method, url, payload] of calls) {
        const before = await snapshot();
        const res = await call(method, url, as, payload);
        expect(res.statusCode, `${as} ${method} ${url}`).toBe(404);
        expect(res.body).not.toContain('super@montra.pt');
        expect(await snapshot(), `${as} ${method} ${url}`).toBe(before);
      }
    }
    expect(await userRow(SUPER)).toMatchObject({ isActive: true, isSuperUser: true, role: null });
    expect(await notificationsOf(SUPER)).toHaveLength(1);
    expect((await t.postLogin('super@montra.pt')).statusCode).toBe(200);
  });
});
