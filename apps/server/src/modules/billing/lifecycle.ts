import {
  type ActionState,
  activeSubscription,
  addTokyoMonths,
  type ErrorCode,
  LIMITS,
  PASS_PRODUCTS,
  type Pass,
  type PassPeriod,
  periodEndOf,
  proratedUpgradeJpy,
  renews,
  SUBSCRIPTION_ACTIONS,
  type SubscriptionAction,
  serviceIdOf,
  tokyoDateString,
} from '@kickoff/contract';
import type { SubscriptionChange, SubscriptionRow } from '../passes/index.js';

// ── The subscription lifecycle (issue 11, spec §4 §6 §8 §9): pure rules over a given instant ────────
//
// Each decision reads a subscription (or none) and `now`, and answers either a refusal with its error
// code or the change to apply with the reason the history records. Nothing here reads the clock or the
// database: the service applies a decision under the row's lock, the renewal job likewise.

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const RULES = {
  /** A declined renewal keeps access and is retried for this long, then the pass ends. */
  graceMs: 3 * DAY,
  /** How often a declined renewal is retried during the grace. */
  retryEveryMs: DAY,
  /** A scheduled change can be made or dropped only until this long before the renewal (spec §8). */
  changeDeadlineMs: DAY,
} as const;

/** What the rules read of a subscription. */
export type Sub = Pick<
  SubscriptionRow,
  | 'id'
  | 'pass'
  | 'period'
  | 'status'
  | 'paidBy'
  | 'periodStart'
  | 'periodEnd'
  | 'cancelledAt'
  | 'scheduledPass'
  | 'scheduledPeriod'
  | 'pausedAt'
  | 'pausedUntil'
  | 'pausedRemainingMs'
  | 'graceUntil'
  | 'nextRetryAt'
>;

export type Product = (typeof PASS_PRODUCTS)[number];

/** A refusal: the error code the call answers (spec §8) and a message. */
export interface Refusal {
  refused: ErrorCode;
  message: string;
}

/** A change to apply to the subscription, and why (the history's reason). */
export interface Transition {
  change: SubscriptionChange;
  reason: string;
}

const refuse = (refused: ErrorCode, message: string): Refusal => ({ refused, message });
export const isRefusal = (value: object): value is Refusal => 'refused' in value;

const RANK: Record<Pass, number> = { basic: 1, premium: 2 };

export function productFor(pass: Pass, period: PassPeriod): Product {
  const product = PASS_PRODUCTS.find((p) => p.pass === pass && p.period === period);
  if (!product) throw new Error(`no product for ${pass} ${period}`);
  return product;
}

/** The product the subscription renews into: its scheduled change, else itself. */
export function renewalProductOf(sub: Sub): Product {
  return sub.scheduledPass && sub.scheduledPeriod
    ? productFor(sub.scheduledPass, sub.scheduledPeriod)
    : productFor(sub.pass, sub.period);
}

/** The automatic payment day (spec §8): the Tokyo calendar day of the period's end. */
export const isPaymentDay = (sub: Sub, now: Date): boolean =>
  tokyoDateString(now) === tokyoDateString(sub.periodEnd);

/** A renewal was declined and is being retried. */
export const inGrace = (sub: Sub): boolean => sub.graceUntil !== null;

/** Whether the subscription would renew by a charge of the saved card here. */
export const renewsByCard = (sub: Sub): boolean => sub.paidBy === 'card' && renews(sub.status, sub.paidBy);

/**
 * The subscription my passes show: the one that gives access now (the higher pass, then the longer),
 * else a paused one; null when the member holds none.
 */
export function currentOf<S extends Sub>(subs: readonly S[], now: Date): S | null {
  const live = subs.filter((s) => s.status !== 'terminated');
  return activeSubscription(live, now) ?? live.find((s) => s.status === 'paused') ?? null;
}

// ── Buying ─────────────────────────────────────────────────────────────────────────────────────

