/**
 * Sessions that end (issue 22): a token carries its user's token version, raised by a password
 * change, a role change, a deactivation and POST /api/auth/logout-all; POST /api/auth/logout ends
 * one token; a deactivated company's users are out; the media cookie's token opens GET /api/media
 * only; the super user reads logos, not vehicle media; API answers are not cached; and neither
 * registering nor logging in tells whether an account exists or is active.
 */
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '../../src/domain/messages';
import { hashPassword } from '../../server/auth/passwords';
import * as s from '../../server/db/schema';
import { diskStorage } from '../../server/media/storage';
import { DEMO_COMPANY, DEMO_PASSWORD, RIVAL_COMPANY } from '../../server/seed/demo-organisation';
import { expectError, type ErrorBody } from './helpers/errors';
import { demoVehicles, jpeg, photoPart, uploadPhotos, type PhotosAnswer } from './helpers/photos';
import { bearer, body, makeTestApp, mediaCookie, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin = '';
let superUser = '';
let photoUrl = '';

beforeAll(async () => {
  t = await makeTestApp({ media: true });
  admin = await t.login('admin@demo.pt');
  superUser = await t.login('super@montra.pt');
  const [vehicle] = await demoVehicles(t);
  const res = await uploadPhotos(t, vehicle!.uuid, [photoPart(await jpeg(40, 30))], admin);
  expect(res.statusCode, res.body).toBe(201);
  photoUrl = body<PhotosAnswer>(res).photos[0]!.url;
});

afterAll(async () => {
  await t.close();
});

const PASSWORD = 'Carro-Azul-Lisboa-77';

let seq = 0;
/** A fresh user of the company (demo password), so a test may change it freely. */
async function addUser(companyUuid = DEMO_COMPANY, role: 'SELLER' | 'ADMIN' = 'SELLER') {
  seq += 1;
  const username = `sessao${seq}@${companyUuid === RIVAL_COMPANY ? 'rival' : 'demo'}.pt`;
  const [row] = await t.database.db
    .insert(s.users)
    .values({ username, role, companyUuid, passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning();
  return { uuid: row!.uuid, username };
}

/** GET /api/users/{id}: any signed-in user may read themselves. */
const whoAmI = (uuid: string, token: string) =>
  t.app.inject({ method: 'GET', url: `/api/users/${uuid}`, headers: bearer(token) });

async function expectEnded(uuid: string, token: string) {
  const res = await whoAmI(uuid, token);
  expect(expectError(res, 401, 'UNAUTHORIZED').error.message).toBe(MSG.sessionExpired);
}

async function tokenVersion(uuid: string): Promise<number> {
  const [row] = await t.database.db.select().from(s.users).where(eq(s.users.uuid, uuid));
  return row!.tokenVersion;
}

const call = (method: 'PATCH' | 'PUT' | 'POST', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('the token version', () => {
  it('ends every session of a user whose password an administrator reset; the new password signs in', async () => {
    const user = await addUser();
    const token = await t.login(user.username);
    expect((await whoAmI(user.uuid, token)).statusCode).toBe(200);
    const res = await call('PATCH', `/api/users/password/${user.uuid}`, admin, { password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    expect(await tokenVersion(user.uuid)).toBe(1);
    await expectEnded(user.uuid, token);
    expect((await t.postLogin(user.username)).statusCode).toBe(401);
    const fresh = await t.login(user.username, PASSWORD);
    expect((await whoAmI(user.uuid, fresh)).statusCode).toBe(200);
  });

  it('ends the sessions of a user who changed their own password, the one used included', async () => {
    const user = await addUser();
    const [here, there] = [await t.login(user.username), await t.login(user.username)];
    const res = await call('PATCH', `/api/users/password/${user.uuid}`, here, {
      password: PASSWORD,
      currentPassword: DEMO_PASSWORD,
    });
    expect(res.statusCode, res.body).toBe(200);
    await expectEnded(user.uuid, here);
    await expectEnded(user.uuid, there);
    expect((await whoAmI(user.uuid, await t.login(user.username, PASSWORD))).statusCode).toBe(200);
  });

  it('ends the sessions of a user whose role changed, not when the same role is sent again', async () => {
    const user = await addUser();
    const token = await t.login(user.username);
    const same = await call('PATCH', `/api/users/role/${user.uuid}`, admin, { role: 'SELLER' });
    expect(same.statusCode, same.body).toBe(200);
    expect(await tokenVersion(user.uuid)).toBe(0);
    expect((await whoAmI(user.uuid, token)).statusCode).toBe(200);

    const res = await call('PATCH', `/api/users/role/${user.uuid}`, admin, { role: 'MANAGER' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await tokenVersion(user.uuid)).toBe(1);
    await expectEnded(user.uuid, token);
    const fresh = await t.login(user.username);
    expect(body<{ user: { role: string } }>(await whoAmI(user.uuid, fresh))).toMatchObject({
      user: { role: 'MANAGER' },
    });
  });

  it('ends the sessions of a deactivated user for good: reactivated, they sign in again', async () => {
    const user = await addUser();
    const token = await t.login(user.username);
    const off = await call('PATCH', `/api/users/state/${user.uuid}`, admin, { isActive: false });
    expect(off.statusCode, off.body).toBe(200);
    await expectEnded(user.uuid, token);
    const on = await call('PATCH', `/api/users/state/${user.uuid}`, admin, { isActive: true });
    expect(on.statusCode, on.body).toBe(200);
    await expectEnded(user.uuid, token);
    expect((await whoAmI(user.uuid, await t.login(user.username))).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends this token and its media token (not the user’s other sessions): 204, cookie cleared, no cache', async () => {
    const user = await addUser();
    const [token, other] = [await t.login(user.username), await t.login(user.username)];
    const media = await t.mediaCookie(token);
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: media })).statusCode).toBe(200);

    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(204);
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expect(String(res.headers['set-cookie'])).toContain('montra_media=; Path=/api/media; Max-Age=0');
    await expectEnded(user.uuid, token);
    expect((await t.app.inject({ method: 'GET', url: photoUrl, headers: media })).statusCode).toBe(404);
    expect((await whoAmI(user.uuid, other)).statusCode).toBe(200);
    expect(await t.database.db.select().from(s.revokedTokens)).toHaveLength(1);
    expect(await tokenVersion(user.uuid)).toBe(0);
  });

  it('answers 204 to a session already ended, or none (a logout sent late by an offline device)', async () => {
    const before = await t.database.db.select().from(s.revokedTokens);
    for (const headers of [{}, bearer('not.a.jwt')]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers });
      expect(res.statusCode).toBe(204);
      expect(res.headers['clear-site-data']).toBe('"cache"');
    }
    expect(await t.database.db.select().from(s.revokedTokens)).toEqual(before);
  });
});

describe('POST /api/auth/logout-all', () => {
  it('ends every session of the caller (and no one else’s); a new login works', async () => {
    const user = await addUser();
    const bystander = await addUser();
    const bystanderToken = await t.login(bystander.username);
    const [here, there] = [await t.login(user.username), await t.login(user.username)];
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(here) });
    expect(res.statusCode).toBe(204);
    expect(res.headers['clear-site-data']).toBe('"cache"');
    expect(String(res.headers['set-cookie'])).toContain('montra_media=;');
    expect(await tokenVersion(user.uuid)).toBe(1);
    expect(await tokenVersion(bystander.uuid)).toBe(0);
    await expectEnded(user.uuid, here);
    await expectEnded(user.uuid, there);
    expect((await whoAmI(bystander.uuid, bystanderToken)).statusCode).toBe(200);
    expect((await whoAmI(user.uuid, await t.login(user.username))).statusCode).toBe(200);
  });

  it('answers 401 without a session', async () => {
    expectError(await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' }), 401, 'UNAUTHORIZED');
  });
});

describe('a deactivated company', () => {
  it('ends its users’ sessions and refuses their logins as a wrong password; reactivated, they sign in again', async () => {
    const user = await addUser(RIVAL_COMPANY, 'ADMIN');
    const token = await t.login(user.username);
    const setActive = (active: boolean) =>
      call('PUT', `/api/companies/${RIVAL_COMPANY}`, superUser, { active });

    expect((await setActive(false)).statusCode).toBe(200);
    await expectEnded(user.uuid, token);
    const right = await t.postLogin(user.username);
    const wrong = await t.postLogin(user.username, 'nao-e-esta-123');
    expect(expectError(right, 401, 'INVALID_CREDENTIALS')).toEqual(wrong.json());
    // The super user, in no company, is not touched.
    expect((await call('PUT', `/api/companies/${RIVAL_COMPANY}`, superUser, {})).statusCode).toBe(200);

    expect((await setActive(true)).statusCode).toBe(200);
    await expectEnded(user.uuid, token);
    expect((await whoAmI(user.uuid, await t.login(user.username))).statusCode).toBe(200);
  });
});

describe('the media token', () => {
  it('is refused as a bearer on any other call', async () => {
    const value = (await t.mediaCookie(admin)).cookie.replace('montra_media=', '');
    expect(
      (await t.app.inject({ method: 'GET', url: photoUrl, headers: mediaCookie(value) })).statusCode,
    ).toBe(200);
    for (const [method, url] of [
      ['GET', '/api/vehicles'],
      ['POST', '/api/auth/media-session'],
      ['POST', '/api/auth/logout-all'],
    ] as const) {
      expectError(await t.app.inject({ method, url, headers: bearer(value) }), 401, 'UNAUTHORIZED');
    }
  });
});

describe('the super user and media', () => {
  it('reads a company’s logo but gets 404 on its vehicle photos', async () => {
    const logo = `logos/${DEMO_COMPANY}-00112233445566778899aabbccddeeff.webp`;
    const image = await sharp(await jpeg(8, 8))
      .webp()
      .toBuffer();
    await diskStorage(t.mediaDir).put(logo, image, 'image/webp');
    const cookie = await t.mediaCookie(superUser);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/media/${logo}`, headers: cookie })).statusCode,
    ).toBe(200);
    const photo = await t.app.inject({ method: 'GET', url: photoUrl, headers: cookie });
    expectError(photo, 404, 'NOT_FOUND');
    // The control: the company's own admin reads it.
    expect(
      (await t.app.inject({ method: 'GET', url: photoUrl, headers: await t.mediaCookie(admin) })).statusCode,
    ).toBe(200);
  });
});

describe('Cache-Control', () => {
  it('is no-store on API answers, refusals and login included; media keep their own', async () => {
    const answers = [
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/vehicles', headers: bearer(admin) }),
      await t.app.inject({ method: 'GET', url: '/api/vehicles' }),
      await t.app.inject({ method: 'GET', url: '/api/nao-existe' }),
      await t.postLogin('admin@demo.pt'),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 401, 404, 200]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
    const photo = await t.app.inject({ method: 'GET', url: photoUrl, headers: await t.mediaCookie(admin) });
    expect(photo.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });
});

describe('no existence oracle', () => {
  const register = (token: string, username: string) =>
    call('POST', '/api/auth/register', token, {
      username,
      password: PASSWORD,
      role: 'SELLER',
      companyUuid: RIVAL_COMPANY,
    });

  it('refuses another company’s username as any unacceptable one, never saying it exists', async () => {
    const rivalAdmin = await t.login('admin@rival.pt');
    const before = await t.database.db.select().from(s.users);
    const taken = await register(rivalAdmin, 'admin@demo.pt');
    expect(expectError(taken, 400, 'VALIDATION').error.fields).toEqual({ username: MSG.invalidValue });
    expect(taken.body).not.toContain(MSG.usernameTaken);
    expect(await t.database.db.select().from(s.users)).toEqual(before);
    // Its own company's username keeps the spec's message (the admin lists those users anyway).
    const own = await register(rivalAdmin, 'vendedor@rival.pt');
    expect((own.json() as ErrorBody).error.fields).toEqual({ username: MSG.usernameTaken });
    // The control: a username nobody has is registered.
    expect((await register(rivalAdmin, 'novo.vendedor@rival.pt')).statusCode).toBe(201);
  });

  it('answers a deactivated user’s right password exactly as a wrong one', async () => {
    const right = await t.postLogin('inativo@demo.pt', DEMO_PASSWORD);
    const wrong = await t.postLogin('inativo@demo.pt', 'nao-e-esta-123');
    const unknown = await t.postLogin('ninguem@demo.pt', DEMO_PASSWORD);
    expect(right.statusCode).toBe(401);
    expect(right.json()).toEqual(wrong.json());
    expect(right.json()).toEqual(unknown.json());
    expect(expectError(right, 401, 'INVALID_CREDENTIALS').error.message).toBe(MSG.invalidCredentials);
    // Counted as a failure too: the login limiter's row is kept, marked failed.
    const attempts = await t.database.db
      .select()
      .from(s.loginAttempts)
      .where(eq(s.loginAttempts.username, 'inativo@demo.pt'));
    expect(attempts.map((a) => a.failed)).toEqual([true, true]);
  });
});
