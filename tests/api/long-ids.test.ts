/**
 * Ids too long for the router (issue 21: 65 answers 5xx in 30,041 fuzzed requests, all ids longer
 * than 100 characters): every route with a path parameter, called with a 101- and a 200-character id,
 * answers 404 in the error shape — with a token and without — never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, makeTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
let admin = '';

beforeAll(async () => {
  t = await makeTestApp();
  admin = await t.login('admin@demo.pt');
});

afterAll(async () => {
  await t.close();
});

interface RouteCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
}

const TREE_LINE = /^([│├└─ ]*)(\S.*?)(?: \(([^)]+)\))?$/;
/** Characters of tree drawing in front of each level of printRoutes' output. */
const TREE_INDENT_CHARS = 4;

/** Every route of the app with a path parameter, read from Fastify's own route tree. */
function parameterRoutes(): RouteCall[] {
  const parents: string[] = [];
  const calls: RouteCall[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / TREE_INDENT_CHARS;
    const path = (depth > 0 ? (parents[depth - 1] ?? '') : '') + (match[2] ?? '');
    parents[depth] = path;
    if (!path.includes(':') || !path.startsWith('/api/')) continue;
    for (const method of (match[3] ?? '').split(', ')) {
      if (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
        calls.push({ method: method as RouteCall['method'], path });
      }
    }
  }
  return calls;
}

describe('ids longer than the router takes', () => {
  it('reads the routes with parameters (the check below covers them)', () => {
    const routes = parameterRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({ method: 'DELETE', path: '/api/users/:userId' });
  });

  it.each([101, 200])('answer 404 in the error shape for a %i-character id, never a 5xx', async (length) => {
    const failures: string[] = [];
    for (const { method, path } of parameterRoutes()) {
      const url = path.replace(/:[A-Za-z]+/g, 'a'.repeat(length));
      for (const headers of [bearer(admin), {}]) {
        const res = await t.app.inject({
          method,
          url,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
        });
        const body = res.json() as { error?: { code?: string; message?: string } };
        if (res.statusCode !== 404 || !body.error?.message)
          failures.push(`${method} ${path} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
