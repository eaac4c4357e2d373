import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';
import { encodeScope, SCOPE_LENGTH } from './scope.js';
import { daysInMonth, TOKYO_OFFSET_MS, tokyoParts } from './tokyo-time.js';

// ── Passes and subscriptions (spec §1, §3 Voucher, §4 subscription states, §6; decisions.md) ──────

/** The passes on sale (decisions.md "Passes and what they unlock"); a member without one is free. */
export const PASSES = ['basic', 'premium'] as const;
export type Pass = (typeof PASSES)[number];

/** How long one paid period lasts. */
export const PASS_PERIODS = ['monthly', 'annual'] as const;
export type PassPeriod = (typeof PASS_PERIODS)[number];

/**
 * How a pass is paid (spec §6: app-store passes change in the store, carrier passes cannot change);
 * `coupon`: the free days of a coupon (issue 11): never renews, cannot be changed or paused.
 */
export const PAYMENT_METHODS = ['card', 'carrier', 'app_store', 'coupon'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * The states of a subscription (spec §4 "Subscription states"), as the `subscriptions` table keeps them:
 * - `in_use`: paid for the current period, renews at its end;
 * - `change_scheduled`: in use, and becomes another pass at the end of the period;
 * - `cancelled`: the member unsubscribed: in use until the end of the period, then over (a lower pass
 *   can be bought after that);
 * - `paused`: suspended (1–6 months, spec §9): no access while paused;
 * - `resumed`: in use again after a pause (renews like `in_use`);
 * - `terminated`: ended before or at its period's end (withdrawal, refund): no access.
 */
export const SUBSCRIPTION_STATUSES = [
  'in_use',
  'change_scheduled',
  'cancelled',
  'paused',
  'resumed',
  'terminated',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** The states in which a subscription gives access during its period. */
const ENTITLING_STATUSES: readonly SubscriptionStatus[] = [
  'in_use',
  'change_scheduled',
  'cancelled',
  'resumed',
];

/** The states in which a subscription renews at the end of its period (the others end there). */
const RENEWING_STATUSES: readonly SubscriptionStatus[] = ['in_use', 'change_scheduled', 'resumed'];

/** What the active-pass rule needs to know of a subscription. */
export interface SubscriptionTerms {
  pass: Pass;
  status: SubscriptionStatus;
  periodStart: Date;
  periodEnd: Date;
  /**
   * A renewal was declined: the member keeps access until then while the payment is retried (issue 11,
   * 3 days), then the pass ends. Null or absent: no renewal is failing.
   */
  graceUntil?: Date | null;
}

/**
 * The one rule of "holds a pass": a subscription gives access at `now` when its state is one of use
 * (in use, change scheduled, cancelled, resumed) and `now` is inside its paid period, start inclusive,
 * end exclusive — or, for a pass that renews, its renewal was declined and the grace period it is given
 * (`graceUntil`, end exclusive) still runs. A period that ended without a renewal gives nothing (spec §4:
 * a voucher whose end date is past is cleared), whatever its state still says.
 */
export function entitles(subscription: Omit<SubscriptionTerms, 'pass'>, now: Date): boolean {
  const t = now.getTime();
  if (!ENTITLING_STATUSES.includes(subscription.status) || t < subscription.periodStart.getTime()) {
    return false;
  }
  if (t < subscription.periodEnd.getTime()) return true;
  const grace = subscription.graceUntil;
  return RENEWING_STATUSES.includes(subscription.status) && grace != null && t < grace.getTime();
}

/**
 * When the access a subscription gives ends unless it renews: its period end, or — while a declined
 * renewal is retried — the end of its grace (the voucher's end date then, so that a client clearing a
 * voucher whose end date is past, spec §4, keeps it during the grace).
 */
export function accessEndOf(subscription: Pick<SubscriptionTerms, 'periodEnd' | 'graceUntil'>): Date {
  const grace = subscription.graceUntil;
  return grace && grace > subscription.periodEnd ? grace : subscription.periodEnd;
}

/**
 * Whether the subscription renews at the end of its period (else it ends there): a state that renews,
 * and not the free days of a coupon (`paidBy` coupon), which never renew.
 */
export function renews(status: SubscriptionStatus, paidBy?: PaymentMethod): boolean {
  return paidBy !== 'coupon' && RENEWING_STATUSES.includes(status);
}

const PASS_RANK: Record<Pass, number> = { basic: 1, premium: 2 };

/**
 * The subscription that decides a member's access at `now`, or null: among those that give access,
 * the higher pass, then the one that lasts longer (a member may briefly hold two during a change).
 */
export function activeSubscription<S extends SubscriptionTerms>(
  subscriptions: readonly S[],
  now: Date,
): S | null {
  let best: S | null = null;
  for (const s of subscriptions) {
    if (!entitles(s, now)) continue;
    if (
      !best ||
      PASS_RANK[s.pass] > PASS_RANK[best.pass] ||
      (PASS_RANK[s.pass] === PASS_RANK[best.pass] && s.periodEnd > best.periodEnd)
    )
      best = s;
  }
  return best;
}

/**
 * The products on sale: each pass and period has a service id (spec §3 "serviceId"; -1 means no pass)
 * and a price in yen, tax included (decisions.md).
 */
export const PASS_PRODUCTS = [
  { serviceId: 1, pass: 'basic', period: 'monthly', priceJpy: 1_480 },
  { serviceId: 2, pass: 'basic', period: 'annual', priceJpy: 14_800 },
  { serviceId: 3, pass: 'premium', period: 'monthly', priceJpy: 2_480 },
  { serviceId: 4, pass: 'premium', period: 'annual', priceJpy: 24_800 },
] as const satisfies readonly { serviceId: number; pass: Pass; period: PassPeriod; priceJpy: number }[];

/** The service id of a member without a pass (spec §9: ads are hidden longer for -1). */
export const NO_SERVICE_ID = -1;

export function serviceIdOf(pass: Pass, period: PassPeriod): number {
  const product = PASS_PRODUCTS.find((p) => p.pass === pass && p.period === period);
  if (!product) throw new Error(`no product for ${pass} ${period}`);
  return product.serviceId;
}

/**
 * The scope array of decisions.md for a pass (null: a free member): free → FREE with ADLIVE and ADVOD
 * (ads before lives and VOD); basic → BASIC with LIVE, VOD, CH; premium → PREMIUM with LIVE, VOD, CH
 * and MULTI.
 */
export function scopeOfPass(pass: Pass | null): number[] {
  if (pass === 'premium') return encodeScope('PREMIUM', { LIVE: true, VOD: true, CH: true, MULTI: true });
  if (pass === 'basic') return encodeScope('BASIC', { LIVE: true, VOD: true, CH: true });
  return encodeScope('FREE', { ADLIVE: true, ADVOD: true });
}

/**
 * The end of a paid period that starts at `start`: one calendar month (or twelve) later in Tokyo time,
 * at the same time of day; a day the shorter month lacks becomes its last day (31 January → 28 or 29
 * February, then 28 or 29 March: each period counts from its own start).
 */
export function periodEndOf(start: Date, period: PassPeriod): Date {
  return addTokyoMonths(start, period === 'annual' ? 12 : 1);
}

/**
 * `months` calendar months after `start` in Tokyo time, at the same time of day; a day the later month
 * lacks becomes its last day (31 March + 1 → 30 April). The end of a paid period (`periodEndOf`) and of
 * a pause (spec §9: 1 to 6 months) are counted alike.
 */
export function addTokyoMonths(start: Date, months: number): Date {
  const p = tokyoParts(start);
  const index = p.year * 12 + (p.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const day = Math.min(p.day, daysInMonth(year, month));
  const wall = Date.UTC(year, month - 1, day, p.hour, p.minute, p.second, start.getUTCMilliseconds());
  return new Date(wall - TOKYO_OFFSET_MS);
}

// ── GET /user/sub/scope: the member's voucher (spec §3 Voucher, §7) ─────────────────────────────

/**
 * The member's pass as the my page shows it (spec §3 Voucher: held, scope, serviceId, duration,
 * endDate): `held` false — a free member, or a pass whose period is over — comes with the free scope,
 * service id -1 and every other field null. `renews`: true when the pass renews at `endDate` (the
 * renewal date), false when it ends there (cancelled).
 */
export const voucherSchema = z.object({
  held: z.boolean(),
  scope: z.array(z.number().int()).length(SCOPE_LENGTH),
  serviceId: z.number().int(),
  pass: z.enum(PASSES).nullable(),
  /** Spec §3 "duration": the period the pass is bought for. */
  duration: z.enum(PASS_PERIODS).nullable(),
  status: z.enum(SUBSCRIPTION_STATUSES).nullable(),
  startDate: isoDateTime.nullable(),
  endDate: isoDateTime.nullable(),
  renews: z.boolean(),
  paidBy: z.enum(PAYMENT_METHODS).nullable(),
});
export type Voucher = z.infer<typeof voucherSchema>;
export const voucherResponse = envelope(voucherSchema);
