import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account.js';
import { vods } from './catalogue.js';

/**
 * Continue watching: where each member is in each VOD they play in full, as the player last said
 * (`seconds` into a file of `duration_seconds`). `resume_at` is where the next open starts, by the
 * contract's `watchProgressOf`: null when finished (the last 5 %) or barely begun (under 10 s). The home
 * rail lists the rows that have one, the latest watched first.
 */
export const watchPositions = pgTable(
  'watch_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    vodId: integer('vod_id')
      .notNull()
      .references(() => vods.id, { onDelete: 'cascade' }),
    seconds: doublePrecision('seconds').notNull(),
    durationSeconds: doublePrecision('duration_seconds').notNull(),
    resumeAt: doublePrecision('resume_at'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.vodId] }),
    index('watch_positions_rail_idx').on(t.userId, t.updatedAt.desc()).where(sql`${t.resumeAt} is not null`),
  ],
);