/**
 * Whether the member may buy `product` while holding `subs` (their subscriptions not terminated): a
 * pass in use (any state that gives access, grace included) or paused blocks it — PASS_ALREADY_HELD,
 * or LOWER_PASS_AFTER_EXPIRY for a lower pass while a cancelled higher one runs (spec §4). The free
 * days of a coupon never block: the paid pass replaces them.
 */
export function refusePurchase(subs: readonly Sub[], product: Product, now: Date): Refusal | null {
  let lower: Refusal | null = null;
  for (const sub of subs) {
    if (sub.paidBy === 'coupon' || sub.status === 'terminated') continue;
    const holds = sub.status === 'paused' || activeSubscription([sub], now) !== null;
    if (!holds) continue;
    if (sub.status === 'cancelled' && RANK[product.pass] < RANK[sub.pass]) {
      lower = refuse(
        'LOWER_PASS_AFTER_EXPIRY',
        'A lower pass can be bought once the cancelled pass has expired.',
      );
      continue;
    }
    return refuse('PASS_ALREADY_HELD', 'You already hold a pass: change it on /purchase/change.');
  }
  return lower;
}

/** The subscription a paid purchase starts now. */
export function purchasedTerms(product: Product, now: Date) {
  return {
    pass: product.pass,
    period: product.period,
    status: 'in_use' as const,
    paidBy: 'card' as const,
    periodStart: now,
    periodEnd: periodEndOf(now, product.period),
  };
}

// ── Changing the pass ──────────────────────────────────────────────────────────────────────────

export type ChangeDecision =
  | Refusal
  | { kind: 'upgrade'; to: Product; amountJpy: number }
  | { kind: 'schedule'; to: Product; transition: Transition };

/** Why a pass of this kind cannot be changed or managed here at all (spec §6), or null. */
function refuseByPayment(sub: Sub): Refusal | null {
  if (sub.paidBy === 'app_store') {
    return refuse('APP_STORE_CHANGE_IN_STORE', 'This pass was bought in an app store: change it there.');
  }
  if (sub.paidBy === 'carrier') {
    return refuse('CARRIER_CANNOT_CHANGE', 'A pass paid through a mobile carrier cannot be changed.');
  }
  return null;
}

const noSubscription = () => refuse('NO_SUBSCRIPTION', 'You hold no pass that renews to change.');

/**
 * A change to `to` (spec §6 §8): basic → premium monthly is an upgrade at once, charged the prorated
 * difference; any other change (a lower pass, or an annual period) is scheduled for the renewal.
 * Refused for annual, app-store, carrier and coupon passes, for a pass that does not renew (cancelled,
 * paused), for the pass held or already scheduled, on the payment day and while a renewal is retried,
 * and — a scheduled change — from one day before the renewal.
 */
export function decideChange(sub: Sub | null, to: Product, now: Date): ChangeDecision {
  if (!sub) return noSubscription();
  const byPayment = refuseByPayment(sub);
  if (byPayment) return byPayment;
  if (sub.paidBy === 'coupon') {
    return refuse('NO_SUBSCRIPTION', 'Free days of a coupon cannot be changed: buy a pass instead.');
  }
  if (sub.period === 'annual') return refuse('ANNUAL_CANNOT_CHANGE', 'Annual passes cannot be changed.');
  if (!renews(sub.status, sub.paidBy)) return noSubscription();
  if (
    (to.pass === sub.pass && to.period === sub.period) ||
    (to.pass === sub.scheduledPass && to.period === sub.scheduledPeriod)
  ) {
    return refuse('CHANGE_SAME_PASS', 'This is already your pass (or the change already scheduled).');
  }
  if (isPaymentDay(sub, now) || inGrace(sub) || now >= sub.periodEnd) {
    return refuse('CHANGE_ON_PAYMENT_DAY', 'Passes cannot be changed on the automatic payment day.');
  }
  if (RANK[to.pass] > RANK[sub.pass] && to.period === 'monthly') {
    const from = productFor(sub.pass, sub.period);
    const amountJpy = proratedUpgradeJpy(
      from.priceJpy,
      to.priceJpy,
      { start: sub.periodStart, end: sub.periodEnd },
      now,
    );
    return { kind: 'upgrade', to, amountJpy };
  }
  if (now.getTime() >= sub.periodEnd.getTime() - RULES.changeDeadlineMs) {
    return refuse('CHANGE_DEADLINE_PASSED', 'Changes are allowed only until one day before the renewal.');
  }
  return {
    kind: 'schedule',
    to,
    transition: {
      change: { status: 'change_scheduled', scheduledPass: to.pass, scheduledPeriod: to.period },
      reason: 'change_scheduled',
    },
  };
}

