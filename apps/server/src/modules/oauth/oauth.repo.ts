import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { snsAccounts, snsTokens } from '../../db/schema/index.js';

export type SnsTokenInsert = typeof snsTokens.$inferInsert;

/** All SQL of social login (STYLE.md 5): every method takes the database or a transaction. */
export function createOAuthRepo(db: Executor) {
  return {
    async insertToken(row: SnsTokenInsert, tx: Executor = db): Promise<void> {
      await tx.insert(snsTokens).values(row);
    },

    /** Whether this social account is linked to a member already (log in rather than sign up). */
    async isLinked(provider: string, providerUserId: string, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .select({ id: snsAccounts.id })
        .from(snsAccounts)
        .where(and(eq(snsAccounts.provider, provider), eq(snsAccounts.providerUserId, providerUserId)))
        .limit(1);
      return row !== undefined;
    },
  };
}
export type OAuthRepo = ReturnType<typeof createOAuthRepo>;
