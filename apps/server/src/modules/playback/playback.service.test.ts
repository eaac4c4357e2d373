import { LIMITS, type Pass, scopeOfPass, serviceIdOf } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock.js';
import { createPlaybackTokens, type PlaybackClaims } from '../../media/playback-token.js';
import { AppError } from '../../shared/app-error.js';
import type { MemberAccess } from '../passes/index.js';
import { memoryAssets, readyAsset } from './media-assets.js';
import type { ChannelRow, LiveRow, PlaybackRepo, VodRow } from './playback.repo.js';
import { createPlaybackService, type PlaybackViewer, tokenSecondsOf } from './playback.service.js';
import type { PositionRow } from './positions.repo.js';
import { memoryPreviews } from './previews.repo.js';
import { createPreviewService } from './previews.service.js';

const NOW = '2026-11-23T03:00:00.000Z';
const SECRET = 'a-session-secret-of-at-least-32-characters';
const ALL = ['360p30', '720p30', '1080p60'] as const;
const title = (en: string) => ({ ja: `${en} ja`, ko: `${en} ko`, en });

const vods: VodRow[] = [
  { id: 1, title: title('Paid with clip'), free: false, videoId: 'v-paid', clipId: 'v-clip', gameId: 7 },
  { id: 2, title: title('Paid, no clip'), free: false, videoId: 'v-noclip', clipId: null, gameId: null },
  { id: 3, title: title('Free'), free: true, videoId: 'v-free', clipId: null, gameId: null },
  { id: 4, title: title('No media'), free: true, videoId: null, clipId: null, gameId: null },
  { id: 5, title: title('Bad asset name'), free: true, videoId: 'a/b', clipId: null, gameId: null },
];
const live = (row: Partial<LiveRow> & { id: number }): LiveRow => ({
  title: title(`Live ${row.id}`),
  free: false,
  videoId: 'demo-live-football',
  playUid: null,
  bypass: false,
  gameId: 70,
  ...row,
});
const lives: LiveRow[] = [
  live({ id: 10 }),
  live({ id: 11, free: true }),
  live({ id: 12, playUid: 'seiran-12', bypass: true, videoId: 'demo-live-golf' }),
  // a playUid without bypass plays as a standard live (spec §4 needs both)
  live({ id: 13, playUid: 'other-13', bypass: false }),
];
const channels: ChannelRow[] = [{ id: 20, name: title('Channel'), videoId: 'demo-channel-sports' }];

const content: PlaybackRepo = {
  vod: async (id) => vods.find((v) => v.id === id) ?? null,
  live: async (id) => lives.find((l) => l.id === id) ?? null,
  bypassLive: async (uid) => lives.find((l) => l.playUid === uid && l.bypass) ?? null,
  channel: async (id) => channels.find((c) => c.id === id) ?? null,
};

/** A member holding `pass` (null: free) until `until`. */
const accessOf = (pass: Pass | null, until = '2026-12-10T03:00:00.000Z'): MemberAccess =>
  pass
    ? { scope: scopeOfPass(pass), serviceId: serviceIdOf(pass, 'monthly'), pass, until: new Date(until) }
    : { scope: scopeOfPass(null), serviceId: -1, pass: null, until: null };

function setup(initial: MemberAccess, positions: PositionRow[] = []) {
  let access = initial;
  const clock = fixedClock(NOW);
  const previews = memoryPreviews();
  const tokens = createPlaybackTokens(SECRET);
  const media = memoryAssets({
    'v-paid': readyAsset(ALL, 5400),
    // the preview part of the same ladder: it plays the preview's 30 s
    'v-clip': {
      state: 'ready',
      part: 'preview',
      manifest: { renditions: [...ALL], durationSeconds: 5400, previewSeconds: 30 },
    },
    'v-noclip': readyAsset(ALL, 600),
    'v-free': readyAsset(['360p30', '720p30'], 300),
    'demo-live-football': readyAsset(ALL, 3600),
    'demo-live-golf': readyAsset(ALL, 3600),
    'demo-channel-sports': readyAsset(ALL, 3600),
  });
  const service = createPlaybackService({
    content,
    positions: {
      position: async (userId, vodId) =>
        positions.find((p) => p.userId === userId && p.vodId === vodId) ?? null,
    },
    passes: { scopeOf: async () => access },
    previews: createPreviewService({ previews, clock }),
    media,
    tokens,
    clock,
  });
  const viewer: PlaybackViewer = { userId: 42, sessionId: 'session-row-id', locale: 'en' };
  /** The claims of a playback URL, checked with the same secret at the clock. */
  const claimsOf = (url: string | null): PlaybackClaims => {
    const token = url?.split('/')[2];
    const check = tokens.verify(token, clock.now());
    if (!check.ok) throw new Error(`token refused: ${check.code}`);
    return check.claims;
  };
  /** The member's pass changes (bought, lapsed): read at the next call. */
  const hold = (next: MemberAccess) => {
    access = next;
  };
  return { service, viewer, media, clock, previews, claimsOf, hold };
}

