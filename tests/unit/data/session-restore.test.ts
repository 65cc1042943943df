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
});
