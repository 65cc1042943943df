export {
  flush,
  requestFlush,
  initSync,
  uploadQueuedFiles,
  SYNC_INTERVAL_MS,
  BACKGROUND_SYNC_TAG,
  fetchPageWith,
} from './engine';
export { useSyncStore, resetSyncStore, type SyncState } from './sync-store';
export { retryRow, keepMine, takeTheirs, discardRow, beforeOf, whenSettled } from './outbox';
export { configureWrites, onWriteQueued } from './enqueue';
export {
  defineWrite,
  defineFileWrite,
  declaredWrites,
  writeSpec,
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
