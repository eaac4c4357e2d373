import {
  COUPON_KINDS,
  ORDER_KINDS,
  ORDER_STATUSES,
  PASS_PERIODS,
  PASSES,
  PAYMENT_FAILURES,
  PAYMENT_KINDS,
  SUBSCRIPTION_STATUSES,
} from '@kickoff/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './account.js';
import type { LocalizedText } from './help.js';
import { subscriptions } from './passes.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

// ── Billing (issue 11): cards, orders, payments, the subscription history, coupons ─────────────────

/** A card the payment provider keeps for charges without the member (renewals, upgrades). */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The provider's name (`PaymentProvider.name`) and its id of the card. */
    provider: text('provider').notNull(),
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_methods_provider_key').on(t.provider, t.providerMethodId),
    index('payment_methods_user_idx').on(t.userId, t.id.desc()),
  ],
);

/**
 * A purchase: one per idempotency key of the member, paid through the provider's hosted checkout.
 * `pending` until the provider says how it went; settled (paid, failed, expired) exactly once by one
 * conditional UPDATE, in the transaction that gives the pass.
 */
export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ORDER_KINDS }).notNull().default('purchase'),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    serviceId: integer('service_id').notNull(),
    pass: text('pass', { enum: PASSES }).notNull(),
    period: text('period', { enum: PASS_PERIODS }).notNull(),
    listPriceJpy: integer('list_price_jpy').notNull(),
    discountJpy: integer('discount_jpy').notNull(),
    amountJpy: integer('amount_jpy').notNull(),
    /** The member's registered coupon applied to it. */
    memberCouponId: integer('member_coupon_id'),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').notNull(),
    /** The provider's checkout session, once created (a crash before that leaves it null). */
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    failure: text('failure', { enum: PAYMENT_FAILURES }),
    /** The checkout cannot be paid after this (then the order expires). */
    expiresAt: ts('expires_at').notNull(),
    createdAt: ts('created_at').notNull(),
    paidAt: ts('paid_at'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('orders_idempotency_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_checkout_session_key').on(t.provider, t.checkoutSessionId),
    index('orders_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** The receipt numbers' sequence (KO-YYYYMMDD-NNNNNN: the Tokyo date and this number). */
export const receiptNumbers = pgSequence('payment_receipt_seq', { startWith: 1 });

/**
 * Payments with their receipts: purchases (from an order), renewals and upgrades (a saved card charged
 * without the member). A charge of a saved card is recorded `pending` with its idempotency key before
 * the provider is called, so a crash and a rerun ask the provider with the same key and never charge
 * twice; `lease_until`: the instance charging it holds it until then.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    subscriptionId: integer('subscription_id').references(() => subscriptions.id),
    orderId: text('order_id').references(() => orders.id),
    kind: text('kind', { enum: PAYMENT_KINDS }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'failed'] }).notNull(),
    serviceId: integer('service_id').notNull(),
    pass: text('pass', { enum: PASSES }).notNull(),
    period: text('period', { enum: PASS_PERIODS }).notNull(),
    amountJpy: integer('amount_jpy').notNull(),
    taxJpy: integer('tax_jpy').notNull(),
    /** Given when it is settled (paid or failed). */
    receiptNo: text('receipt_no'),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    failure: text('failure', { enum: PAYMENT_FAILURES }),
    idempotencyKey: text('idempotency_key').notNull(),
    leaseUntil: ts('lease_until'),
    createdAt: ts('created_at').notNull(),
    settledAt: ts('settled_at'),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payments_receipt_no_key').on(t.receiptNo),
    index('payments_user_idx').on(t.userId, t.id.desc()),
    index('payments_pending_idx').on(t.leaseUntil).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * Every change of a subscription, append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): who
 * (`member`, `system`, `operator`), why, and the state, pass and period before and after.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: ts('at').notNull(),
    actor: text('actor', { enum: ['member', 'system', 'operator'] }).notNull(),
    reason: text('reason').notNull(),
    fromStatus: text('from_status', { enum: SUBSCRIPTION_STATUSES }),
    toStatus: text('to_status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    passBefore: text('pass_before', { enum: PASSES }),
    passAfter: text('pass_after', { enum: PASSES }).notNull(),
    periodBefore: text('period_before', { enum: PASS_PERIODS }),
    periodAfter: text('period_after', { enum: PASS_PERIODS }).notNull(),
    periodEndBefore: ts('period_end_before'),
    periodEndAfter: ts('period_end_after').notNull(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.id)],
);

/**
 * A promotion: a coupon (/purchase/coupon) or a campaign (/purchase/campaign) of one kind — free days
 * of a pass, or percent or yen off the first payment — with a validity window. Its codes are either
 * single-use (`promotion_codes`, each redeemable once by anyone) or one shared code with a total limit
 * (`used_count` < `total_limit`), once per member.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    source: text('source', { enum: ['coupon', 'campaign'] }).notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** free_days: days; percent_off: percent; amount_off: yen. */
    value: integer('value').notNull(),
    /** The pass it is for (free days of it, or a discount on it); null: any pass. */
    pass: text('pass', { enum: PASSES }),
    codeType: text('code_type', { enum: ['single', 'shared'] }).notNull(),
    /** The shared code (null for single-use promotions, whose codes are in promotion_codes). */
    code: text('code'),
    totalLimit: integer('total_limit'),
    usedCount: integer('used_count').notNull().default(0),
    validFrom: ts('valid_from').notNull(),
    validUntil: ts('valid_until').notNull(),
    /** A registered discount can be used for this many days (null: until the promotion ends). */
    usableDays: integer('usable_days'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('promotions_code_key').on(t.code)],
);

/** The codes of a single-use promotion: each redeemed once, by whoever comes first. */
export const promotionCodes = pgTable(
  'promotion_codes',
  {
    code: text('code').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    redeemedBy: integer('redeemed_by').references(() => users.id),
    redeemedAt: ts('redeemed_at'),
  },
  (t) => [index('promotion_codes_promotion_idx').on(t.promotionId)],
);

/** A code a member registered: one per member and promotion; a discount waits for the first payment. */
export const memberCoupons = pgTable(
  'member_coupons',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    code: text('code').notNull(),
    registeredAt: ts('registered_at').notNull(),
    usableUntil: ts('usable_until'),
    usedAt: ts('used_at'),
    orderId: text('order_id').references(() => orders.id),
  },
  (t) => [uniqueIndex('member_coupons_member_promotion_key').on(t.userId, t.promotionId)],
);
