/**
 * A live read of the mirror that does not re-read on every page of the first
 * sync. A live query runs again on each page's commit: a list of 10,000
 * vehicles read whole ~16 times while the mirror fills, its reads and renders
 * competing with the sync for the main thread. While the first sync runs
 * (the sync store's `initial`), the read is not live: it runs as soon as a
 * page is in (the first rows show after the first page, with no gap after a
 * read of the still empty mirror), then again at most once per
 * FIRST_SYNC_REREAD_GAP_MS after the previous read ended; when the
 * sync ends, the live query takes over (the last read stays on screen until
 * it answers).
 */
import { useEffect, useRef, useState } from 'react';
import { useLiveQuery } from '../db';
import { useSyncStore } from './sync-store';

/** Between the end of one read during the first sync and the start of the next. */
export const FIRST_SYNC_REREAD_GAP_MS = 2000;

/** Runs `read` when asked, never two at once, and not sooner than `gapMs` after the last ended. */
export class ThrottledReader<T> {
  private running = false;
  private wanted = false;
  private stopped = false;
  private lastEndMs = -Infinity;
  private gapWaived = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly read: () => Promise<T>,
    private readonly onValue: (value: T) => void,
    private readonly gapMs: number,
  ) {}

  /**
   * `waiveGap`: the next read need not wait for the gap (the last one had nothing to spare: it read
   * a mirror no page had reached yet).
   */
  request(options: { waiveGap?: boolean } = {}): void {
    this.wanted = true;
    if (options.waiveGap) {
      this.gapWaived = true;
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
    }
    this.pump();
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private pump(): void {
    if (this.stopped || this.running || this.timer || !this.wanted) return;
    const waitMs = this.gapWaived ? 0 : this.lastEndMs + this.gapMs - Date.now();
    if (waitMs > 0) {
      this.timer = setTimeout(() => {
        this.timer = null;
        this.pump();
      }, waitMs);
      return;
    }
    this.wanted = false;
    this.gapWaived = false;
    this.running = true;
    void this.read()
      .then(
        (value) => {
          if (!this.stopped) this.onValue(value);
        },
        // A failed read leaves the last rows shown; the live query after the sync reports its own.
        () => undefined,
      )
      .finally(() => {
        this.running = false;
        this.lastEndMs = Date.now();
        this.pump();
      });
  }
}

/**
 * As useLiveQuery(querier, deps), but read as above during the first sync. `deps` are primitives
 * (they key the reads: a read made for other deps is never shown).
 */
export function useSyncAwareQuery<T>(
  querier: () => Promise<T>,
  deps: readonly (string | number | boolean | null)[],
): T | undefined {
  const received = useSyncStore((s) => s.initial?.received ?? null);
  const syncing = received !== null;
  const key = JSON.stringify(deps);
  const live = useLiveQuery(() => (syncing ? undefined : querier()), [key, syncing]);
  const [during, setDuring] = useState<{ key: string; value: T } | null>(null);
  const latest = useRef(querier);
  const reader = useRef<ThrottledReader<T> | null>(null);
  const receivedNow = useRef(received);
  /** The changes in the mirror when the last read started: 0, it read an empty mirror. */
  const receivedAtLastRead = useRef<number | null>(null);

  useEffect(() => {
    latest.current = querier;
    receivedNow.current = received;
  });
  useEffect(() => {
    if (!syncing) return undefined;
    const r = new ThrottledReader(
      () => {
        receivedAtLastRead.current = receivedNow.current;
        return latest.current();
      },
      (value) => setDuring({ key, value }),
      FIRST_SYNC_REREAD_GAP_MS,
    );
    reader.current = r;
    return () => {
      r.stop();
      if (reader.current === r) reader.current = null;
    };
  }, [syncing, key]);
  // A read of the mirror before the first page (the list mounts as the sync starts) costs nothing to
  // spare: the first page's rows are read as soon as it is in, not a gap after that empty read.
  useEffect(() => {
    if (syncing) reader.current?.request({ waiveGap: receivedAtLastRead.current === 0 });
  }, [syncing, key, received]);

  // What was last read for these deps, by either way: nothing flashes empty when one hands over to
  // the other (the live query's first answer, or the first read during the sync, is not in yet).
  const kept = useRef<{ key: string; value: T } | null>(null);
  const fresh = syncing ? (during?.key === key ? during.value : undefined) : live;
  if (fresh !== undefined) kept.current = { key, value: fresh };
  return fresh ?? (kept.current?.key === key ? kept.current.value : undefined);
}
