import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import {
  sandboxPayCustomers,
  sandboxPayPaymentMethods,
  sandboxPayPayments,
  sandboxPaySessions,
  sandboxPayWebhookOutbox,
} from '../../db/schema/index.js';

export type SessionRow = typeof sandboxPaySessions.$inferSelect;
export type NewSession = typeof sandboxPaySessions.$inferInsert;
export type PaymentRow = typeof sandboxPayPayments.$inferSelect;
export type NewPayment = typeof sandboxPayPayments.$inferInsert;
export type PaymentMethodRow = typeof sandboxPayPaymentMethods.$inferSelect;
export type NewPaymentMethod = typeof sandboxPayPaymentMethods.$inferInsert;
export type CustomerRow = typeof sandboxPayCustomers.$inferSelect;
export type DeliveryRow = typeof sandboxPayWebhookOutbox.$inferSelect;
export type NewDelivery = typeof sandboxPayWebhookOutbox.$inferInsert;

/** A provider-style id: `cs_…`, `pay_…`, `pm_…`, `cus_…`, `evt_…` (96 random bits). */
export const newId = (prefix: string): string => `${prefix}_${randomBytes(12).toString('hex')}`;

/** The statuses a session is still payable in (and can expire from). */
const UNSETTLED = ['open', 'requires_action'] as const;

