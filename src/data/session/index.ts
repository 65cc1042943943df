export {
  useSessionStore,
  restoreSession,
  startSession,
  endSession,
  handOverSession,
  resetSessionStore,
  type SessionState,
  type SessionStatus,
} from './session-store';
export type { StoredSession } from './session-storage';
export { pageSession } from './session-source';
export { logout, logoutEverywhere, pendingWriteCount, MEDIA_CACHE_PREFIX } from './logout';
export { imagesSeen, MEDIA_SEEN_MESSAGE } from './media-caches';
