import { LOCALES, PAYMENT_FAILURES } from '@kickoff/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The built-in sandbox payment provider's own books (payments/sandbox/): what a real provider keeps on
 * its side. Billing never reads these tables; it reaches the provider through its interface
 * (payments/provider.ts), as it would a real one. No card number is stored: brand and last four only.
 */

/** Billing's customers as the provider knows them (one per billing customer reference). */
export const sandboxPayCustomers = pgTable('sandbox_pay_customers', {
  /** `cus_…` */
  id: text('id').primaryKey(),
  /** Billing's customer reference (the member). */
  reference: text('reference').notNull().unique(),
  email: text('email').notNull(),
  createdAt: ts('created_at').notNull(),
});

/** Saved cards, charged later without the member (renewals, upgrades). */
export const sandboxPayPaymentMethods = pgTable(
  'sandbox_pay_payment_methods',
  {
    /** `pm_…` */
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => sandboxPayCustomers.id),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** The test card 4000 0000 0000 0341: accepted at checkout, every later charge declined. */
    declinesCharges: boolean('declines_charges').notNull().default(false),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('sandbox_pay_payment_methods_customer_idx').on(t.customerId)],
);

export const SANDBOX_SESSION_STATUSES = ['open', 'requires_action', 'paid', 'failed', 'expired'] as const;

/**
 * Hosted checkout sessions: `open` (the card form) → `requires_action` (3-D Secure: the bank's page)
 * → `paid` | `failed`; `open` or `requires_action` past `expires_at` → `expired`. Each outcome is
 * written with its webhook event in the outbox, in one transaction.
 */
export const sandboxPaySessions = pgTable(
  'sandbox_pay_sessions',
  {
    /** `cs_…`: also the capability in the hosted page's URL. */
    id: text('id').primaryKey(),
    /** The caller's key: the same key again answers this session. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** A digest of the request, to refuse the same key with a different request. */
    requestDigest: text('request_digest').notNull(),
    reference: text('reference').notNull(),
    amountJpy: integer('amount_jpy').notNull(),
    description: text('description').notNull(),
    customerReference: text('customer_reference').notNull(),
    customerEmail: text('customer_email').notNull(),
    savePaymentMethod: boolean('save_payment_method').notNull(),
    returnUrl: text('return_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    locale: text('locale', { enum: LOCALES }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    status: text('status', { enum: SANDBOX_SESSION_STATUSES }).notNull().default('open'),
    /** The per-session token every form of the hosted pages carries (CSRF). */
    formToken: text('form_token').notNull(),
    /** The card entered (from `requires_action` on): brand, last four, expiry, later charges declined. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    cardDeclinesCharges: boolean('card_declines_charges'),
    failure: text('failure', { enum: PAYMENT_FAILURES }),
    /** The payment (`pay_…`) once paid, and the card kept when the session asked to save it. */
    paymentId: text('payment_id'),
    paymentMethodId: text('payment_method_id'),
    completedAt: ts('completed_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('sandbox_pay_sessions_open_idx').on(t.status, t.expiresAt)],
);

/** Payments: the card payment of a checkout, or a charge of a saved card (idempotent by key). */
export const sandboxPayPayments = pgTable('sandbox_pay_payments', {
  /** `pay_…` */
  id: text('id').primaryKey(),
  kind: text('kind', { enum: ['checkout', 'charge'] }).notNull(),
  /** A charge's key (unique); null for a checkout's payment (the session is idempotent instead). */
  idempotencyKey: text('idempotency_key').unique(),
  requestDigest: text('request_digest'),
  sessionId: text('session_id').references(() => sandboxPaySessions.id),
  reference: text('reference').notNull(),
  customerReference: text('customer_reference').notNull(),
  paymentMethodId: text('payment_method_id'),
  amountJpy: integer('amount_jpy').notNull(),
  description: text('description').notNull(),
  status: text('status', { enum: ['paid', 'failed'] }).notNull(),
  failure: text('failure', { enum: PAYMENT_FAILURES }),
  cardBrand: text('card_brand'),
  cardLast4: text('card_last4'),
  createdAt: ts('created_at').notNull(),
});

/**
 * The webhook outbox: one row per delivery of an event (`copy` 0, and 1 for the duplicate a real
 * provider sometimes sends), written in the transaction of the outcome it tells. A deliverer claims due
 * rows (SKIP LOCKED, then a lease while its POST is in flight) and retries with backoff until a 2xx,
 * giving up a day after the event.
 */
export const sandboxPayWebhookOutbox = pgTable(
  'sandbox_pay_webhook_outbox',
  {
    id: serial('id').primaryKey(),
    /** `evt_…`: the same for both copies. */
    eventId: text('event_id').notNull(),
    copy: integer('copy').notNull(),
    type: text('type').notNull(),
    /** The JSON body, sent byte for byte on every attempt. */
    body: text('body').notNull(),
    createdAt: ts('created_at').notNull(),
    /** The next attempt (the first one may be late on purpose). */
    dueAt: ts('due_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** A deliverer holds the row until then (its POST in flight); `leased_by` names the claim. */
    leaseUntil: ts('lease_until'),
    leasedBy: text('leased_by'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: ts('delivered_at'),
    /** No 2xx within a day: no more attempts. */
    abandonedAt: ts('abandoned_at'),
  },
  (t) => [
    uniqueIndex('sandbox_pay_webhook_outbox_event_copy_idx').on(t.eventId, t.copy),
    index('sandbox_pay_webhook_outbox_due_idx')
      .on(t.dueAt)
      .where(sql`${t.deliveredAt} is null and ${t.abandonedAt} is null`),
  ],
);
