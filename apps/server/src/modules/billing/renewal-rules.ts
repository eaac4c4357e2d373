import { periodEndOf, renews } from '@kickoff/contract';
import {
  decideResume,
  isRefusal,
  type Product,
  productFor,
  RULES,
  renewalProductOf,
  renewsByCard,
  type Sub,
  type Transition,
} from './lifecycle.js';

// The renewal job's rules (issue 11), pure like the rest of the lifecycle: what is due at an instant,
// and what a renewal charge's outcome does to the subscription.

export type RenewalStep =
  | { kind: 'end'; transition: Transition }
  | { kind: 'resume'; transition: Transition }
  | { kind: 'charge'; product: Product; amountJpy: number; idempotencyKey: string }
  | null;

const ended = (now: Date, reason: string): Transition => ({
  change: { status: 'terminated', endedAt: now, graceUntil: null, nextRetryAt: null },
  reason,
});

/**
 * What the renewal job does with a subscription at `now`: end a cancelled pass or a coupon's free days
 * at their period end (`expired`); resume a pause at its end; end a pass whose grace ran out without a
 * payment (`payment_failed`); charge a due renewal — the scheduled change's product, else the same —
 * with a key of that period and attempt (`renewal:<id>:<periodEnd>`, a retry adding its own date), so
 * a crash and a rerun ask the provider the same question and never charge twice. Null: nothing due.
 */
export function renewalStep(sub: Sub, now: Date): RenewalStep {
  if ((sub.status === 'cancelled' || sub.paidBy === 'coupon') && sub.status !== 'terminated') {
    return sub.periodEnd <= now ? { kind: 'end', transition: ended(now, 'expired') } : null;
  }
  if (sub.status === 'paused') {
    if (!sub.pausedUntil || sub.pausedUntil > now) return null;
    const resumed = decideResume(sub, now, true);
    return isRefusal(resumed) ? null : { kind: 'resume', transition: resumed };
  }
  if (!renewsByCard(sub)) return null;
  if (sub.graceUntil && sub.graceUntil <= now) {
    return { kind: 'end', transition: ended(now, 'payment_failed') };
  }
  const due = sub.graceUntil ? sub.nextRetryAt !== null && sub.nextRetryAt <= now : sub.periodEnd <= now;
  if (!due) return null;
  const product = renewalProductOf(sub);
  const key = `renewal:${sub.id}:${sub.periodEnd.toISOString()}`;
  return {
    kind: 'charge',
    product,
    amountJpy: product.priceJpy,
    idempotencyKey: sub.graceUntil && sub.nextRetryAt ? `${key}:retry:${sub.nextRetryAt.toISOString()}` : key,
  };
}

/**
 * After a renewal charge: paid → the next period from the old end (a scheduled change applied, grace
 * over, in use — a pass cancelled while it was charged stays cancelled); declined → the grace (3 days
 * from the period end) and the next retry a day later, never after the grace.
 */
export function afterRenewal(sub: Sub, paid: boolean, now: Date): Transition {
  if (paid) {
    const next = renewalProductOf(sub);
    return {
      change: {
        pass: next.pass,
        period: next.period,
        status: sub.status === 'cancelled' ? 'cancelled' : 'in_use',
        periodStart: sub.periodEnd,
        periodEnd: periodEndOf(sub.periodEnd, next.period),
        scheduledPass: null,
        scheduledPeriod: null,
        graceUntil: null,
        nextRetryAt: null,
      },
      reason: sub.scheduledPass ? 'change_applied' : 'renewal',
    };
  }
  const graceUntil = sub.graceUntil ?? new Date(sub.periodEnd.getTime() + RULES.graceMs);
  const retry = Math.min(now.getTime() + RULES.retryEveryMs, graceUntil.getTime());
  return { change: { graceUntil, nextRetryAt: new Date(retry) }, reason: 'renewal_declined' };
}

/** The next automatic payment and its amount; null when the pass will not renew. */
export function nextPaymentOf(sub: Sub): { at: Date; amountJpy: number } | null {
  if (sub.status === 'paused' && sub.pausedUntil) {
    return {
      at: new Date(sub.pausedUntil.getTime() + (sub.pausedRemainingMs ?? 0)),
      amountJpy: productFor(sub.pass, sub.period).priceJpy,
    };
  }
  if (!renews(sub.status, sub.paidBy)) return null;
  return {
    at: sub.graceUntil && sub.nextRetryAt ? sub.nextRetryAt : sub.periodEnd,
    amountJpy: renewalProductOf(sub).priceJpy,
  };
}
