import type { BillingServices, RenewalRun } from '../modules/billing/index.js';
import { type RepeatingJob, repeatJob } from './repeat.js';

const MINUTE = 60 * 1000;

export interface RenewalsContext {
  /** The billing module's renewal run (core.services.billing.renewals). */
  renewals: Pick<BillingServices['renewals'], 'run'>;
}

/**
 * Runs the renewal job now and then every minute, until stopped (see repeatJob: a tick while one run is
 * still charging is skipped). Every instance may run it: each due subscription is claimed with
 * FOR UPDATE SKIP LOCKED and a lease, and charged with an idempotency key of its period, so two
 * instances never charge one renewal twice.
 */
export function scheduleRenewals(
  ctx: RenewalsContext,
  report: (outcome: { run: RenewalRun } | { error: unknown }) => void,
  everyMs = MINUTE,
): RepeatingJob {
  return repeatJob(
    () => ctx.renewals.run(),
    (outcome) => report('error' in outcome ? outcome : { run: outcome.value }),
    everyMs,
  );
}
