/**
 * Media access (contract-media "Media access"; issue 10: media of one
 * company never readable by another or without a session): login sets the
 * `montra_media` cookie (HttpOnly, SameSite=Strict, Path=/api/media) holding a
 * media token of its own, for MEDIA_TOKEN_TTL_S (issue 22), POST
 * /api/auth/media-session sets a new one (never past the session's expiry),
 * DELETE clears it; GET /api/media answers a vehicle photo or a logo only to a
 * cookie of an active user of that company (a logo: or the super user), or to
 * that user's bearer token, as every other call takes it (issue 24), else 404 —
 * the media token as a bearer, the session token itself as the cookie, a rival,
 * an expired token and a deactivated user included.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_TOKEN_TTL_S, TOKEN_TTL_S } from '../../server/auth/tokens';
import { diskStorage } from '../../server/media/storage';
import { RIVAL_COMPANY, userUuid } from '../../server/seed/demo-organisation';
import { demoVehicles, jpeg, photoPart, uploadPhotos, type PhotosAnswer } from './helpers/photos';
import { bearer, body, makeTestApp, mediaCookie, type TestApp } from './helpers/test-app';

let t: TestApp;
let nowMs = Date.now();
let admin = '';
/** The admin's media cookie. */
let adminMedia: { cookie: string } = { cookie: '' };
let photoUrl = '';
let thumbUrl = '';

beforeAll(async () => {
  t = await makeTestApp({ media: true, deps: { nowMs: () => nowMs } });
  admin = await t.login('admin@demo.pt');
  adminMedia = await t.mediaCookie(admin);
  const [vehicle] = await demoVehicles(t);
  if (!vehicle) throw new Error('no demo vehicle');
  const res = await uploadPhotos(t, vehicle.uuid, [photoPart(await jpeg(200, 100))], admin);
  expect(res.statusCode, res.body).toBe(201);
  const [photo] = body<PhotosAnswer>(res).photos;
  photoUrl = photo!.url;
  thumbUrl = photo!.thumbUrl!;
});

afterAll(async () => {
  await t.close();
});

const fetchMedia = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** The Set-Cookie header of an answer, as one string. */
function setCookieOf(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  return Array.isArray(header) ? header.join('\n') : String(header ?? '');
}

