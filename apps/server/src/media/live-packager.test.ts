import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaSegment } from '../../test/fmp4-boxes.js';
import { fixedClock } from '../clock.js';
import type { AssetCache, ResolvedAsset } from './assets.js';
import { createLivePackager, type OnAirFeeds } from './live-packager.js';
import { SEGMENT_MS, segmentAt } from './live-playlist.js';

let dir: string;
let asset: ResolvedAsset;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kickoff-packager-'));
  await mkdir(join(dir, 'full', '360p30'), { recursive: true });
  // four whole segments and a short last one: the loop is the four
  const entries = [2, 2, 2, 2, 0.5].map((d, i) => `#EXTINF:${d.toFixed(6)},\nseg-0000${i + 1}.m4s`);
  await writeFile(
    join(dir, 'full', '360p30', 'index.m3u8'),
    `#EXTM3U\n#EXT-X-TARGETDURATION:2\n${entries.join('\n')}\n#EXT-X-ENDLIST\n`,
  );
  await writeFile(join(dir, 'full', '360p30', 'seg-00001.m4s'), mediaSegment([{ id: 1, base: 0n }]));
  asset = {
    ladderDir: dir,
    partDir: join(dir, 'full'),
    part: 'full',
    manifest: {
      ladderId: 'loop',
      durationSeconds: 8.5,
      previewSeconds: 2,
      segmentSeconds: 2,
      renditions: ['360p30'],
      segments: { full: 5, preview: 1 },
      thumbnailSeconds: 5,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const quiet = { warn() {}, error() {} };

function setup() {
  const clock = fixedClock('2026-11-23T03:00:00.500Z');
  const reads = { channels: 0, lives: 0 };
  const lives = [
    {
      id: 7,
      videoId: 'loop',
      beginAt: new Date('2026-11-23T02:30:00Z'),
      endAt: new Date('2026-11-23T04:30:00Z'),
    },
  ];
  const feeds: OnAirFeeds = {
    channels: async () => {
      reads.channels++;
      return [
        { id: 1, videoId: 'loop' },
        { id: 2, videoId: null },
        { id: 3, videoId: 'preparing' },
      ];
    },
    livesOnAir: async () => {
      reads.lives++;
      return lives;
    },
  };
  const assets: AssetCache = {
    peek: (id) => (id === 'loop' ? asset : undefined),
    get: async (id) => (id === 'loop' ? asset : null),
  };
  const packager = createLivePackager({ feeds, assets, clock, log: quiet });
  const now = () => clock.now().getTime();
  return { clock, reads, lives, packager, now };
}

describe('the live packager', () => {
  it('packages every channel with a ready video and every live on air, reading the catalogue once per boundary', async () => {
    const { packager, reads, clock, now } = setup();
    const channel = await packager.stream('channel/1', now());
    expect(channel).toMatchObject({ key: 'channel/1', anchor: 0, loop: 4, end: null });
    const live = await packager.stream('live/7', now());
    expect(live).toMatchObject({ anchor: segmentAt(new Date('2026-11-23T02:30:00Z')), loop: 4, end: null });
    // no video, or a video not ready: not on the air
    expect(await packager.stream('channel/2', now())).toBeUndefined();
    expect(await packager.stream('channel/3', now())).toBeUndefined();
    expect(await packager.stream('live/8', now())).toBeUndefined();
    expect(reads).toEqual({ channels: 1, lives: 1 });

    clock.advance(1_000); // same boundary (03:00:00–03:00:02)
    await packager.stream('channel/1', now());
    expect(reads).toEqual({ channels: 1, lives: 1 });
    clock.advance(1_000); // the next one
    await packager.stream('channel/1', now());
    expect(reads).toEqual({ channels: 2, lives: 2 });
  });

  it('builds each playlist once per boundary and serves those bytes until the next', async () => {
    const { packager, clock, now } = setup();
    const stream = (await packager.stream('channel/1', now()))!;
    const whole = packager.playlist(stream, now(), false);
    const delta = packager.playlist(stream, now(), true);
    expect(packager.playlist(stream, now() + 1_000, false)).toBe(whole);
    expect(packager.playlist(stream, now() + 1_000, true)).toBe(delta);
    expect(whole.type).toBe('application/vnd.apple.mpegurl');
    expect(whole.cacheControl).toBe('private, max-age=1');
    expect(delta.body.length).toBeLessThan(1_000);
    expect(whole.body.length).toBeGreaterThan(200_000);
    clock.advance(SEGMENT_MS);
    const next = packager.playlist(stream, now(), true);
    expect(next).not.toBe(delta);
    expect(next.etag).not.toBe(delta.etag);
    expect(next.body.toString()).toContain(`seg-${Math.floor(now() / SEGMENT_MS) - 1}.m4s`);
  });

  it('answers a live that left the air as ended, then forgets it after the DVR window', async () => {
    const { packager, lives, clock, now } = setup();
    expect((await packager.stream('live/7', now()))?.end).toBeNull();
    // called off early, at 03:00:10
    clock.set('2026-11-23T03:00:10.500Z');
    lives.length = 0;
    const ended = (await packager.stream('live/7', now()))!;
    expect(ended.end).toBe(segmentAt(new Date('2026-11-23T03:00:10Z')));
    const text = packager.playlist(ended, now(), true).body.toString();
    expect(text.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true);
    clock.set('2026-11-23T04:00:00.500Z');
    expect((await packager.stream('live/7', now()))?.end).toBe(ended.end);
    clock.set('2026-11-23T05:00:12.500Z');
    expect(await packager.stream('live/7', now())).toBeUndefined();
  });

  it('ends a live that left the air at its end time when that has passed', async () => {
    const { packager, lives, clock, now } = setup();
    expect((await packager.stream('live/7', now()))?.end).toBeNull();
    clock.set('2026-11-23T04:30:03.000Z');
    await packager.stream('live/7', now());
    lives.length = 0;
    clock.set('2026-11-23T04:30:05.000Z');
    expect((await packager.stream('live/7', now()))?.end).toBe(
      segmentAt(new Date('2026-11-23T04:30:00Z')) + 1,
    );
  });

  it('leaves out a video whose segments cannot be moved to the wall clock (32-bit decode times)', async () => {
    const old = join(dir, 'old');
    await mkdir(join(old, 'full', '360p30'), { recursive: true });
    await writeFile(join(old, 'full', '360p30', 'index.m3u8'), '#EXTM3U\n#EXTINF:2.0,\nseg-00001.m4s\n');
    await writeFile(
      join(old, 'full', '360p30', 'seg-00001.m4s'),
      mediaSegment([{ id: 1, base: 0n }], { tfdtVersion: 0 }),
    );
    const warnings: unknown[] = [];
    const { clock } = setup();
    const packager = createLivePackager({
      feeds: { channels: async () => [{ id: 1, videoId: 'old' }], livesOnAir: async () => [] },
      assets: {
        peek: () => undefined,
        get: async () => ({ ...asset, ladderDir: old, partDir: join(old, 'full') }),
      },
      clock,
      log: { warn: (details: unknown) => warnings.push(details), error() {} },
    });
    expect(await packager.stream('channel/1', clock.now().getTime())).toBeUndefined();
    expect(warnings).toHaveLength(1);
  });

  it('keeps what is on air when reading the catalogue fails, and reads again next boundary', async () => {
    const { packager, clock, now } = setup();
    const errors: unknown[] = [];
    const failing = createLivePackager({
      feeds: {
        channels: async () => {
          throw new Error('database down');
        },
        livesOnAir: async () => [],
      },
      assets: { peek: () => asset, get: async () => asset },
      clock,
      log: { warn() {}, error: (details: unknown) => errors.push(details) },
    });
    expect(await failing.stream('channel/1', now())).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(await failing.stream('channel/1', now())).toBeUndefined();
    expect(errors).toHaveLength(1);
    expect(await packager.stream('channel/1', now())).toBeDefined();
  });
});
