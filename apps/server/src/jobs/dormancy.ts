import type { Clock } from '../clock.js';
import type { Database } from '../db/client.js';
import { createUserRepo } from '../modules/account/index.js';
import { LOCKS, tryHoldLock } from '../shared/locks.js';
import { type RepeatingJob, repeatJob } from './repeat.js';

const DAY = 24 * 60 * 60 * 1000;
/** decisions.md: a member idle for 365 days becomes dormant (status 21) and must reactivate. */
export const DORMANT_AFTER_DAYS = 365;
/** The advisory lock a run holds (one run at a time across instances): its key, for tests that hold it. */
export const DORMANCY_LOCK_KEY = LOCKS.dormancy.key;

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
    if (!(await tryHoldLock(tx, LOCKS.dormancy))) return null;
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
