import type { ChatMessage } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../shared/app-error.js';
import { createMemoryCounters } from '../../shared/counters.js';
import type { ChatHubEvent } from './chat.events.js';
import { createChatRate } from './chat.rate.js';
import type { ChatRepo } from './chat.repo.js';
import type { RoomFacts } from './chat.rules.js';
import { createChatService } from './chat.service.js';
import { createMessageStore } from './message-store.js';
import { createModerationService } from './moderation.service.js';

type MemberRow = NonNullable<Awaited<ReturnType<ChatRepo['member']>>>;

/** The chat and moderation services over a repository in memory, a fixed clock and a hub that records. */
function setup() {
  const clock = fixedClock('2026-11-23T12:00:00Z');
  const now = clock.now();
  const members = new Map<number, MemberRow>();
  const rooms = new Map<number, RoomFacts>();
  const stored: ChatMessage[] = [];
  const log: { action: string; targetUserId?: number | null }[] = [];
  const passes = new Set<number>();
  const member = (userId: number, overrides: Partial<MemberRow> = {}) =>
    members.set(userId, {
      userId,
      nickname: `nick${userId}`,
      role: 'member',
      withdrawnAt: null,
      rulesAgreedAt: now,
      mutedUntil: null,
      bannedAt: null,
      blocked: [],
      ...overrides,
    });
  const repo = {
    room: async (liveId: number) => rooms.get(liveId) ?? null,
    setRoomState: async (v: { liveId: number; state: RoomFacts['override'] }) => {
      rooms.get(v.liveId)!.override = v.state;
    },
    history: async () => [],
    insertMessages: async () => {},
    findMessage: async (liveId: number, id: string) =>
      stored.find((m) => m.liveId === liveId && m.id === id) as never,
    markDeleted: async () => [],
    member: async (userId: number) => members.get(userId) ?? null,
    updateStanding: async (userId: number, changes: Partial<MemberRow>) => {
      Object.assign(members.get(userId)!, changes);
    },
    replaceNickname: async (userId: number, nickname: string) => {
      if ([...members.values()].some((m) => m.nickname === nickname)) {
        throw Object.assign(new Error('duplicate'), { code: '23505', constraint: 'users_nickname_key' });
      }
      members.get(userId)!.nickname = nickname;
      return { id: userId, nickname };
    },
    appendLog: async (entry: { action: string; targetUserId?: number | null }) => {
      log.push(entry);
      return { id: log.length, ...entry } as never;
    },
    log: async () => [],
    forbiddenWords: async () => ['badword'],
    block: async () => {},
    unblock: async () => {},
  } as unknown as ChatRepo;
  const events: ChatHubEvent[] = [];
  const handlers: ((e: ChatHubEvent) => void)[] = [];
  const fanout = {
    publish: (e: ChatHubEvent) => {
      events.push(e);
      for (const h of handlers) h(e);
    },
    subscribe: (h: (e: ChatHubEvent) => void) => {
      handlers.push(h);
      return () => {};
    },
    viewers: async () => 0,
  };
  const store = createMessageStore({ repo, log: { error() {} } });
  const chat = createChatService({
    repo,
    clock,
    rate: createChatRate({ counters: createMemoryCounters(clock), clock }),
    store,
    fanout,
    passes: {
      scopeOf: async (userId) => ({
        scope: [],
        serviceId: -1,
        pass: passes.has(userId) ? 'basic' : null,
        until: null,
      }),
    },
  });
  const db = { transaction: (fn: (tx: unknown) => unknown) => fn({}) } as unknown as Database;
  const moderation = createModerationService({ db, repo, clock, store, fanout, chat });
  rooms.set(1, {
    liveId: 1,
    chat: true,
    beginAt: now,
    endAt: new Date(now.getTime() + 3_600_000),
    override: null,
  });
  rooms.set(2, { liveId: 2, chat: false, beginAt: now, endAt: now, override: null });
  member(10);
  passes.add(10);
  member(99, { role: 'operator' });
  return { clock, chat, moderation, events, log, members, passes, member, store };
}

