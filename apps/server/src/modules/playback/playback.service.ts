import {
  type ContentType,
  decodeScope,
  type Entitlement,
  entitlementOf,
  LIMITS,
  type Locale,
  type Playback,
  renditionsUpTo,
  type VideoInfo,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { type PlaybackTokens, playbackClaimsSchema } from '../../media/playback-token.js';
import { AppError } from '../../shared/app-error.js';
import { localize } from '../../shared/locale.js';
import type { MemberAccess, PassService } from '../passes/index.js';
import { type MediaAssets, secondsOf } from './media-assets.js';
import type { LiveRow, PlaybackRepo } from './playback.repo.js';
import type { PositionRepo } from './positions.repo.js';
import type { PreviewService } from './previews.service.js';

/** Who is asking: the member, the session the URL is signed for, the language of the title. */
export interface PlaybackViewer {
  userId: number;
  /** The session table's id (never the cookie's token): the token's `s` claim. */
  sessionId: string;
  locale: Locale;
}

/** One stream to play: a VOD (its video, or its preview clip), a live or a channel. */
type Stream =
  | { type: 'vod'; id: number; free: boolean; videoId: string | null; clipId: string | null }
  | { type: 'live'; id: number; free: boolean; videoId: string | null }
  | { type: 'channel'; id: number; videoId: string | null };

/** Where the media origin serves the streams (`/media/<token>/<streamPath>/…`). */
const MEDIA_PREFIX = '/media';
const HOUR = 60 * 60;

export const unavailable = () =>
  new AppError('VIDEO_UNAVAILABLE', 'This video cannot be played: its media is missing or failed.');

/**
 * How long a playback token lasts, in seconds: LIMITS.playbackTokenHours (the player asks for fresh
 * playback data before `expiresAt`); a timed preview's only what is left of its preview
 * (`previewSeconds`) and a margin; and never past the end of the pass it was signed under, so a lapsed
 * pass's quality does not outlive it.
 */
export function tokenSecondsOf(decision: Entitlement, passUntil: Date | null, now: Date): number {
  let seconds =
    decision.mode === 'timed'
      ? decision.previewSeconds + LIMITS.previewTokenMarginSeconds
      : LIMITS.playbackTokenHours * HOUR;
  if (passUntil) seconds = Math.min(seconds, Math.floor((passUntil.getTime() - now.getTime()) / 1000));
  return Math.max(1, seconds);
}

/**
 * Video info and playback data (spec §3 video info, §4 live bypass and VOD preview, §7 GET /{type}/{id}
 * and GET /play/live/{playUid}): the one entitlement rule of the contract decides what this member may
 * play — full, the preview clip, a timed preview or nothing — from the scope of the pass they hold at
 * this very request (read fresh, so a pass changed mid-session counts at the next call); the media
 * pipeline says whether the asset is ready; the URL is signed for this member, session, stream and
 * top quality. A timed preview plays what is left of it (previews.service.ts): its first playable
 * request starts it, and once it is used up the answer is `previewEnded` with no URL.
 */
export function createPlaybackService({
  content,
  positions,
  passes,
  previews,
  media,
  tokens,
  clock,
}: {
  content: PlaybackRepo;
  positions: Pick<PositionRepo, 'position'>;
  passes: Pick<PassService, 'scopeOf'>;
  previews: Pick<PreviewService, 'secondsLeft'>;
  media: MediaAssets;
  tokens: Pick<PlaybackTokens, 'sign'>;
  clock: Clock;
}) {
  const decide = (stream: Stream, access: MemberAccess): Exclude<Entitlement, { mode: 'denied' }> => {
    const decision = entitlementOf(
      { scope: decodeScope(access.scope) },
      {
        type: stream.type,
        free: stream.type !== 'channel' && stream.free,
        hasClip: stream.type === 'vod' && stream.clipId !== null,
      },
    );
    if (decision.mode === 'denied') {
      throw decision.reason === 'PASS_REQUIRED'
        ? new AppError('PASS_REQUIRED', 'This video needs a pass.')
        : new AppError('UNAUTHORIZED', 'Login required');
    }
    return decision;
  };

  async function playbackOf(stream: Stream, viewer: PlaybackViewer): Promise<Playback> {
    const access = await passes.scopeOf(viewer.userId);
    const decision = decide(stream, access);
    const assetId =
      stream.type === 'vod' ? (decision.mode === 'clip' ? stream.clipId : stream.videoId) : stream.videoId;
    // a VOD streams its asset; a live or a channel its live packager's window of its asset
    const streamPath = stream.type === 'vod' ? `vod/${assetId}` : `${stream.type}/${stream.id}`;
    if (!assetId || !playbackClaimsSchema.shape.p.safeParse(streamPath).success) throw unavailable();

    const asset = await media.stateOf(assetId);
    if (asset.state === 'failed' || asset.state === 'missing') throw unavailable();
    // what is left of a timed preview; only a request that can play starts it
    const previewSeconds =
      decision.mode === 'timed' && stream.type !== 'vod'
        ? await previews.secondsLeft(viewer.userId, stream, decision.previewSeconds, {
            start: asset.state === 'ready',
          })
        : null;
    const live = stream.type !== 'vod';
    const common = {
      mode: decision.mode,
      maxQuality: decision.maxQuality,
      previewSeconds,
      live,
      dvrSeconds: live ? LIMITS.liveDvrHours * HOUR : null,
    };
    const nothingToPlay = {
      url: null,
      expiresAt: null,
      renditions: [],
      durationSeconds: null,
      posterUrl: null,
      thumbnailsUrl: null,
      resumeAt: null,
    };
    if (previewSeconds === 0) return { ...common, state: 'previewEnded', progress: null, ...nothingToPlay };
    if (asset.state === 'preparing') {
      return {
        ...common,
        state: 'preparing',
        progress: Math.min(1, Math.max(0, asset.progress)),
        ...nothingToPlay,
      };
    }

    const renditions = renditionsUpTo(decision.maxQuality)
      .map((r) => r.id)
      .filter((id) => asset.manifest.renditions.includes(id));
    if (renditions.length === 0) throw unavailable();
    const now = clock.now();
    const { token, expiresAt } = tokens.sign(
      { u: viewer.userId, s: viewer.sessionId, p: streamPath, q: decision.maxQuality },
      tokenSecondsOf(
        decision.mode === 'timed' && previewSeconds !== null ? { ...decision, previewSeconds } : decision,
        access.until,
        now,
      ),
      now,
    );
    const base = `${MEDIA_PREFIX}/${token}/${streamPath}`;
    const position =
      stream.type === 'vod' && decision.mode === 'full'
        ? await positions.position(viewer.userId, stream.id)
        : null;
    return {
      ...common,
      state: 'ready',
      progress: null,
      url: `${base}/master.m3u8`,
      expiresAt: expiresAt.toISOString(),
      renditions,
      durationSeconds: live ? null : secondsOf(asset),
      posterUrl: live ? null : `${base}/poster.jpg`,
      thumbnailsUrl: live ? null : `${base}/thumbs.vtt`,
      resumeAt: position?.resumeAt ?? null,
    };
  }

  const liveStream = (row: LiveRow): Stream => ({
    type: 'live',
    id: row.id,
    free: row.free,
    videoId: row.videoId,
  });

  return {
    /** GET /{type}/{id}: the video info of spec §3 with this member's playback data. */
    async videoInfo(type: ContentType, id: number, viewer: PlaybackViewer): Promise<VideoInfo> {
      const common = { type, id, bypass: false, playUid: null, statId: null };
      if (type === 'vod') {
        const row = await content.vod(id);
        if (!row) throw new AppError('VOD_NOT_FOUND', 'This video does not exist.');
        const stream: Stream = { type, id, free: row.free, videoId: row.videoId, clipId: row.clipId };
        return {
          ...common,
          videoId: row.videoId,
          clipId: row.clipId,
          free: row.free,
          gameInfoId: row.gameId,
          title: localize(row.title, viewer.locale),
          playback: await playbackOf(stream, viewer),
        };
      }
      if (type === 'live') {
        const row = await content.live(id);
        if (!row) throw new AppError('LIVE_NOT_FOUND', 'This live does not exist.');
        // spec §4: a bypass live with a playUid gets its playback data from GET /play/live/{playUid}
        const bypass = row.bypass && row.playUid !== null;
        return {
          ...common,
          videoId: row.videoId,
          clipId: null,
          free: row.free,
          bypass,
          playUid: row.playUid,
          gameInfoId: row.gameId,
          title: localize(row.title, viewer.locale),
          playback: bypass ? null : await playbackOf(liveStream(row), viewer),
        };
      }
      const row = await content.channel(id);
      if (!row) throw new AppError('CHANNEL_NOT_FOUND', 'This channel does not exist.');
      return {
        ...common,
        videoId: row.videoId,
        clipId: null,
        free: false,
        gameInfoId: null,
        title: localize(row.name, viewer.locale),
        playback: await playbackOf({ type, id, videoId: row.videoId }, viewer),
      };
    },

    /** GET /play/live/{playUid}: the playback data of a bypass live; an unknown playUid is 404. */
    async bypassPlayback(playUid: string, viewer: PlaybackViewer): Promise<Playback> {
      const row = await content.bypassLive(playUid);
      if (!row) throw new AppError('LIVE_NOT_FOUND', 'No live plays under this playUid.');
      return playbackOf(liveStream(row), viewer);
    },
  };
}
