// @vitest-environment node
/**
 * The lists' read during the first sync (use-sync-aware-query.ts): the first
 * request reads at once, the requests made meanwhile make one more read, not
 * before the gap after the last read ended, never two reads at once; a stopped
 * reader delivers nothing more.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SYNC_REREAD_GAP_MS, ThrottledReader } from '../../../src/data/sync/use-sync-aware-query';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A read the test ends by hand, counting how many run at once. */
function manualReads() {
  const pending: (() => void)[] = [];
  let started = 0;
  let running = 0;
  let most = 0;
  const read = () =>
    new Promise<number>((resolve) => {
      started += 1;
      running += 1;
      most = Math.max(most, running);
      const n = started;
      pending.push(() => {
        running -= 1;
        resolve(n);
      });
    });
  return { read, pending, started: () => started, most: () => most };
}

describe('ThrottledReader', () => {
  it('reads at once, then once more for every request made meanwhile, a gap after the last read', async () => {
    const reads = manualReads();
    const values: number[] = [];
    const reader = new ThrottledReader(reads.read, (v) => values.push(v), FIRST_SYNC_REREAD_GAP_MS);
    reader.request();
    expect(reads.started()).toBe(1);
    reader.request();
    reader.request();
    reads.pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(values).toEqual([1]);
    // The pages that came meanwhile are read once, after the gap.
    expect(reads.started()).toBe(1);
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_REREAD_GAP_MS - 1);
    expect(reads.started()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads.started()).toBe(2);
    reads.pending.shift()?.();
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_REREAD_GAP_MS * 3);
    expect(values).toEqual([1, 2]);
    expect(reads.started()).toBe(2);
    expect(reads.most()).toBe(1);
  });

  it('reads at once when the gap is waived, whether it was waiting out the gap or still reading', async () => {
    const reads = manualReads();
    const values: number[] = [];
    const reader = new ThrottledReader(reads.read, (v) => values.push(v), FIRST_SYNC_REREAD_GAP_MS);
    reader.request();
    reads.pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    // Waiting out the gap after read 1: a waived request reads now.
    reader.request();
    await vi.advanceTimersByTimeAsync(10);
    expect(reads.started()).toBe(1);
    reader.request({ waiveGap: true });
    expect(reads.started()).toBe(2);
    // Asked while read 2 runs: the read after it starts as soon as it ends, still one at a time.
    reader.request({ waiveGap: true });
    expect(reads.started()).toBe(2);
    reads.pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(reads.started()).toBe(3);
    reads.pending.shift()?.();
    await vi.advanceTimersByTimeAsync(0);
    // A plain request after that waits the whole gap again.
    reader.request();
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_REREAD_GAP_MS - 1);
    expect(reads.started()).toBe(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads.started()).toBe(4);
    expect(reads.most()).toBe(1);
    expect(values).toEqual([1, 2, 3]);
  });

  it('delivers nothing once stopped', async () => {
    const reads = manualReads();
    const values: number[] = [];
    const reader = new ThrottledReader(reads.read, (v) => values.push(v), FIRST_SYNC_REREAD_GAP_MS);
    reader.request();
    reader.stop();
    reads.pending.shift()?.();
    reader.request();
    await vi.advanceTimersByTimeAsync(FIRST_SYNC_REREAD_GAP_MS * 2);
    expect(values).toEqual([]);
    expect(reads.started()).toBe(1);
  });
});