describe('the chat service (fakes, fixed clock)', () => {
  it('accepts a message: trimmed, kept, published with its id, server time and video time', async () => {
    const { chat, events, clock } = setup();
    const outcome = await chat.send({ userId: 10, liveId: 1, text: ' goal ' });
    expect(outcome.ok).toBe(true);
    const message = outcome.ok ? outcome.message : null;
    expect(message).toMatchObject({ kind: 'member', userId: 10, nickname: 'nick10', text: 'goal' });
    expect(message!.at).toBe(clock.now().toISOString());
    expect(events).toEqual([{ t: 'message', message }]);
  });

  it('refuses by standing and by text before counting the rate', async () => {
    const { chat, passes } = setup();
    expect(await chat.send({ userId: 10, liveId: 1, text: 'a badword' })).toEqual({
      ok: false,
      code: 'CHAT_FORBIDDEN_WORD',
    });
    expect(await chat.send({ userId: 10, liveId: 2, text: 'hi' })).toEqual({
      ok: false,
      code: 'CHAT_UNAVAILABLE',
    });
    expect(await chat.send({ userId: 10, liveId: 3, text: 'hi' })).toEqual({
      ok: false,
      code: 'CHAT_UNAVAILABLE',
    });
    passes.clear();
    chat.forget(10);
    expect(await chat.send({ userId: 10, liveId: 1, text: 'hi' })).toEqual({
      ok: false,
      code: 'CHAT_PASS_REQUIRED',
    });
  });

  it('mutes for N minutes (0 lifts), logs it and tells every instance; the mute refuses messages until it ends', async () => {
    const { chat, moderation, events, log, clock } = setup();
    await moderation.mute(99, { userId: 10, minutes: 3 });
    expect(log.at(-1)).toMatchObject({ action: 'mute', targetUserId: 10 });
    expect(events.at(-1)).toEqual({ t: 'standing', userId: 10 });
    const until = new Date(clock.now().getTime() + 180_000);
    expect(await chat.send({ userId: 10, liveId: 1, text: 'hi' })).toEqual({
      ok: false,
      code: 'CHAT_MUTED',
      retryAt: until,
    });
    clock.advance(180_000);
    expect((await chat.send({ userId: 10, liveId: 1, text: 'hi' })).ok).toBe(true);
    await moderation.mute(99, { userId: 10, minutes: 5 });
    await moderation.mute(99, { userId: 10, minutes: 0 });
    expect(log.at(-1)).toMatchObject({ action: 'unmute' });
    expect((await chat.profile(10)).mutedUntil).toBeNull();
  });

  it('bans and lifts a ban', async () => {
    const { chat, moderation, log } = setup();
    await moderation.ban(99, { userId: 10, banned: true });
    expect((await chat.profile(10)).writeRole).toBe(0);
    expect(await chat.send({ userId: 10, liveId: 1, text: 'hi' })).toEqual({
      ok: false,
      code: 'CHAT_BANNED',
    });
    await moderation.ban(99, { userId: 10, banned: false });
    expect((await chat.profile(10)).writeRole).toBe(1);
    expect(log.map((e) => e.action)).toEqual(['ban', 'unban']);
  });

  it('replaces a nickname regardless of the 30-day rule, but never with a taken one', async () => {
    const { chat, moderation, events } = setup();
    await moderation.nickname(99, { userId: 10, nickname: 'newname' });
    expect(events).toContainEqual({ t: 'nickname', userId: 10, nickname: 'newname' });
    expect((await chat.profile(10)).nickname).toBe('newname');
    await expect(moderation.nickname(99, { userId: 10, nickname: 'nick99' })).rejects.toMatchObject({
      code: 'NICKNAME_IN_USE',
    });
    await expect(moderation.mute(99, { userId: 12345, minutes: 1 })).rejects.toBeInstanceOf(AppError);
  });

  it('pauses a room (its messages refused), refuses a notice where there is no chat, and a delete of nothing', async () => {
    const { chat, moderation, events } = setup();
    const info = await moderation.setState(99, 1, { state: 'paused' });
    expect(info.state).toBe('paused');
    expect(events.at(-1)).toEqual({ t: 'state', liveId: 1 });
    expect(await chat.send({ userId: 10, liveId: 1, text: 'hi' })).toEqual({
      ok: false,
      code: 'CHAT_PAUSED',
    });
    const notice = await moderation.notice(99, 1, ' read the rules ');
    expect(notice).toMatchObject({ kind: 'notice', userId: null, text: 'read the rules' });
    await expect(moderation.notice(99, 2, 'hi')).rejects.toMatchObject({ code: 'CHAT_UNAVAILABLE' });
    await expect(moderation.deleteMessage(99, 1, 'nothing')).rejects.toMatchObject({
      code: 'CHAT_MESSAGE_NOT_FOUND',
    });
  });
});