/** The upgrade once paid: the higher pass at once, same period end; a scheduled change is dropped. */
export function upgradeTransition(sub: Sub, to: Product): Transition {
  return {
    change: {
      pass: to.pass,
      period: to.period,
      status: sub.status === 'change_scheduled' ? 'in_use' : sub.status,
      scheduledPass: null,
      scheduledPeriod: null,
    },
    reason: 'upgrade',
  };
}

/** Drops the scheduled change, under the same deadlines as making one. */
export function decideCancelChange(sub: Sub | null, now: Date): Refusal | Transition {
  if (!sub) return noSubscription();
  if (sub.status !== 'change_scheduled') return refuse('NO_SCHEDULED_CHANGE', 'No change is scheduled.');
  if (isPaymentDay(sub, now) || inGrace(sub) || now >= sub.periodEnd) {
    return refuse('CHANGE_ON_PAYMENT_DAY', 'Passes cannot be changed on the automatic payment day.');
  }
  if (now.getTime() >= sub.periodEnd.getTime() - RULES.changeDeadlineMs) {
    return refuse('CHANGE_DEADLINE_PASSED', 'Changes are allowed only until one day before the renewal.');
  }
  return {
    change: { status: 'in_use', scheduledPass: null, scheduledPeriod: null },
    reason: 'change_cancelled',
  };
}

// ── Cancel, restore, pause, resume ─────────────────────────────────────────────────────────────

/**
 * Unsubscribe: the pass runs to its period end and never renews; a scheduled change and a failing
 * renewal's retries are dropped (in grace, access ends at once). App-store passes cancel in the store;
 * a coupon's free days, a paused pass (resume it first) and a cancelled one cannot.
 */
export function decideCancel(sub: Sub | null, now: Date): Refusal | Transition {
  if (!sub) return noSubscription();
  if (sub.paidBy === 'app_store') {
    return refuse('APP_STORE_CHANGE_IN_STORE', 'This pass was bought in an app store: cancel it there.');
  }
  if (sub.paidBy === 'coupon' || !renews(sub.status, sub.paidBy)) {
    return refuse('CANCEL_NOT_ALLOWED', 'This pass does not renew: there is nothing to cancel.');
  }
  return {
    change: {
      status: 'cancelled',
      cancelledAt: now,
      scheduledPass: null,
      scheduledPeriod: null,
      graceUntil: null,
      nextRetryAt: null,
    },
    reason: 'cancel',
  };
}

/** Undo a cancel while its period still runs: in use again, renewing at the period end. */
export function decideRestore(sub: Sub | null, now: Date): Refusal | Transition {
  if (!sub) return noSubscription();
  if (sub.paidBy === 'app_store') {
    return refuse('APP_STORE_CHANGE_IN_STORE', 'This pass was bought in an app store: manage it there.');
  }
  if (sub.status !== 'cancelled' || now >= sub.periodEnd) {
    return refuse('RESTORE_NOT_ALLOWED', 'Only a cancelled pass whose period still runs can be restored.');
  }
  return { change: { status: 'in_use', cancelledAt: null }, reason: 'restore' };
}

