import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './account.js';
import { lives } from './catalogue.js';

const ts = (name: string) => timestamp(name, { withTimezone: true });

// ── Live chat (issue 12): rooms set by operators, messages, members' standing, blocks, the log ─────

/**
 * An operator's setting of a live's room (paused, stopped, or open again), one row per live. Without
 * a row the room's state follows the live's times (chat.rules.ts `effectiveChatState`).
 */
export const chatRooms = pgTable('chat_rooms', {
  liveId: integer('live_id')
    .primaryKey()
    .references(() => lives.id),
  state: text('state', { enum: ['open', 'paused', 'stopped'] }).notNull(),
  setBy: integer('set_by').references(() => users.id),
  setAt: ts('set_at').notNull(),
  reason: text('reason'),
});

/**
 * Every chat message, kept for audit (a deleted one keeps its text with `deleted_at`). Written in
 * batches by the chat's writer; the id is made by the server that accepted it.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    liveId: integer('live_id')
      .notNull()
      .references(() => lives.id),
    kind: text('kind', { enum: ['member', 'staff', 'notice'] }).notNull(),
    userId: integer('user_id').references(() => users.id),
    nickname: text('nickname'),
    text: text('text').notNull(),
    at: ts('at').notNull(),
    videoAt: ts('video_at').notNull(),
    deletedAt: ts('deleted_at'),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    index('chat_messages_live_at_idx').on(t.liveId, t.at),
    index('chat_messages_user_idx').on(t.userId, t.at),
  ],
);

/** A member's chat standing (spec §6): rules agreed, muted until, banned. No row: nothing yet. */
export const chatMembers = pgTable('chat_members', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  rulesAgreedAt: ts('rules_agreed_at'),
  mutedUntil: ts('muted_until'),
  bannedAt: ts('banned_at'),
  updatedAt: ts('updated_at').notNull(),
});

/** A member hides another member's messages (POST /chat/blacklist). */
export const chatBlocks = pgTable(
  'chat_blocks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    blockedUserId: integer('blocked_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedUserId] })],
);

/** The words a chat message may not hold (chat-rules.ts matches them ignoring case and width). */
export const chatForbiddenWords = pgTable('chat_forbidden_words', {
  word: text('word').primaryKey(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/**
 * Every moderation act and every member's report, append-only (a trigger refuses UPDATE, DELETE and
 * TRUNCATE, as for subscription_events).
 */
export const chatModerationLog = pgTable(
  'chat_moderation_log',
  {
    id: serial('id').primaryKey(),
    at: ts('at').notNull(),
    actorId: integer('actor_id').references(() => users.id),
    action: text('action', {
      enum: ['mute', 'unmute', 'ban', 'unban', 'nickname', 'delete', 'state', 'notice', 'report'],
    }).notNull(),
    liveId: integer('live_id'),
    targetUserId: integer('target_user_id').references(() => users.id),
    messageId: text('message_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('chat_moderation_log_live_idx').on(t.liveId, t.id)],
);