describe('the montra_media cookie', () => {
  it('is set by login’s answer: a media token (not the session’s), HttpOnly, SameSite=Strict, Path=/api/media, for its short life', async () => {
    const res = await t.postLogin('oficina@demo.pt');
    expect(res.statusCode).toBe(200);
    const { token } = body<{ token: string }>(res);
    const [pair, ...attributes] = setCookieOf(res).split('; ');
    expect(attributes).toEqual([
      'Path=/api/media',
      `Max-Age=${MEDIA_TOKEN_TTL_S}`,
      'HttpOnly',
      'SameSite=Strict',
    ]);
    const media = pair!.replace(/^montra_media=/, '');
    expect(media).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(media).not.toBe(token);
    expect((await fetchMedia(photoUrl, mediaCookie(media))).statusCode).toBe(200);
    // The session's own token is no media cookie.
    expect((await fetchMedia(photoUrl, mediaCookie(token))).statusCode).toBe(404);
  });

  it('is not set by a failed login', async () => {
    const res = await t.postLogin('admin@demo.pt', 'errada-123');
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('is set again by POST /api/auth/media-session, never past the session’s expiry; 401 without a token', async () => {
    const token = await t.login('gestor@demo.pt');
    const renew = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/media-session', headers: bearer(token) });
    nowMs += 2 * 60 * 60 * 1000;
    try {
      const res = await renew();
      expect(res.statusCode).toBe(204);
      expect(setCookieOf(res)).toMatch(
        new RegExp(`^montra_media=[\\w.-]+; Path=/api/media; Max-Age=${MEDIA_TOKEN_TTL_S};`),
      );
    } finally {
      nowMs -= 2 * 60 * 60 * 1000;
    }
    // Five minutes before the session ends: the media token ends with it.
    nowMs += (TOKEN_TTL_S - 300) * 1000;
    try {
      expect(setCookieOf(await renew())).toContain('; Max-Age=300;');
    } finally {
      nowMs -= (TOKEN_TTL_S - 300) * 1000;
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/media-session' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['set-cookie']).toBeUndefined();
  });

  it('is cleared by DELETE /api/auth/media-session, even without a token (logout of an expired session)', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/auth/media-session' });
    expect(res.statusCode).toBe(204);
    expect(setCookieOf(res)).toBe('montra_media=; Path=/api/media; Max-Age=0; HttpOnly; SameSite=Strict');
  });
});

describe('GET /api/media/c/{company}/...', () => {
  it('serves the company’s own users, privately cacheable for good; not the super user (no vehicles)', async () => {
    const superUser = await t.mediaCookie(await t.login('super@montra.pt'));
    expect((await fetchMedia(photoUrl, superUser)).statusCode).toBe(404);
    for (const user of ['admin@demo.pt', 'oficina@demo.pt', 'vendedor@demo.pt']) {
      const res = await fetchMedia(photoUrl, await t.mediaCookie(await t.login(user)));
      expect(res.statusCode, user).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({
        format: 'webp',
        width: 200,
        height: 100,
      });
    }
    // Among other cookies of the site.
    const mixed = await fetchMedia(thumbUrl, { cookie: `tema=escuro; ${adminMedia.cookie}; outro=1` });
    expect(mixed.statusCode).toBe(200);
  });

  it('serves the bearer token every other call carries, without the cookie (issue 24)', async () => {
    for (const user of ['admin@demo.pt', 'oficina@demo.pt', 'vendedor@demo.pt']) {
      const res = await fetchMedia(photoUrl, bearer(await t.login(user)));
      expect(res.statusCode, user).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
    const rivalToken = await t.login('admin@rival.pt');
    expect((await fetchMedia(photoUrl, bearer(rivalToken))).statusCode).toBe(404);
    expect((await fetchMedia(photoUrl, bearer(await t.login('super@montra.pt')))).statusCode).toBe(404);
    // The media token stays no bearer, here as everywhere else.
    const mediaToken = adminMedia.cookie.replace('montra_media=', '');
    expect((await fetchMedia(photoUrl, bearer(mediaToken))).statusCode).toBe(404);
    // A session logged out of opens no media by its bearer either.
    const ended = await t.login('admin@demo.pt');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(ended) });
    expect((await fetchMedia(photoUrl, bearer(ended))).statusCode).toBe(404);
  });

  it('answers 404 to a rival, no cookie, the media token as a bearer, the session token as cookie, a forged or expired token, a deactivated user', async () => {
    const rival = await t.mediaCookie(await t.login('admin@rival.pt'));
    const seller = await t.mediaCookie(await t.login('vendedor@demo.pt'));
    const refused: [string, Record<string, string>][] = [
      ['rival', rival],
      ['no cookie', {}],
      ['media token as bearer', bearer(adminMedia.cookie.replace('montra_media=', ''))],
      ['session token', mediaCookie(admin)],
      ['forged', { cookie: `${adminMedia.cookie.slice(0, -4)}AAAA` }],
      ['another cookie', { cookie: adminMedia.cookie.replace('montra_media=', 'outro=') }],
    ];
    for (const [name, headers] of refused) {
      const res = await fetchMedia(photoUrl, headers);
      expect(res.statusCode, name).toBe(404);
      expect(res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }

    const fresh = await t.mediaCookie(admin);
    nowMs += (MEDIA_TOKEN_TTL_S + 1) * 1000;
    try {
      expect((await fetchMedia(photoUrl, fresh)).statusCode).toBe(404);
    } finally {
      nowMs -= (MEDIA_TOKEN_TTL_S + 1) * 1000;
    }
    expect((await fetchMedia(photoUrl, fresh)).statusCode).toBe(200);

    // Through the API, as an administrator does it: the next media request is judged on the new row.
    const setActive = (isActive: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/users/state/${userUuid('vendedor@demo.pt')}`,
        headers: bearer(admin),
        payload: { isActive },
      });
    expect((await fetchMedia(photoUrl, seller)).statusCode).toBe(200);
    expect((await setActive(false)).statusCode).toBe(200);
    expect((await fetchMedia(photoUrl, seller)).statusCode).toBe(404);
    // Reactivated, the seller signs in again: the deactivation ended the old session and its media token.
    expect((await setActive(true)).statusCode).toBe(200);
    expect((await fetchMedia(photoUrl, seller)).statusCode).toBe(404);
    const again = await t.mediaCookie(await t.login('vendedor@demo.pt'));
    expect((await fetchMedia(photoUrl, again)).statusCode).toBe(200);
  });

  it('keeps company logos to their company (and the super user); keys no company owns are never served', async () => {
    const storage = diskStorage(t.mediaDir);
    const logo = `logos/${RIVAL_COMPANY}-0123456789abcdef.webp`;
    await storage.put(
      logo,
      await sharp(await jpeg(8, 8))
        .webp()
        .toBuffer(),
      'image/webp',
    );
    await storage.put('outros/solto.webp', Buffer.from('x'), 'image/webp');
    const url = `/api/media/${logo}`;
    expect((await fetchMedia(url, await t.mediaCookie(await t.login('admin@rival.pt')))).statusCode).toBe(
      200,
    );
    expect((await fetchMedia(url, await t.mediaCookie(await t.login('super@montra.pt')))).statusCode).toBe(
      200,
    );
    expect((await fetchMedia(url, adminMedia)).statusCode).toBe(404);
    expect((await fetchMedia(url)).statusCode).toBe(404);
    const superCookie = await t.mediaCookie(await t.login('super@montra.pt'));
    expect((await fetchMedia('/api/media/outros/solto.webp', superCookie)).statusCode).toBe(404);
  });
});
