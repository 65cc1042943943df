/**
 * A per-user rate limit on the API (issue 21): 1,500 calls in a minute from one user meet a 429 in
 * the error shape with Retry-After, while another user is served; an upload has a smaller share;
 * behind a load balancer (TRUST_PROXY), the login limiter counts the forwarded address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/config';
import { DEFAULT_RATE_LIMIT_PER_MINUTE, RATE_LIMITED_MESSAGE } from '../../server/rate-limits';
import { DEMO_PASSWORD } from '../../server/seed/demo-organisation';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let seller = '';
let manager = '';

beforeAll(async () => {
  t = await makeTestApp({ deps: { trustProxy: ['10.0.0.0/8'] } });
  seller = await t.login('vendedor@demo.pt');
  manager = await t.login('gestor@demo.pt');
});

afterAll(async () => {
  await t.close();
});

const read = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/helpers/vehicle-cost-types', headers: bearer(token) });

describe('the per-user rate limit', () => {
  it('answers 429 with Retry-After past 1,200 calls a minute, and serves another user meanwhile', async () => {
    expect(DEFAULT_RATE_LIMIT_PER_MINUTE).toBe(1200);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof read>> | null = null;
    for (let i = 0; i < 1500; i++) {
      const res = await read(seller);
      statuses.push(res.statusCode);
      if (res.statusCode === 429) refused ??= res;
    }
    expect(statuses.filter((s) => s === 200).length).toBe(DEFAULT_RATE_LIMIT_PER_MINUTE);
    expect(statuses.filter((s) => s === 429).length).toBe(300);
    expect(refused!.json()).toEqual({ error: { code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE } });
    expect(Number(refused!.headers['retry-after'])).toBeGreaterThan(0);

    expect((await read(manager)).statusCode).toBe(200);
  });

  it('does not count the app shell nor health', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/health' })).headers['x-ratelimit-limit'],
    ).toBeUndefined();
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
  ] as const)('%j reads as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it('makes the login limiter count the forwarded address, not the balancer’s', async () => {
    const viaBalancer = (username: string, password: string, client: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username, password },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 20; i++) await viaBalancer(`spray${i}@demo.pt`, 'errada', '192.0.2.10');
    expect((await viaBalancer('oficina@demo.pt', DEMO_PASSWORD, '192.0.2.10')).statusCode).toBe(429);
    // Another client behind the same balancer is not held.
    const other = await viaBalancer('oficina@demo.pt', DEMO_PASSWORD, '192.0.2.11');
    expect(other.statusCode, other.body).toBe(200);
  });
});