const codeOf = async (pending: Promise<unknown>) => {
  try {
    await pending;
    return 'no error';
  } catch (error) {
    return error instanceof AppError ? `${error.code} ${error.status}` : String(error);
  }
};

const epoch = (iso: string) => Date.parse(iso) / 1000;

describe('playback service: VOD', () => {
  it('plays a paid VOD in full for premium: its video, every rendition, signed for member, session, stream and 1080p60', async () => {
    const position: PositionRow = {
      userId: 42,
      vodId: 1,
      seconds: 1234.5,
      durationSeconds: 5400,
      resumeAt: 1234.5,
      updatedAt: new Date(NOW),
    };
    const { service, viewer, claimsOf } = setup(accessOf('premium'), [position]);
    const info = await service.videoInfo('vod', 1, viewer);
    expect(info).toMatchObject({
      type: 'vod',
      id: 1,
      videoId: 'v-paid',
      clipId: 'v-clip',
      free: false,
      bypass: false,
      playUid: null,
      gameInfoId: 7,
      statId: null,
      title: 'Paid with clip',
    });
    const playback = info.playback!;
    expect(playback).toMatchObject({
      mode: 'full',
      state: 'ready',
      progress: null,
      maxQuality: '1080p60',
      renditions: ['360p30', '720p30', '1080p60'],
      previewSeconds: null,
      live: false,
      dvrSeconds: null,
      durationSeconds: 5400,
      resumeAt: 1234.5,
    });
    const token = playback.url!.split('/')[2];
    expect(playback.url).toBe(`/media/${token}/vod/v-paid/master.m3u8`);
    expect(playback.posterUrl).toBe(`/media/${token}/vod/v-paid/poster.jpg`);
    expect(playback.thumbnailsUrl).toBe(`/media/${token}/vod/v-paid/thumbs.vtt`);
    expect(claimsOf(playback.url)).toEqual({
      u: 42,
      s: 'session-row-id',
      p: 'vod/v-paid',
      q: '1080p60',
      i: epoch(NOW),
      e: epoch(NOW) + LIMITS.playbackTokenHours * 3600,
    });
    expect(playback.expiresAt).toBe('2026-11-23T07:00:00.000Z');
  });

  it('caps a basic member at 720p30: the renditions above are not listed, the token says so', async () => {
    const { service, viewer, claimsOf } = setup(accessOf('basic'));
    const playback = (await service.videoInfo('vod', 2, viewer)).playback!;
    expect(playback).toMatchObject({ mode: 'full', maxQuality: '720p30', renditions: ['360p30', '720p30'] });
    expect(claimsOf(playback.url)).toMatchObject({ p: 'vod/v-noclip', q: '720p30' });
    // no position kept: starts at the beginning
    expect(playback.resumeAt).toBeNull();
  });

  it('lists only the renditions both the pass and the ladder have', async () => {
    const { service, viewer, claimsOf } = setup(accessOf('premium'));
    const playback = (await service.videoInfo('vod', 3, viewer)).playback!;
    expect(playback.renditions).toEqual(['360p30', '720p30']);
    expect(claimsOf(playback.url).q).toBe('1080p60');
  });

  it("plays a paid VOD's preview clip to a free member (spec §4), never resuming", async () => {
    const position: PositionRow = {
      userId: 42,
      vodId: 1,
      seconds: 600,
      durationSeconds: 5400,
      resumeAt: 600,
      updatedAt: new Date(NOW),
    };
    const { service, viewer, claimsOf } = setup(accessOf(null), [position]);
    const playback = (await service.videoInfo('vod', 1, viewer)).playback!;
    expect(playback).toMatchObject({
      mode: 'clip',
      state: 'ready',
      maxQuality: '720p30',
      renditions: ['360p30', '720p30'],
      durationSeconds: 30,
      resumeAt: null,
    });
    expect(playback.url).toMatch(/^\/media\/[^/]+\/vod\/v-clip\/master\.m3u8$/);
    expect(claimsOf(playback.url)).toMatchObject({ p: 'vod/v-clip', q: '720p30' });
  });

  it('refuses a paid VOD without a clip to a free member (403 PASS_REQUIRED), plays a free one in full', async () => {
    const { service, viewer } = setup(accessOf(null));
    expect(await codeOf(service.videoInfo('vod', 2, viewer))).toBe('PASS_REQUIRED 403');
    const free = (await service.videoInfo('vod', 3, viewer)).playback!;
    expect(free).toMatchObject({ mode: 'full', maxQuality: '720p30' });
  });

  it('answers preparing with the progress while the ladder is encoded, not an error', async () => {
    const { service, viewer, media } = setup(accessOf('premium'));
    media.set('v-paid', { state: 'preparing', progress: 0.4 });
    const playback = (await service.videoInfo('vod', 1, viewer)).playback!;
    expect(playback).toEqual({
      mode: 'full',
      state: 'preparing',
      progress: 0.4,
      url: null,
      expiresAt: null,
      maxQuality: '1080p60',
      renditions: [],
      previewSeconds: null,
      live: false,
      dvrSeconds: null,
      durationSeconds: null,
      posterUrl: null,
      thumbnailsUrl: null,
      resumeAt: null,
    });
  });

  it('answers 404 VIDEO_UNAVAILABLE for a failed, missing or unnamed asset, 404 for an unknown VOD', async () => {
    const { service, viewer, media } = setup(accessOf('premium'));
    media.set('v-paid', { state: 'failed' });
    expect(await codeOf(service.videoInfo('vod', 1, viewer))).toBe('VIDEO_UNAVAILABLE 404');
    media.set('v-paid', { state: 'missing' });
    expect(await codeOf(service.videoInfo('vod', 1, viewer))).toBe('VIDEO_UNAVAILABLE 404');
    expect(await codeOf(service.videoInfo('vod', 4, viewer))).toBe('VIDEO_UNAVAILABLE 404');
    // an asset id the media URLs cannot carry is never signed
    expect(await codeOf(service.videoInfo('vod', 5, viewer))).toBe('VIDEO_UNAVAILABLE 404');
    expect(await codeOf(service.videoInfo('vod', 999, viewer))).toBe('VOD_NOT_FOUND 404');
  });
});

