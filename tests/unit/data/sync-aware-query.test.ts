/**
 * useSyncAwareQuery during a first sync (issue 26, first rows): the list mounts as the sync starts
 * and reads an empty mirror; the first page's rows are read as soon as that page is in, not a
 * re-read gap after the empty read. Later pages wait out the gap (the whole list is not read again
 * on every page).
 */
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SYNC_REREAD_GAP_MS, useSyncAwareQuery } from '../../../src/data/sync/use-sync-aware-query';
import { resetSyncStore, useSyncStore } from '../../../src/data/sync/sync-store';

beforeEach(() => {
  vi.useFakeTimers();
  resetSyncStore();
});
afterEach(() => {
  vi.useRealTimers();
  resetSyncStore();
});

/** The first sync's progress as the engine publishes it after each page. */
function pageIn(received: number): void {
  act(() => useSyncStore.setState({ initial: { received, total: 1000 } }));
}

describe('useSyncAwareQuery during the first sync', () => {
  it('reads the first page at once after an empty read, then keeps the gap between later reads', async () => {
    pageIn(0);
    let mirrored = 0;
    const reads: number[] = [];
    const querier = () => {
      reads.push(mirrored);
      return Promise.resolve(mirrored);
    };
    const { result } = renderHook(() => useSyncAwareQuery(querier, ['stock']));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reads).toEqual([0]);
    expect(result.current).toBe(0);

    // The first page lands well inside the gap after that empty read.
    await act(() => vi.advanceTimersByTimeAsync(100));
    mirrored = 250;
    pageIn(250);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(reads).toEqual([0, 250]);
    expect(result.current).toBe(250);

    // The next page: read only once the gap after the last read has passed.
    mirrored = 2250;
    pageIn(2250);
    await act(() => vi.advanceTimersByTimeAsync(FIRST_SYNC_REREAD_GAP_MS - 1));
    expect(reads).toEqual([0, 250]);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(reads).toEqual([0, 250, 2250]);
    expect(result.current).toBe(2250);
  });
});
