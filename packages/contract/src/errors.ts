import { z } from 'zod';

/**
 * Every error the API answers has this shape (decisions.md, "Messages to the client").
 * `code` is stable and upper snake case; the web client maps it to text in ja, ko and en.
 */
export const errorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  /** Field-level problems of a validation failure, keyed by dotted path. */
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** The error codes and the HTTP status each one answers with. */
export const errorCodes = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  CSRF_REJECTED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  /** The request was not completely received in time (Node's request timeout). */
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  /** A path segment is longer than any route parameter may be. */
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  /** The request headers (cookies included) are too large. */
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  // Help and support
  NOTICE_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  TERMS_NOT_FOUND: 404,
  FILE_NOT_FOUND: 404,
  INQUIRY_LIMIT_REACHED: 429,
  // Sessions and login (spec §8 "Sign-in")
  /** This session was ended by a login on another device (single active session): show "multiple logins prevented". */
  SESSION_REPLACED: 401,
  /** Unknown e-mail or wrong password: answered alike. */
  LOGIN_FAILED: 401,
  /** Too many failed logins for this account: locked for 15 minutes. */
  LOGIN_LOCKED: 429,
  /** The account was withdrawn or is otherwise closed. */
  ACCOUNT_CLOSED: 403,
  /** Dormant reactivation: the name or birth date does not match the profile. */
  PROFILE_MISMATCH: 400,
  /** Reactivation asked for an account that is not dormant. */
  NOT_DORMANT: 409,
  // Sign-up and verification codes (spec §8 "Sign-up")
  TERMS_NOT_AGREED: 400,
  EMAIL_IN_USE: 409,
  EMAIL_SAME: 400,
  EMAIL_CODE_MISMATCH: 400,
  /** Expired, already used, or voided after 5 wrong tries: send a new code. */
  EMAIL_CODE_EXPIRED: 400,
  EMAIL_CODE_NOT_VERIFIED: 400,
  EMAIL_CODE_DAILY_LIMIT: 429,
  PHONE_CODE_MISMATCH: 400,
  PHONE_CODE_EXPIRED: 400,
  PHONE_CODE_NOT_VERIFIED: 400,
  PHONE_CODE_DAILY_LIMIT: 429,
  PHONE_SAME: 400,
  /** Find e-mail: no account uses the verified phone. */
  ACCOUNT_NOT_FOUND: 404,
  NICKNAME_IN_USE: 409,
  NICKNAME_NOT_ALLOWED: 400,
  /** Someone else is holding this nickname in a sign-up right now (spec §8 "too many nickname setters"). */
  NICKNAME_BUSY: 429,
  /** The duplicate check is missing, was for another nickname, or is older than 10 minutes. */
  NICKNAME_CHECK_REQUIRED: 400,
  /** The nickname was changed less than 30 days ago. */
  NICKNAME_CHANGE_TOO_SOON: 409,
  /** The current password given is wrong. */
  PASSWORD_MISMATCH: 400,
  /** The new password equals the current one. */
  PASSWORD_SAME: 400,
  /** The operation needs a password and this social-login member has none. */
  PASSWORD_NOT_SET: 400,
  // Social login
  SNS_PROVIDER_UNAVAILABLE: 404,
  /** The round trip's state does not match (stale tab, forged callback): start again. */
  SNS_STATE_MISMATCH: 400,
  /** The social accessToken is unknown, used or older than 30 minutes. */
  SNS_TOKEN_INVALID: 401,
  /** The provider refused or could not be reached. */
  SNS_ERROR: 502,
  /** This social account is already linked to a member. */
  SNS_ALREADY_LINKED: 409,
  // Catalogue (leagues, games, VOD, channels, news, search)
  GAME_TYPE_NOT_FOUND: 404,
  LEAGUE_NOT_FOUND: 404,
  SEASON_NOT_FOUND: 404,
  ROUND_NOT_FOUND: 404,
  TEAM_NOT_FOUND: 404,
  GAME_NOT_FOUND: 404,
  VOD_NOT_FOUND: 404,
  ORIGIN_NOT_FOUND: 404,
  THEME_NOT_FOUND: 404,
  NEWS_NOT_FOUND: 404,
  // Schedule, favourites, reservations, popups, push
  /** Already 5 favourite teams (or 5 leagues): remove one first. */
  FAVORITE_LIMIT_REACHED: 409,
  /** PUT /favorite/{key}/{id} on a team or league that is not a favourite. */
  FAVORITE_NOT_FOUND: 404,
  /** This team, league or live is already reserved (the client refreshes its list). */
  RESERVATION_EXISTS: 409,
  /** The live already began or ended: it can no longer be reserved (the client refreshes its list). */
  RESERVATION_CLOSED: 408,
  /** No such reservation of this member (the client counts a removal as done). */
  RESERVATION_NOT_FOUND: 404,
  POPUP_NOT_FOUND: 404,
  CHANNEL_NOT_FOUND: 404,
  LIVE_NOT_FOUND: 404,
  ALERT_NOT_FOUND: 404,
  /** The push subscription's endpoint or keys are not usable. */
  PUSH_SUBSCRIPTION_INVALID: 400,
  // Playback (spec §4, §6)
  /** A paid VOD without a preview clip, for a member without VOD scope: buy a pass. */
  PASS_REQUIRED: 403,
  /**
   * The video exists but has no media to serve (its encoding failed, or the pipeline has none): not
   * found, and not worth retrying — the player shows "video cannot be played".
   */
  VIDEO_UNAVAILABLE: 404,
  // Media origin (/media/<token>/…): the player asks for fresh playback data, or shows the error
  /** A /media request without its playback token. */
  MEDIA_TOKEN_MISSING: 403,
  /** The playback token is malformed, tampered with or signed by another key. */
  MEDIA_TOKEN_INVALID: 403,
  /** The playback token's lifetime is over: ask for fresh playback data. */
  MEDIA_TOKEN_EXPIRED: 403,
  /** The session the token was signed for ended (logout, a login elsewhere, password change…). */
  MEDIA_SESSION_ENDED: 403,
  /** The token does not open this content, or this rendition (above the pass's quality). */
  MEDIA_FORBIDDEN: 403,
  /** A valid token, but no such file or stream (not encoded yet, off air, or never there). */
  MEDIA_NOT_FOUND: 404,
  // Passes and billing (spec §8 "Payment", "Coupons"; issue 11)
  /** No pass product with this service id. */
  PASS_NOT_FOUND: 404,
  /** The member already holds a pass: change it (/purchase/change) rather than buy another. */
  PASS_ALREADY_HELD: 409,
  /** A cancelled pass still runs: a lower pass can be bought once it has expired (spec §4). */
  LOWER_PASS_AFTER_EXPIRY: 409,
  /** The first purchase needs the e-mail code of spec §9 checked first. */
  PURCHASE_VERIFICATION_REQUIRED: 403,
  /** The purchase code is wrong. */
  PURCHASE_CODE_MISMATCH: 400,
  /** The purchase code is older than 30 minutes, used, or voided by wrong tries: send a new one. */
  PURCHASE_CODE_EXPIRED: 400,
  ORDER_NOT_FOUND: 404,
  /** The idempotency key was used for a different order. */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The payment was not approved (spec §8 "approval failed"). */
  PAYMENT_FAILED: 402,
  /** The provider cannot be reached or answered an error: nothing was charged; try again. */
  PAYMENT_PROVIDER_ERROR: 502,
  /** The provider's notification has a bad or stale signature: ignored. */
  WEBHOOK_SIGNATURE_INVALID: 400,
  /** The member holds no subscription to change, cancel, pause or resume. */
  NO_SUBSCRIPTION: 404,
  /** The change asked for is the pass already held (or already scheduled). */
  CHANGE_SAME_PASS: 409,
  /** Annual passes cannot be changed (spec §6). */
  ANNUAL_CANNOT_CHANGE: 409,
  /** Passes bought in a mobile app store must be changed in that store (spec §6). */
  APP_STORE_CHANGE_IN_STORE: 409,
  /** Carrier-billed passes cannot be changed (spec §6, §8). */
  CARRIER_CANNOT_CHANGE: 409,
  /** No pass change on the automatic payment day (spec §8). */
  CHANGE_ON_PAYMENT_DAY: 409,
  /** Changes are allowed only until one day before the scheduled date (spec §8). */
  CHANGE_DEADLINE_PASSED: 409,
  /** No change is scheduled. */
  NO_SCHEDULED_CHANGE: 404,
  /** The pass is already cancelled, ended or not cancellable now. */
  CANCEL_NOT_ALLOWED: 409,
  /** Only a cancelled pass whose period still runs can be restored. */
  RESTORE_NOT_ALLOWED: 409,
  /** The pass cannot be paused now (not in use, already paused, not paid by card here, a change scheduled). */
  PAUSE_NOT_ALLOWED: 409,
  /** Only a paused pass can be resumed. */
  RESUME_NOT_ALLOWED: 409,
  /** The code does not exist, or belongs to the other page (a campaign code as a coupon). */
  COUPON_INVALID: 404,
  /** The code was already used (by this member, or a single-use code by anyone; a shared code's limit reached). */
  COUPON_ALREADY_USED: 409,
  /** The code's validity is over. */
  COUPON_EXPIRED: 410,
  /** The code's validity has not begun (spec §8 "not in valid time"). */
  COUPON_NOT_IN_VALID_TIME: 409,
  /** A promotion of the same kind is already registered or used (spec §8 "conflicting or duplicate promotion"). */
  COUPON_CONFLICT: 409,
  /** This code is for members without a pass (spec §8 "not allowed while holding a pass"). */
  COUPON_PASS_HELD: 409,
  /** The coupon chosen for an order is not the member's, already used, or not for this pass. */
  COUPON_NOT_APPLICABLE: 409,
  // Live chat (spec §8); a send refused on the socket carries the same code (chat.ts)
  /** 5 messages in 10 s, then 30 s before the next (decisions.md). */
  CHAT_TOO_MANY_MESSAGES: 429,
  CHAT_FORBIDDEN_WORD: 400,
  /** The message breaks the chat policy (control characters, nothing readable, a notice too long). */
  CHAT_POLICY_VIOLATION: 400,
  CHAT_URL_BLOCKED: 400,
  /** Blank or over 100 characters. */
  CHAT_MESSAGE_INVALID: 400,
  CHAT_MUTED: 403,
  CHAT_BANNED: 403,
  /** Writing needs a pass (spec §6); reading does not. */
  CHAT_PASS_REQUIRED: 403,
  CHAT_RULES_NOT_AGREED: 403,
  CHAT_NICKNAME_REQUIRED: 403,
  /** The room opens 30 minutes before the live begins. */
  CHAT_NOT_CREATED: 409,
  CHAT_PAUSED: 409,
  /** The live is over. */
  CHAT_ENDED: 409,
  /** An operator stopped the chat. */
  CHAT_STOPPED: 409,
  /** This content has no chat. */
  CHAT_UNAVAILABLE: 404,
  /** A send to a room the socket has not joined. */
  CHAT_NOT_JOINED: 409,
  CHAT_MESSAGE_NOT_FOUND: 404,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorCodes;
export const errorCodeList = Object.keys(errorCodes) as ErrorCode[];

export function statusOf(code: ErrorCode): number {
  return errorCodes[code];
}
