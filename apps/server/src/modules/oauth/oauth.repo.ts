import { and, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { oauthStates, snsAccounts, snsTokens } from '../../db/schema/index.js';

export type SnsTokenInsert = typeof snsTokens.$inferInsert;

/** All SQL of social login (STYLE.md 5): every method takes the database or a transaction. */
export function createOAuthRepo(db: Executor) {
  return {
    async insertToken(row: SnsTokenInsert, tx: Executor = db): Promise<void> {
      await tx.insert(snsTokens).values(row);
    },

    /**
     * Marks a round trip's state used (its SHA-256, kept until `expiresAt`). Answers false when it was
     * used already: the callback is a replay. One insert, so two callbacks at once can't both win.
     */
    async claimState(id: string, expiresAt: Date, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .insert(oauthStates)
        .values({ id, expiresAt })
        .onConflictDoNothing()
        .returning({ id: oauthStates.id });
      return rows.length > 0;
    },

    /** Deletes the social tokens and used states that expired before `now`; answers how many of each. */
    async purgeExpired(now: Date, tx: Executor = db): Promise<{ snsTokens: number; oauthStates: number }> {
      const tokens = await tx
        .delete(snsTokens)
        .where(lt(snsTokens.expiresAt, now))
        .returning({ id: snsTokens.id });
      const states = await tx
        .delete(oauthStates)
        .where(lt(oauthStates.expiresAt, now))
        .returning({ id: oauthStates.id });
      return { snsTokens: tokens.length, oauthStates: states.length };
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
