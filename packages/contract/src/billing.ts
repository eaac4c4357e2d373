import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';
import { LIMITS } from './limits.js';
import {
  PASS_PERIODS,
  PASS_PRODUCTS,
  PASSES,
  PAYMENT_METHODS,
  type Pass,
  type PassPeriod,
  SUBSCRIPTION_STATUSES,
  voucherSchema,
} from './passes.js';
import { RENDITION_IDS, type RenditionId } from './playback.js';

// ── Billing: passes on sale, orders, the subscription's lifecycle, coupons (issue 11) ──────────────
//
// The spec lists no calls for these (§7 has only GET /user/sub/scope and POST /pay/checkCarrier); they
// are designed here in the same style, under /api/v2, and listed in the README's API section:
//   GET  /passes                              the offers (public)
//   POST /purchase/verification               e-mail a purchase code (spec §9: valid 30 minutes)
//   POST /purchase/verification/verify        check it: the member may buy from then on
//   POST /orders                              a purchase: an order and the provider's checkout URL
//   GET  /orders/:id                          its outcome (the result page; reconciles a pending order)
//   GET  /subscription                        my passes: pass, next payment, change, history, coupons
//   POST /subscription/change                 upgrade now (prorated) or schedule a downgrade
//   POST /subscription/change/cancel          drop a scheduled change
//   POST /subscription/cancel                 unsubscribe: runs to the period end
//   POST /subscription/restore                undo a cancel before the period ends
//   POST /subscription/pause                  pause 1–6 months
//   POST /subscription/resume                 resume a paused pass now
//   POST /pay/checkCarrier                    spec §7: may this member's pass be changed here?
//   POST /coupons                             register a coupon code (/purchase/coupon)
//   POST /campaigns                           register a campaign code (/purchase/campaign)
//   POST /pay/webhook                         the payment provider's signed notifications (not the web's)

// ── Money ──────────────────────────────────────────────────────────────────────────────────────────

/** Japan's consumption tax, in percent: every price and amount here is in whole yen, tax included. */
export const CONSUMPTION_TAX_PERCENT = 10;

/** The consumption tax inside a tax-included amount in yen, rounded down (the receipt's 内消費税). */
export function taxIncludedIn(amountJpy: number): number {
  return Math.floor((amountJpy * CONSUMPTION_TAX_PERCENT) / (100 + CONSUMPTION_TAX_PERCENT));
}

/** What each pass unlocks, as /purchase compares them (decisions.md "Passes and what they unlock"). */
export const PASS_FEATURES: Record<Pass, { maxQuality: RenditionId; ads: boolean; multiView: boolean }> = {
  basic: { maxQuality: '720p30', ads: false, multiView: false },
  premium: { maxQuality: '1080p60', ads: false, multiView: true },
};

/**
 * The upgrade charge of a change basic → premium made mid-period (issue 11: it takes effect at once):
 * the price difference for the share of the period still to run, in whole yen, rounded up, and at least
 * 1 yen while any of the period remains. The next renewal charges the new price in full.
 */
export function proratedUpgradeJpy(
  fromPriceJpy: number,
  toPriceJpy: number,
  period: { start: Date; end: Date },
  now: Date,
): number {
  const total = period.end.getTime() - period.start.getTime();
  const left = Math.min(total, Math.max(0, period.end.getTime() - now.getTime()));
  if (left <= 0 || toPriceJpy <= fromPriceJpy) return 0;
  return Math.max(1, Math.ceil(((toPriceJpy - fromPriceJpy) * left) / total));
}

/** The smallest charge the payment provider takes: a discount never brings a payment below it. */
export const MIN_CHARGE_JPY = 50;

/**
 * The first payment of a purchase with a discount coupon (what /purchase shows and the order charges):
 * `percent_off` takes that share of the price off, the discount rounded down (the charge rounds up);
 * `amount_off` takes that many yen off; never below MIN_CHARGE_JPY (a price already below it is not
 * discounted). No coupon, or a `free_days` one (it gives a pass of its own), leaves the price as it is.
 */
export function discountedPriceJpy(
  priceJpy: number,
  coupon: { kind: CouponKind; value: number } | null,
): number {
  if (!coupon || coupon.kind === 'free_days') return priceJpy;
  const off =
    coupon.kind === 'percent_off' ? Math.floor((priceJpy * Math.min(100, coupon.value)) / 100) : coupon.value;
  return Math.max(Math.min(priceJpy, MIN_CHARGE_JPY), priceJpy - Math.max(0, off));
}

// ── GET /passes ──────────────────────────────────────────────────────────────────────────────────

