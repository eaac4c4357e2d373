import { and, desc, eq, gt, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { subscriptions } from '../../db/schema/index.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

/** All SQL of the subscriptions table (STYLE.md 5). Every method takes an optional transaction. */
export function createPassRepo(db: Database) {
  return {
    /**
     * The member's subscriptions whose period has not ended at `now`, the latest ending first: the
     * candidates of the active-pass rule (the contract's `activeSubscription` decides among them).
     */
    unexpired(userId: number, now: Date, tx: Executor = db): Promise<SubscriptionRow[]> {
      return tx
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.userId, userId), gt(subscriptions.periodEnd, now)))
        .orderBy(desc(subscriptions.periodEnd), desc(subscriptions.id));
    },

    async insert(row: NewSubscription, tx: Executor = db): Promise<SubscriptionRow> {
      const [created] = await tx.insert(subscriptions).values(row).returning();
      if (!created) throw new Error('subscription insert returned nothing');
      return created;
    },

    /** Terminates every subscription of the member that is not over yet; answers how many. */
    async terminateUnexpired(userId: number, at: Date, tx: Executor = db): Promise<number> {
      const ended = await tx
        .update(subscriptions)
        .set({ status: 'terminated', endedAt: at, updatedAt: at })
        .where(
          and(
            eq(subscriptions.userId, userId),
            ne(subscriptions.status, 'terminated'),
            gt(subscriptions.periodEnd, at),
          ),
        )
        .returning({ id: subscriptions.id });
      return ended.length;
    },
  };
}
export type PassRepo = ReturnType<typeof createPassRepo>;