/**
 * Pause for 1 to 6 calendar months (spec §9, Tokyo): a card pass in use or resumed, with no change
 * scheduled and no renewal being retried. No access and no charge while paused; the paid time left
 * (period end − now) is kept and given back at the resume.
 */
export function decidePause(sub: Sub | null, months: number, now: Date): Refusal | Transition {
  if (!sub) return noSubscription();
  const { min, max } = LIMITS.pauseMonths;
  if (
    sub.paidBy !== 'card' ||
    (sub.status !== 'in_use' && sub.status !== 'resumed') ||
    inGrace(sub) ||
    now >= sub.periodEnd ||
    !Number.isInteger(months) ||
    months < min ||
    months > max
  ) {
    return refuse(
      'PAUSE_NOT_ALLOWED',
      'Only a card pass in use, with no change scheduled, can be paused (1 to 6 months).',
    );
  }
  return {
    change: {
      status: 'paused',
      pausedAt: now,
      pausedUntil: addTokyoMonths(now, months),
      pausedRemainingMs: sub.periodEnd.getTime() - now.getTime(),
    },
    reason: 'pause',
  };
}

/** Resume a paused pass now (or, `auto`, at its pause end): a new period of the time that was kept. */
export function decideResume(sub: Sub | null, now: Date, auto = false): Refusal | Transition {
  if (!sub) return noSubscription();
  if (sub.status !== 'paused') return refuse('RESUME_NOT_ALLOWED', 'Only a paused pass can be resumed.');
  const kept = sub.pausedRemainingMs ?? 0;
  return {
    change: {
      status: 'resumed',
      periodStart: now,
      periodEnd: new Date(now.getTime() + kept),
      pausedAt: null,
      pausedUntil: null,
      pausedRemainingMs: null,
    },
    reason: auto ? 'auto_resume' : 'resume',
  };
}

// ── What my passes show ────────────────────────────────────────────────────────────────────────

/**
 * Whether the pass can ask for a change at its renewal (the `downgrade` action: the other pass, or the
 * annual period of the same one — the change page's options). Allowed when any of them is; a target
 * that is the pass held or the change already scheduled does not speak for the others (a basic monthly
 * pass can still move to annual; one with basic scheduled can still choose premium annual instead).
 */
function decideRenewalChange(sub: Sub | null, now: Date): ChangeDecision {
  if (!sub) return noSubscription();
  const other: Pass = sub.pass === 'premium' ? 'basic' : 'premium';
  const decisions = [productFor(other, sub.period), productFor(sub.pass, 'annual')]
    .map((to) => decideChange(sub, to, now))
    .filter((decision) => isRefusal(decision) || decision.kind === 'schedule');
  return (
    decisions.find((decision) => !isRefusal(decision)) ??
    decisions.find((decision) => isRefusal(decision) && decision.refused !== 'CHANGE_SAME_PASS') ??
    decisions[0] ??
    noSubscription()
  );
}

const stateOf = (decision: object): ActionState =>
  isRefusal(decision) ? { allowed: false, code: decision.refused } : { allowed: true };

/** Each action of my passes, allowed or refused with the code its call would answer (same rules). */
export function actionsOf(sub: Sub | null, now: Date): Record<SubscriptionAction, ActionState> {
  const decisions: Record<SubscriptionAction, object> = {
    upgrade: decideChange(sub, productFor('premium', 'monthly'), now),
    downgrade: decideRenewalChange(sub, now),
    cancel: decideCancel(sub, now),
    restore: decideRestore(sub, now),
    pause: decidePause(sub, LIMITS.pauseMonths.min, now),
    resume: decideResume(sub, now),
  };
  return Object.fromEntries(SUBSCRIPTION_ACTIONS.map((a) => [a, stateOf(decisions[a])])) as Record<
    SubscriptionAction,
    ActionState
  >;
}

/** The service id of a subscription's product. */
export const serviceIdOfSub = (sub: Pick<Sub, 'pass' | 'period'>): number =>
  serviceIdOf(sub.pass, sub.period);
