import { type EndpointData, LIMITS, type Pass } from '@kickoff/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useAccountTestApp } from '../../../test/account-flows.js';
import { at, catalogueFixtures, names } from '../../../test/catalogue-fixtures.js';
import { channels } from '../../db/schema/index.js';
import { createPlaybackTokens } from '../../media/playback-token.js';
import { hashToken } from '../account/index.js';
import { memoryAssets, readyAsset } from './media-assets.js';

const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const LADDER = ['360p30', '720p30', '1080p60'] as const;
const media = memoryAssets({
  'demo-football-1': readyAsset(LADDER, 5400),
  'demo-football-preview': {
    state: 'ready',
    part: 'preview',
    manifest: { renditions: [...LADDER], durationSeconds: 5400, previewSeconds: 30 },
  },
  'demo-origin-1': readyAsset(LADDER, 1500),
  'demo-news-1': readyAsset(LADDER, 780),
  'demo-live-football': readyAsset(LADDER, 3600),
  'demo-live-golf': readyAsset(LADDER, 3600),
  'demo-channel-sports': readyAsset(LADDER, 3600),
  'demo-encoding': { state: 'preparing', progress: 0.25 },
});
const ctx = useAccountTestApp({ mediaAssets: media });

type Answer = { statusCode: number; body: string; json(): unknown };
const dataOf = <T>(res: Answer, status = 200): T => {
  expect(res.statusCode, res.body).toBe(status);
  return (res.json() as { data: T }).data;
};
type Info = EndpointData<'video.vod'>;
type Playback = EndpointData<'video.playLive'>;

/** The demo's shapes: a football game's VODs (a paid one with its preview clip, a free one), an original
 * programme's paid episode without a clip, a football live, a golf live played through its playUid
 * (bypass), a TV channel. */
let world: Awaited<ReturnType<typeof build>>;
async function build() {
  const f = catalogueFixtures(ctx.t.database.db);
  const type = await f.gameType();
  const league = await f.league({ gameTypeId: type.id });
  const season = await f.season({ leagueId: league.id, year: 2026, isCurrent: true });
  const game = await f.game({
    gameTypeId: type.id,
    leagueId: league.id,
    seasonId: season.id,
    beginAt: at('2026-11-22T10:00:00Z'),
    status: 2,
  });
  const golfGame = await f.game({
    gameTypeId: type.id,
    leagueId: league.id,
    seasonId: season.id,
    beginAt: at('2026-11-23T01:00:00Z'),
    status: 1,
  });
  const base = { leagueId: league.id, gameTypeId: type.id, gameId: game.id };
  const paid = await f.vod({ ...base, videoId: 'demo-football-1', clipId: 'demo-football-preview' });
  const free = await f.vod({ ...base, kind: 'news', free: true, videoId: 'demo-news-1' });
  const noClip = await f.vod({ kind: 'origin', gameTypeId: type.id, videoId: 'demo-origin-1' });
  const encoding = await f.vod({ ...base, free: true, videoId: 'demo-encoding' });
  const lost = await f.vod({ ...base, free: true, videoId: 'demo-never-encoded' });
  const live = await f.live({
    gameId: game.id,
    status: 1,
    beginAt: at('2026-11-23T02:00:00Z'),
    videoId: 'demo-live-football',
  });
  const golf = await f.live({
    gameId: golfGame.id,
    status: 1,
    beginAt: golfGame.beginAt,
    videoId: 'demo-live-golf',
    bypass: true,
    playUid: `seiran-${golfGame.id}`,
  });
  const [channel] = await ctx.t.database.db
    .insert(channels)
    .values({
      name: names('スポーツ1', '스포츠1', 'Sports 1'),
      type: 'sports',
      colors: ['#000000', '#ffffff'],
      videoId: 'demo-channel-sports',
    })
    .returning();
  return { game, golfGame, paid, free, noClip, encoding, lost, live, golf, channel: channel! };
}

/** A member holding `pass` (null: free), logged in. */
async function member(pass: Pass | null) {
  const { member, cookie } = await ctx.loggedIn();
  if (pass) await ctx.f.subscription({ userId: member.id, pass });
  return { member, cookie, sessionId: hashToken(cookie.split('=')[1]!) };
}

const tokens = () => createPlaybackTokens(ctx.t.config.SESSION_SECRET);
const claimsOf = (url: string | null | undefined) => {
  const check = tokens().verify(url?.split('/')[2], ctx.t.clock.now());
  if (!check.ok) throw new Error(`token refused: ${check.code}`);
  return check.claims;
};
const info = async (cookie: string, path: string, status = 200) =>
  dataOf<Info>(await ctx.api.get(path, { cookie }), status);

beforeAll(async () => {
  world = await build();
});

