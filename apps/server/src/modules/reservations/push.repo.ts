import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pushSubscriptions, users } from '../../db/schema/index.js';

/** All SQL of push subscriptions (STYLE.md 5): every method takes the database or a transaction. */
export function createPushRepo(db: Executor) {
  return {
    /**
     * Stores a browser's subscription for the member. The endpoint is unique: a browser that subscribed
     * for another member before (a shared computer) now belongs to this one.
     */
    async upsert(values: typeof pushSubscriptions.$inferInsert, tx: Executor = db) {
      const [row] = await tx
        .insert(pushSubscriptions)
        .values(values)
        .onConflictDoUpdate({
          target: pushSubscriptions.endpoint,
          set: {
            userId: values.userId,
            p256dh: values.p256dh,
            auth: values.auth,
            createdAt: values.createdAt,
          },
        })
        .returning();
      return row!;
    },

    /** Keeps the member's `keep` newest subscriptions and deletes the rest. */
    async trim(userId: number, keep: number, tx: Executor = db) {
      const newest = tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId))
        .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
        .limit(keep);
      await tx
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, newest)));
    },

    /** Deletes the member's subscription of that endpoint, or all of them; answers how many. */
    async remove(userId: number, endpoint: string | undefined, tx: Executor = db) {
      const where = endpoint
        ? and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint))
        : eq(pushSubscriptions.userId, userId);
      const rows = await tx.delete(pushSubscriptions).where(where).returning({ id: pushSubscriptions.id });
      return rows.length;
    },

    removeById: (id: number, tx: Executor = db) =>
      tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id)),

    /** The subscriptions of many members at once, with each member's language. */
    ofUsers: (userIds: number[], tx: Executor = db) =>
      userIds.length === 0
        ? Promise.resolve([])
        : tx
            .select({
              id: pushSubscriptions.id,
              userId: pushSubscriptions.userId,
              endpoint: pushSubscriptions.endpoint,
              p256dh: pushSubscriptions.p256dh,
              auth: pushSubscriptions.auth,
              locale: users.locale,
            })
            .from(pushSubscriptions)
            .innerJoin(users, eq(users.id, pushSubscriptions.userId))
            .where(inArray(pushSubscriptions.userId, userIds)),
  };
}
export type PushRepo = ReturnType<typeof createPushRepo>;
