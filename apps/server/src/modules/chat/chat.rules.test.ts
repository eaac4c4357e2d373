import { describe, expect, it } from 'vitest';
import {
  CHAT_RATE,
  chatProfileOf,
  clampVideoAt,
  effectiveChatState,
  type RoomFacts,
  rateRefusal,
  readable,
  roomWindow,
  type Standing,
  textRefusal,
  writeRefusal,
  writeRoleOf,
} from './chat.rules.js';

const NOW = new Date('2026-11-23T12:00:00Z');
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);
const room = (overrides: Partial<RoomFacts> = {}): RoomFacts => ({
  liveId: 1,
  chat: true,
  beginAt: at(-60),
  endAt: at(60),
  override: null,
  ...overrides,
});
const member = (overrides: Partial<Standing> = {}): Standing => ({
  userId: 7,
  nickname: 'kicker',
  role: 'member',
  hasPass: true,
  rulesAgreed: true,
  mutedUntil: null,
  banned: false,
  blocked: [],
  ...overrides,
});

describe('effectiveChatState', () => {
  it('opens 30 minutes before the live and ends 30 minutes after it', () => {
    const r = room({ beginAt: at(30), endAt: at(120) });
    expect(roomWindow(r)).toEqual({ opensAt: at(0), endsAt: at(150) });
    expect(effectiveChatState(r, at(-0.001))).toBe('notCreated');
    expect(effectiveChatState(r, at(0))).toBe('open');
    expect(effectiveChatState(r, at(149.99))).toBe('open');
    expect(effectiveChatState(r, at(150))).toBe('ended');
  });

  it('is none for a live without chat, whatever an operator set', () => {
    expect(effectiveChatState(room({ chat: false }), NOW)).toBe('none');
    expect(effectiveChatState(room({ chat: false, override: 'paused' }), NOW)).toBe('none');
  });

  it("follows an operator's pause or stop, even outside the room's times; an operator's open lifts a pause only", () => {
    expect(effectiveChatState(room({ override: 'paused' }), NOW)).toBe('paused');
    expect(effectiveChatState(room({ override: 'stopped' }), NOW)).toBe('stopped');
    expect(effectiveChatState(room({ override: 'stopped' }), at(24 * 60))).toBe('stopped');
    expect(effectiveChatState(room({ override: 'open' }), NOW)).toBe('open');
    expect(effectiveChatState(room({ override: 'open', beginAt: at(60) }), NOW)).toBe('notCreated');
    expect(effectiveChatState(room({ override: 'open' }), at(24 * 60))).toBe('ended');
  });

  it('can be read in every state but notCreated and none', () => {
    expect(['open', 'paused', 'stopped', 'ended'].every((s) => readable(s as never))).toBe(true);
    expect(readable('notCreated')).toBe(false);
    expect(readable('none')).toBe(false);
  });
});

