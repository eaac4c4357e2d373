import {
  type ChatInfo,
  type ChatMessage,
  type ChatModerationEntry,
  chatBanBodySchema,
  chatMuteBodySchema,
  chatNicknameBodySchema,
  chatStateBodySchema,
  normalizeNickname,
} from '@kickoff/contract';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { uniqueViolation } from '../../shared/unique-violation.js';
import type { ChatFanout } from './chat.events.js';
import type { ChatRepo } from './chat.repo.js';
import type { ChatService } from './chat.service.js';
import type { MessageStore } from './message-store.js';

const MINUTE = 60_000;

export interface ModerationDeps {
  db: Database;
  repo: ChatRepo;
  clock: Clock;
  store: MessageStore;
  fanout: ChatFanout;
  chat: Pick<ChatService, 'info' | 'post'>;
}

/**
 * The operators' chat calls (spec §6: mute for N minutes, ban, replace a nickname; and delete a
 * message, pause, resume or stop a room, post a notice). Each act is written to the append-only
 * moderation log in the same transaction as its change, then published so that every connected
 * client sees it at once. The caller is staff (the route's guard).
 */
export function createModerationService({ db, repo, clock, store, fanout, chat }: ModerationDeps) {
  const target = async (userId: number) => {
    const member = await repo.member(userId);
    if (!member || member.withdrawnAt) throw new AppError('ACCOUNT_NOT_FOUND', `No member ${userId}`);
    return member;
  };

  return {
    /** Mutes a member everywhere for `minutes` (0 lifts a mute). */
    async mute(actorId: number, input: z.input<typeof chatMuteBodySchema>): Promise<ChatModerationEntry> {
      const body = chatMuteBodySchema.parse(input);
      await target(body.userId);
      const now = clock.now();
      const until = body.minutes > 0 ? new Date(now.getTime() + body.minutes * MINUTE) : null;
      const entry = await db.transaction(async (tx) => {
        await repo.updateStanding(body.userId, { mutedUntil: until }, now, tx);
        return repo.appendLog(
          {
            at: now,
            actorId,
            action: until ? 'mute' : 'unmute',
            liveId: body.liveId ?? null,
            targetUserId: body.userId,
            detail: {
              minutes: body.minutes,
              until: until?.toISOString() ?? null,
              reason: body.reason ?? null,
            },
          },
          tx,
        );
      });
      fanout.publish({ t: 'standing', userId: body.userId });
      return entry;
    },

    /** Bans a member from every chat, or lifts the ban. */
    async ban(actorId: number, input: z.input<typeof chatBanBodySchema>): Promise<ChatModerationEntry> {
      const body = chatBanBodySchema.parse(input);
      await target(body.userId);
      const now = clock.now();
      const entry = await db.transaction(async (tx) => {
        await repo.updateStanding(body.userId, { bannedAt: body.banned ? now : null }, now, tx);
        return repo.appendLog(
          {
            at: now,
            actorId,
            action: body.banned ? 'ban' : 'unban',
            liveId: body.liveId ?? null,
            targetUserId: body.userId,
            detail: { reason: body.reason ?? null },
          },
          tx,
        );
      });
      fanout.publish({ t: 'standing', userId: body.userId });
      return entry;
    },

    /**
     * Replaces a member's nickname (spec §6). The member's 30-day rule does not bind an operator, but
     * the nickname must still be free (NICKNAME_IN_USE).
     */
    async nickname(
      actorId: number,
      input: z.input<typeof chatNicknameBodySchema>,
    ): Promise<ChatModerationEntry> {
      const body = chatNicknameBodySchema.parse(input);
      const before = await target(body.userId);
      const nickname = normalizeNickname(body.nickname);
      const now = clock.now();
      let entry: ChatModerationEntry;
      try {
        entry = await db.transaction(async (tx) => {
          const changed = await repo.replaceNickname(body.userId, nickname, now, tx);
          if (!changed) throw new AppError('ACCOUNT_NOT_FOUND', `No member ${body.userId}`);
          return repo.appendLog(
            {
              at: now,
              actorId,
              action: 'nickname',
              targetUserId: body.userId,
              detail: { from: before.nickname, to: nickname, reason: body.reason ?? null },
            },
            tx,
          );
        });
      } catch (error) {
        if (uniqueViolation(error) !== null) throw new AppError('NICKNAME_IN_USE', 'This nickname is taken');
        throw error;
      }
      fanout.publish({ t: 'nickname', userId: body.userId, nickname });
      fanout.publish({ t: 'standing', userId: body.userId });
      return entry;
    },

    /** Deletes a message of a room: kept for audit, gone from every client's chat. */
    async deleteMessage(actorId: number, liveId: number, messageId: string): Promise<ChatModerationEntry> {
      // a message accepted here a moment ago may still wait in the batch
      await store.flush();
      const now = clock.now();
      const recent = store.recent(liveId, messageId);
      const entry = await db.transaction(async (tx) => {
        const stored = await repo.findMessage(liveId, messageId, tx);
        // a message accepted by another instance a moment ago may not be written yet: its history has it
        if (!stored && !recent) throw new AppError('CHAT_MESSAGE_NOT_FOUND', 'No such message in this chat');
        if (stored) await repo.markDeleted(liveId, [messageId], actorId, now, tx);
        const message = stored ?? recent!;
        return repo.appendLog(
          {
            at: now,
            actorId,
            action: 'delete',
            liveId,
            targetUserId: message.userId,
            messageId,
            detail: { text: message.text },
          },
          tx,
        );
      });
      fanout.publish({ t: 'deleted', liveId, messageIds: [messageId], by: actorId, at: now.toISOString() });
      return entry;
    },

    /** Pauses, resumes (open) or stops a room. */
    async setState(
      actorId: number,
      liveId: number,
      input: z.input<typeof chatStateBodySchema>,
    ): Promise<ChatInfo> {
      const body = chatStateBodySchema.parse(input);
      await chat.info(liveId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.setRoomState(
          { liveId, state: body.state, setBy: actorId, setAt: now, reason: body.reason ?? null },
          tx,
        );
        await repo.appendLog(
          {
            at: now,
            actorId,
            action: 'state',
            liveId,
            detail: { state: body.state, reason: body.reason ?? null },
          },
          tx,
        );
      });
      fanout.publish({ t: 'state', liveId });
      return chat.info(liveId);
    },

    /** An operator notice in the room (kind `notice`), whatever the room's state but `none`. */
    async notice(actorId: number, liveId: number, text: string): Promise<ChatMessage> {
      const info = await chat.info(liveId);
      if (info.state === 'none') throw new AppError('CHAT_UNAVAILABLE', 'This live has no chat');
      const now = clock.now();
      const message = chat.post(null, liveId, text.trim(), now);
      await repo.appendLog({
        at: now,
        actorId,
        action: 'notice',
        liveId,
        messageId: message.id,
        detail: { text: message.text },
      });
      return message;
    },

    /** GET /chat/moderation/log: the newest acts first. */
    log(options: { liveId?: number | undefined; limit: number }): Promise<ChatModerationEntry[]> {
      return repo.log({
        ...(options.liveId !== undefined ? { liveId: options.liveId } : {}),
        limit: options.limit,
      });
    },
  };
}
