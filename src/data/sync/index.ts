export {
  createSyncEngine,
  flush,
  uploadQueuedFiles,
  fetchPageWith,
  BACKGROUND_SYNC_TAG,
  type SyncEngine,
  type SyncEngineParts,
  type Triggers,
} from './engine';
export { pageTriggers, SYNC_INTERVAL_MS, LIVE_SYNC_INTERVAL_MS } from './triggers';
export { startLiveEvents, EventParser, type LiveOptions, type LiveStream } from './live-events';
export { fixedSession, type SessionSource, type SignedIn } from './session-source';
export { collectWrites, type WriteRegistry } from './write-registry';
export { useSyncStore, resetSyncStore, type SyncState } from './sync-store';
export { retryRow, verbsOn, whenSettled, type DeclaredVerbs } from './outbox';
export {
  beforeOf,
  conflictOf,
  pendingOf,
  queuedWrite,
  queuedTargetsOf,
  queuedWritesOf,
  refusedWritesOf,
  type PendingState,
  type Refusal,
} from './pending';
export { useQueueCounts, useQueuedFile, useQueuedTargets, useQueuedWrites } from './use-pending';
export { writesActFor, onWriteQueued } from './enqueue';
export {
  defineWrite,
  defineFileWrite,
  type WriteAction,
  type FileWriteAction,
  type WriteSpec,
  type FileWriteSpec,
  type WriteActor,
  type WriteContext,
} from './define-write';
export { pushOutbox, type PushContext, type PushResult } from './push';
export { uploadFiles, fetchUploader, xhrUploader, type Uploader, type UploadContext } from './upload';
export { storageInfo, askPersistentStorage, type StorageInfo } from './storage';
export { pullChanges, applyPage, readMeta, PULL_PAGE_SIZE, type PullProgress } from './pull';
export { useSyncAwareQuery, FIRST_SYNC_REREAD_GAP_MS } from './use-sync-aware-query';
