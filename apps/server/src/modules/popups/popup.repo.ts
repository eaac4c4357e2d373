import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { popups } from '../../db/schema/index.js';

export type PopupRow = typeof popups.$inferSelect;

/** All SQL of layer popups (STYLE.md 5): every method takes the database or a transaction. */
export function createPopupRepo(db: Executor) {
  return {
    /** Popups active at `now` whose paths include `path` (popups_window_idx). */
    activeFor: (path: string, now: Date, tx: Executor = db) =>
      tx
        .select()
        .from(popups)
        .where(
          and(
            eq(popups.active, true),
            lte(popups.startAt, now),
            gt(popups.endAt, now),
            sql`${popups.paths} @> ${JSON.stringify([path])}::jsonb`,
          ),
        )
        .orderBy(asc(popups.startAt), asc(popups.id)),

    /** Counts one view in one statement (no read-modify-write); undefined when there is no such popup. */
    async countView(id: number, tx: Executor = db) {
      const [row] = await tx
        .update(popups)
        .set({ views: sql`${popups.views} + 1` })
        .where(eq(popups.id, id))
        .returning({ id: popups.id, views: popups.views });
      return row;
    },
  };
}
export type PopupRepo = ReturnType<typeof createPopupRepo>;