export const passOfferSchema = z.object({
  serviceId: z.number().int(),
  pass: z.enum(PASSES),
  period: z.enum(PASS_PERIODS),
  priceJpy: z.number().int(),
  /** The consumption tax inside the price. */
  taxJpy: z.number().int(),
  /** An annual pass's price per month, rounded down; a monthly pass's price. */
  perMonthJpy: z.number().int(),
  maxQuality: z.enum(RENDITION_IDS),
  ads: z.boolean(),
  multiView: z.boolean(),
});
export type PassOffer = z.infer<typeof passOfferSchema>;
export const passOffersResponse = envelope(z.array(passOfferSchema));

/** The offers, from the price table: the same on server and web. */
export function passOffers(): PassOffer[] {
  return PASS_PRODUCTS.map((p) => ({
    serviceId: p.serviceId,
    pass: p.pass,
    period: p.period,
    priceJpy: p.priceJpy,
    taxJpy: taxIncludedIn(p.priceJpy),
    perMonthJpy: p.period === 'annual' ? Math.floor(p.priceJpy / 12) : p.priceJpy,
    ...PASS_FEATURES[p.pass],
  }));
}

/** The product of a service id, or undefined. */
export function productOf(serviceId: number): (typeof PASS_PRODUCTS)[number] | undefined {
  return PASS_PRODUCTS.find((p) => p.serviceId === serviceId);
}

// ── Purchase verification (spec §9: an e-mail code valid 30 minutes before the first purchase) ─────

export const purchaseCodeSentSchema = z.object({
  /** Where the code went, masked (k***@example.com). */
  sentTo: z.string(),
  expiresAt: isoDateTime,
});
export const purchaseCodeSentResponse = envelope(purchaseCodeSentSchema);

