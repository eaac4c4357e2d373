import { z } from 'zod';
import { CONTENT_TYPES, RENDITION_IDS } from './playback.js';

// ── Video info and playback data (spec §3 "Video info", §7 GET /{type}/{id}, GET /play/live/{playUid}) ──

/** Path of GET /{type}/{id}: a VOD, a live, or (our addition) a TV channel. */
export const videoParamsSchema = z.object({ id: z.coerce.number<number>().int().positive() });

/** Path of GET /play/live/{playUid}: the playback data of a bypass live (spec §4 live bypass rule). */
export const playUidParamsSchema = z.object({ playUid: z.string().min(1).max(80) });

/**
 * What the player needs to play one stream for this member, decided by the contract's `entitlementOf`:
 * - `mode`: `full`, `clip` (a paid VOD's preview clip for a member without VOD scope) or `timed` (a
 *   paid live or a channel without LIVE/CH scope: `previewSeconds`, then "preview ended");
 * - `state`: `ready`, or `preparing` while the media pipeline is still encoding this VOD (`progress`
 *   0–1): the player shows "being prepared" and asks again, it is not an error;
 * - `url`: the master playlist, signed for this member's session, this stream and `maxQuality`, until
 *   `expiresAt` — the player asks for fresh playback data before then;
 * - `renditions`: the ladder rungs the pass allows (the quality menu lists these; 1080p60 missing means
 *   the upgrade prompt);
 * - `live`: a live edge stream (lives and channels), with `dvrSeconds` of rewind behind it;
 * - `thumbnailsUrl`: a WebVTT track of seek-bar thumbnails (VOD), `posterUrl` the first picture;
 * - `resumeAt`: where this member left this VOD last time (continue watching), in seconds, or null.
 */
export const playbackSchema = z.object({
  mode: z.enum(['full', 'clip', 'timed']),
  state: z.enum(['ready', 'preparing']),
  progress: z.number().min(0).max(1).nullable(),
  url: z.string().nullable(),
  expiresAt: z.iso.datetime({ offset: true }).nullable(),
  maxQuality: z.enum(RENDITION_IDS),
  renditions: z.array(z.enum(RENDITION_IDS)),
  previewSeconds: z.number().int().positive().nullable(),
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
  gameInfoId: z.number().int().nullable(),
  statId: z.number().int().nullable(),
  title: z.string(),
  playback: playbackSchema.nullable(),
});
export type VideoInfo = z.infer<typeof videoInfoSchema>;

export const videoInfoResponse = z.object({ data: videoInfoSchema });
export const playbackResponse = z.object({ data: playbackSchema });

/** PUT /vod/{id}/position: where the member is in a VOD (continue watching), sent now and then while it plays. */
export const positionBodySchema = z.object({
  seconds: z
    .number()
    .nonnegative()
    .max(24 * 3600),
  duration: z
    .number()
    .positive()
    .max(24 * 3600),
});
