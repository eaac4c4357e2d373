import { LIMITS } from '@kickoff/contract';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useAccountTestApp } from '../../../test/account-flows.js';
import { at, catalogueFixtures, names } from '../../../test/catalogue-fixtures.js';
import { loginAs, MEMBER_PASSWORD } from '../../../test/factories.js';
import { channels, timedPreviews } from '../../db/schema/index.js';
import { createPlaybackTokens } from '../../media/playback-token.js';
import { memoryAssets, readyAsset } from './media-assets.js';
import { createPreviewRepo } from './previews.repo.js';

const DB = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const LADDER = ['360p30', '720p30', '1080p60'] as const;
// the harness clock: 12:00 in Tokyo
const NOON = '2026-11-23T03:00:00.000Z';
const ctx = useAccountTestApp({
  now: NOON,
  mediaAssets: memoryAssets({
    'demo-live-football': readyAsset(LADDER, 3600),
    'demo-channel-sports': readyAsset(LADDER, 3600),
  }),
});

let liveId: number;
let bypassUid: string;
let channelId: number;
beforeAll(async () => {
  const f = catalogueFixtures(ctx.t.database.db);
  const beginAt = at('2026-11-23T02:00:00Z');
  liveId = (await f.live({ status: 1, beginAt, videoId: 'demo-live-football' })).id;
  bypassUid = `seiran-preview-${liveId}`;
  await f.live({ status: 1, beginAt, videoId: 'demo-live-football', bypass: true, playUid: bypassUid });
  const [channel] = await ctx.t.database.db
    .insert(channels)
    .values({
      name: names('スポーツ2', '스포츠2', 'Sports 2'),
      type: 'sports',
      colors: ['#000000', '#ffffff'],
      videoId: 'demo-channel-sports',
    })
    .returning();
  channelId = channel!.id;
});
afterEach(() => ctx.t.clock.set(NOON));

const playback = async (cookie: string, path: string) => {
  const res = await ctx.api.get(path, { cookie });
  expect(res.statusCode, res.body).toBe(200);
  const data = (res.json() as { data: { playback?: unknown } }).data;
  return ('playback' in data ? data.playback : data) as {
    mode: string;
    state: string;
    previewSeconds: number | null;
    url: string | null;
    expiresAt: string | null;
  };
};
const tokenLife = (url: string | null) => {
  const check = createPlaybackTokens(ctx.t.config.SESSION_SECRET).verify(
    url?.split('/')[2],
    ctx.t.clock.now(),
  );
  if (!check.ok) throw new Error(`token refused: ${check.code}`);
  return check.claims.e - check.claims.i;
};
const startsOf = (userId: number) =>
  ctx.t.database.db.select().from(timedPreviews).where(eq(timedPreviews.userId, userId));

describe(`timed previews kept by the server (${DB})`, () => {
  it('counts down across calls, a new login included: 180 s, then 120 s a minute later, the token to match', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const first = await playback(cookie, `/live/${liveId}`);
    expect(first).toMatchObject({ mode: 'timed', state: 'ready', previewSeconds: 180 });
    expect(tokenLife(first.url)).toBe(180 + LIMITS.previewTokenMarginSeconds);

    ctx.t.clock.advance(60_000);
    // another browser: a new login, the same member
    const again = await loginAs(ctx.t.app, member.email!, MEMBER_PASSWORD);
    const later = await playback(again, `/live/${liveId}`);
    expect(later).toMatchObject({ mode: 'timed', state: 'ready', previewSeconds: 120 });
    expect(tokenLife(later.url)).toBe(120 + LIMITS.previewTokenMarginSeconds);
    expect(later.expiresAt).toBe(new Date(Date.parse(NOON) + (180 + 120) * 1000).toISOString());
    // the bypass live of the same member is another live, with its own preview
    expect((await playback(again, `/play/live/${bypassUid}`)).previewSeconds).toBe(180);

    expect(await startsOf(member.id)).toHaveLength(2);
  });

  it('says "preview ended" once the 180 s are over, with nothing to play', async () => {
    const { cookie } = await ctx.loggedIn();
    await playback(cookie, `/live/${liveId}`);
    ctx.t.clock.advance(180_000);
    expect(await playback(cookie, `/live/${liveId}`)).toEqual({
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
    // hours later (the session lasts 24 h idle): a live's preview is once
    ctx.t.clock.advance(20 * 3600_000);
    expect((await playback(cookie, `/live/${liveId}`)).state).toBe('previewEnded');
  });

  it('records one start for two first calls at once', async () => {
    const { member, cookie } = await ctx.loggedIn();
    const both = await Promise.all([
      playback(cookie, `/channel/${channelId}`),
      playback(cookie, `/channel/${channelId}`),
    ]);
    expect(both.map((p) => p.previewSeconds)).toEqual([180, 180]);
    expect(await startsOf(member.id)).toEqual([
      {
        userId: member.id,
        contentType: 'channel',
        contentId: channelId,
        period: '2026-11-23',
        startedAt: new Date(NOON),
      },
    ]);

    // the repository alone: concurrent starts at different times all answer the one recorded
    const repo = createPreviewRepo(ctx.t.database.db);
    const key = { userId: member.id, contentType: 'live' as const, contentId: liveId, period: 'once' };
    const times = [0, 1, 2, 3].map((s) => new Date(Date.parse(NOON) + s * 1000));
    const started = await Promise.all(times.map((time) => repo.start(key, time)));
    expect(new Set(started.map((d) => d.getTime())).size).toBe(1);
    const rows = await ctx.t.database.db
      .select()
      .from(timedPreviews)
      .where(and(eq(timedPreviews.userId, member.id), eq(timedPreviews.contentType, 'live')));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.startedAt).toEqual(started[0]);
  });

  it("begins a channel's preview again after midnight in Tokyo, not a live's", async () => {
    const { cookie } = await ctx.loggedIn();
    ctx.t.clock.set('2026-11-23T14:58:00.000Z'); // 23:58 in Tokyo
    await playback(cookie, `/channel/${channelId}`);
    await playback(cookie, `/live/${liveId}`);
    ctx.t.clock.set('2026-11-23T14:59:59.000Z'); // 23:59:59, 119 s in
    expect((await playback(cookie, `/channel/${channelId}`)).previewSeconds).toBe(61);
    ctx.t.clock.set('2026-11-23T15:01:30.000Z'); // 00:01:30 the next day: the day's preview begins
    expect((await playback(cookie, `/channel/${channelId}`)).previewSeconds).toBe(180);
    expect((await playback(cookie, `/live/${liveId}`)).state).toBe('previewEnded');
  });

  it('plays in full once the member holds a pass, however much of the preview is left', async () => {
    const { member, cookie } = await ctx.loggedIn();
    await playback(cookie, `/live/${liveId}`);
    ctx.t.clock.advance(200_000);
    expect((await playback(cookie, `/live/${liveId}`)).state).toBe('previewEnded');
    await ctx.f.subscription({ userId: member.id, pass: 'basic' });
    expect(await playback(cookie, `/live/${liveId}`)).toMatchObject({
      mode: 'full',
      state: 'ready',
      previewSeconds: null,
    });
    // a channel played with the pass starts no preview
    await playback(cookie, `/channel/${channelId}`);
    expect(await startsOf(member.id)).toHaveLength(1);
  });
});
