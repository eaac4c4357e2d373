import { z } from 'zod';
import { envelope, isoDateTime } from './common.js';
import { LIMITS } from './limits.js';
import { nicknameSchema } from './validation-schemas.js';

/**
 * Live chat and the realtime socket (spec §3 chat state, §4 socket and chat enabled rule, §6 chat write
 * permission, §7 the chat calls and the socket on port 3030, §8 the chat errors; decisions.md: 1–100
 * characters, 5 messages in 10 s then 30 s of "too many messages").
 *
 * One chat room per live. What a member may do is decided by the server; the client decides nothing
 * but shows what the server says, and checks the same text rules (chat-rules.ts) before sending so the
 * reason shows at once.
 */

// ── The room ──────────────────────────────────────────────────────────────────────────────────────

/**
 * A room's state (spec §8): `open`; `paused` and `stopped` by an operator (stopped ends it for good
 * before the live ends); `ended` (the live is over: 30 minutes after its end); `notCreated` (the room
 * opens 30 minutes before the live begins); `none` (this live has no chat). Reading is possible in
 * every state but `notCreated` and `none`; writing only when `open`.
 */
export const CHAT_STATES = ['open', 'paused', 'stopped', 'ended', 'notCreated', 'none'] as const;
export type ChatState = (typeof CHAT_STATES)[number];
export const chatStateSchema = z.enum(CHAT_STATES);

/** How long before a live begins its room opens, and after it ends the room closes (minutes). */
export const CHAT_ROOM_OPENS_BEFORE_MINUTES = 30;
export const CHAT_ROOM_CLOSES_AFTER_MINUTES = 30;
/** The messages a member who joins late is shown (the last ones of the room). */
export const CHAT_HISTORY_SIZE = 50;
/** The longest mute an operator can give (minutes): one day. */
export const CHAT_MUTE_MAX_MINUTES = 1440;
/** An operator notice's length. */
export const CHAT_NOTICE_MAX_LENGTH = 200;

/**
 * A member's write role (spec §3 userWriteRole, §4 "write role nonzero"): 0 may not write (no pass,
 * banned, or not a member), 1 a member with a pass, 2 staff (operators and admins write notices too).
 */
export const CHAT_WRITE_ROLES = { none: 0, member: 1, staff: 2 } as const;
export type ChatWriteRole = (typeof CHAT_WRITE_ROLES)[keyof typeof CHAT_WRITE_ROLES];

/** GET /chat/info/{id}: the chat properties of a live (spec §3 `properties`). */
export const chatInfoSchema = z.object({
  liveId: z.number().int(),
  state: chatStateSchema,
  /** When the room opens (`notCreated`) or opened. */
  opensAt: isoDateTime,
  /** When the room ends by itself (the live's end + 30 minutes). */
  endsAt: isoDateTime,
  /** The words a message may not hold (checked on both sides with chat-rules.ts). */
  forbiddenWords: z.array(z.string()),
  /** Members connected to the room now (across instances, approximate). */
  viewers: z.number().int().min(0),
});
export type ChatInfo = z.infer<typeof chatInfoSchema>;
export const chatInfoResponse = envelope(chatInfoSchema);

// ── The member ────────────────────────────────────────────────────────────────────────────────────

/**
 * GET /user/profile/chat: the member's chat standing (spec §3 userChatInfo, userWriteRole,
 * chatRoleAgree, userHasNick). Chat is enabled when `rulesAgreed`, `nickname` is set and `writeRole`
 * is nonzero (spec §4); `mutedUntil` and `banned` refuse messages on top of that.
 */
export const chatProfileSchema = z.object({
  userId: z.number().int(),
  nickname: z.string().nullable(),
  rulesAgreed: z.boolean(),
  writeRole: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** Why the write role is 0: no pass, banned; null when it is not 0. */
  writeRoleReason: z.enum(['passRequired', 'banned']).nullable(),
  mutedUntil: isoDateTime.nullable(),
  banned: z.boolean(),
  /** The members whose messages this member hides (POST /chat/blacklist). */
  blocked: z.array(z.number().int()),
});
export type ChatProfile = z.infer<typeof chatProfileSchema>;
export const chatProfileResponse = envelope(chatProfileSchema);

/** PUT /user/profile/chat: agree to the chat rules (the rules-agreement dialog). */
export const chatRulesAgreeBodySchema = z.object({ agree: z.literal(true) });

/**
 * POST /chat/blacklist (spec §7, "body passed through"): a member reports a message and hides its
 * writer's messages from now on (`block`, default true); `unblock` lifts a block. Reports reach the
 * operators' moderation log.
 */
export const chatBlacklistBodySchema = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('report'),
    liveId: z.number().int().positive(),
    messageId: z.string().min(1).max(40),
    reason: z.enum(['spam', 'abuse', 'spoiler', 'other']).default('other'),
    block: z.boolean().default(true),
  }),
  z.object({ action: z.literal('unblock'), userId: z.number().int().positive() }),
]);
export type ChatBlacklistBody = z.input<typeof chatBlacklistBodySchema>;

