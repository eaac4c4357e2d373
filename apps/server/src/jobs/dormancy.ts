import type { Clock } from '../clock.js';
import type { DormancyService } from '../modules/account/index.js';
import { LOCKS } from '../shared/locks.js';
import { type RepeatingJob, repeatJob } from './repeat.js';

const DAY = 24 * 60 * 60 * 1000;
/** The advisory lock a run holds (one run at a time across instances): its key, for tests that hold it. */
export const DORMANCY_LOCK_KEY = LOCKS.dormancy.key;

export interface JobContext {
  /** The account module's dormancy run (core.services.account.dormancy). */
  dormancy: Pick<DormancyService, 'markIdleDormant'>;
  clock: Clock;
}

/** One run: members idle for 365 days become dormant; answers how many, or null when another instance runs it. */
export function runDormancy({ dormancy, clock }: JobContext): Promise<number | null> {
  return dormancy.markIdleDormant(clock.now());
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
