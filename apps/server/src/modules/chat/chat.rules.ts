import {
  CHAT_ROOM_CLOSES_AFTER_MINUTES,
  CHAT_ROOM_OPENS_BEFORE_MINUTES,
  CHAT_WRITE_ROLES,
  type ChatErrorCode,
  type ChatProfile,
  type ChatState,
  type ChatWriteRole,
  LIMITS,
  validateChatText,
} from '@kickoff/contract';

/**
 * The chat's rules as pure functions over the time they are given (spec §4 chat enabled, §5 chat
 * validation, §6 write permission, §8 chat errors; decisions.md 1–100 characters and the rate). The
 * service reads the facts and the clock; these decide.
 */

const MINUTE = 60_000;
/** decisions.md: the live DVR window; a message's video time is never further back than this. */
export const CHAT_VIDEO_LAG_MAX_MS = 2 * 60 * MINUTE;

/** What a room's state is made of: the live's times and chat flag, and an operator's setting. */
export interface RoomFacts {
  liveId: number;
  /** lives.chat: false for a live without chat. */
  chat: boolean;
  beginAt: Date;
  endAt: Date;
  /** The operator's setting (chat_rooms), null when none. */
  override: 'open' | 'paused' | 'stopped' | null;
}

/** When a room opens (30 minutes before the live begins) and ends by itself (30 minutes after it ends). */
export function roomWindow(room: Pick<RoomFacts, 'beginAt' | 'endAt'>): { opensAt: Date; endsAt: Date } {
  return {
    opensAt: new Date(room.beginAt.getTime() - CHAT_ROOM_OPENS_BEFORE_MINUTES * MINUTE),
    endsAt: new Date(room.endAt.getTime() + CHAT_ROOM_CLOSES_AFTER_MINUTES * MINUTE),
  };
}

/**
 * A room's state now: no chat for the live → `none`; an operator's pause or stop → that (a stop is
 * final, a pause lasts until the operator opens it again); before it opens → `notCreated`; after it
 * ends → `ended`; otherwise `open`. An operator's `open` lifts a pause; it does not open a room
 * outside its times.
 */
export function effectiveChatState(room: RoomFacts, now: Date): ChatState {
  if (!room.chat) return 'none';
  if (room.override === 'stopped' || room.override === 'paused') return room.override;
  const { opensAt, endsAt } = roomWindow(room);
  if (now < opensAt) return 'notCreated';
  if (now >= endsAt) return 'ended';
  return 'open';
}

/** Whether members may read a room (join it and see its history): every state but these two. */
export const readable = (state: ChatState) => state !== 'notCreated' && state !== 'none';

/** The refusal of a send to a room that is not open, by state. */
const STATE_REFUSALS: Record<Exclude<ChatState, 'open'>, ChatErrorCode> = {
  paused: 'CHAT_PAUSED',
  stopped: 'CHAT_STOPPED',
  ended: 'CHAT_ENDED',
  notCreated: 'CHAT_NOT_CREATED',
  none: 'CHAT_UNAVAILABLE',
};

/** What the chat knows of a member to decide what they may do. */
export interface Standing {
  userId: number;
  nickname: string | null;
  role: 'member' | 'operator' | 'admin';
  /** Whether the member holds a pass now (spec §6: writing needs one). */
  hasPass: boolean;
  rulesAgreed: boolean;
  mutedUntil: Date | null;
  banned: boolean;
  /** The members whose messages this member hides. */
  blocked: number[];
}

/** The write role of spec §3 (userWriteRole): 2 staff, 1 a member with a pass, 0 banned or without one. */
export function writeRoleOf(standing: Pick<Standing, 'role' | 'hasPass' | 'banned'>): {
  writeRole: ChatWriteRole;
  reason: 'passRequired' | 'banned' | null;
} {
  if (standing.banned) return { writeRole: CHAT_WRITE_ROLES.none, reason: 'banned' };
  if (standing.role !== 'member') return { writeRole: CHAT_WRITE_ROLES.staff, reason: null };
  if (!standing.hasPass) return { writeRole: CHAT_WRITE_ROLES.none, reason: 'passRequired' };
  return { writeRole: CHAT_WRITE_ROLES.member, reason: null };
}

/** A mute still running at `now`, else null. */
export const activeMute = (mutedUntil: Date | null, now: Date): Date | null =>
  mutedUntil && mutedUntil > now ? mutedUntil : null;

