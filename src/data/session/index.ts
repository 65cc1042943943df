export {
  useSessionStore,
  restoreSession,
  startSession,
  endSession,
  resetSessionStore,
  type SessionState,
  type SessionStatus,
} from './session-store';
export type { StoredSession } from './session-storage';
