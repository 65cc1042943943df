/**
 * The stored session is read once, as early as the page can (src/app/early-session-read.ts), and
 * restoreSession takes that read; any later restore reads the device again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeMirror } from '../../../src/data/db';
import { resetSessionStore, restoreSession, useSessionStore } from '../../../src/data/session';
import {
  clearSession,
  startFirstSessionRead,
  writeSession,
  type StoredSession,
} from '../../../src/data/session/session-storage';
import { EARLY_SESSION_READ } from '../../../src/data/session/session-names';
import type { User } from '../../../src/domain/types';

const session = (uuid: string): StoredSession => ({
  token: `token-${uuid}`,
  user: { uuid, username: `${uuid}@demo.pt`, role: 'SELLER' } as User,
  company: null,
});

afterEach(async () => {
  closeMirror();
  resetSessionStore();
  await clearSession();
});

describe('session restore', () => {
  it('takes the read started early, once; a later restore reads the device again', async () => {
    await writeSession(session('first'));
    startFirstSessionRead();
    // Written after the early read started: the restore answers what that read found.
    await writeSession(session('second'));
    await restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', token: 'token-first' });

    await restoreSession();
    expect(useSessionStore.getState().token).toBe('token-second');
  });

  it('with no early read, reads the device; nothing stored is anonymous', async () => {
    await restoreSession();
    expect(useSessionStore.getState().status).toBe('anonymous');
    await writeSession(session('third'));
    await restoreSession();
    expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', token: 'token-third' });
  });

  describe("index.html's start script read", () => {
    const page = globalThis as Record<string, unknown>;
    afterEach(() => {
      delete page[EARLY_SESSION_READ];
    });

    it('is taken, once, before the device is read', async () => {
      await writeSession(session('device'));
      page[EARLY_SESSION_READ] = Promise.resolve({ value: session('script') });
      startFirstSessionRead();
      await restoreSession();
      expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', token: 'token-script' });
      expect(page[EARLY_SESSION_READ]).toBeUndefined();

      await restoreSession();
      expect(useSessionStore.getState().token).toBe('token-device');
    });

    it('found nothing stored: anonymous, without reading again', async () => {
      await writeSession(session('device'));
      page[EARLY_SESSION_READ] = Promise.resolve({ value: undefined });
      startFirstSessionRead();
      await restoreSession();
      expect(useSessionStore.getState().status).toBe('anonymous');
    });

    it('that could not read leaves the read to the app', async () => {
      await writeSession(session('device'));
      page[EARLY_SESSION_READ] = Promise.resolve(null);
      startFirstSessionRead();
      await restoreSession();
      expect(useSessionStore.getState()).toMatchObject({ status: 'authenticated', token: 'token-device' });
    });
  });
});
