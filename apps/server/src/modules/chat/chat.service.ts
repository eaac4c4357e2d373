import { randomBytes } from 'node:crypto';
import {
  type ChatBlacklistBody,
  type ChatErrorCode,
  type ChatInfo,
  type ChatMessage,
  type ChatProfile,
  chatBlacklistBodySchema,
  normalizeChatText,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import type { PassService } from '../passes/index.js';
import { createReadThrough } from './chat.cache.js';
import type { ChatFanout } from './chat.events.js';
import type { ChatRate } from './chat.rate.js';
import type { ChatRepo } from './chat.repo.js';
import {
  chatProfileOf,
  clampVideoAt,
  effectiveChatState,
  type RoomFacts,
  readable,
  roomWindow,
  type Standing,
  textRefusal,
  writeRefusal,
} from './chat.rules.js';
import type { MessageStore } from './message-store.js';

/** How long a member's standing, a room's facts and the forbidden words are kept between changes. */
const STANDING_TTL_MS = 60_000;
const ROOM_TTL_MS = 30_000;
const WORDS_TTL_MS = 60_000;

/** The answer to one send: the message as broadcast, or the refusal with its chat error code. */
export type SendOutcome =
  | { ok: true; message: ChatMessage }
  | { ok: false; code: ChatErrorCode; retryAt?: Date };

export interface SendInput {
  userId: number;
  liveId: number;
  text: string;
  /** The writer's program date-time (ISO), when their player knows it. */
  videoAt?: string | undefined;
}

export interface ChatServiceDeps {
  repo: ChatRepo;
  clock: Clock;
  rate: ChatRate;
  store: MessageStore;
  fanout: ChatFanout;
  passes: Pick<PassService, 'scopeOf'>;
}

let sequence = 0;
/**
 * A message id: its time and this process's sequence (base 36, so the ids of one instance sort in the
 * order it accepted them, even within one millisecond), then 32 random bits so instances never collide.
 */
export function newMessageId(at: Date): string {
  sequence = (sequence + 1) % 36 ** 5;
  return `${at.getTime().toString(36)}${sequence.toString(36).padStart(5, '0')}${randomBytes(4).toString('hex')}`;
}

/**
 * The live chat as members see it (spec §3, §4, §6, §7): a room's info and history, the member's
 * standing, agreeing to the rules, blocks and reports, and sending a message — checked by the rules
 * of chat.rules.ts, limited by the shared rate, kept (batched) and published to every instance.
 */
export function createChatService({ repo, clock, rate, store, fanout, passes }: ChatServiceDeps) {
  const standings = createReadThrough(clock, STANDING_TTL_MS, async (userId: number) => {
    const row = await repo.member(userId);
    if (!row || row.withdrawnAt) return null;
    const access = await passes.scopeOf(userId);
    const standing: Standing = {
      userId,
      nickname: row.nickname,
      role: row.role,
      hasPass: access.pass !== null,
      rulesAgreed: row.rulesAgreedAt !== null,
      mutedUntil: row.mutedUntil,
      banned: row.bannedAt !== null,
      blocked: row.blocked,
    };
    return standing;
  });
  const rooms = createReadThrough(clock, ROOM_TTL_MS, (liveId: number) => repo.room(liveId));
  const words = createReadThrough(clock, WORDS_TTL_MS, (_: 'all') => repo.forbiddenWords());

  // every instance keeps its rooms' history and its caches in step with the hub
  fanout.subscribe((event) => {
    switch (event.t) {
      case 'message':
        store.remember(event.message);
        break;
      case 'deleted':
        store.forget(event.liveId, event.messageIds, event.by, new Date(event.at));
        break;
      case 'state':
        rooms.drop(event.liveId);
        break;
      case 'standing':
        standings.drop(event.userId);
        break;
      case 'nickname':
        standings.drop(event.userId);
        store.rename(event.userId, event.nickname);
        break;
    }
  });

  const roomOf = async (liveId: number): Promise<RoomFacts> => {
    const room = await rooms.get(liveId);
    if (!room) throw new AppError('LIVE_NOT_FOUND', `No live ${liveId}`);
    return room;
  };
  const standingOf = async (userId: number): Promise<Standing> => {
    const standing = await standings.get(userId);
    if (!standing) throw new AppError('ACCOUNT_NOT_FOUND', `No member ${userId}`);
    return standing;
  };

  const service = {
    /** GET /chat/info/{id}: the room's state and times, the forbidden words, the viewers now. */
    async info(liveId: number): Promise<ChatInfo> {
      const room = await roomOf(liveId);
      const { opensAt, endsAt } = roomWindow(room);
      return {
        liveId,
        state: effectiveChatState(room, clock.now()),
        opensAt: opensAt.toISOString(),
        endsAt: endsAt.toISOString(),
        forbiddenWords: await words.get('all'),
        viewers: await fanout.viewers(liveId),
      };
    },

    /** Joining a room: its info, and its last messages when it can be read (not before it opens). */
    async join(liveId: number): Promise<{ info: ChatInfo; history: ChatMessage[] }> {
      const info = await service.info(liveId);
      return { info, history: readable(info.state) ? await store.history(liveId) : [] };
    },

    /** GET /user/profile/chat. */
    async profile(userId: number): Promise<ChatProfile> {
      return chatProfileOf(await standingOf(userId), clock.now());
    },

    /** PUT /user/profile/chat: the member agrees to the chat rules (once; agreeing again changes nothing). */
    async agreeRules(userId: number): Promise<ChatProfile> {
      const standing = await standingOf(userId);
      if (!standing.rulesAgreed) {
        await repo.updateStanding(userId, { rulesAgreedAt: clock.now() }, clock.now());
        fanout.publish({ t: 'standing', userId });
      }
      return service.profile(userId);
    },

    /**
     * POST /chat/blacklist: report a message (logged for the operators) and, by default, hide its
     * writer's messages from now on; or lift a block.
     */
    async blacklist(userId: number, input: ChatBlacklistBody): Promise<ChatProfile> {
      const body = chatBlacklistBodySchema.parse(input);
      const now = clock.now();
      if (body.action === 'unblock') {
        await repo.unblock(userId, body.userId);
      } else {
        await store.flush();
        const message =
          store.recent(body.liveId, body.messageId) ??
          (await repo.findMessage(body.liveId, body.messageId)) ??
          null;
        if (!message) throw new AppError('CHAT_MESSAGE_NOT_FOUND', 'No such message in this chat');
        await repo.appendLog({
          at: now,
          actorId: userId,
          action: 'report',
          liveId: body.liveId,
          targetUserId: message.userId,
          messageId: body.messageId,
          detail: { reason: body.reason, text: message.text },
        });
        if (body.block && message.userId !== null && message.userId !== userId) {
          await repo.block(userId, message.userId, now);
        }
      }
      fanout.publish({ t: 'standing', userId });
      return service.profile(userId);
    },

    /**
     * A member's message: the write permission and the room's state (chat.rules.ts `writeRefusal`),
     * a rate block running, the text, then the rate (only a message that would be accepted counts);
     * accepted → queued for writing and published to every instance.
     */
    async send(input: SendInput): Promise<SendOutcome> {
      const now = clock.now();
      const [standing, room] = await Promise.all([standings.get(input.userId), rooms.get(input.liveId)]);
      if (!standing) return { ok: false, code: 'CHAT_PASS_REQUIRED' };
      if (!room) return { ok: false, code: 'CHAT_UNAVAILABLE' };
      const refused = writeRefusal(standing, effectiveChatState(room, now), now);
      if (refused) return { ok: false, ...refused };
      const blocked = await rate.blocked(input.userId);
      if (blocked) return { ok: false, ...blocked };
      const text = normalizeChatText(input.text);
      const textRefused = textRefusal(text, await words.get('all'));
      if (textRefused) return { ok: false, code: textRefused };
      const limited = await rate.take(input.userId);
      if (limited) return { ok: false, ...limited };
      return {
        ok: true,
        message: service.post(standing, input.liveId, text, clampVideoAt(input.videoAt, now)),
      };
    },

    /** Keeps and publishes a message already allowed (a member's send, an operator's notice). */
    post(
      writer: Pick<Standing, 'userId' | 'nickname' | 'role'> | null,
      liveId: number,
      text: string,
      videoAt: Date,
    ): ChatMessage {
      const at = clock.now();
      const message: ChatMessage = {
        id: newMessageId(at),
        liveId,
        kind: writer === null ? 'notice' : writer.role === 'member' ? 'member' : 'staff',
        userId: writer?.userId ?? null,
        nickname: writer?.nickname ?? null,
        text,
        at: at.toISOString(),
        videoAt: videoAt.toISOString(),
      };
      store.enqueue({ ...message, at, videoAt });
      fanout.publish({ t: 'message', message });
      return message;
    },

    /** A member's pass or profile changed elsewhere (the domain bus): read their standing again. */
    forget(userId: number): void {
      standings.drop(userId);
    },
  };
  return service;
}
export type ChatService = ReturnType<typeof createChatService>;