describe(`GET /{type}/{id} through the API (${DB})`, () => {
  it.each([
    { name: 'free', pass: null, mode: 'clip', quality: '720p30', stream: 'vod/demo-football-preview' },
    { name: 'basic', pass: 'basic', mode: 'full', quality: '720p30', stream: 'vod/demo-football-1' },
    { name: 'premium', pass: 'premium', mode: 'full', quality: '1080p60', stream: 'vod/demo-football-1' },
  ] as const)(
    'plays a paid VOD to a $name member: $mode, up to $quality',
    async ({ pass, mode, quality, stream }) => {
      const { member: m, cookie, sessionId } = await member(pass);
      const got = await info(cookie, `/vod/${world.paid.id}`);
      expect(got).toMatchObject({
        type: 'vod',
        id: world.paid.id,
        videoId: 'demo-football-1',
        clipId: 'demo-football-preview',
        free: false,
        bypass: false,
        gameInfoId: world.game.id,
      });
      expect(got.playback).toMatchObject({ mode, state: 'ready', maxQuality: quality, live: false });
      expect(got.playback?.renditions.at(-1)).toBe(quality);
      expect(got.playback?.url).toMatch(new RegExp(`^/media/[^/]+/${stream}/master\\.m3u8$`));
      expect(claimsOf(got.playback?.url)).toMatchObject({ u: m.id, s: sessionId, p: stream, q: quality });
    },
  );

  it.each([
    { name: 'free', pass: null, mode: 'timed', quality: '720p30' },
    { name: 'basic', pass: 'basic', mode: 'full', quality: '720p30' },
    { name: 'premium', pass: 'premium', mode: 'full', quality: '1080p60' },
  ] as const)(
    'plays a paid live and a channel to a $name member: $mode, up to $quality',
    async ({ pass, mode, quality }) => {
      const { cookie } = await member(pass);
      for (const [path, stream] of [
        [`/live/${world.live.id}`, `live/${world.live.id}`],
        [`/channel/${world.channel.id}`, `channel/${world.channel.id}`],
      ] as const) {
        const got = await info(cookie, path);
        expect(got.playback, path).toMatchObject({
          mode,
          maxQuality: quality,
          live: true,
          dvrSeconds: LIMITS.liveDvrHours * 3600,
          previewSeconds: mode === 'timed' ? LIMITS.livePreviewSeconds : null,
        });
        expect(claimsOf(got.playback?.url)).toMatchObject({ p: stream, q: quality });
      }
      const channel = await info(cookie, `/channel/${world.channel.id}`);
      expect(channel).toMatchObject({ type: 'channel', title: 'スポーツ1', free: false });
    },
  );

  it('plays free VODs in full to everyone, and refuses a paid VOD without a clip to a free member', async () => {
    const { cookie } = await member(null);
    expect((await info(cookie, `/vod/${world.free.id}`)).playback?.mode).toBe('full');
    const refused = await ctx.api.get(`/vod/${world.noClip.id}`, { cookie });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'PASS_REQUIRED', message: 'This video needs a pass.' });
    const basic = await member('basic');
    expect((await info(basic.cookie, `/vod/${world.noClip.id}`)).playback?.mode).toBe('full');
  });

  it('answers preparing while the ladder is encoded, 404 VIDEO_UNAVAILABLE when the media is missing', async () => {
    const { cookie } = await member('premium');
    const got = await info(cookie, `/vod/${world.encoding.id}`);
    expect(got.playback).toMatchObject({ state: 'preparing', progress: 0.25, url: null, renditions: [] });
    const lost = await ctx.api.get(`/vod/${world.lost.id}`, { cookie });
    expect(lost.statusCode).toBe(404);
    expect(lost.json()).toMatchObject({ code: 'VIDEO_UNAVAILABLE' });
  });

  it('answers 404 for an unknown VOD, live, channel or playUid', async () => {
    const { cookie } = await member('premium');
    for (const [path, code] of [
      ['/vod/999999', 'VOD_NOT_FOUND'],
      ['/live/999999', 'LIVE_NOT_FOUND'],
      ['/channel/999999', 'CHANNEL_NOT_FOUND'],
      ['/play/live/seiran-0', 'LIVE_NOT_FOUND'],
      [`/play/live/${encodeURIComponent('a b/c')}`, 'LIVE_NOT_FOUND'],
    ]) {
      const res = await ctx.api.get(path!, { cookie });
      expect(res.statusCode, path).toBe(404);
      expect(res.json(), path).toMatchObject({ code });
    }
  });

  it('answers 401 with the error shape to a logged-out call, 400 to a bad id', async () => {
    const calls = [
      ['GET', `/vod/${world.paid.id}`],
      ['GET', `/live/${world.live.id}`],
      ['GET', `/channel/${world.channel.id}`],
      ['GET', `/play/live/${world.golf.playUid}`],
      ['GET', '/continue'],
      ['PUT', `/vod/${world.paid.id}/position`],
    ] as const;
    for (const [method, path] of calls) {
      const res =
        method === 'GET'
          ? await ctx.api.get(path)
          : await ctx.api.put(path, { body: { seconds: 10, duration: 20 } });
      expect(res.statusCode, path).toBe(401);
      expect(res.json(), path).toEqual({ code: 'UNAUTHORIZED', message: 'Login required' });
    }
    const { cookie } = await member(null);
    for (const path of ['/vod/0', '/vod/abc', '/live/2147483648', '/channel/-1']) {
      expect((await ctx.api.get(path, { cookie })).statusCode, path).toBe(400);
    }
  });

  it('sends a bypass live to GET /play/live/{playUid} for its playback data (spec §4)', async () => {
    const { member: m, cookie } = await member('basic');
    const got = await info(cookie, `/live/${world.golf.id}`);
    expect(got).toMatchObject({
      bypass: true,
      playUid: `seiran-${world.golfGame.id}`,
      gameInfoId: world.golfGame.id,
      playback: null,
    });
    const playback = dataOf<Playback>(await ctx.api.get(`/play/live/${got.playUid}`, { cookie }));
    expect(playback).toMatchObject({ mode: 'full', state: 'ready', live: true, maxQuality: '720p30' });
    expect(claimsOf(playback.url)).toMatchObject({ u: m.id, p: `live/${world.golf.id}` });
    // a free member gets the timed preview of it
    const free = await member(null);
    const preview = dataOf<Playback>(await ctx.api.get(`/play/live/${got.playUid}`, { cookie: free.cookie }));
    expect(preview.mode).toBe('timed');
  });

  it("reflects a pass bought mid-session at the member's next call (no stale answer)", async () => {
    const { member: m, cookie } = await member(null);
    const before = await info(cookie, `/vod/${world.paid.id}`);
    expect(before.playback?.mode).toBe('clip');
    await ctx.t.core.services.passes.start(m.id, { pass: 'premium', period: 'monthly', paidBy: 'card' });
    const after = await info(cookie, `/vod/${world.paid.id}`);
    expect(after.playback).toMatchObject({ mode: 'full', maxQuality: '1080p60' });
    // the token ends with the pass's paid period at the latest
    expect(Date.parse(after.playback!.expiresAt!)).toBeLessThanOrEqual(Date.parse('2026-12-23T03:00:00Z'));
  });
});

