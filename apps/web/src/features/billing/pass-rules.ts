import {
  type ActionState,
  type MemberCoupon,
  type MySubscription,
  type Pass,
  type PassPeriod,
  productOf,
  proratedUpgradeJpy,
  type Subscription,
  type SubscriptionAction,
  serviceIdOf,
} from '@kickoff/contract';

/**
 * What the billing pages read from GET /subscription, as pure functions: whether the member may buy,
 * which changes to offer and how the pass stands. The server decides every action (`actions`); these
 * only choose what to show and say.
 */

const PASS_RANK: Record<Pass, number> = { basic: 1, premium: 2 };

/** Whether `pass` is below `than` (a cancelled premium holder may buy basic only after expiry). */
export function isLowerPass(pass: Pass, than: Pass): boolean {
  return PASS_RANK[pass] < PASS_RANK[than];
}

/**
 * A pass given by a free-days coupon: it never renews and a purchase replaces it (design: paidBy
 * `coupon`, which the contract's PAYMENT_METHODS gains with the billing server).
 */
export function isCouponPass(subscription: Pick<Subscription, 'paidBy'>): boolean {
  const paidBy: string = subscription.paidBy;
  return paidBy === 'coupon';
}

/** Where the member stands before buying: free to buy, or holding a pass that rules a purchase out. */
export type PurchaseStanding =
  | { kind: 'free' }
  /** A free-days coupon pass: a purchase starts the paid pass now and ends it. */
  | { kind: 'coupon'; subscription: Subscription }
  /** In use (or a change scheduled, or resumed): change it at /purchase/change. */
  | { kind: 'held'; subscription: Subscription }
  /** Cancelled, running to its period end: restore it, or buy a lower pass after it expires. */
  | { kind: 'cancelled'; subscription: Subscription }
  /** Paused: resume it rather than buy another. */
  | { kind: 'paused'; subscription: Subscription };

export function purchaseStanding(my: Pick<MySubscription, 'subscription'>, now: Date): PurchaseStanding {
  const subscription = my.subscription;
  if (!subscription || subscription.status === 'terminated') return { kind: 'free' };
  if (subscription.status === 'paused') return { kind: 'paused', subscription };
  const runs = now.getTime() < Date.parse(subscription.graceUntil ?? subscription.periodEnd);
  if (!runs) return { kind: 'free' };
  if (isCouponPass(subscription)) return { kind: 'coupon', subscription };
  if (subscription.status === 'cancelled') return { kind: 'cancelled', subscription };
  return { kind: 'held', subscription };
}

/** How the pass stands, as my passes shows it (a declined renewal reads "payment failed"). */
export type PassCondition =
  | 'in_use'
  | 'change_scheduled'
  | 'cancelled'
  | 'paused'
  | 'payment_failed'
  | 'ended';

export function conditionOf(subscription: Pick<Subscription, 'status' | 'graceUntil'>): PassCondition {
  if (subscription.status === 'terminated') return 'ended';
  if (subscription.graceUntil && subscription.status !== 'paused') return 'payment_failed';
  if (subscription.status === 'resumed') return 'in_use';
  return subscription.status;
}

/** An action's state, refused (with no reason) when the server did not list it. */
export function actionState(
  subscription: Pick<Subscription, 'actions'>,
  action: SubscriptionAction,
): ActionState {
  return subscription.actions[action] ?? { allowed: false, code: 'CONFLICT' };
}

/** A change the change page offers. */
export interface ChangeOption {
  serviceId: number;
  pass: Pass;
  period: PassPeriod;
  /** `now`: an upgrade, charged the prorated difference at once; `renewal`: from the next renewal. */
  timing: 'now' | 'renewal';
  /** Allowed, or refused with the error code the call would answer (the server's `actions`). */
  state: ActionState;
  /** What is charged now (an upgrade) — an estimate until the server charges it. */
  chargeNowJpy: number;
  /** The price of the new pass at each renewal. */
  priceJpy: number;
  /** This change is already scheduled. */
  scheduled: boolean;
}

/**
 * The changes of spec §6 and the design: basic → premium at once (monthly, prorated); premium → basic
 * and monthly → annual of the same pass at the next renewal. The upgrade is the `upgrade` action; the
 * changes at renewal are `downgrade` (the scheduled kind). An annual pass is offered the other pass of
 * its period, which the server refuses (ANNUAL_CANNOT_CHANGE), so the member reads why.
 */
export function changeOptions(subscription: Subscription, now: Date): ChangeOption[] {
  const current = productOf(subscription.serviceId);
  if (!current) return [];
  const other: Pass = subscription.pass === 'premium' ? 'basic' : 'premium';
  const targets: { pass: Pass; period: PassPeriod }[] =
    subscription.period === 'monthly'
      ? [
          { pass: other, period: 'monthly' },
          { pass: subscription.pass, period: 'annual' },
        ]
      : [{ pass: other, period: 'annual' }];
  return targets.map(({ pass, period }) => {
    const serviceId = serviceIdOf(pass, period);
    const priceJpy = productOf(serviceId)!.priceJpy;
    const upgrade = pass !== subscription.pass && !isLowerPass(pass, subscription.pass);
    const chargeNowJpy = upgrade
      ? proratedUpgradeJpy(
          current.priceJpy,
          priceJpy,
          { start: new Date(subscription.periodStart), end: new Date(subscription.periodEnd) },
          now,
        )
      : 0;
    return {
      serviceId,
      pass,
      period,
      timing: upgrade ? 'now' : 'renewal',
      state: actionState(subscription, upgrade ? 'upgrade' : 'downgrade'),
      chargeNowJpy,
      priceJpy,
      scheduled: subscription.scheduledChange?.serviceId === serviceId,
    };
  });
}

/** Changes at renewal may be made or undone only until one day before it (spec §8). */
export function changeDeadline(subscription: Pick<Subscription, 'periodEnd'>): Date {
  return new Date(Date.parse(subscription.periodEnd) - 24 * 60 * 60_000);
}

/** The registered discount coupons that apply to `pass` (free-days coupons start at registration). */
export function applicableCoupons(coupons: readonly MemberCoupon[], pass: Pass, now: Date): MemberCoupon[] {
  return coupons.filter(
    (c) =>
      c.status === 'registered' &&
      c.kind !== 'free_days' &&
      (c.pass === null || c.pass === pass) &&
      (c.usableUntil === null || Date.parse(c.usableUntil) > now.getTime()),
  );
}

/** The whole days left of a period at `now` (what a pause keeps), at least 0. */
export function daysLeft(until: string, now: Date): number {
  return Math.max(0, Math.ceil((Date.parse(until) - now.getTime()) / (24 * 60 * 60_000)));
}

/** The pass and period chosen on /purchase, from `?pass=` and `&period=` (premium monthly by default). */
export function selectionFrom(params: URLSearchParams): { pass: Pass; period: PassPeriod } {
  const pass = params.get('pass');
  return {
    pass: pass === 'basic' || pass === 'premium' ? pass : 'premium',
    period: params.get('period') === 'annual' ? 'annual' : 'monthly',
  };
}
