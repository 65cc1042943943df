/**
 * How many enquiries one address may send (issue 25 §6): `max` in `windowMs`, then 429 until the
 * oldest leaves the window. Each enquiry first claims a row in `lead_hits`, then counts the rows
 * ahead of it: parallel posts are counted as they arrive, and every instance behind a balancer
 * reads the same count (issue 23: limits count in the database). A refused post gives its row
 * back, so a flood does not push the window forward.
 */
import type { DbOrTx } from '../db/client';
import { countLeadHits, deleteLeadHit, deleteLeadHitsBefore, insertLeadHit } from '../repositories/lead-hits';

const iso = (ms: number) => new Date(ms).toISOString();

export class LeadLimiter {
  constructor(
    private readonly db: DbOrTx,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly nowMs: () => number = Date.now,
  ) {}

  /** Counts an enquiry of the address; the seconds to wait when it is over the limit, else null. */
  async hit(address: string): Promise<number | null> {
    const now = this.nowMs();
    const id = await insertLeadHit(this.db, address, iso(now));
    const { n, oldest } = await countLeadHits(this.db, address, iso(now - this.windowMs), id);
    if (n <= this.max) return null;
    await deleteLeadHit(this.db, id);
    const oldestMs = oldest ? Date.parse(oldest) : now;
    return Math.max(1, Math.ceil((oldestMs + this.windowMs - now) / 1000));
  }
}

/** Forgets the hits older than the window (run once per period by the housekeeping timer). */
export async function pruneLeadHits(db: DbOrTx, windowMs: number, nowMs: number = Date.now()): Promise<void> {
  await deleteLeadHitsBefore(db, iso(nowMs - windowMs));
}
