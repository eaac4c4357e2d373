import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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

/**
 * Timed previews begun (decisions.md: a member without LIVE scope watches a paid live for 3 minutes;
 * likewise a channel without CH scope): when each member's preview of each content began, so that the
 * server, not the browser, says what is left of it on a reload, in another browser or on another
 * device. One preview per live (`period` 'once'), one per channel per Tokyo day (`period` the day,
 * 'YYYY-MM-DD'); previews.service.ts holds the rule. The first playable request inserts the row
 * (insert … on conflict do nothing, then read), so concurrent first requests record one start.
 * `content_id` is a live's or a channel's id by `content_type`, so it has no foreign key.
 */
export const timedPreviews = pgTable(
  'timed_previews',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    contentType: text('content_type', { enum: ['live', 'channel'] }).notNull(),
    contentId: integer('content_id').notNull(),
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.contentType, t.contentId, t.period] })],
);
