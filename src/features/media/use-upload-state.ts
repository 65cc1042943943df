/**
 * Where a video or file stands in the upload lane: waiting (offline or
 * behind another file), sending (with the bytes sent, from the sync store),
 * or refused (with the server's reason and a retry that keeps the bytes).
 */
import { mirror, type OutboxRow } from '../../data/db';
import { flush, retryRow, uploadQueuedFiles, useQueuedFile, useSyncStore } from '../../data/sync';

export interface UploadState {
  row: OutboxRow;
  /** 0–100 while the bytes go up; null before the lane reaches it. */
  percent: number | null;
  failed: boolean;
  retry(): Promise<void>;
}

export function useUploadState(recordUuid: string | undefined): UploadState | null {
  const row = useQueuedFile(recordUuid);
  const progress = useSyncStore((s) => (row ? s.uploads[row.id] : undefined));
  if (!row) return null;
  const total = progress?.total || row.file?.size || 0;
  return {
    row,
    percent: progress && total > 0 ? Math.min(100, Math.round((progress.loaded / total) * 100)) : null,
    failed: row.state !== 'pending',
    retry: async () => {
      if (row.seq === undefined) return;
      await retryRow(mirror(), row.seq);
      void flush();
      void uploadQueuedFiles();
    },
  };
}