describe('write permission (spec §4, §6)', () => {
  it('gives staff 2, a member with a pass 1, and 0 without a pass or when banned', () => {
    expect(writeRoleOf(member({ role: 'operator', hasPass: false }))).toEqual({ writeRole: 2, reason: null });
    expect(writeRoleOf(member({ role: 'admin' }))).toEqual({ writeRole: 2, reason: null });
    expect(writeRoleOf(member())).toEqual({ writeRole: 1, reason: null });
    expect(writeRoleOf(member({ hasPass: false }))).toEqual({ writeRole: 0, reason: 'passRequired' });
    expect(writeRoleOf(member({ banned: true }))).toEqual({ writeRole: 0, reason: 'banned' });
    expect(writeRoleOf(member({ role: 'operator', banned: true }))).toEqual({
      writeRole: 0,
      reason: 'banned',
    });
  });

  it('refuses in order: banned, no pass, rules, nickname, muted, then the room', () => {
    const refusal = (s: Partial<Standing>, state: Parameters<typeof writeRefusal>[1] = 'open') =>
      writeRefusal(member(s), state, NOW);
    expect(refusal({})).toBeNull();
    expect(refusal({ banned: true, hasPass: false, rulesAgreed: false })).toEqual({ code: 'CHAT_BANNED' });
    expect(refusal({ hasPass: false, rulesAgreed: false })).toEqual({ code: 'CHAT_PASS_REQUIRED' });
    expect(refusal({ rulesAgreed: false, nickname: null })).toEqual({ code: 'CHAT_RULES_NOT_AGREED' });
    expect(refusal({ nickname: null, mutedUntil: at(5) })).toEqual({ code: 'CHAT_NICKNAME_REQUIRED' });
    expect(refusal({ mutedUntil: at(5) }, 'paused')).toEqual({ code: 'CHAT_MUTED', retryAt: at(5) });
    expect(refusal({ mutedUntil: NOW })).toBeNull();
    expect(refusal({}, 'paused')).toEqual({ code: 'CHAT_PAUSED' });
    expect(refusal({}, 'stopped')).toEqual({ code: 'CHAT_STOPPED' });
    expect(refusal({}, 'ended')).toEqual({ code: 'CHAT_ENDED' });
    expect(refusal({}, 'notCreated')).toEqual({ code: 'CHAT_NOT_CREATED' });
    expect(refusal({}, 'none')).toEqual({ code: 'CHAT_UNAVAILABLE' });
  });

  it('shows a mute in the profile only while it runs', () => {
    expect(chatProfileOf(member({ mutedUntil: at(5) }), NOW).mutedUntil).toBe(at(5).toISOString());
    expect(chatProfileOf(member({ mutedUntil: at(-5) }), NOW).mutedUntil).toBeNull();
    expect(chatProfileOf(member({ banned: true }), NOW)).toMatchObject({
      writeRole: 0,
      writeRoleReason: 'banned',
      banned: true,
    });
  });
});

describe('textRefusal (spec §5)', () => {
  const words = ['badword', 'ばかやろう'];
  it.each([
    ['ナイスゴール！', null],
    ['x'.repeat(100), null],
    ['<script>alert(1)</script>', null],
    ['', 'CHAT_MESSAGE_INVALID'],
    ['   　', 'CHAT_MESSAGE_INVALID'],
    ['x'.repeat(101), 'CHAT_MESSAGE_INVALID'],
    ['http://a.b', 'CHAT_URL_BLOCKED'],
    ['ｗｗｗ．ｅｘａｍｐｌｅ．ｃｏｍ', 'CHAT_URL_BLOCKED'],
    ['what a BAD word', 'CHAT_FORBIDDEN_WORD'],
    ['この　ばかやろう', 'CHAT_FORBIDDEN_WORD'],
    ['tab\there', 'CHAT_POLICY_VIOLATION'],
    ['bell\u0007', 'CHAT_POLICY_VIOLATION'],
    ['\u200b\u200d\ufe0f', 'CHAT_POLICY_VIOLATION'],
    ['\u2066hidden\u2069', 'CHAT_POLICY_VIOLATION'],
    ['👨‍👩‍👧', null],
  ])('%j → %s', (text, code) => {
    expect(textRefusal(text, words)).toBe(code);
  });
});

describe('clampVideoAt', () => {
  it("keeps the writer's video time within [at − 2 h, at], and takes `at` when there is none", () => {
    expect(clampVideoAt(undefined, NOW)).toEqual(NOW);
    expect(clampVideoAt('not a time', NOW)).toEqual(NOW);
    expect(clampVideoAt(at(-1).toISOString(), NOW)).toEqual(at(-1));
    expect(clampVideoAt(at(1).toISOString(), NOW)).toEqual(NOW);
    expect(clampVideoAt(at(-121).toISOString(), NOW)).toEqual(at(-120));
  });
});

describe('rateRefusal (decisions.md: 5 in 10 s, then 30 s)', () => {
  it('lets 5 messages of a window through and blocks the 6th for 30 s', () => {
    expect(CHAT_RATE).toEqual({ messages: 5, windowMs: 10_000, blockMs: 30_000 });
    for (let n = 1; n <= 5; n++) expect(rateRefusal(n, NOW)).toBeNull();
    expect(rateRefusal(6, NOW)).toEqual({
      code: 'CHAT_TOO_MANY_MESSAGES',
      retryAt: new Date(NOW.getTime() + 30_000),
    });
  });
});
