import { renews, SUBSCRIPTION_STATUSES } from '@kickoff/contract';
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { subscriptionEvents, subscriptions } from '../../db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;
export type SubscriptionEventRow = typeof subscriptionEvents.$inferSelect;

/** What a transition may change of a subscription (its identity, member and payment method stay). */
export type SubscriptionChange = Partial<
  Pick<
    NewSubscription,
    | 'pass'
    | 'period'
    | 'status'
    | 'periodStart'
    | 'periodEnd'
    | 'cancelledAt'
    | 'endedAt'
    | 'scheduledPass'
    | 'scheduledPeriod'
    | 'pausedAt'
    | 'pausedUntil'
    | 'pausedRemainingMs'
    | 'graceUntil'
    | 'nextRetryAt'
  >
>;

/** Who changed a subscription, why and when: the history row every write appends. */
export interface HistoryNote {
  actor: SubscriptionEventRow['actor'];
  reason: string;
  at: Date;
}

const RENEWING = SUBSCRIPTION_STATUSES.filter((status) => renews(status));

/**
 * All SQL of the subscriptions table and its append-only history (STYLE.md 5): every write of a
 * subscription appends its `subscription_events` row in the same transaction, so no state change goes
 * unrecorded. Every method takes an optional transaction.
 */
export function createPassRepo(db: Database) {
  const record = async (
    before: SubscriptionRow | null,
    after: SubscriptionRow,
    note: HistoryNote,
    tx: Executor,
  ): Promise<void> => {
    await tx.insert(subscriptionEvents).values({
      subscriptionId: after.id,
      userId: after.userId,
      at: note.at,
      actor: note.actor,
      reason: note.reason,
      fromStatus: before?.status ?? null,
      toStatus: after.status,
      passBefore: before?.pass ?? null,
      passAfter: after.pass,
      periodBefore: before?.period ?? null,
      periodAfter: after.period,
      periodEndBefore: before?.periodEnd ?? null,
      periodEndAfter: after.periodEnd,
    });
  };

  return {
    /**
     * The member's subscriptions whose period has not ended at `now` — or whose grace after a declined
     * renewal still runs — the latest ending first: the candidates of the active-pass rule (the
     * contract's `activeSubscription` decides among them).
     */
    unexpired(userId: number, now: Date, tx: Executor = db): Promise<SubscriptionRow[]> {
      return tx
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            or(gt(subscriptions.periodEnd, now), gt(subscriptions.graceUntil, now)),
          ),
        )
        .orderBy(desc(subscriptions.periodEnd), desc(subscriptions.id));
    },

    /**
     * The member's subscriptions that are not terminated, newest first; with `lock`, each row locked
     * for update until the transaction ends.
     */
    ofMember(userId: number, tx: Executor = db, lock = false): Promise<SubscriptionRow[]> {
      const query = tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'terminated')))
        .orderBy(desc(subscriptions.id));
      return lock ? query.for('update') : query;
    },

    /** One subscription, locked for update until the transaction ends. */
    async lock(id: number, tx: Executor): Promise<SubscriptionRow | null> {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      return row ?? null;
    },

    /** A new subscription and its first history row. */
    async insert(row: NewSubscription, note: HistoryNote, tx: Executor = db): Promise<SubscriptionRow> {
      const [created] = await tx.insert(subscriptions).values(row).returning();
      if (!created) throw new Error('subscription insert returned nothing');
      await record(null, created, note, tx);
      return created;
    },

    /** Changes a subscription (`before`, read under its lock) and appends the history row. */
    async transition(
      before: SubscriptionRow,
      change: SubscriptionChange,
      note: HistoryNote,
      tx: Executor,
    ): Promise<SubscriptionRow> {
      const [after] = await tx
        .update(subscriptions)
        .set({ ...change, renewalLeaseUntil: null, updatedAt: note.at })
        .where(eq(subscriptions.id, before.id))
        .returning();
      if (!after) throw new Error(`subscription ${before.id} vanished`);
      await record(before, after, note, tx);
      return after;
    },

    /** Marks a renewal as being charged by this instance until `until` (not a state change: no history). */
    async leaseRenewal(id: number, until: Date, tx: Executor): Promise<void> {
      await tx.update(subscriptions).set({ renewalLeaseUntil: until }).where(eq(subscriptions.id, id));
    },

    /**
     * The next subscription the renewal job has to act on at `now`, locked for update, skipping rows
     * another instance holds (FOR UPDATE SKIP LOCKED) or leases: a card pass that renews whose period
     * ended (or whose grace retry is due), a cancelled pass or a coupon's free days at their end, a
     * pause at its end. Null when none is due.
     */
    async claimDue(now: Date, tx: Executor): Promise<SubscriptionRow | null> {
      const [row] = await tx
        .select()
        .from(subscriptions)
        .where(
          and(
            or(isNull(subscriptions.renewalLeaseUntil), lte(subscriptions.renewalLeaseUntil, now)),
            or(
              and(
                inArray(subscriptions.status, RENEWING),
                eq(subscriptions.paidBy, 'card'),
                or(
                  and(isNull(subscriptions.graceUntil), lte(subscriptions.periodEnd, now)),
                  and(isNotNull(subscriptions.graceUntil), lte(subscriptions.nextRetryAt, now)),
                ),
              ),
              and(eq(subscriptions.status, 'cancelled'), lte(subscriptions.periodEnd, now)),
              and(eq(subscriptions.status, 'paused'), lte(subscriptions.pausedUntil, now)),
              and(
                eq(subscriptions.paidBy, 'coupon'),
                ne(subscriptions.status, 'terminated'),
                lte(subscriptions.periodEnd, now),
              ),
            ),
          ),
        )
        .orderBy(asc(subscriptions.periodEnd), asc(subscriptions.id))
        .limit(1)
        .for('update', { skipLocked: true });
      return row ?? null;
    },

    /**
     * Terminates every subscription of the member that is not terminated yet (withdrawal), each with
     * its history row; answers how many.
     */
    async terminateAll(userId: number, note: HistoryNote, tx: Executor = db): Promise<number> {
      const live = await tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'terminated')))
        .for('update');
      for (const before of live) {
        const [after] = await tx
          .update(subscriptions)
          .set({ status: 'terminated', endedAt: note.at, updatedAt: note.at, renewalLeaseUntil: null })
          .where(eq(subscriptions.id, before.id))
          .returning();
        if (after) await record(before, after, note, tx);
      }
      return live.length;
    },

    /** The history of a subscription, oldest first. */
    history(subscriptionId: number, tx: Executor = db): Promise<SubscriptionEventRow[]> {
      return tx
        .select()
        .from(subscriptionEvents)
        .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
        .orderBy(asc(subscriptionEvents.id));
    },
  };
}
export type PassRepo = ReturnType<typeof createPassRepo>;
