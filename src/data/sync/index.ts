export {
  flush,
  requestFlush,
  initSync,
  SYNC_INTERVAL_MS,
  BACKGROUND_SYNC_TAG,
  fetchPageWith,
} from './engine';
export { useSyncStore, resetSyncStore, type SyncState } from './sync-store';
export { enqueueWrite, retryRow, keepMine, dropRow, type WriteIntent } from './outbox';
export { registerWrite, writeHandler, defaultBody, type WriteHandler } from './registry';
export { pushOutbox, type PushContext, type PushResult } from './push';
export { pullChanges, applyPage, readMeta, PULL_PAGE_SIZE, type PullProgress } from './pull';
