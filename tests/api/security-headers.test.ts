/**
 * Headers that keep a stored file from acting as a page, and the app's answers from lending its
 * powers (issue 21, design §4): media answer with `Content-Security-Policy: sandbox` and `nosniff`;
 * every answer carries a Permissions-Policy giving the camera to the page itself only, and the app's
 * CSP allows forms to post to the app alone.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoVehicles, jpeg, photoPart, uploadPhotos, type PhotosAnswer } from './helpers/photos';
import { body, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let mediaDir = '';
let admin = '';
let photoUrl = '';

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'montra-headers-'));
  t = await makeTestApp({ deps: { mediaDir } });
  admin = await t.login('admin@demo.pt');
  const [vehicle] = await demoVehicles(t);
  const res = await uploadPhotos(t, vehicle!.uuid, [photoPart(await jpeg(200, 100))], admin);
  expect(res.statusCode, res.body).toBe(201);
  photoUrl = body<PhotosAnswer>(res).photos[0]!.url;
});

afterAll(async () => {
  await t.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('security headers', () => {
  it('a media answer is sandboxed and not sniffed', async () => {
    const res = await t.app.inject({ method: 'GET', url: photoUrl, headers: await t.mediaCookie(admin) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toBe('sandbox');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each(['/api/health', '/api/nao-existe'])(
    '%s carries the Permissions-Policy and the CSP form-action',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy']).toMatch(/(^|, )camera=\(self\)(,|$)/);
      expect(res.headers['permissions-policy']).toContain('microphone=()');
      expect(res.headers['content-security-policy']).toContain("form-action 'self'");
    },
  );
});
