/** Sync status for the shell (Zustand): online, what the engine is doing, first-sync progress, last sync. */
import { create } from 'zustand';
import type { PullProgress } from './pull';

export interface SyncState {
  online: boolean;
  phase: 'idle' | 'pushing' | 'pulling';
  /** Set during a sync from scratch (the first after login). */
  initial: PullProgress | null;
  lastSyncAt: string | null;
  lastError: string | null;
  /** Bytes sent so far of each file being uploaded, by outbox row id. */
  uploads: Record<string, { loaded: number; total: number }>;
}

const initialState: SyncState = {
  online: typeof navigator === 'undefined' ? true : navigator.onLine,
  phase: 'idle',
  initial: null,
  lastSyncAt: null,
  lastError: null,
  uploads: {},
};

export const useSyncStore = create<SyncState>()(() => initialState);

export function resetSyncStore(): void {
  useSyncStore.setState({
    ...initialState,
    online: typeof navigator === 'undefined' ? true : navigator.onLine,
  });
}
