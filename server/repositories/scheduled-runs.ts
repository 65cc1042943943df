/**
 * Housekeeping run once per period across every instance on the database (issue 23): the
 * idempotency clean-up, the audit retention, the login attempts' and ended sessions' pruning. Each
 * instance keeps its own timer; a tick does the work only when it moves the job's `last_run_at`
 * forward in one upsert, and the row lock makes that true for one instance per period. An advisory
 * lock would only keep two runs from overlapping: instances ticking minutes apart would both run.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { scheduledRuns } from '../db/schema';

/**
 * A tick arriving a little early (timers drift, an instance started later) still counts as the
 * next period: the claim asks for most of the period to have gone by, not all of it.
 */
const PERIOD_SLACK = 0.9;

/** Whether this caller won the job's run for this period (and recorded it). */
export async function claimScheduledRun(db: DbOrTx, job: string, periodMs: number): Promise<boolean> {
  const afterMs = Math.floor(periodMs * PERIOD_SLACK);
  const rows = await db
    .insert(scheduledRuns)
    .values({ job, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: scheduledRuns.job,
      set: { lastRunAt: sql`now()` },
      setWhere: sql`${scheduledRuns.lastRunAt} <= now() - make_interval(secs => ${afterMs / 1000})`,
    })
    .returning({ job: scheduledRuns.job });
  return rows.length > 0;
}

/** Runs `work` when this instance wins the period's claim; resolves with whether it ran. */
export async function runScheduled(
  db: DbOrTx,
  job: string,
  periodMs: number,
  work: () => Promise<unknown>,
): Promise<boolean> {
  if (!(await claimScheduledRun(db, job, periodMs))) return false;
  await work();
  return true;
}
