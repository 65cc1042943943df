/**
 * The page's session as the sync engine and the declared writes see it
 * (src/data/sync/session-source.ts): the store's signed-in user, their token
 * and their mirror. The page's composition root hands it to both
 * (src/app/data-layer.ts).
 */
import { openMirror } from '../db';
import type { SessionSource } from '../sync/session-source';
import { useSessionStore } from './session-store';

export const pageSession: SessionSource = {
  current() {
    const { status, token, user } = useSessionStore.getState();
    return status === 'authenticated' && token && user ? { token, user, db: openMirror(user.uuid) } : null;
  },
  subscribe: (listener) => useSessionStore.subscribe(() => listener()),
};
