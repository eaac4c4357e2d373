import { index, integer, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The media pipeline's jobs: one row per ladder (media/library.ts), the encoding of one source file.
 * `queued` (claimable once `source_path` is set) → `encoding` (claimed by one worker, `progress` 0–1 and `updated_at` as it goes) → `ready`
 * (its manifest is on disk) or back to `queued` after a failure, `failed` after the last attempt. A
 * ladder counts as ready only when the row says so AND its manifest.json is there.
 */
export const mediaLadders = pgTable(
  'media_ladders',
  {
    id: text('id').primaryKey(),
    /** The source file, absolute (a demo source or an operator upload); null while it is on its way. */
    sourcePath: text('source_path'),
    status: text('status', { enum: ['queued', 'encoding', 'ready', 'failed'] })
      .notNull()
      .default('queued'),
    progress: real('progress').notNull().default(0),
    /** Why the last attempt failed. */
    error: text('error'),
    /** Encodings started (a run cut short by a restart counts too). */
    attempts: integer('attempts').notNull().default(0),
    /** The process encoding it while `encoding`. */
    worker: text('worker'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('media_ladders_status_idx').on(t.status, t.createdAt)],
);

/**
 * What the catalogue names (`vods.video_id`, `vods.clip_id`, `lives.video_id`, `channels.video_id`)
 * → one part of one ladder. Several assets may share a ladder (the demo maps many onto a few).
 */
export const mediaAssets = pgTable(
  'media_assets',
  {
    assetId: text('asset_id').primaryKey(),
    ladderId: text('ladder_id')
      .notNull()
      .references(() => mediaLadders.id, { onDelete: 'cascade' }),
    part: text('part', { enum: ['full', 'preview'] }).notNull(),
  },
  (t) => [index('media_assets_ladder_idx').on(t.ladderId)],
);
