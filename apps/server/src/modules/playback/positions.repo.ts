import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { watchPositions } from '../../db/schema/index.js';

export type PositionRow = typeof watchPositions.$inferSelect;

/** All SQL of continue watching: the position of each VOD per member (STYLE.md 5). */
export function createPositionRepo(db: Database) {
  return {
    async position(userId: number, vodId: number, tx: Executor = db): Promise<PositionRow | null> {
      const [row] = await tx
        .select()
        .from(watchPositions)
        .where(and(eq(watchPositions.userId, userId), eq(watchPositions.vodId, vodId)));
      return row ?? null;
    },

    /** Keeps the member's position in the VOD (the latest write wins). */
    async save(row: PositionRow, tx: Executor = db): Promise<PositionRow> {
      const { seconds, durationSeconds, resumeAt, updatedAt } = row;
      const [saved] = await tx
        .insert(watchPositions)
        .values(row)
        .onConflictDoUpdate({
          target: [watchPositions.userId, watchPositions.vodId],
          set: { seconds, durationSeconds, resumeAt, updatedAt },
        })
        .returning();
      if (!saved) throw new Error('position upsert returned nothing');
      return saved;
    },

    /** The member's positions to resume (watch_positions_rail_idx), the latest watched first. */
    resumable(userId: number, limit: number, tx: Executor = db): Promise<PositionRow[]> {
      return tx
        .select()
        .from(watchPositions)
        .where(and(eq(watchPositions.userId, userId), isNotNull(watchPositions.resumeAt)))
        .orderBy(desc(watchPositions.updatedAt), desc(watchPositions.vodId))
        .limit(limit);
    },
  };
}
export type PositionRepo = ReturnType<typeof createPositionRepo>;