/** All SQL of the sandbox provider's tables (STYLE.md 5). Every method takes an optional transaction. */
export function createSandboxRepo(db: Database) {
  return {
    db,

    // ── sessions ──────────────────────────────────────────────────────────────────────────────────
    /** Inserts a session unless its idempotency key is taken; null when it was. */
    async insertSession(row: NewSession, tx: Executor = db): Promise<SessionRow | null> {
      const [created] = await tx
        .insert(sandboxPaySessions)
        .values(row)
        .onConflictDoNothing({ target: sandboxPaySessions.idempotencyKey })
        .returning();
      return created ?? null;
    },

    async sessionByKey(idempotencyKey: string, tx: Executor = db): Promise<SessionRow | null> {
      const [row] = await tx
        .select()
        .from(sandboxPaySessions)
        .where(eq(sandboxPaySessions.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** One session; `lock`: held (FOR UPDATE) until the transaction ends. */
    async session(id: string, tx: Executor = db, lock = false): Promise<SessionRow | null> {
      const query = tx.select().from(sandboxPaySessions).where(eq(sandboxPaySessions.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row ?? null;
    },

    async updateSession(id: string, set: Partial<NewSession>, tx: Executor = db): Promise<void> {
      await tx.update(sandboxPaySessions).set(set).where(eq(sandboxPaySessions.id, id));
    },

    /**
     * Marks every unsettled session past its expiry `expired`, at most `limit` of them, and answers
     * them. Safe with several instances: a row is updated by one statement only.
     */
    expireOverdue(now: Date, limit: number, tx: Executor = db): Promise<SessionRow[]> {
      const overdue = tx
        .select({ id: sandboxPaySessions.id })
        .from(sandboxPaySessions)
        .where(and(inArray(sandboxPaySessions.status, UNSETTLED), lte(sandboxPaySessions.expiresAt, now)))
        .orderBy(asc(sandboxPaySessions.expiresAt))
        .limit(limit)
        .for('update', { skipLocked: true });
      return tx
        .update(sandboxPaySessions)
        .set({ status: 'expired', completedAt: now })
        .where(and(inArray(sandboxPaySessions.id, overdue), inArray(sandboxPaySessions.status, UNSETTLED)))
        .returning();
    },

    // ── payments ──────────────────────────────────────────────────────────────────────────────────
    /** Inserts a payment unless its idempotency key is taken; null when it was. */
    async insertPayment(row: NewPayment, tx: Executor = db): Promise<PaymentRow | null> {
      const [created] = await tx
        .insert(sandboxPayPayments)
        .values(row)
        .onConflictDoNothing({ target: sandboxPayPayments.idempotencyKey })
        .returning();
      return created ?? null;
    },

    async paymentByKey(idempotencyKey: string, tx: Executor = db): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(sandboxPayPayments)
        .where(eq(sandboxPayPayments.idempotencyKey, idempotencyKey));
      return row ?? null;
    },

    /** The payments of a reference (billing's order or charge reference), oldest first. */
    paymentsOf(reference: string, tx: Executor = db): Promise<PaymentRow[]> {
      return tx
        .select()
        .from(sandboxPayPayments)
        .where(eq(sandboxPayPayments.reference, reference))
        .orderBy(asc(sandboxPayPayments.createdAt), asc(sandboxPayPayments.id));
    },

    // ── customers and saved cards ─────────────────────────────────────────────────────────────────
    /** The customer of billing's reference, created on first use (its e-mail kept current). */
    async upsertCustomer(
      customer: { reference: string; email: string; now: Date },
      tx: Executor = db,
    ): Promise<CustomerRow> {
      const [row] = await tx
        .insert(sandboxPayCustomers)
        .values({
          id: newId('cus'),
          reference: customer.reference,
          email: customer.email,
          createdAt: customer.now,
        })
        .onConflictDoUpdate({ target: sandboxPayCustomers.reference, set: { email: customer.email } })
        .returning();
      if (!row) throw new Error('customer upsert returned nothing');
      return row;
    },

    async insertPaymentMethod(row: NewPaymentMethod, tx: Executor = db): Promise<PaymentMethodRow> {
      const [created] = await tx.insert(sandboxPayPaymentMethods).values(row).returning();
      if (!created) throw new Error('payment method insert returned nothing');
      return created;
    },

    /** A saved card with the reference of its customer, or null. */
    async paymentMethod(
      id: string,
      tx: Executor = db,
    ): Promise<(PaymentMethodRow & { customerReference: string }) | null> {
      const [row] = await tx
        .select({ method: sandboxPayPaymentMethods, customerReference: sandboxPayCustomers.reference })
        .from(sandboxPayPaymentMethods)
        .innerJoin(sandboxPayCustomers, eq(sandboxPayCustomers.id, sandboxPayPaymentMethods.customerId))
        .where(eq(sandboxPayPaymentMethods.id, id));
      return row ? { ...row.method, customerReference: row.customerReference } : null;
    },

    /** The saved cards of billing's customer reference, oldest first. */
    async paymentMethodsOf(customerReference: string, tx: Executor = db): Promise<PaymentMethodRow[]> {
      const rows = await tx
        .select({ method: sandboxPayPaymentMethods })
        .from(sandboxPayPaymentMethods)
        .innerJoin(sandboxPayCustomers, eq(sandboxPayCustomers.id, sandboxPayPaymentMethods.customerId))
        .where(eq(sandboxPayCustomers.reference, customerReference))
        .orderBy(asc(sandboxPayPaymentMethods.createdAt), asc(sandboxPayPaymentMethods.id));
      return rows.map((row) => row.method);
    },

    // ── the webhook outbox ────────────────────────────────────────────────────────────────────────
    async insertDeliveries(rows: NewDelivery[], tx: Executor = db): Promise<void> {
      if (rows.length > 0) await tx.insert(sandboxPayWebhookOutbox).values(rows);
    },

    /**
     * Takes up to `limit` due deliveries for one deliverer (`leasedBy`) until `leaseUntil`, counting an
     * attempt for each. SKIP LOCKED and the lease: two instances never hold the same row, and a row
     * whose deliverer died is taken again once its lease runs out.
     */
    claimDue(now: Date, leasedBy: string, leaseUntil: Date, limit: number): Promise<DeliveryRow[]> {
      const o = sandboxPayWebhookOutbox;
      const due = db
        .select({ id: o.id })
        .from(o)
        .where(
          and(
            isNull(o.deliveredAt),
            isNull(o.abandonedAt),
            lte(o.dueAt, now),
            or(isNull(o.leaseUntil), lte(o.leaseUntil, now)),
          ),
        )
        .orderBy(asc(o.dueAt), asc(o.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(o)
        .set({ leasedBy, leaseUntil, attempts: sql`${o.attempts} + 1` })
        .where(inArray(o.id, due))
        .returning();
    },

    /** The end of one attempt by the deliverer holding the row's lease (a lost lease changes nothing). */
    async finishAttempt(
      id: number,
      leasedBy: string,
      set: Partial<Pick<NewDelivery, 'lastStatus' | 'lastError' | 'deliveredAt' | 'dueAt' | 'abandonedAt'>>,
    ): Promise<void> {
      const o = sandboxPayWebhookOutbox;
      await db
        .update(o)
        .set({ ...set, leasedBy: null, leaseUntil: null })
        .where(and(eq(o.id, id), eq(o.leasedBy, leasedBy)));
    },

    /** Every delivery of the outbox, oldest first (tests, operators). */
    deliveries(tx: Executor = db): Promise<DeliveryRow[]> {
      return tx.select().from(sandboxPayWebhookOutbox).orderBy(asc(sandboxPayWebhookOutbox.id));
    },
  };
}
export type SandboxRepo = ReturnType<typeof createSandboxRepo>;
