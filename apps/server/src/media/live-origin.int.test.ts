import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LIVE_STATUS, type RenditionId } from '@kickoff/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factories, loginAs, MEMBER_PASSWORD } from '../../test/factories.js';
import { createTestApp, createTestInstance, type TestApp } from '../../test/harness.js';
import { adoptTestLadders, buildTestLadder } from '../../test/media-fixtures.js';
import { channels, lives } from '../db/schema/index.js';
import { hashToken } from '../modules/account/index.js';
import { segmentTimes, trackTimescales } from './fmp4-retime.js';
import { SEGMENT_MS } from './live-playlist.js';

const label = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const MINUTE = 60_000;

/**
 * Channels and lives through the real app on a real database: the packager's playlists (the DVR
 * window whole, the live window as a delta), segments named by media sequence that are the source's
 * looped segments, and the same token checks as VOD.
 */
describe(`media origin, live channels and lives (${label})`, () => {
  let t: TestApp;
  let mediaDir: string;
  let channelId: number;
  let onAirId: number;
  let laterId: number;

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'kickoff-live-'));
    await buildTestLadder(mediaDir, 'loop-a');
    t = await createTestApp({ config: { MEDIA_DIR: mediaDir } });
    await adoptTestLadders(t.core.media, ['loop-a']);
    const now = t.clock.now().getTime();
    const db = t.database.db;
    const [channel] = await db
      .insert(channels)
      .values({ name: { ja: 'CH' }, type: 'sports', colors: ['#000000', '#ffffff'], videoId: 'loop-a' })
      .returning();
    const live = (values: Partial<typeof lives.$inferInsert>) =>
      db
        .insert(lives)
        .values({
          title: { ja: 'Live' },
          beginAt: new Date(now - 10 * MINUTE),
          endAt: new Date(now + 60 * MINUTE),
          videoId: 'loop-a',
          ...values,
        })
        .returning();
    const [onAir] = await live({ status: LIVE_STATUS.ON_AIR });
    const [later] = await live({ beginAt: new Date(now + 60 * MINUTE), endAt: new Date(now + 120 * MINUTE) });
    channelId = channel!.id;
    onAirId = onAir!.id;
    laterId = later!.id;
  });
  afterAll(async () => {
    await t.close();
    await rm(mediaDir, { recursive: true, force: true });
  });

  const media = (path: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: `/media/${path}`, headers });
  const viewer = async (stream: string, q: RenditionId = '720p30') => {
    const member = await factories(t.database.db).member();
    const cookie = await loginAs(t.app, member.email!, MEMBER_PASSWORD);
    const s = hashToken(cookie.slice(cookie.indexOf('=') + 1));
    return {
      cookie,
      token: t.core.delivery.tokens.sign({ u: member.id, s, p: stream, q }, 3600, t.clock.now()).token,
    };
  };
  const segmentsOf = (playlist: string) => playlist.split('\n').filter((l) => l.endsWith('.m4s'));
  const lastPublished = () => Math.floor(t.clock.now().getTime() / SEGMENT_MS) - 1;

  it("answers a channel's master with the pass's renditions, its DVR playlist whole and its live window as a delta", async () => {
    const { token } = await viewer(`channel/${channelId}`);
    const base = `${token}/channel/${channelId}`;
    const master = await media(`${base}/master.m3u8`);
    expect(master.statusCode).toBe(200);
    expect(master.body.split('\n').filter((l) => l.endsWith('.m3u8'))).toEqual([
      '360p30/index.m3u8',
      '720p30/index.m3u8',
    ]);

    const whole = await media(`${base}/720p30/index.m3u8`, { 'accept-encoding': 'gzip' });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(whole.headers['cache-control']).toBe('private, max-age=1');
    expect(whole.headers['content-encoding']).toBe('gzip');
    const wholeText = (await import('node:zlib')).gunzipSync(whole.rawPayload).toString();
    expect(segmentsOf(wholeText)).toHaveLength(3600);
    expect(segmentsOf(wholeText).at(-1)).toBe(`seg-${lastPublished()}.m4s`);
    expect(wholeText).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-11-23T02:59:58.000Z');

    const delta = await media(`${base}/720p30/index.m3u8?_HLS_skip=YES`);
    expect(delta.body).toContain('#EXT-X-SKIP:SKIPPED-SEGMENTS=3594');
    expect(segmentsOf(delta.body)).toEqual(segmentsOf(wholeText).slice(-6));
    // every rendition's playlist is the same bytes: the URIs are relative to its folder
    expect((await media(`${base}/360p30/index.m3u8?_HLS_skip=YES`)).body).toBe(delta.body);

    const again = await media(`${base}/720p30/index.m3u8?_HLS_skip=YES`, {
      'if-none-match': String(delta.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers each live segment with the looped source segment it stands for, moved to its wall-clock time', async () => {
    const { token } = await viewer(`channel/${channelId}`);
    const base = `${token}/channel/${channelId}/720p30`;
    const dir = join(mediaDir, 'ladders/loop-a/full/720p30');
    const scales = trackTimescales(await readFile(join(dir, 'init.mp4')));
    const firstStarts = segmentTimes(await readFile(join(dir, 'seg-00001.m4s')))!.starts;
    const last = lastPublished();
    for (const n of [last, last - 1, last - 2, last - 3, last - 3599]) {
      const res = await media(`${base}/seg-${n}.m4s`);
      expect(res.statusCode, `seg-${n}`).toBe(200);
      expect(res.headers['content-type']).toBe('video/iso.segment');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // the channel loops its 4 segments from the epoch: segment n plays source segment n mod 4
      const k = n % 4;
      const source = await readFile(join(dir, `seg-0000${k + 1}.m4s`));
      const moved = segmentTimes(res.rawPayload)!;
      for (const [track, scale] of scales) {
        const sourceStart = segmentTimes(source)!.starts.get(track)!;
        const expected = BigInt(n - k) * BigInt(2 * scale) + sourceStart - firstStarts.get(track)!;
        expect(moved.starts.get(track), `seg-${n} track ${track}`).toBe(expected);
      }
      // the video track starts exactly at the segment's wall-clock time, n·2 s
      const [video] = [...scales].find(([, scale]) => scale !== 48000) ?? [];
      expect(Number(moved.starts.get(video!)) / scales.get(video!)!).toBe(n * 2);
      // and nothing but the times moved
      expect(res.rawPayload.length).toBe(source.length);
      expect(res.rawPayload.subarray(-1000).equals(source.subarray(-1000))).toBe(true);
    }
    const init = await media(`${base}/init.mp4`);
    expect(init.rawPayload.equals(await readFile(join(dir, 'init.mp4')))).toBe(true);
    // not yet published, or long gone
    for (const n of [last + 1, last - 3600 - 6]) {
      expect((await media(`${base}/seg-${n}.m4s`)).statusCode, `seg-${n}`).toBe(404);
    }
    expect((await media(`${base}/seg-00001.m4s`)).statusCode).toBe(404);
  });

  it('the edge moves with the clock, one segment per 2 seconds', async () => {
    const { token } = await viewer(`channel/${channelId}`);
    const path = `${token}/channel/${channelId}/720p30/index.m3u8?_HLS_skip=YES`;
    const before = segmentsOf((await media(path)).body);
    t.clock.advance(SEGMENT_MS);
    try {
      const after = segmentsOf((await media(path)).body);
      expect(after.slice(0, 5)).toEqual(before.slice(1));
      expect(after.at(-1)).toBe(`seg-${lastPublished()}.m4s`);
    } finally {
      t.clock.advance(-SEGMENT_MS);
    }
  });

  it('packages a live on air from its begin, and not a live that has not begun', async () => {
    const { token } = await viewer(`live/${onAirId}`);
    const res = await media(`${token}/live/${onAirId}/720p30/index.m3u8`);
    expect(res.statusCode).toBe(200);
    // 10 minutes on air: 300 segments, the first at its begin
    expect(segmentsOf(res.body)).toHaveLength(300);
    expect(res.body).toContain('#EXT-X-PROGRAM-DATE-TIME:2026-11-23T02:50:00.000Z');
    const poster = await media(`${token}/live/${onAirId}/poster.jpg`);
    expect(poster.headers['content-type']).toBe('image/jpeg');

    const later = await viewer(`live/${laterId}`);
    const notYet = await media(`${later.token}/live/${laterId}/720p30/index.m3u8`);
    expect(notYet.statusCode).toBe(404);
    expect(notYet.json().code).toBe('MEDIA_NOT_FOUND');
  });

  it('refuses a rendition above the pass, another stream, and the token of a session that logged out at its next refresh', async () => {
    const { token, cookie } = await viewer(`live/${onAirId}`);
    const base = `${token}/live/${onAirId}`;
    for (const [path, code] of [
      ['1080p60/index.m3u8', 'MEDIA_FORBIDDEN'],
      [`1080p60/seg-${lastPublished()}.m4s`, 'MEDIA_FORBIDDEN'],
    ]) {
      const res = await media(`${base}/${path}`);
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code, path).toBe(code);
    }
    expect((await media(`${token}/channel/${channelId}/master.m3u8`)).json().code).toBe('MEDIA_FORBIDDEN');
    expect((await media(`${token}/live/${laterId}/master.m3u8`)).json().code).toBe('MEDIA_FORBIDDEN');

    expect((await media(`${base}/720p30/index.m3u8?_HLS_skip=YES`)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v2/logout', headers: { cookie } })).statusCode).toBe(200);
    const refresh = await media(`${base}/720p30/index.m3u8?_HLS_skip=YES`);
    expect(refresh.statusCode).toBe(403);
    expect(refresh.json()).toEqual({ code: 'MEDIA_SESSION_ENDED', message: expect.any(String) });
  });

  it("an instance started after a logout refuses that session's token at its first playlist refresh, with no bus event to hear", async () => {
    const gone = await viewer(`live/${onAirId}`);
    const kept = await viewer(`live/${onAirId}`);
    const refresh = (token: string) => `${token}/live/${onAirId}/720p30/index.m3u8?_HLS_skip=YES`;
    expect((await media(refresh(gone.token))).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v2/logout', headers: { cookie: gone.cookie } })).statusCode).toBe(
      200,
    );

    // a fresh instance on the same database: its bus never carried the logout
    const fresh = await createTestInstance({ config: t.config, database: t.database, clock: t.clock });
    try {
      const at = (path: string) => fresh.app.inject({ url: `/media/${path}` });
      const refused = await at(refresh(gone.token));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'MEDIA_SESSION_ENDED', message: expect.any(String) });
      expect((await at(`${gone.token}/live/${onAirId}/720p30/seg-${lastPublished()}.m4s`)).statusCode).toBe(
        403,
      );
      // a live session's token plays on the fresh instance
      expect((await at(refresh(kept.token))).statusCode).toBe(200);
      // and what ends from now on, it hears on its own bus
      await fresh.app.inject({ url: '/api/v2/logout', headers: { cookie: kept.cookie } });
      expect((await at(refresh(kept.token))).json()).toMatchObject({ code: 'MEDIA_SESSION_ENDED' });
    } finally {
      await fresh.close();
    }
  });
});
