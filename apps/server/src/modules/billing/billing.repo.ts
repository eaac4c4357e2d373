import { and, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { orders, paymentMethods, payments, receiptNumbers, users } from '../../db/schema/index.js';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
export type CardRow = typeof paymentMethods.$inferSelect;

/** What settling an order, or a charge, writes (its outcome). */
export type OrderOutcome =
  | { status: 'paid'; at: Date }
  | { status: 'failed'; at: Date; failure: NonNullable<OrderRow['failure']> }
  | { status: 'expired'; at: Date };

/**
 * All SQL of orders, payments and saved cards, and the member's purchase verification (STYLE.md 5).
 * Every method takes an optional transaction.
 */
export function createBillingRepo(db: Database) {
  return {
    // ── orders ──
    /** Inserts the order unless the member already used its idempotency key; null then. */
    async insertOrder(row: NewOrder, tx: Executor = db): Promise<OrderRow | null> {
      const [created] = await tx
        .insert(orders)
        .values(row)
        .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
        .returning();
      return created ?? null;
    },

    async orderByKey(userId: number, key: string, tx: Executor = db): Promise<OrderRow | null> {
      const [row] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
      return row ?? null;
    },

    async order(id: string, tx: Executor = db): Promise<OrderRow | null> {
      const [row] = await tx.select().from(orders).where(eq(orders.id, id));
      return row ?? null;
    },

    /** Stores the provider's checkout session of an order that has none yet (the first to store it wins). */
    async attachCheckout(
      id: string,
      session: { sessionId: string; url: string },
      tx: Executor = db,
    ): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({ checkoutSessionId: session.sessionId, checkoutUrl: session.url })
        .where(and(eq(orders.id, id), isNull(orders.checkoutSessionId)))
        .returning();
      return row ?? null;
    },

    /**
     * Settles a pending order: the one conditional UPDATE of exactly-once fulfilment. Answers the row
     * when this call settled it, null when it was no longer pending (settled by another path).
     */
    async settleOrder(id: string, outcome: OrderOutcome, tx: Executor): Promise<OrderRow | null> {
      const [row] = await tx
        .update(orders)
        .set({
          status: outcome.status,
          settledAt: outcome.at,
          paidAt: outcome.status === 'paid' ? outcome.at : null,
          failure: outcome.status === 'failed' ? outcome.failure : null,
          checkoutUrl: null,
        })
        .where(and(eq(orders.id, id), eq(orders.status, 'pending')))
        .returning();
      return row ?? null;
    },

    /** Pending orders whose checkout ran out before `before` (the sweep reconciles them). */
    stalePendingOrders(before: Date, limit: number, tx: Executor = db): Promise<OrderRow[]> {
      return tx
        .select()
        .from(orders)
        .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, before)))
        .orderBy(orders.expiresAt)
        .limit(limit);
    },

    // ── payments ──
    /** The next receipt number of the sequence. */
    async nextReceiptSequence(tx: Executor): Promise<number> {
      const result = (await tx.execute(sql`select nextval(${receiptNumbers.seqName}) as n`)) as {
        rows: { n: string | number }[];
      };
      return Number(result.rows[0]?.n);
    },

    async insertPayment(row: NewPayment, tx: Executor = db): Promise<PaymentRow> {
      const [created] = await tx.insert(payments).values(row).returning();
      if (!created) throw new Error('payment insert returned nothing');
      return created;
    },

    /**
     * Records a charge of a saved card before the provider is asked, or takes over the pending one of
     * the same key whose lease ran out (a crashed instance's): answers it with the lease now held
     * until `leaseUntil`; null when another instance holds it or it is settled already.
     */
    async claimCharge(
      row: NewPayment,
      leaseUntil: Date,
      now: Date,
      tx: Executor,
    ): Promise<PaymentRow | null> {
      const [claimed] = await tx
        .insert(payments)
        .values({ ...row, status: 'pending', leaseUntil })
        .onConflictDoUpdate({
          target: payments.idempotencyKey,
          set: { leaseUntil },
          setWhere: and(eq(payments.status, 'pending'), lte(payments.leaseUntil, now)),
        })
        .returning();
      return claimed ?? null;
    },

    /**
     * Takes the lease of a pending charge until `leaseUntil` — with `staleAt`, only when its lease ran
     * out by then (the sweep taking over a crashed instance's charge). Null when it was not taken.
     */
    async leaseCharge(
      id: number,
      leaseUntil: Date,
      tx: Executor = db,
      staleAt?: Date,
    ): Promise<PaymentRow | null> {
      const [row] = await tx
        .update(payments)
        .set({ leaseUntil })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'pending'),
            staleAt ? or(isNull(payments.leaseUntil), lte(payments.leaseUntil, staleAt)) : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Settles a pending charge once (conditional UPDATE); null when it was settled already. */
    async settleCharge(
      id: number,
      result: Pick<NewPayment, 'status' | 'failure' | 'providerPaymentId' | 'receiptNo' | 'settledAt'>,
      tx: Executor,
    ): Promise<PaymentRow | null> {
      const [row] = await tx
        .update(payments)
        .set({ ...result, leaseUntil: null })
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning();
      return row ?? null;
    },

    async payment(id: number, tx: Executor = db): Promise<PaymentRow | null> {
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row ?? null;
    },

    /** The pending upgrade charge of a subscription, if one is under way. */
    async pendingUpgrade(subscriptionId: number, tx: Executor = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.subscriptionId, subscriptionId),
            eq(payments.kind, 'upgrade'),
            eq(payments.status, 'pending'),
          ),
        )
        .limit(1);
      return row ?? null;
    },

    /** Pending upgrade charges whose lease ran out (a crashed instance's): the sweep finishes them. */
    stalePendingUpgrades(now: Date, limit: number, tx: Executor = db): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.status, 'pending'),
            eq(payments.kind, 'upgrade'),
            or(isNull(payments.leaseUntil), lte(payments.leaseUntil, now)),
          ),
        )
        .limit(limit);
    },

    /** The member's settled payments (receipts), newest first. */
    paymentsOf(userId: number, limit: number, tx: Executor = db): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(payments)
        .where(and(eq(payments.userId, userId), inArray(payments.status, ['paid', 'failed'])))
        .orderBy(desc(payments.id))
        .limit(limit);
    },

    // ── saved cards ──
    /** Keeps a card the provider saved (again: the same row). */
    async saveCard(
      row: { userId: number; provider: string; providerMethodId: string; brand: string; last4: string },
      at: Date,
      tx: Executor = db,
    ): Promise<CardRow> {
      const [saved] = await tx
        .insert(paymentMethods)
        .values({ ...row, createdAt: at })
        .onConflictDoUpdate({
          target: [paymentMethods.provider, paymentMethods.providerMethodId],
          set: { brand: row.brand, last4: row.last4 },
        })
        .returning();
      if (!saved) throw new Error('card upsert returned nothing');
      return saved;
    },

    async card(id: number, tx: Executor = db): Promise<CardRow | null> {
      const [row] = await tx.select().from(paymentMethods).where(eq(paymentMethods.id, id));
      return row ?? null;
    },

    /** The member's card for charges without them: the one saved last with this provider. */
    async cardOf(userId: number, provider: string, tx: Executor = db): Promise<CardRow | null> {
      const [row] = await tx
        .select()
        .from(paymentMethods)
        .where(and(eq(paymentMethods.userId, userId), eq(paymentMethods.provider, provider)))
        .orderBy(desc(paymentMethods.id))
        .limit(1);
      return row ?? null;
    },

    // ── purchase verification (a column of the member's row, written only here) ──
    async purchaseVerifiedAt(userId: number, tx: Executor = db): Promise<Date | null> {
      const [row] = await tx.select({ at: users.purchaseVerifiedAt }).from(users).where(eq(users.id, userId));
      return row?.at ?? null;
    },

    async markPurchaseVerified(userId: number, at: Date, tx: Executor = db): Promise<void> {
      await tx
        .update(users)
        .set({ purchaseVerifiedAt: at })
        .where(and(eq(users.id, userId), isNull(users.purchaseVerifiedAt)));
    },
  };
}
export type BillingRepo = ReturnType<typeof createBillingRepo>;