describe('playback service: lives and channels', () => {
  it('plays a paid live in full with a pass: the live stream, a 2-hour DVR window', async () => {
    const { service, viewer, claimsOf } = setup(accessOf('basic'));
    const info = await service.videoInfo('live', 10, viewer);
    expect(info).toMatchObject({
      type: 'live',
      id: 10,
      videoId: 'demo-live-football',
      clipId: null,
      gameInfoId: 70,
    });
    const playback = info.playback!;
    expect(playback).toMatchObject({
      mode: 'full',
      live: true,
      dvrSeconds: LIMITS.liveDvrHours * 3600,
      durationSeconds: null,
      posterUrl: null,
      thumbnailsUrl: null,
      resumeAt: null,
      renditions: ['360p30', '720p30'],
    });
    expect(playback.url).toMatch(/^\/media\/[^/]+\/live\/10\/master\.m3u8$/);
    expect(claimsOf(playback.url)).toMatchObject({ u: 42, s: 'session-row-id', p: 'live/10', q: '720p30' });
  });

  it('gives a free member a timed preview of a paid live, its token lasting the preview and a margin', async () => {
    const { service, viewer, claimsOf } = setup(accessOf(null));
    const playback = (await service.videoInfo('live', 10, viewer)).playback!;
    expect(playback).toMatchObject({ mode: 'timed', previewSeconds: LIMITS.livePreviewSeconds, live: true });
    const claims = claimsOf(playback.url);
    expect(claims.e - claims.i).toBe(LIMITS.livePreviewSeconds + LIMITS.previewTokenMarginSeconds);
    // a free live plays in full
    expect((await service.videoInfo('live', 11, viewer)).playback?.mode).toBe('full');
  });

  it('answers what is left of the preview, the token lasting that and a margin, then "preview ended"', async () => {
    const { service, viewer, clock, previews, claimsOf } = setup(accessOf(null));
    await service.videoInfo('live', 10, viewer);
    expect(previews.rows).toMatchObject([{ userId: 42, contentType: 'live', contentId: 10, period: 'once' }]);

    clock.advance(60_000);
    const later = (await service.videoInfo('live', 10, viewer)).playback!;
    expect(later).toMatchObject({ mode: 'timed', state: 'ready', previewSeconds: 120 });
    const claims = claimsOf(later.url);
    expect(claims.e - claims.i).toBe(120 + LIMITS.previewTokenMarginSeconds);

    clock.advance(120_000);
    const ended = (await service.videoInfo('live', 10, viewer)).playback!;
    expect(ended).toEqual({
      mode: 'timed',
      state: 'previewEnded',
      progress: null,
      url: null,
      expiresAt: null,
      maxQuality: '720p30',
      renditions: [],
      previewSeconds: 0,
      live: true,
      dvrSeconds: LIMITS.liveDvrHours * 3600,
      durationSeconds: null,
      posterUrl: null,
      thumbnailsUrl: null,
      resumeAt: null,
    });
    // another live, and a channel, have their own preview
    expect((await service.videoInfo('channel', 20, viewer)).playback?.previewSeconds).toBe(180);
  });

  it('does not start the preview while the media is being prepared', async () => {
    const { service, viewer, media, clock, previews } = setup(accessOf(null));
    media.set('demo-channel-sports', { state: 'preparing', progress: 0.5 });
    const preparing = (await service.videoInfo('channel', 20, viewer)).playback!;
    expect(preparing).toMatchObject({ mode: 'timed', state: 'preparing', previewSeconds: 180, url: null });
    expect(previews.rows).toEqual([]);
    clock.advance(600_000);
    media.set('demo-channel-sports', readyAsset(ALL, 3600));
    expect((await service.videoInfo('channel', 20, viewer)).playback?.previewSeconds).toBe(180);
  });

  it('plays in full, whatever is left of the preview, once the member gains the scope', async () => {
    const { service, viewer, clock, previews, hold } = setup(accessOf(null));
    await service.videoInfo('live', 10, viewer);
    clock.advance(300_000);
    expect((await service.videoInfo('live', 10, viewer)).playback?.state).toBe('previewEnded');
    hold(accessOf('basic'));
    const full = (await service.videoInfo('live', 10, viewer)).playback!;
    expect(full).toMatchObject({ mode: 'full', state: 'ready', previewSeconds: null });
    expect(full.url).not.toBeNull();
    // a channel opened with the pass starts no preview
    await service.videoInfo('channel', 20, viewer);
    expect(previews.rows).toHaveLength(1);
  });

  it('plays a channel in full with CH scope, as a timed preview without it (channels are never free)', async () => {
    const basic = setup(accessOf('basic'));
    const info = await basic.service.videoInfo('channel', 20, basic.viewer);
    expect(info).toMatchObject({ type: 'channel', id: 20, free: false, title: 'Channel', gameInfoId: null });
    expect(info.playback).toMatchObject({ mode: 'full', live: true, dvrSeconds: 7200 });
    expect(basic.claimsOf(info.playback!.url).p).toBe('channel/20');

    const free = setup(accessOf(null));
    expect((await free.service.videoInfo('channel', 20, free.viewer)).playback?.mode).toBe('timed');
    expect(await codeOf(free.service.videoInfo('channel', 21, free.viewer))).toBe('CHANNEL_NOT_FOUND 404');
    expect(await codeOf(free.service.videoInfo('live', 99, free.viewer))).toBe('LIVE_NOT_FOUND 404');
  });

  it('leaves the playback of a bypass live to GET /play/live/{playUid} (spec §4)', async () => {
    const { service, viewer, claimsOf } = setup(accessOf('premium'));
    const info = await service.videoInfo('live', 12, viewer);
    expect(info).toMatchObject({ bypass: true, playUid: 'seiran-12', playback: null });
    const playback = await service.bypassPlayback('seiran-12', viewer);
    expect(playback).toMatchObject({ mode: 'full', state: 'ready', live: true, maxQuality: '1080p60' });
    expect(claimsOf(playback.url)).toMatchObject({ p: 'live/12', q: '1080p60' });

    // a playUid without the bypass flag is a standard live, and no bypass playback
    const standard = await service.videoInfo('live', 13, viewer);
    expect(standard).toMatchObject({ bypass: false, playUid: 'other-13' });
    expect(standard.playback?.state).toBe('ready');
    expect(await codeOf(service.bypassPlayback('other-13', viewer))).toBe('LIVE_NOT_FOUND 404');
    expect(await codeOf(service.bypassPlayback('seiran-404', viewer))).toBe('LIVE_NOT_FOUND 404');
  });
});

describe('playback tokens', () => {
  it('never outlive the pass they were signed under', async () => {
    const { service, viewer, claimsOf } = setup(accessOf('premium', '2026-11-23T04:00:00.000Z'));
    const playback = (await service.videoInfo('vod', 1, viewer)).playback!;
    expect(playback.expiresAt).toBe('2026-11-23T04:00:00.000Z');
    expect(claimsOf(playback.url).e).toBe(epoch('2026-11-23T04:00:00.000Z'));
  });

  it('last hours, a timed preview its length and a margin, at least a second', () => {
    const now = new Date(NOW);
    expect(tokenSecondsOf({ mode: 'full', maxQuality: '720p30' }, null, now)).toBe(4 * 3600);
    expect(tokenSecondsOf({ mode: 'clip', maxQuality: '720p30' }, null, now)).toBe(4 * 3600);
    expect(tokenSecondsOf({ mode: 'timed', maxQuality: '720p30', previewSeconds: 180 }, null, now)).toBe(300);
    expect(tokenSecondsOf({ mode: 'full', maxQuality: '720p30' }, new Date(now.getTime() + 500), now)).toBe(
      1,
    );
  });
});