// ── Messages ──────────────────────────────────────────────────────────────────────────────────────

/**
 * One chat message as every client receives it. `at` is the server's time when it was accepted;
 * `videoAt` is the program date-time the writer's video showed when they wrote it (clamped by the
 * server to [at − the DVR window, at]; `at` when the writer sent none). A viewer behind the live
 * edge is shown the message when their own video reaches `videoAt`, so chat never runs ahead of the
 * picture ("chat in step with the video"). `kind` `notice` is an operator's notice.
 */
export const chatMessageSchema = z.object({
  id: z.string(),
  liveId: z.number().int(),
  kind: z.enum(['member', 'staff', 'notice']),
  userId: z.number().int().nullable(),
  nickname: z.string().nullable(),
  text: z.string(),
  at: isoDateTime,
  videoAt: isoDateTime,
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;
export const chatMessageResponse = envelope(chatMessageSchema);

// ── Moderation (operators and admins) ─────────────────────────────────────────────────────────────

/** POST /chat/moderation/mute: mutes a member for N minutes (everywhere); 0 lifts a mute. */
export const chatMuteBodySchema = z.object({
  userId: z.number().int().positive(),
  minutes: z.number().int().min(0).max(CHAT_MUTE_MAX_MINUTES),
  liveId: z.number().int().positive().optional(),
  reason: z.string().trim().max(200).optional(),
});
/** POST /chat/moderation/ban: bans a member from every chat (`banned: false` lifts it). */
export const chatBanBodySchema = z.object({
  userId: z.number().int().positive(),
  banned: z.boolean(),
  liveId: z.number().int().positive().optional(),
  reason: z.string().trim().max(200).optional(),
});
/** POST /chat/moderation/nickname: an operator replaces a member's nickname (spec §6). */
export const chatNicknameBodySchema = z.object({
  userId: z.number().int().positive(),
  nickname: nicknameSchema,
  reason: z.string().trim().max(200).optional(),
});
/** POST /chat/{liveId}/state: pause, resume (open) or stop a room. */
export const chatStateBodySchema = z.object({
  state: z.enum(['open', 'paused', 'stopped']),
  reason: z.string().trim().max(200).optional(),
});
/** POST /chat/{liveId}/notice: an operator notice in the room. */
export const chatNoticeBodySchema = z.object({
  text: z.string().trim().min(1).max(CHAT_NOTICE_MAX_LENGTH),
});
export const chatLiveParamsSchema = z.object({ liveId: z.coerce.number<number>().int().positive() });
export const chatMessageParamsSchema = z.object({
  liveId: z.coerce.number<number>().int().positive(),
  messageId: z.string().min(1).max(40),
});

/** One line of the moderation log (GET /chat/moderation/log). */
export const chatModerationEntrySchema = z.object({
  id: z.number().int(),
  at: isoDateTime,
  actorId: z.number().int().nullable(),
  action: z.enum(['mute', 'unmute', 'ban', 'unban', 'nickname', 'delete', 'state', 'notice', 'report']),
  liveId: z.number().int().nullable(),
  targetUserId: z.number().int().nullable(),
  messageId: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
});
export type ChatModerationEntry = z.infer<typeof chatModerationEntrySchema>;
export const chatModerationEntryResponse = envelope(chatModerationEntrySchema);
export const chatModerationLogQuerySchema = z.object({
  liveId: z.coerce.number<number>().int().positive().optional(),
  limit: z.coerce.number<number>().int().min(1).max(200).catch(50).default(50),
});
export const chatModerationLogResponse = envelope(z.object({ list: z.array(chatModerationEntrySchema) }));

// ── The socket (spec §7: websocket only, port 3030, `{ cmd }` objects) ──────────────────────────────

/** The socket's close codes (4000–4999 are the application's). */
export const SOCKET_CLOSE = {
  /** No session, or it ended: the browser goes to /intro (spec §4). */
  unauthorized: 4401,
  /** The session was ended by a login elsewhere (after cmd 0). */
  forcedLogout: 4409,
  /** Frames that are not `{ cmd }` objects, again and again. */
  badFrame: 4400,
  /** A frame over SOCKET_MAX_FRAME_BYTES: the standard "message too big", sent by the socket library itself. */
  tooBig: 1009,
  /** The client did not say hello (cmd 100) in time. */
  helloTimeout: 4408,
  /** The client reads too slowly: its unsent data passed the limit. */
  slowReader: 4429,
  /** The server is shutting down: reconnect (to another instance). */
  goingAway: 1001,
} as const;
/** The largest frame the server accepts (bytes). */
export const SOCKET_MAX_FRAME_BYTES = 16 * 1024;
/** A socket that has not said hello (cmd 100) within this is closed. */
export const SOCKET_HELLO_TIMEOUT_MS = 5_000;
/** The server pings this often; a socket that misses a pong is closed. */
export const SOCKET_HEARTBEAT_MS = 25_000;

/** The commands. 0 and 100 are the spec's; the rest are the chat's. */
export const CMD = {
  forcedLogout: 0,
  hello: 100,
  join: 101,
  leave: 102,
  send: 110,
  message: 111,
  sendResult: 112,
  deleted: 113,
  state: 114,
  standing: 115,
  nickname: 116,
  error: 120,
} as const;

/** Client → server. */
export const clientHelloSchema = z.object({
  cmd: z.literal(CMD.hello),
  userId: z.number().int().positive(),
  source: z.enum(['web', 'tv']),
});
/** Joins a live's room (a socket can be in a few rooms: the multi-view). */
export const clientJoinSchema = z.object({ cmd: z.literal(CMD.join), liveId: z.number().int().positive() });
export const clientLeaveSchema = z.object({ cmd: z.literal(CMD.leave), liveId: z.number().int().positive() });
/** Sends a message; `ref` comes back in the send result. `videoAt`: the writer's program date-time. */
export const clientSendSchema = z.object({
  cmd: z.literal(CMD.send),
  liveId: z.number().int().positive(),
  ref: z.string().min(1).max(40),
  // the text rules themselves (chat-rules.ts) are checked by the chat service, with its own error codes
  text: z.string().max(LIMITS.chat.maxLength * 4),
  videoAt: isoDateTime.max(40).optional(),
});
export const clientMessageSchema = z.discriminatedUnion('cmd', [
  clientHelloSchema,
  clientJoinSchema,
  clientLeaveSchema,
  clientSendSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Server → client. */
export const serverForcedLogoutSchema = z.object({
  cmd: z.literal(CMD.forcedLogout),
  /** `replaced`: a login elsewhere (the multiple-logins alert); otherwise the session ended another way. */
  reason: z.enum(['replaced', 'logout', 'password_changed', 'withdrawn', 'expired', 'account_changed']),
});
export const serverHelloSchema = z.object({
  cmd: z.literal(CMD.hello),
  userId: z.number().int(),
  /** The server's clock (ISO), for the client's offset. */
  serverTime: isoDateTime,
});
export const serverJoinedSchema = z.object({
  cmd: z.literal(CMD.join),
  liveId: z.number().int(),
  info: chatInfoSchema,
  /** The last messages of the room, oldest first (at most CHAT_HISTORY_SIZE). */
  history: z.array(chatMessageSchema),
});
export const serverMessageSchema = z.object({
  cmd: z.literal(CMD.message),
  message: chatMessageSchema,
});
/** The answer to one send: accepted (the message id) or refused with a chat error code. */
export const serverSendResultSchema = z.object({
  cmd: z.literal(CMD.sendResult),
  ref: z.string(),
  ok: z.boolean(),
  messageId: z.string().optional(),
  code: z.string().optional(),
  /** When the member may write again (too many messages: the end of the 30 s; muted: the mute's end). */
  retryAt: isoDateTime.optional(),
});
export const serverDeletedSchema = z.object({
  cmd: z.literal(CMD.deleted),
  liveId: z.number().int(),
  messageIds: z.array(z.string()),
});
export const serverStateSchema = z.object({
  cmd: z.literal(CMD.state),
  liveId: z.number().int(),
  state: chatStateSchema,
});
/** The member's own standing changed (muted, banned, nickname replaced, pass changed). */
export const serverStandingSchema = z.object({
  cmd: z.literal(CMD.standing),
  profile: chatProfileSchema,
});
/** A member's nickname changed: their messages shown under the new one. */
export const serverNicknameSchema = z.object({
  cmd: z.literal(CMD.nickname),
  userId: z.number().int(),
  nickname: z.string(),
});
export const serverErrorSchema = z.object({
  cmd: z.literal(CMD.error),
  code: z.string(),
  liveId: z.number().int().optional(),
});
export const serverSocketMessageSchema = z.discriminatedUnion('cmd', [
  serverForcedLogoutSchema,
  serverHelloSchema,
  serverJoinedSchema,
  serverMessageSchema,
  serverSendResultSchema,
  serverDeletedSchema,
  serverStateSchema,
  serverStandingSchema,
  serverNicknameSchema,
  serverErrorSchema,
]);
export type ServerSocketMessage = z.infer<typeof serverSocketMessageSchema>;

/**
 * The chat error codes (spec §8), in errors.ts with their HTTP status: a send refused on the socket
 * carries the same code in its send result.
 */
export const CHAT_ERROR_CODES = [
  'CHAT_TOO_MANY_MESSAGES',
  'CHAT_FORBIDDEN_WORD',
  'CHAT_POLICY_VIOLATION',
  'CHAT_URL_BLOCKED',
  'CHAT_MUTED',
  'CHAT_BANNED',
  'CHAT_NOT_CREATED',
  'CHAT_PAUSED',
  'CHAT_ENDED',
  'CHAT_STOPPED',
  'CHAT_UNAVAILABLE',
  'CHAT_PASS_REQUIRED',
  'CHAT_RULES_NOT_AGREED',
  'CHAT_NICKNAME_REQUIRED',
  'CHAT_MESSAGE_INVALID',
  'CHAT_NOT_JOINED',
  'CHAT_MESSAGE_NOT_FOUND',
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];
