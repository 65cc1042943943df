// @vitest-environment node
/**
 * The client keeps the media cookie in step with the session, against a
 * real server: a session restored from the device asks for it (at once when
 * online, when the network comes back otherwise), logout tells the server
 * (POST /api/auth/logout: the token ends, the cookie is cleared). Node
 * environment (jose refuses jsdom's Uint8Array), with the page's online
 * state and its 'online' event standing in for the browser's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logout,
  logoutEverywhere,
  restoreSession,
  resetSessionStore,
  startSession,
  useSessionStore,
} from '../../../src/data/session';
import { signIn, startServer, type Harness } from './server-harness';

interface Seen {
  method: string;
  url: string;
  status: number;
  setCookie: string;
}

let h: Harness;
const seen: Seen[] = [];

beforeAll(async () => {
  h = await startServer((t) => {
    t.app.addHook('onResponse', async (req, reply) => {
      if (!req.url.endsWith('/api/auth/media-session') && !req.url.endsWith('/api/auth/logout')) return;
      seen.push({
        method: req.method,
        url: req.url,
        status: reply.statusCode,
        setCookie: String(reply.getHeader('set-cookie')),
      });
    });
  });
});

afterAll(async () => {
  await logout().catch(() => undefined);
  await h.close();
});

// The page's global event target ('online' is dispatched on it).
const page = new EventTarget();
Object.assign(globalThis, { addEventListener: page.addEventListener.bind(page) });

function setOnline(online: boolean) {
  Object.defineProperty(globalThis, 'navigator', { configurable: true, value: { onLine: online } });
}

async function nextCall(count: number): Promise<Seen> {
  await expect.poll(() => seen.length, { timeout: 10_000 }).toBe(count);
  return seen[count - 1]!;
}

describe('media session', () => {
  it('asks for the cookie when a stored session starts online, and ends the session at logout', async () => {
    const device = await signIn(h, 'oficina@demo.pt');
    await startSession({ token: device.token, user: device.user, company: null });
    resetSessionStore();
    setOnline(true);
    await restoreSession();
    expect(useSessionStore.getState().status).toBe('authenticated');
    const renewed = await nextCall(1);
    expect(renewed).toMatchObject({ method: 'POST', status: 204 });
    // A media token of its own, never the session's.
    expect(renewed.setCookie).toMatch(/^montra_media=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(renewed.setCookie).not.toContain(device.token);

    await logout();
    const cleared = await nextCall(2);
    expect(cleared).toMatchObject({ method: 'POST', url: '/api/auth/logout', status: 204 });
    expect(cleared.setCookie).toContain('montra_media=;');
    // The token has ended on the server.
    const after = await h.t.app.inject({
      method: 'GET',
      url: `/api/users/${device.user.uuid}`,
      headers: { authorization: `Bearer ${device.token}` },
    });
    expect(after.statusCode).toBe(401);
    await device.close();
  });

  it('waits for the network when the stored session starts offline', async () => {
    const device = await signIn(h, 'admin@demo.pt');
    await startSession({ token: device.token, user: device.user, company: null });
    resetSessionStore();
    const before = seen.length;
    setOnline(false);
    await restoreSession();
    expect(useSessionStore.getState().status).toBe('authenticated');
    // Give a wrongly sent request every chance to arrive before saying none did.
    await h.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(seen).toHaveLength(before);
    setOnline(true);
    page.dispatchEvent(new Event('online'));
    expect(await nextCall(before + 1)).toMatchObject({ method: 'POST', status: 204 });
    await device.close();
  });

  it('keeps a logout made offline and sends it when the network returns: the token ends then', async () => {
    const device = await signIn(h, 'vendedor@demo.pt');
    setOnline(true);
    await startSession({ token: device.token, user: device.user, company: null });
    const before = seen.length;
    setOnline(false);
    await logout();
    expect(useSessionStore.getState().status).toBe('anonymous');
    await h.t.app.inject({ method: 'GET', url: '/api/health' });
    expect(seen).toHaveLength(before);
    const whoAmI = () =>
      h.t.app.inject({
        method: 'GET',
        url: `/api/users/${device.user.uuid}`,
        headers: { authorization: `Bearer ${device.token}` },
      });
    expect((await whoAmI()).statusCode).toBe(200);

    setOnline(true);
    page.dispatchEvent(new Event('online'));
    expect(await nextCall(before + 1)).toMatchObject({
      method: 'POST',
      url: '/api/auth/logout',
      status: 204,
    });
    expect((await whoAmI()).statusCode).toBe(401);
    await device.close();
  });

  it('ends every session of the user on every device with logoutEverywhere, then logs out here', async () => {
    const here = await signIn(h, 'editor1@demo.pt');
    const there = await signIn(h, 'editor1@demo.pt');
    setOnline(true);
    await startSession({ token: here.token, user: here.user, company: null });
    await logoutEverywhere();
    expect(useSessionStore.getState().status).toBe('anonymous');
    for (const token of [here.token, there.token]) {
      const res = await h.t.app.inject({
        method: 'GET',
        url: `/api/users/${here.user.uuid}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode).toBe(401);
    }
    await here.close();
    await there.close();
  });
});
