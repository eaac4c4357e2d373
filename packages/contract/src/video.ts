import { z } from 'zod';
import { vodItemSchema } from './catalogue-items.js';
import { envelope, isoDateTime } from './common.js';
import { LIMITS } from './limits.js';
import { CONTENT_TYPES, RENDITION_IDS } from './playback.js';

// ── Video info and playback data (spec §3 "Video info", §7 GET /{type}/{id}, GET /play/live/{playUid}) ──

/** Path of GET /{type}/{id}: a VOD, a live, or (our addition) a TV channel (ids are PostgreSQL integers). */
export const videoParamsSchema = z.object({
  id: z.coerce.number<number>().int().positive().max(2_147_483_647),
});

/** Path of GET /play/live/{playUid}: the playback data of a bypass live (spec §4 live bypass rule). */
export const playUidParamsSchema = z.object({ playUid: z.string().min(1).max(80) });

/**
 * What the player needs to play one stream for this member, decided by the contract's `entitlementOf`:
 * - `mode`: `full`, `clip` (a paid VOD's preview clip for a member without VOD scope) or `timed` (a
 *   paid live or a channel without LIVE/CH scope: `previewSeconds`, then "preview ended");
 * - `state`: `ready`; `preparing` while the media pipeline is still encoding this VOD (`progress`
 *   0–1): the player shows "being prepared" and asks again, it is not an error; or `previewEnded`
 *   when this member's timed preview of this content is used up: the player shows "preview ended"
 *   with the upgrade prompt at once, not an error (a `timed` answer only, `previewSeconds` 0). In
 *   both, `url`, `expiresAt`, the picture URLs and `durationSeconds` are null and `renditions`
 *   empty. Media that failed or is missing answers 404 VIDEO_UNAVAILABLE instead;
 * - `previewSeconds` (`timed` only, else null): what is left of the member's timed preview at this
 *   answer. The server keeps when each preview began (once per live, once per channel per Tokyo
 *   day), so a reload, another browser or another device gets what remains, not a fresh preview;
 * - `url`: the master playlist `/media/<token>/<stream>/master.m3u8`, signed for this member's session,
 *   this stream and `maxQuality`, until `expiresAt` (LIMITS.playbackTokenHours, what is left of a
 *   timed preview and a margin, never past the end of the pass's paid period) — the player asks for
 *   fresh playback data before then;
 * - `renditions`: the ladder rungs the pass allows that the ladder has (the quality menu lists these;
 *   1080p60 missing means the upgrade prompt);
 * - `live`: a live edge stream (lives and channels), with `dvrSeconds` of rewind behind it;
 * - `durationSeconds`: the length of what plays (a VOD's video, or its clip), null for a live;
 * - `thumbnailsUrl`: a WebVTT track of seek-bar thumbnails (VOD), `posterUrl` the first picture;
 * - `resumeAt`: where this member left this VOD last time (continue watching), in seconds, or null
 *   (never for a clip; null once finished or when barely begun).
 */
export const playbackSchema = z.object({
  mode: z.enum(['full', 'clip', 'timed']),
  state: z.enum(['ready', 'preparing', 'previewEnded']),
  progress: z.number().min(0).max(1).nullable(),
  url: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  maxQuality: z.enum(RENDITION_IDS),
  renditions: z.array(z.enum(RENDITION_IDS)),
  previewSeconds: z.number().int().nonnegative().nullable(),
  live: z.boolean(),
  dvrSeconds: z.number().int().nonnegative().nullable(),
  durationSeconds: z.number().nonnegative().nullable(),
  posterUrl: z.string().nullable(),
  thumbnailsUrl: z.string().nullable(),
  resumeAt: z.number().nonnegative().nullable(),
});
export type Playback = z.infer<typeof playbackSchema>;

/**
 * Spec §3 video info: type, id, videoId, clipId, free, bypass, playUid, gameInfoId, statId — plus the
 * title the player shows and `playback` (null for a bypass live: its playback data comes from GET
 * /play/live/{playUid}, spec §4).
 */
export const videoInfoSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.number().int().positive(),
  videoId: z.string().nullable(),
  clipId: z.string().nullable(),
  free: z.boolean(),
  bypass: z.boolean(),
  playUid: z.string().nullable(),
  /** The game of the VOD or live (null for a channel, a programme or the news). */
  gameInfoId: z.number().int().nullable(),
  /** A match-statistics feed's id: no feed exists, so always null. */
  statId: z.number().int().nullable(),
  title: z.string(),
  playback: playbackSchema.nullable(),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

export const videoInfoResponse = envelope(videoInfoSchema);
export const playbackResponse = envelope(playbackSchema);

// ── Continue watching: the position of each VOD, per member ───────────────────────────────────

/**
 * How far a member got into a VOD, by the one rule of continue watching (LIMITS.continueWatching):
 * `finished` within the last 5 % (the next open starts over and the VOD leaves the rail); `resumeAt`
 * the second to start from next time, null when finished or not really started (under 10 s).
 */
export function watchProgressOf(
  seconds: number,
  durationSeconds: number,
): { finished: boolean; resumeAt: number | null } {
  const { finishedRatio, minSeconds } = LIMITS.continueWatching;
  const at = Math.min(Math.max(0, seconds), durationSeconds);
  const finished = durationSeconds > 0 && at >= durationSeconds * finishedRatio;
  return { finished, resumeAt: finished || at < minSeconds ? null : at };
}

/**
 * PUT /vod/{id}/position: where the player is (`seconds`) in a VOD of `duration` seconds, as the
 * player's media says (the catalogue's running time is the programme's, not the file's). The player
 * sends it every few seconds while playing and when it stops; a position past the end counts as the end.
 */
export const positionBodySchema = z.object({
  seconds: z.number().nonnegative().max(86_400),
  duration: z.number().positive().max(86_400),
});
export const vodPositionSchema = z.object({
  vodId: z.number().int().positive(),
  seconds: z.number().nonnegative(),
  durationSeconds: z.number().positive(),
  finished: z.boolean(),
  updatedAt: isoDateTime,
});
export type VodPosition = z.infer<typeof vodPositionSchema>;
export const vodPositionResponse = envelope(vodPositionSchema);

/**
 * GET /continue: the member's unfinished VODs, the one watched last first
 * (LIMITS.continueWatching.railItems at most): the catalogue's VOD item plus where to resume,
 * how far along it is (0–1, for the bar under the thumbnail) and when it was watched.
 */
export const continueItemSchema = vodItemSchema.extend({
  resumeAt: z.number().nonnegative(),
  progress: z.number().min(0).max(1),
  watchedAt: isoDateTime,
});
export type ContinueItem = z.infer<typeof continueItemSchema>;
export const continueResponse = envelope(z.array(continueItemSchema));
