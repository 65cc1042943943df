/**
 * The app's CSP runs index.html's own inline scripts (the login form drawn before the app's code,
 * and the script that starts the app: issue 26) by their hashes, and no other inline script.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from './helpers/test-app';

const FIRST = "document.title = 'Login · Montra';";
const SECOND = '\n(function () { return 1; })();\n';
const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

let t: TestApp;
let staticDir = '';

beforeAll(async () => {
  staticDir = await mkdtemp(join(tmpdir(), 'montra-csp-'));
  await writeFile(
    join(staticDir, 'index.html'),
    `<!doctype html><html><head><script>${FIRST}</script><script type="module" src="/a.js"></script>` +
      `</head><body><div id="root"></div><script>${SECOND}</script></body></html>`,
  );
  t = await makeTestApp({ seed: false, deps: { staticDir } });
});

afterAll(async () => {
  await t.close();
  await rm(staticDir, { recursive: true, force: true });
});

describe("index.html's inline scripts", () => {
  it("are allowed by their hashes, beside the app's own files, and nothing else inline", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(scriptSrc?.split(' ').sort()).toEqual(["'self'", hash(FIRST), hash(SECOND)].sort());
  });
});
