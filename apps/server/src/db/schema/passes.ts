import { PASS_PERIODS, PASSES, PAYMENT_METHODS, SUBSCRIPTION_STATUSES } from '@kickoff/contract';
import { bigint, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The passes members hold: one row per subscription (a purchase and its renewals), in one of the
 * states of spec §4 (the contract's SUBSCRIPTION_STATUSES, kept as text so that the billing lifecycle
 * needs no type change). It gives access while its state is one of use and the clock is inside
 * [period_start, period_end) — the contract's `entitles`; a renewal moves the period forward. The
 * scope of every session is computed from it (`scopeOf`), never stored. The billing lifecycle (issue 11)
 * keeps its scheduled change, pause and grace here; every change of a row is written to the append-only
 * `subscription_events` (billing.ts) in the same transaction.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    pass: text('pass', { enum: PASSES }).notNull(),
    period: text('period', { enum: PASS_PERIODS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    /** How it is paid: card, carrier billing or an app store's in-app purchase (spec §6). */
    paidBy: text('paid_by', { enum: PAYMENT_METHODS }).notNull(),
    /** The paid period now running: start inclusive, end exclusive (the renewal or end date). */
    periodStart: ts('period_start').notNull(),
    periodEnd: ts('period_end').notNull(),
    /** When the member unsubscribed (status cancelled); the pass still runs to period_end. */
    cancelledAt: ts('cancelled_at'),
    /** When it was terminated (status terminated). */
    endedAt: ts('ended_at'),
    /** A change that takes effect at the next renewal (status change_scheduled): the pass and period then. */
    scheduledPass: text('scheduled_pass', { enum: PASSES }),
    scheduledPeriod: text('scheduled_period', { enum: PASS_PERIODS }),
    /** Paused (status paused): since when, until when (it resumes by itself then), and the paid time kept. */
    pausedAt: ts('paused_at'),
    pausedUntil: ts('paused_until'),
    pausedRemainingMs: bigint('paused_remaining_ms', { mode: 'number' }),
    /** A renewal was declined: access continues and the charge is retried (at next_retry_at) until then. */
    graceUntil: ts('grace_until'),
    nextRetryAt: ts('next_retry_at'),
    /** An instance is charging this renewal until then: the others leave it alone (the renewal job). */
    renewalLeaseUntil: ts('renewal_lease_until'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.periodEnd.desc()),
    index('subscriptions_period_end_idx').on(t.periodEnd),
  ],
);
