import { and, count, desc, eq, gt, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { verificationCodes } from '../../db/schema/index.js';
import { holdLock, LOCKS } from '../../shared/locks.js';

export type CodeRow = typeof verificationCodes.$inferSelect;
export type NewCode = typeof verificationCodes.$inferInsert;
export type CodeChannel = CodeRow['channel'];

/** A code that can still be tried: not used, not expired, fewer than `maxTries` wrong tries. */
const triable = (id: number, channel: CodeChannel, now: Date, maxTries: number) =>
  and(
    eq(verificationCodes.id, id),
    eq(verificationCodes.channel, channel),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, now),
    lt(verificationCodes.attempts, maxTries),
  );

/** All SQL of e-mail and phone verification codes. Every method takes an optional transaction. */
export function createCodesRepo(db: Database) {
  return {
    /** Serialises code sends to one address, so a daily limit cannot be passed by two requests at once. */
    async lockTarget(channel: CodeChannel, target: string, tx: Executor): Promise<void> {
      await holdLock(tx, LOCKS.code(channel, target));
    },

    async countSince(channel: CodeChannel, target: string, since: Date, tx: Executor = db): Promise<number> {
      const [row] = await tx
        .select({ value: count() })
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.channel, channel),
            eq(verificationCodes.target, target),
            gt(verificationCodes.createdAt, since),
          ),
        );
      return row?.value ?? 0;
    },

    async insert(row: NewCode, tx: Executor = db): Promise<CodeRow> {
      const [created] = await tx.insert(verificationCodes).values(row).returning();
      if (!created) throw new Error('code insert returned nothing');
      return created;
    },

    async findById(id: number, channel: CodeChannel, tx: Executor = db): Promise<CodeRow | null> {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(and(eq(verificationCodes.id, id), eq(verificationCodes.channel, channel)));
      return row ?? null;
    },

    /** The newest code of a purpose sent for a member. */
    async latestFor(channel: CodeChannel, purpose: string, userId: number, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(verificationCodes)
        .where(
          and(
            eq(verificationCodes.channel, channel),
            eq(verificationCodes.purpose, purpose),
            eq(verificationCodes.userId, userId),
          ),
        )
        .orderBy(desc(verificationCodes.id))
        .limit(1);
      return row ?? null;
    },

    /**
     * Marks a right guess verified (and binds a social token when given, unless another is bound), in
     * one guarded UPDATE: a code voided or used meanwhile is not touched. Null when nothing matched.
     */
    async markVerified(
      id: number,
      channel: CodeChannel,
      now: Date,
      maxTries: number,
      snsTokenId?: string,
      tx: Executor = db,
    ): Promise<CodeRow | null> {
      const [row] = await tx
        .update(verificationCodes)
        .set({
          verifiedAt: sql`coalesce(${verificationCodes.verifiedAt}, ${now})`,
          ...(snsTokenId ? { snsTokenId } : {}),
        })
        .where(
          and(
            triable(id, channel, now, maxTries),
            snsTokenId
              ? or(isNull(verificationCodes.snsTokenId), eq(verificationCodes.snsTokenId, snsTokenId))
              : undefined,
          ),
        )
        .returning();
      return row ?? null;
    },

    /**
     * Counts a wrong guess in one guarded UPDATE … RETURNING, so parallel guesses are counted one by one
     * and never pass `maxTries`. Answers the tries now used, or null when the code was no longer triable.
     */
    async addWrongTry(id: number, channel: CodeChannel, now: Date, maxTries: number, tx: Executor = db) {
      const [row] = await tx
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(triable(id, channel, now, maxTries))
        .returning({ attempts: verificationCodes.attempts });
      return row?.attempts ?? null;
    },

    /**
     * Uses a verified code once: sets consumedAt if the code is of this purpose (and member or social
     * token when given), verified after `verifiedAfter` and not used yet. Null when it was not.
     */
    async consume(
      id: number,
      channel: CodeChannel,
      match: { purpose: string; userId?: number; snsTokenId?: string; verifiedAfter: Date },
      now: Date,
      tx: Executor = db,
    ): Promise<CodeRow | null> {
      const [row] = await tx
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.id, id),
            eq(verificationCodes.channel, channel),
            eq(verificationCodes.purpose, match.purpose),
            match.userId !== undefined ? eq(verificationCodes.userId, match.userId) : undefined,
            match.snsTokenId !== undefined ? eq(verificationCodes.snsTokenId, match.snsTokenId) : undefined,
            isNull(verificationCodes.consumedAt),
            isNotNull(verificationCodes.verifiedAt),
            gt(verificationCodes.verifiedAt, match.verifiedAfter),
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Forgets the codes a withdrawn member asked for or that were sent to their address. */
    async deleteFor(userId: number, email: string | null, tx: Executor = db): Promise<void> {
      await tx
        .delete(verificationCodes)
        .where(
          or(
            eq(verificationCodes.userId, userId),
            email
              ? and(eq(verificationCodes.channel, 'email'), eq(verificationCodes.target, email))
              : undefined,
          ),
        );
    },
  };
}
export type CodesRepo = ReturnType<typeof createCodesRepo>;
