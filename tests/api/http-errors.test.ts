/**
 * The HTTP edge of the API (design §4): every refusal is JSON in the shape
 * `{ error: { code, message, fields? } }` with the documented status, in
 * pt-PT, and bad input never becomes a 500 nor writes anything.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { MSG } from '../../src/domain/messages';
import { users } from '../../server/db/schema';
import { DEMO_COMPANY } from '../../server/seed/demo-organisation';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';
import type { ErrorBody } from './helpers/errors';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await makeTestApp();
  adminToken = await t.login('admin@demo.pt');
});

afterAll(async () => {
  await t.close();
});

async function userCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(users);
  return row?.n ?? -1;
}

/** A JSON error answer of the design §4 shape, returned parsed. */
function expectErrorShape(res: { headers: Record<string, unknown>; json: () => unknown }): ErrorBody {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = res.json() as ErrorBody;
  expect(typeof body.error.code).toBe('string');
  expect(typeof body.error.message).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  return body;
}

describe('GET /api/health', () => {
  it('answers { status: "ok" } without a token (and demo: true, the demo data being loaded)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', demo: true });
  });
});

describe('unknown /api paths', () => {
  it('answers a JSON 404 in the error shape without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    const body = expectErrorShape(res);
    expect(body.error).toEqual({ code: 'NOT_FOUND', message: MSG.recordNotFound });
  });

  it('answers the same JSON 404 with a valid token', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/does-not-exist',
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(404);
    expect(expectErrorShape(res).error.code).toBe('NOT_FOUND');
  });

  it('answers a JSON 404 for /api itself and for a method no route takes', async () => {
    const bare = await t.app.inject({ method: 'GET', url: '/api' });
    expect(bare.statusCode).toBe(404);
    expect(expectErrorShape(bare).error.code).toBe('NOT_FOUND');
    const put = await t.app.inject({ method: 'PUT', url: '/api/health', headers: bearer(adminToken) });
    expect(put.statusCode).toBe(404);
    expect(expectErrorShape(put).error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for a record path whose id is not a uuid', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users/not-a-uuid',
      headers: bearer(adminToken),
    });
    expect(res.statusCode).toBe(404);
    expect(expectErrorShape(res).error.code).toBe('NOT_FOUND');
  });

  it('answers 401, not the handler, for a protected route reached through a percent-encoded path', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/%61pi/users/company/${DEMO_COMPANY}` });
    expect(res.statusCode).toBe(401);
    expect(expectErrorShape(res).error.code).toBe('UNAUTHORIZED');
  });
});

describe('malformed bodies', () => {
  it('answers 400 with error.fields for JSON that does not parse', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "admin@demo.pt", ',
    });
    expect(res.statusCode).toBe(400);
    const body = expectErrorShape(res);
    expect(body.error.fields).toEqual({ body: MSG.invalidBody });
  });

  it('answers 400 with error.fields for an empty body declared as JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).error.fields).toEqual({ body: MSG.invalidBody });
  });

  it('answers 400 with "Campo obrigatório" for empty username and password', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = expectErrorShape(res);
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.fields).toEqual({ username: MSG.required, password: MSG.required });
  });

  it('answers 400 with "Campo obrigatório" when the fields are left out or only spaces', async () => {
    const absent = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(absent.statusCode).toBe(400);
    expect(expectErrorShape(absent).error.fields).toEqual({ username: MSG.required, password: MSG.required });

    const spaces = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: '   ', password: 'stand-demo-2026' },
    });
    expect(spaces.statusCode).toBe(400);
    expect(expectErrorShape(spaces).error.fields).toEqual({ username: MSG.required });
  });

  it('answers 400 in pt-PT for a field of the wrong type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 42, password: ['x'] },
    });
    expect(res.statusCode).toBe(400);
    expect(expectErrorShape(res).error.fields).toEqual({ username: MSG.required, password: MSG.required });
  });

  it('answers 400 with fields.body for JSON that is a string or a number', async () => {
    for (const payload of ['"admin@demo.pt"', '42', 'true']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(expectErrorShape(res).error.fields, payload).toEqual({ body: MSG.invalidBody });
    }
  });

  it('answers 400 with fields for a JSON array', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '["admin@demo.pt", "stand-demo-2026"]',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(expectErrorShape(res).error.fields ?? {}).length).toBeGreaterThan(0);
    expect(res.body).not.toContain('token');
  });

  it('answers 413 with fields for a body over 1 MiB and creates nothing', async () => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: bearer(adminToken),
      payload: {
        username: 'grande@demo.pt',
        password: 'stand-demo-2026',
        companyUuid: DEMO_COMPANY,
        firstName: 'x'.repeat(1024 * 1024 + 1),
      },
    });
    expect(res.statusCode).toBe(413);
    const body = expectErrorShape(res);
    expect(body.error.code).toBe('BODY_TOO_LARGE');
    expect(body.error.fields).toEqual({ body: MSG.bodyTooLarge });
    expect(await userCount()).toBe(before);
  });

  it('answers 413 for an oversized login body too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin@demo.pt', password: 'p'.repeat(1024 * 1024 + 1) },
    });
    expect(res.statusCode).toBe(413);
    expect(expectErrorShape(res).error.fields).toEqual({ body: MSG.bodyTooLarge });
  });
});

describe('content types', () => {
  it('refuses a text/plain login with a 4xx in the error shape, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=admin@demo.pt&password=stand-demo-2026',
    });
    expect([400, 415]).toContain(res.statusCode);
    const body = expectErrorShape(res);
    expect(body.error.fields).toHaveProperty('body');
    expect(res.body).not.toContain('token');
  });

  it('answers 415 for a content type no parser takes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login><username>admin@demo.pt</username></login>',
    });
    expect(res.statusCode).toBe(415);
    const body = expectErrorShape(res);
    expect(body.error).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MSG.unsupportedMediaType,
      fields: { body: MSG.unsupportedMediaType },
    });
  });

  it('creates nothing when register is sent as text/plain', async () => {
    const before = await userCount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { ...bearer(adminToken), 'content-type': 'text/plain' },
      payload: JSON.stringify({
        username: 'texto@demo.pt',
        password: 'stand-demo-2026',
        companyUuid: DEMO_COMPANY,
      }),
    });
    expect([400, 415]).toContain(res.statusCode);
    expectErrorShape(res);
    expect(await userCount()).toBe(before);
  });
});

describe('control characters', () => {
  it('answers a NUL in the login username as bad credentials, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'ninguem\u0000@demo.pt', password: 'stand-demo-2026' },
    });
    expect(res.statusCode).toBe(401);
    expectErrorShape(res);
  });
});