describe(`continue watching through the API (${DB})`, () => {
  it('keeps the position, offers it on the next open and in the rail, and drops it once finished', async () => {
    const { cookie } = await member('basic');
    const position = (id: number, seconds: number, duration: number) =>
      ctx.api.put(`/vod/${id}/position`, { cookie, body: { seconds, duration } });

    expect(dataOf<EndpointData<'continue.list'>>(await ctx.api.get('/continue', { cookie }))).toEqual([]);
    const saved = dataOf<EndpointData<'continue.save'>>(await position(world.paid.id, 1200, 5400));
    expect(saved).toEqual({
      vodId: world.paid.id,
      seconds: 1200,
      durationSeconds: 5400,
      finished: false,
      updatedAt: ctx.t.clock.now().toISOString(),
    });
    expect((await info(cookie, `/vod/${world.paid.id}`)).playback?.resumeAt).toBe(1200);

    ctx.t.clock.advance(60_000);
    await position(world.free.id, 100, 780);
    const rail = dataOf<EndpointData<'continue.list'>>(await ctx.api.get('/continue', { cookie }));
    expect(rail.map((v) => [v.id, v.resumeAt])).toEqual([
      [world.free.id, 100],
      [world.paid.id, 1200],
    ]);
    // the catalogue's VOD item, in the member's language
    expect(rail[1]).toMatchObject({ kind: 'highlight', free: false, leagueId: world.paid.leagueId });
    expect(rail[1]?.progress).toBeCloseTo(1200 / 5400);
    expect(rail[1]?.title).toMatch(/^ハイライト/);

    // within the last 5 %: finished, off the rail, the next open starts over
    const done = dataOf<EndpointData<'continue.save'>>(await position(world.paid.id, 5300, 5400));
    expect(done.finished).toBe(true);
    expect((await info(cookie, `/vod/${world.paid.id}`)).playback?.resumeAt).toBeNull();
    const after = dataOf<EndpointData<'continue.list'>>(await ctx.api.get('/continue', { cookie }));
    expect(after.map((v) => v.id)).toEqual([world.free.id]);
    ctx.t.clock.advance(-60_000);
  });

  it('keeps no position of a preview clip (403), refuses bad input (400), 404 for an unknown VOD', async () => {
    const { cookie } = await member(null);
    const put = (path: string, body: unknown) => ctx.api.put(path, { cookie, body });
    expect((await put(`/vod/${world.paid.id}/position`, { seconds: 10, duration: 30 })).statusCode).toBe(403);
    expect((await put(`/vod/${world.free.id}/position`, { seconds: -1, duration: 30 })).statusCode).toBe(400);
    expect((await put(`/vod/${world.free.id}/position`, { seconds: 1, duration: 0 })).statusCode).toBe(400);
    expect((await put(`/vod/${world.free.id}/position`, { seconds: 1 })).statusCode).toBe(400);
    const unknown = await put('/vod/999999/position', { seconds: 10, duration: 30 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'VOD_NOT_FOUND' });
  });
});
