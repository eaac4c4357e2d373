import { createHmac, timingSafeEqual } from 'node:crypto';
import { type ErrorCode, RENDITION_IDS, type RenditionId } from '@kickoff/contract';
import { z } from 'zod';

/**
 * The signed token of a playback URL (ARCHITECTURE.md "How video flows"): it binds one member's
 * session, one stream and the highest rendition their pass allows, until it expires. The media origin
 * checks it on every playlist and segment with an HMAC and no database call.
 *
 * Wire form: `<claims>.<mac>`, both base64url: the claims as JSON, the mac HMAC-SHA256 over the
 * claims' base64url text with a key derived from SESSION_SECRET. It sits in the URL path
 * (`/media/<token>/<stream>/…`) so that the relative URIs inside playlists carry it to every
 * segment; a CDN strips that path segment from its cache key (README, "A CDN in front").
 */
export const playbackClaimsSchema = z.strictObject({
  /** The member. */
  u: z.number().int().positive(),
  /** Their session's id (the session table's id, never the cookie's token). */
  s: z.string().min(1).max(100),
  /**
   * The stream: `vod/<assetId>` (a VOD's video or its preview clip), `live/<liveId>` or
   * `channel/<channelId>`. Every path the token opens starts with it.
   */
  p: z.string().regex(/^(vod\/[A-Za-z0-9_-]{1,80}|live\/\d{1,10}|channel\/\d{1,10})$/),
  /** The highest rendition allowed. */
  q: z.enum(RENDITION_IDS),
  /** Issued and expires, in seconds since the epoch. */
  i: z.number().int().nonnegative(),
  e: z.number().int().positive(),
});
export type PlaybackClaims = z.infer<typeof playbackClaimsSchema>;

/** Why a token was refused: the media origin answers 403 with one of these codes. */
export type TokenRefusal = Extract<
  ErrorCode,
  'MEDIA_TOKEN_MISSING' | 'MEDIA_TOKEN_INVALID' | 'MEDIA_TOKEN_EXPIRED'
>;

/**
 * The longest a token may live. The origin remembers an ended session for this long after its end
 * (revocation, media/ended-sessions.ts): no token signed before the end outlives it. A token claiming
 * a longer life is refused as invalid.
 */
export const PLAYBACK_TOKEN_MAX_SECONDS = 6 * 60 * 60;

export type TokenCheck = { ok: true; claims: PlaybackClaims } | { ok: false; code: TokenRefusal };

export interface PlaybackTokens {
  /** Signs at `now` (the injected clock) for `ttlSeconds` (at most PLAYBACK_TOKEN_MAX_SECONDS). */
  sign(
    claims: Omit<PlaybackClaims, 'i' | 'e'>,
    ttlSeconds: number,
    now: Date,
  ): { token: string; expiresAt: Date };
  /** Checks the MAC (constant time), the shape and the expiry at `now`. */
  verify(token: string | undefined, now: Date): TokenCheck;
}

const b64 = (data: Buffer | string) => Buffer.from(data).toString('base64url');

/** Tokens signed with a key derived from `secret` (SESSION_SECRET), so that no other value signs them. */
export function createPlaybackTokens(secret: string): PlaybackTokens {
  const key = createHmac('sha256', secret).update('kickoff/media-token/v1').digest();
  const macOf = (payload: string) => createHmac('sha256', key).update(payload).digest();

  return {
    sign(claims, ttlSeconds, now) {
      if (!(ttlSeconds > 0 && ttlSeconds <= PLAYBACK_TOKEN_MAX_SECONDS)) {
        throw new RangeError(
          `a playback token lives 1 to ${PLAYBACK_TOKEN_MAX_SECONDS} s, not ${ttlSeconds}`,
        );
      }
      const issued = Math.floor(now.getTime() / 1000);
      const full: PlaybackClaims = { ...claims, i: issued, e: issued + ttlSeconds };
      const payload = b64(JSON.stringify(full));
      return { token: `${payload}.${b64(macOf(payload))}`, expiresAt: new Date(full.e * 1000) };
    },

    verify(token, now) {
      if (!token) return { ok: false, code: 'MEDIA_TOKEN_MISSING' };
      const dot = token.indexOf('.');
      if (dot <= 0 || token.length > 1024) return { ok: false, code: 'MEDIA_TOKEN_INVALID' };
      const payload = token.slice(0, dot);
      const given = Buffer.from(token.slice(dot + 1), 'base64url');
      const expected = macOf(payload);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        return { ok: false, code: 'MEDIA_TOKEN_INVALID' };
      }
      let claims: PlaybackClaims;
      try {
        const parsed = playbackClaimsSchema.safeParse(
          JSON.parse(Buffer.from(payload, 'base64url').toString()),
        );
        if (!parsed.success || parsed.data.e - parsed.data.i > PLAYBACK_TOKEN_MAX_SECONDS) {
          return { ok: false, code: 'MEDIA_TOKEN_INVALID' };
        }
        claims = parsed.data;
      } catch {
        return { ok: false, code: 'MEDIA_TOKEN_INVALID' };
      }
      if (claims.e * 1000 <= now.getTime()) return { ok: false, code: 'MEDIA_TOKEN_EXPIRED' };
      return { ok: true, claims };
    },
  };
}

/** Whether `claims` open this path of the origin (`vod/<id>/720p30/seg-00001.m4s`) at that rendition. */
export function claimsOpen(
  claims: PlaybackClaims,
  streamPath: string,
  rendition: RenditionId | null,
): boolean {
  if (streamPath !== claims.p && !streamPath.startsWith(`${claims.p}/`)) return false;
  if (rendition === null) return true;
  return RENDITION_IDS.indexOf(rendition) <= RENDITION_IDS.indexOf(claims.q);
}
