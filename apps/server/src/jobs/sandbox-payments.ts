import type { SandboxPayments } from '../payments/sandbox/index.js';
import { type RepeatingJob, repeatJob } from './repeat.js';

const SECOND = 1000;

export interface SandboxPaymentsJobOptions {
  /** How often the outbox is polled for due deliveries (1 s: a delay of 0 arrives within a second). */
  deliverEveryMs?: number;
  /** How often sessions past their expiry are expired (their webhook then goes out). */
  sweepEveryMs?: number;
}

export type SandboxPaymentsReport =
  | { delivery: Awaited<ReturnType<SandboxPayments['webhooks']['deliverDue']>> }
  | { expired: number }
  | { error: unknown };

/**
 * The sandbox provider's background work, as a real provider does it on its side: webhook deliveries
 * from the outbox (retried with backoff, sometimes twice or late) and the expiry of abandoned checkout
 * sessions. Safe on every instance at once (deliveries are claimed with SKIP LOCKED and a lease; an
 * expiry is one conditional update). `stop` cuts an attempt in flight short; it is retried later.
 */
export function scheduleSandboxPayments(
  webhooks: SandboxPayments['webhooks'],
  report: (outcome: SandboxPaymentsReport) => void,
  { deliverEveryMs = SECOND, sweepEveryMs = 30 * SECOND }: SandboxPaymentsJobOptions = {},
): RepeatingJob {
  const stopping = new AbortController();
  const sweep = repeatJob(
    () => webhooks.expireOverdue(),
    (outcome) => report('error' in outcome ? outcome : { expired: outcome.value }),
    sweepEveryMs,
  );
  const deliver = repeatJob(
    () => webhooks.deliverDue(stopping.signal),
    (outcome) => report('error' in outcome ? outcome : { delivery: outcome.value }),
    deliverEveryMs,
  );
  return {
    ran: Promise.all([sweep.ran, deliver.ran]).then(() => undefined),
    async stop() {
      stopping.abort();
      await Promise.all([sweep.stop(), deliver.stop()]);
    },
  };
}