export const purchaseVerifyBodySchema = z.object({
  code: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${LIMITS.emailCode.digits}}$`)),
});
export type PurchaseVerifyBody = z.infer<typeof purchaseVerifyBodySchema>;

// ── Orders ───────────────────────────────────────────────────────────────────────────────────────

/**
 * An order's state: `pending` until the provider says how the payment went, then `paid` (and the pass
 * given, exactly once) or `failed` (nothing given; `failure` says why); `expired`: the checkout was
 * abandoned and its session ran out.
 */
export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What an order buys: a pass (`purchase`) or the rest of this period at a higher pass (`upgrade`). */
export const ORDER_KINDS = ['purchase', 'upgrade'] as const;

/** Why a payment failed, as the provider reports it (each maps to a message in ja, ko and en). */
export const PAYMENT_FAILURES = [
  'declined',
  'insufficient_funds',
  'authentication_failed',
  'expired_card',
  'processing_error',
] as const;
export type PaymentFailure = (typeof PAYMENT_FAILURES)[number];

export const createOrderBodySchema = z.object({
  serviceId: z.number().int().positive(),
  /** A registered coupon of the member to apply (GET /subscription `coupons`), or none. */
  couponId: z.number().int().positive().nullable().default(null),
  /**
   * Chosen by the client once per purchase attempt (a UUID): the same key again answers the same order
   * and never charges twice; the same key with a different body is refused (IDEMPOTENCY_KEY_REUSED).
   */
  idempotencyKey: z.string().uuid(),
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;

export const orderParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{8,40}$/) });

export const orderSchema = z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  serviceId: z.number().int(),
  pass: z.enum(PASSES),
  period: z.enum(PASS_PERIODS),
  /** The offer's price. */
  listPriceJpy: z.number().int(),
  discountJpy: z.number().int(),
  /** What is charged: list price less discount (an upgrade: the prorated difference). */
  amountJpy: z.number().int(),
  taxJpy: z.number().int(),
  coupon: z.object({ code: z.string(), title: z.string() }).nullable(),
  /** Where the member pays (the provider's hosted checkout) while pending; null once settled. */
  checkoutUrl: z.string().nullable(),
  failure: z.enum(PAYMENT_FAILURES).nullable(),
  createdAt: isoDateTime,
  paidAt: isoDateTime.nullable(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponse = envelope(orderSchema);

// ── The subscription (my passes) ─────────────────────────────────────────────────────────────────

/**
 * The actions of my passes: each is allowed, or refused with the error code the call would answer
 * (so the page can say why before the member tries). The server decides; the web only shows it.
 */
export const actionStateSchema = z.union([
  z.object({ allowed: z.literal(true) }),
  z.object({ allowed: z.literal(false), code: z.string() }),
]);
export type ActionState = z.infer<typeof actionStateSchema>;

/**
 * `upgrade`: basic → premium monthly at once; `downgrade`: any change at the renewal (a lower pass, or
 * the annual period of the same one), allowed when one of them is.
 */
export const SUBSCRIPTION_ACTIONS = ['upgrade', 'downgrade', 'cancel', 'restore', 'pause', 'resume'] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export const subscriptionSchema = z.object({
  id: z.number().int(),
  serviceId: z.number().int(),
  pass: z.enum(PASSES),
  period: z.enum(PASS_PERIODS),
  status: z.enum(SUBSCRIPTION_STATUSES),
  paidBy: z.enum(PAYMENT_METHODS),
  periodStart: isoDateTime,
  periodEnd: isoDateTime,
  /** The next automatic payment and its amount (tax included); null when it will not renew. */
  nextPaymentAt: isoDateTime.nullable(),
  nextPaymentJpy: z.number().int().nullable(),
  /** A change that takes effect at the next renewal. */
  scheduledChange: z
    .object({
      serviceId: z.number().int(),
      pass: z.enum(PASSES),
      period: z.enum(PASS_PERIODS),
      at: isoDateTime,
    })
    .nullable(),
  /** Paused: since when and until when it resumes by itself. */
  pausedAt: isoDateTime.nullable(),
  pausedUntil: isoDateTime.nullable(),
  /** A renewal was declined: access continues and payment is retried until then, then the pass ends. */
  graceUntil: isoDateTime.nullable(),
  /** The card renewals are charged to (brand and last four digits), when paid by card. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  actions: z.record(z.enum(SUBSCRIPTION_ACTIONS), actionStateSchema),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const PAYMENT_KINDS = ['purchase', 'renewal', 'upgrade'] as const;

/** A payment of the member, with its receipt (amounts tax included). */
export const paymentSchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  kind: z.enum(PAYMENT_KINDS),
  status: z.enum(['paid', 'failed']),
  serviceId: z.number().int(),
  pass: z.enum(PASSES),
  period: z.enum(PASS_PERIODS),
  amountJpy: z.number().int(),
  taxJpy: z.number().int(),
  /** The receipt number members quote to support (KO-YYYYMMDD-NNNNNN). */
  receiptNo: z.string(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  failure: z.enum(PAYMENT_FAILURES).nullable(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const COUPON_KINDS = ['free_days', 'percent_off', 'amount_off'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** A coupon or campaign code the member registered. */
export const memberCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  source: z.enum(['coupon', 'campaign']),
  title: z.string(),
  kind: z.enum(COUPON_KINDS),
  /** free_days: days; percent_off: percent; amount_off: yen. */
  value: z.number().int(),
  /** The pass it applies to (free days of it, or a discount on it); null: any pass. */
  pass: z.enum(PASSES).nullable(),
  /** `registered`: waiting for the first payment; `used`; `expired` unused. */
  status: z.enum(['registered', 'used', 'expired']),
  registeredAt: isoDateTime,
  usableUntil: isoDateTime.nullable(),
  usedAt: isoDateTime.nullable(),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;

export const mySubscriptionSchema = z.object({
  voucher: voucherSchema,
  /** The member's current subscription (in use, cancelled, paused …), or null. */
  subscription: subscriptionSchema.nullable(),
  payments: z.array(paymentSchema),
  coupons: z.array(memberCouponSchema),
  /** Whether the purchase e-mail code has been checked (needed before the first purchase). */
  purchaseVerified: z.boolean(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;
export const mySubscriptionResponse = envelope(mySubscriptionSchema);

export const changeBodySchema = z.object({ serviceId: z.number().int().positive() });
export type ChangeBody = z.infer<typeof changeBodySchema>;

/** The answer of a change: the subscription after it, and the upgrade's payment when one was made. */
export const changeResultSchema = z.object({
  subscription: subscriptionSchema,
  payment: paymentSchema.nullable(),
});
export const changeResultResponse = envelope(changeResultSchema);
export const subscriptionResponse = envelope(subscriptionSchema);

export const pauseBodySchema = z.object({
  months: z.number().int().min(LIMITS.pauseMonths.min).max(LIMITS.pauseMonths.max),
});
export type PauseBody = z.infer<typeof pauseBodySchema>;

/** POST /pay/checkCarrier (spec §7): whether the pass may be changed on the web. */
export const carrierCheckSchema = z.object({ carrier: z.boolean(), changeable: z.boolean() });
export const carrierCheckResponse = envelope(carrierCheckSchema);

// ── Coupons and campaign codes ───────────────────────────────────────────────────────────────────

export const couponBodySchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{4,32}$/),
});
export type CouponBody = z.input<typeof couponBodySchema>;

/** A registered code: the coupon, and the member's pass now (a free-days coupon starts one at once). */
export const couponRegisteredSchema = z.object({ coupon: memberCouponSchema, voucher: voucherSchema });
export const couponRegisteredResponse = envelope(couponRegisteredSchema);

// ── Labels of the web, kept with the rules ───────────────────────────────────────────────────────

/** The offer for a pass and period. */
export function offerOf(pass: Pass, period: PassPeriod): PassOffer {
  const offer = passOffers().find((o) => o.pass === pass && o.period === period);
  if (!offer) throw new Error(`no offer for ${pass} ${period}`);
  return offer;
}
