import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;

/** All SQL of the outbox. Every method takes an optional transaction. */
export function createOutboxRepo(db: Executor) {
  return {
    async insert(row: NewOutboxRow, tx: Executor = db): Promise<OutboxRow> {
      const [created] = await tx.insert(outbox).values(row).returning();
      if (!created) throw new Error('outbox insert returned nothing');
      return created;
    },

    async markSent(id: number, at: Date, tx: Executor = db): Promise<void> {
      await tx.update(outbox).set({ sentAt: at, error: null }).where(eq(outbox.id, id));
    },

    async markFailed(id: number, error: string, tx: Executor = db): Promise<void> {
      await tx
        .update(outbox)
        .set({ error: error.slice(0, 500) })
        .where(eq(outbox.id, id));
    },

    /** Newest first, optionally for one recipient. */
    list(filter: { recipient?: string | undefined; limit: number }, tx: Executor = db) {
      return tx
        .select()
        .from(outbox)
        .where(filter.recipient ? eq(outbox.recipient, filter.recipient) : undefined)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(filter.limit);
    },

    async deleteFor(recipient: string, tx: Executor = db): Promise<void> {
      await tx.delete(outbox).where(eq(outbox.recipient, recipient));
    },
  };
}
export type OutboxRepo = ReturnType<typeof createOutboxRepo>;
