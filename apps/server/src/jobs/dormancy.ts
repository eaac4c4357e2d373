import { sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { createUserRepo } from '../modules/account/user.repo.js';
import { type RepeatingJob, repeatJob } from './repeat.js';

const DAY = 24 * 60 * 60 * 1000;
/** decisions.md: a member idle for 365 days becomes dormant (status 21) and must reactivate. */
export const DORMANT_AFTER_DAYS = 365;
/** The advisory lock a run holds (one run at a time across instances). */
export const DORMANCY_LOCK_KEY = 4_242_101;

export interface JobContext {
  db: Database;
  clock: Clock;
}

/**
 * Marks the members idle for 365 days dormant. Leader-safe: the run holds a transaction-scoped advisory
 * lock, and an instance that cannot take it skips the run (another instance is doing it). Answers how
 * many members became dormant, or null when skipped.
 */
export async function runDormancy({ db, clock }: JobContext): Promise<number | null> {
  const users = createUserRepo(db);
  return db.transaction(async (tx) => {
    // PGlite and node-postgres both answer { rows }
    const result = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${DORMANCY_LOCK_KEY}) as taken`,
    )) as unknown as {
      rows: { taken: boolean }[];
    };
    if (!result.rows[0]?.taken) return null;
    const now = clock.now();
    const ids = await users.markDormant(new Date(now.getTime() - DORMANT_AFTER_DAYS * DAY), now, tx);
    return ids.length;
  });
}

/** Runs the job now and then every `everyMs` (24 h), until stopped (see repeatJob). */
export function scheduleDormancy(
  ctx: JobContext,
  report: (outcome: { dormant: number | null } | { error: unknown }) => void,
  everyMs = DAY,
): RepeatingJob {
  return repeatJob(
    () => runDormancy(ctx),
    (outcome) => report('error' in outcome ? outcome : { dormant: outcome.value }),
    everyMs,
  );
}