/** GET /user/profile/chat: the member's standing as the contract shows it. */
export function chatProfileOf(standing: Standing, now: Date): ChatProfile {
  const { writeRole, reason } = writeRoleOf(standing);
  return {
    userId: standing.userId,
    nickname: standing.nickname,
    rulesAgreed: standing.rulesAgreed,
    writeRole,
    writeRoleReason: reason,
    mutedUntil: activeMute(standing.mutedUntil, now)?.toISOString() ?? null,
    banned: standing.banned,
    blocked: standing.blocked,
  };
}

export interface Refusal {
  code: ChatErrorCode;
  /** When the member may write again (a mute's end, the end of a rate block). */
  retryAt?: Date;
}

/**
 * Whether the member may write in a room of `state` now, and if not why (spec §4, §6), in this order:
 * banned, no pass, rules not agreed, no nickname, muted, the room not open.
 */
export function writeRefusal(standing: Standing, state: ChatState, now: Date): Refusal | null {
  const { writeRole, reason } = writeRoleOf(standing);
  if (writeRole === CHAT_WRITE_ROLES.none) {
    return { code: reason === 'banned' ? 'CHAT_BANNED' : 'CHAT_PASS_REQUIRED' };
  }
  if (!standing.rulesAgreed) return { code: 'CHAT_RULES_NOT_AGREED' };
  if (!standing.nickname) return { code: 'CHAT_NICKNAME_REQUIRED' };
  const muted = activeMute(standing.mutedUntil, now);
  if (muted) return { code: 'CHAT_MUTED', retryAt: muted };
  if (state !== 'open') return { code: STATE_REFUSALS[state] };
  return null;
}

/** Control characters (line breaks and tabs included) and bidirectional overrides: never in a message. */
const FORBIDDEN_CHARACTERS = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** What shows nothing: whitespace, format characters (zero-width space, joiners), variation selectors. */
const INVISIBLE = /\s|\p{Cf}|[\uFE00-\uFE0F]|[\u3164\u115F\u1160\uFFA0]/gu;

/**
 * A message's text (spec §5, decisions.md): blank or over 100 characters → CHAT_MESSAGE_INVALID;
 * control characters, direction overrides or nothing visible → CHAT_POLICY_VIOLATION; a link →
 * CHAT_URL_BLOCKED; a forbidden word → CHAT_FORBIDDEN_WORD. The text rules themselves are the
 * contract's (`validateChatText`), the same the web checks before sending.
 */
export function textRefusal(text: string, forbiddenWords: readonly string[]): ChatErrorCode | null {
  if (text.trim() === '') return 'CHAT_MESSAGE_INVALID';
  if (FORBIDDEN_CHARACTERS.test(text)) return 'CHAT_POLICY_VIOLATION';
  if (text.replace(INVISIBLE, '') === '') return 'CHAT_POLICY_VIOLATION';
  const result = validateChatText(text, forbiddenWords);
  if (result.ok) return null;
  switch (result.error.key) {
    case 'chat.url':
      return 'CHAT_URL_BLOCKED';
    case 'chat.forbidden':
      return 'CHAT_FORBIDDEN_WORD';
    default:
      return 'CHAT_MESSAGE_INVALID';
  }
}

/**
 * The video time a message is kept with: the writer's program date-time, clamped to
 * [at − the DVR window, at] (a clock ahead of the server's, or a forged time, cannot place a message
 * in the future or before the window); `at` when none, or not a time.
 */
export function clampVideoAt(videoAt: string | undefined, at: Date): Date {
  const t = videoAt === undefined ? Number.NaN : Date.parse(videoAt);
  if (Number.isNaN(t)) return at;
  return new Date(Math.min(at.getTime(), Math.max(at.getTime() - CHAT_VIDEO_LAG_MAX_MS, t)));
}

/** decisions.md: at most 5 messages in 10 seconds per member, then "too many messages" for 30 s. */
export const CHAT_RATE = {
  messages: LIMITS.chat.rateMessages,
  windowMs: LIMITS.chat.rateWindowSeconds * 1000,
  blockMs: LIMITS.chat.rateBlockSeconds * 1000,
} as const;

/**
 * The rate rule over the count of the member's messages in the current window (this one included):
 * within the limit → null; over it → blocked until `now` + 30 s.
 */
export function rateRefusal(countInWindow: number, now: Date): Refusal | null {
  if (countInWindow <= CHAT_RATE.messages) return null;
  return { code: 'CHAT_TOO_MANY_MESSAGES', retryAt: new Date(now.getTime() + CHAT_RATE.blockMs) };
}
