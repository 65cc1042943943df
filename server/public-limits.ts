/**
 * How many enquiries one address may send (issue 25 §6): LEADS_PER_WINDOW in LEAD_WINDOW_MS, then
 * 429 until the oldest leaves the window. In memory, per instance, like rate-limits.ts: behind N
 * instances an address gets at most N times the figure. Addresses seen once are forgotten when
 * their window has passed, so the map holds only the last window's senders.
 */
export class AddressWindowLimiter {
  private readonly hits = new Map<string, number[]>();
  private lastSweepMs = 0;

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** Counts a request of the address; the seconds to wait when it is over the limit, else null. */
  hit(address: string): number | null {
    const now = this.nowMs();
    this.sweep(now);
    const recent = (this.hits.get(address) ?? []).filter((t) => now - t < this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(address, recent);
      const oldest = recent[0] ?? now;
      return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
    }
    recent.push(now);
    this.hits.set(address, recent);
    return null;
  }

  private sweep(now: number): void {
    if (now - this.lastSweepMs < this.windowMs) return;
    this.lastSweepMs = now;
    for (const [address, times] of this.hits) {
      if (times.every((t) => now - t >= this.windowMs)) this.hits.delete(address);
    }
  }
}
