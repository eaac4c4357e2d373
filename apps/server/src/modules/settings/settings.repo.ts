import { eq, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { memberSettings } from '../../db/schema/index.js';

/**
 * The member's score display setting (spec §3 "Score display on/off", GET/PUT /score/on), default on.
 * Every answer that carries a score passes it through `scoreView` of the contract (schedule.ts): off
 * means both scores null and `scoreHidden` true.
 */
export function createScoreSettings(db: Executor) {
  const select = (tx: Executor, userId: number | Placeholder) =>
    tx.select({ on: memberSettings.scoreOn }).from(memberSettings).where(eq(memberSettings.userId, userId));
  // read on nearly every member request: prepared once, not rebuilt and re-planned each time
  const prepared = select(db, sql.placeholder('userId')).prepare('member_score_on');
  return {
    async isOn(userId: number, tx: Executor = db): Promise<boolean> {
      const [row] = tx === db ? await prepared.execute({ userId }) : await select(tx, userId);
      return row?.on ?? true;
    },

    async set(userId: number, on: boolean, now: Date, tx: Executor = db): Promise<boolean> {
      const [row] = await tx
        .insert(memberSettings)
        .values({ userId, scoreOn: on, updatedAt: now })
        .onConflictDoUpdate({ target: memberSettings.userId, set: { scoreOn: on, updatedAt: now } })
        .returning({ on: memberSettings.scoreOn });
      return row?.on ?? on;
    },
  };
}
export type ScoreSettings = ReturnType<typeof createScoreSettings> & {
  /** The member's setting when it is kept in memory (score-cache.ts), else undefined: then `isOn`. */
  kept?(userId: number): boolean | undefined;
};
