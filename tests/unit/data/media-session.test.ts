// @vitest-environment node
/**
 * The client keeps the media cookie in step with the session, against a
 * real server: a session restored from the device asks for it (at once when
 * online, when the network comes back otherwise), logout clears it. Node
 * environment (jose refuses jsdom's Uint8Array), with the page's online
 * state and its 'online' event standing in for the browser's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  logout,
  restoreSession,
  resetSessionStore,
  startSession,
  useSessionStore,
} from '../../../src/data/session';
import { signIn, startServer, type Harness } from './server-harness';

interface Seen {
  method: string;
  status: number;
  setCookie: string;
}

let h: Harness;
const seen: Seen[] = [];

beforeAll(async () => {
  h = await startServer((t) => {
    t.app.addHook('onResponse', async (req, reply) => {
      if (!req.url.endsWith('/api/auth/media-session')) return;
      seen.push({
        method: req.method,
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
  it('asks for the cookie when a stored session starts online, and clears it at logout', async () => {
    const device = await signIn(h, 'oficina@demo.pt');
    await startSession({ token: device.token, user: device.user, company: null });
    resetSessionStore();
    setOnline(true);
    await restoreSession();
    expect(useSessionStore.getState().status).toBe('authenticated');
    const renewed = await nextCall(1);
    expect(renewed).toMatchObject({ method: 'POST', status: 204 });
    expect(renewed.setCookie).toContain(`montra_media=${device.token};`);

    await logout();
    const cleared = await nextCall(2);
    expect(cleared).toMatchObject({ method: 'DELETE', status: 204 });
    expect(cleared.setCookie).toContain('montra_media=;');
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
});
