import { and, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { timedPreviews } from '../../db/schema/index.js';

export type PreviewRow = typeof timedPreviews.$inferSelect;
/** One preview: whose, of which content, in which period (previews.service.ts says which). */
export type PreviewKey = Omit<PreviewRow, 'startedAt'>;

/** All SQL of timed previews: when each member's preview of each content began (STYLE.md 5). */
export function createPreviewRepo(db: Database) {
  const of = (key: PreviewKey) =>
    and(
      eq(timedPreviews.userId, key.userId),
      eq(timedPreviews.contentType, key.contentType),
      eq(timedPreviews.contentId, key.contentId),
      eq(timedPreviews.period, key.period),
    );

  return {
    /** When this preview began, or null when it has not. */
    async startedAt(key: PreviewKey, tx: Executor = db): Promise<Date | null> {
      const [row] = await tx
        .select({ startedAt: timedPreviews.startedAt })
        .from(timedPreviews)
        .where(of(key));
      return row?.startedAt ?? null;
    },

    /**
     * Begins this preview at `at` unless it has begun; answers when it began. Concurrent first calls
     * record one start: the losers' insert does nothing (no unique violation) and they read the winner's.
     */
    async start(key: PreviewKey, at: Date, tx: Executor = db): Promise<Date> {
      const [inserted] = await tx
        .insert(timedPreviews)
        .values({ ...key, startedAt: at })
        .onConflictDoNothing()
        .returning({ startedAt: timedPreviews.startedAt });
      if (inserted) return inserted.startedAt;
      const [row] = await tx
        .select({ startedAt: timedPreviews.startedAt })
        .from(timedPreviews)
        .where(of(key));
      if (!row) throw new Error('timed preview neither inserted nor found');
      return row.startedAt;
    },
  };
}
export type PreviewRepo = ReturnType<typeof createPreviewRepo>;

/** The same held in memory, for unit tests (`rows` shows what was recorded). */
export function memoryPreviews(): Pick<PreviewRepo, 'startedAt' | 'start'> & { rows: PreviewRow[] } {
  const rows: PreviewRow[] = [];
  const find = (key: PreviewKey) =>
    rows.find(
      (r) =>
        r.userId === key.userId &&
        r.contentType === key.contentType &&
        r.contentId === key.contentId &&
        r.period === key.period,
    );
  return {
    rows,
    async startedAt(key) {
      return find(key)?.startedAt ?? null;
    },
    async start(key, at) {
      const found = find(key);
      if (found) return found.startedAt;
      rows.push({ ...key, startedAt: at });
      return at;
    },
  };
}
