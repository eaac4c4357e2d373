import type { ChatMessage, ChatModerationEntry } from '@kickoff/contract';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  chatBlocks,
  chatForbiddenWords,
  chatMembers,
  chatMessages,
  chatModerationLog,
  chatRooms,
  lives,
  users,
} from '../../db/schema/index.js';
import type { RoomFacts } from './chat.rules.js';

export type ChatMessageRow = typeof chatMessages.$inferInsert;
type LogRow = typeof chatModerationLog.$inferSelect;
export type NewLogEntry = Omit<typeof chatModerationLog.$inferInsert, 'id'>;

/** A stored message as every client receives it. */
export const messageOf = (row: typeof chatMessages.$inferSelect): ChatMessage => ({
  id: row.id,
  liveId: row.liveId,
  kind: row.kind,
  userId: row.userId,
  nickname: row.nickname,
  text: row.text,
  at: row.at.toISOString(),
  videoAt: row.videoAt.toISOString(),
});

export const logEntryOf = (row: LogRow): ChatModerationEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  action: row.action,
  liveId: row.liveId,
  targetUserId: row.targetUserId,
  messageId: row.messageId,
  detail: row.detail,
});

/** All SQL of the chat (STYLE.md 5): every method takes the database or a transaction. */
export function createChatRepo(db: Executor) {
  return {
    /** A live's room facts (its times, its chat flag, an operator's setting); null for no such live. */
    async room(liveId: number, tx: Executor = db): Promise<RoomFacts | null> {
      const [row] = await tx
        .select({
          liveId: lives.id,
          chat: lives.chat,
          beginAt: lives.beginAt,
          endAt: lives.endAt,
          override: chatRooms.state,
        })
        .from(lives)
        .leftJoin(chatRooms, eq(chatRooms.liveId, lives.id))
        .where(eq(lives.id, liveId));
      return row ?? null;
    },

    async setRoomState(
      values: typeof chatRooms.$inferInsert & Pick<typeof chatRooms.$inferInsert, 'state'>,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .insert(chatRooms)
        .values(values)
        .onConflictDoUpdate({
          target: chatRooms.liveId,
          set: { state: values.state, setBy: values.setBy, setAt: values.setAt, reason: values.reason },
        });
    },

    /** The room's last `limit` messages not deleted, oldest first. */
    async history(liveId: number, limit: number, tx: Executor = db): Promise<ChatMessage[]> {
      const rows = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.liveId, liveId), isNull(chatMessages.deletedAt)))
        .orderBy(desc(chatMessages.at), desc(chatMessages.id))
        .limit(limit);
      return rows.reverse().map(messageOf);
    },

    /** Stores a batch of messages in one statement; a message stored already is left as it is. */
    async insertMessages(rows: ChatMessageRow[], tx: Executor = db): Promise<void> {
      if (rows.length === 0) return;
      await tx.insert(chatMessages).values(rows).onConflictDoNothing();
    },

    async findMessage(liveId: number, id: string, tx: Executor = db) {
      const [row] = await tx
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.liveId, liveId), eq(chatMessages.id, id)));
      return row ?? null;
    },

    /** Marks messages of the room deleted (kept for audit); answers the ids that were not deleted yet. */
    async markDeleted(liveId: number, ids: string[], by: number, at: Date, tx: Executor = db) {
      if (ids.length === 0) return [];
      const rows = await tx
        .update(chatMessages)
        .set({ deletedAt: at, deletedBy: by })
        .where(
          and(eq(chatMessages.liveId, liveId), inArray(chatMessages.id, ids), isNull(chatMessages.deletedAt)),
        )
        .returning({ id: chatMessages.id });
      return rows.map((r) => r.id);
    },

    /** What the chat knows of a member: their account's nickname and role, and their chat standing. */
    async member(userId: number, tx: Executor = db) {
      const [row] = await tx
        .select({
          userId: users.id,
          nickname: users.nickname,
          role: users.role,
          withdrawnAt: users.withdrawnAt,
          rulesAgreedAt: chatMembers.rulesAgreedAt,
          mutedUntil: chatMembers.mutedUntil,
          bannedAt: chatMembers.bannedAt,
        })
        .from(users)
        .leftJoin(chatMembers, eq(chatMembers.userId, users.id))
        .where(eq(users.id, userId));
      if (!row) return null;
      const blocked = await tx
        .select({ id: chatBlocks.blockedUserId })
        .from(chatBlocks)
        .where(eq(chatBlocks.userId, userId))
        .orderBy(chatBlocks.createdAt);
      return { ...row, blocked: blocked.map((b) => b.id) };
    },

    /** Sets parts of a member's standing (the row is made on first use). */
    async updateStanding(
      userId: number,
      changes: Partial<Pick<typeof chatMembers.$inferInsert, 'rulesAgreedAt' | 'mutedUntil' | 'bannedAt'>>,
      now: Date,
      tx: Executor = db,
    ): Promise<void> {
      await tx
        .insert(chatMembers)
        .values({ userId, ...changes, updatedAt: now })
        .onConflictDoUpdate({ target: chatMembers.userId, set: { ...changes, updatedAt: now } });
    },

    async block(userId: number, blockedUserId: number, now: Date, tx: Executor = db): Promise<void> {
      await tx.insert(chatBlocks).values({ userId, blockedUserId, createdAt: now }).onConflictDoNothing();
    },

    async unblock(userId: number, blockedUserId: number, tx: Executor = db): Promise<void> {
      await tx
        .delete(chatBlocks)
        .where(and(eq(chatBlocks.userId, userId), eq(chatBlocks.blockedUserId, blockedUserId)));
    },

    /** An operator replaces a member's nickname; a taken one fails on users_nickname_key. */
    async replaceNickname(userId: number, nickname: string, now: Date, tx: Executor = db) {
      const [row] = await tx
        .update(users)
        .set({ nickname, updatedAt: now })
        .where(and(eq(users.id, userId), isNull(users.withdrawnAt)))
        .returning({ id: users.id, nickname: users.nickname });
      return row ?? null;
    },

    async appendLog(entry: NewLogEntry, tx: Executor = db): Promise<ChatModerationEntry> {
      const [row] = await tx.insert(chatModerationLog).values(entry).returning();
      return logEntryOf(row!);
    },

    /** The newest entries first, of one live or all. */
    async log(
      options: { liveId?: number; limit: number },
      tx: Executor = db,
    ): Promise<ChatModerationEntry[]> {
      const rows = await tx
        .select()
        .from(chatModerationLog)
        .where(options.liveId === undefined ? sql`true` : eq(chatModerationLog.liveId, options.liveId))
        .orderBy(desc(chatModerationLog.id))
        .limit(options.limit);
      return rows.map(logEntryOf);
    },

    async forbiddenWords(tx: Executor = db): Promise<string[]> {
      const rows = await tx.select({ word: chatForbiddenWords.word }).from(chatForbiddenWords);
      return rows.map((r) => r.word);
    },
  };
}
export type ChatRepo = ReturnType<typeof createChatRepo>;
