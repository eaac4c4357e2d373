import { execFile } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { LIMITS, RENDITIONS } from '@kickoff/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/harness.js';
import { fixedClock } from '../clock.js';
import { testConfig } from '../config.js';
import { createCore } from '../core.js';
import type { DatabaseHandle } from '../db/client.js';
import { createMemoryBus } from '../shared/event-bus.js';
import { encodeLadder, type RenditionSpec } from './encoder.js';
import { FFMPEG_BINARIES, runFfmpeg } from './ffmpeg.js';
import { type LadderPart, partDir, readLadderManifest } from './library.js';
import { createMediaRepo } from './media.repo.js';
import { createMediaLibrary, type MediaLibrary } from './media.service.js';
import { parseMasterPlaylist, parseMediaPlaylist } from './playlists.js';
import { createMediaWorker, type MediaWorkerOptions } from './worker.js';

const run = promisify(execFile);
const isPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** Small pictures with the ladder's ids, so most tests encode in well under a second of CPU. */
const TINY: RenditionSpec[] = [
  { id: '360p30', width: 160, height: 90, fps: 30, videoKbps: 100, audioKbps: 64, bandwidth: 200_000 },
  { id: '720p30', width: 320, height: 180, fps: 30, videoKbps: 200, audioKbps: 64, bandwidth: 300_000 },
  { id: '1080p60', width: 320, height: 180, fps: 60, videoKbps: 300, audioKbps: 64, bandwidth: 400_000 },
];

let root: string;
const clock = fixedClock('2026-11-26T03:00:00Z');
const silentLog = { info() {}, warn() {}, error() {} };
const sources: Record<string, string> = {};

/** A test source: testsrc2 with a clock, a tone unless `silent`. */
async function makeSource(
  name: string,
  o: { seconds: number; size: string; rate: number; silent?: boolean },
) {
  const file = join(root, `${name}.mp4`);
  const video = `testsrc2=size=${o.size}:rate=${o.rate}:duration=${o.seconds}`;
  const audio = o.silent
    ? []
    : ['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${o.seconds}`];
  await runFfmpeg(FFMPEG_BINARIES, [
    '-f',
    'lavfi',
    '-i',
    video,
    ...audio,
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    ...(o.silent ? [] : ['-c:a', 'aac']),
    file,
  ]);
  return file;
}

/** What ffprobe reads in one segment played behind its init segment. */
async function probeSegment(dir: string, segment: string) {
  const file = join(root, `probe-${Math.random().toString(36).slice(2)}.mp4`);
  await writeFile(
    file,
    Buffer.concat([await readFile(join(dir, 'init.mp4')), await readFile(join(dir, segment))]),
  );
  const { stdout } = await run('ffprobe', ['-v', 'error', '-of', 'json', '-show_streams', file]);
  await rm(file);
  const streams = (JSON.parse(stdout) as { streams: Record<string, string | number>[] }).streams;
  const v = streams.find((s) => s.codec_type === 'video')!;
  const a = streams.find((s) => s.codec_type === 'audio');
  return {
    codec: v.codec_name,
    profile: v.profile,
    width: v.width,
    height: v.height,
    fps: v.r_frame_rate,
    audio: a ? `${a.codec_name} ${a.profile}` : null,
  };
}

/**
 * Checks a ladder completely against library.ts's layout: manifest, both parts' master and media
 * playlists (parsed), every file named there and nothing else, the poster and the thumbnails.
 */
async function expectLadder(mediaDir: string, ladderId: string, renditions: readonly RenditionSpec[]) {
  const manifest = await readLadderManifest(mediaDir, ladderId);
  expect(manifest).not.toBeNull();
  expect(manifest!.renditions).toEqual(renditions.map((r) => r.id));
  expect(manifest!.segmentSeconds).toBe(LIMITS.hlsSegmentSeconds);
  const ladderDir = join(mediaDir, 'ladders', ladderId);
  expect((await readdir(ladderDir)).sort()).toEqual(
    ['full', 'manifest.json', 'poster.jpg', 'preview', 'thumbs.jpg', 'thumbs.vtt'].sort(),
  );
  for (const part of ['full', 'preview'] as LadderPart[]) {
    const dir = partDir(mediaDir, ladderId, part);
    const variants = parseMasterPlaylist(await readFile(join(dir, 'master.m3u8'), 'utf8'));
    expect(variants.map((v) => v.uri)).toEqual(renditions.map((r) => `${r.id}/index.m3u8`));
    variants.forEach(({ attributes: a }, i) => {
      const r = renditions[i]!;
      expect(Number(a.BANDWIDTH)).toBeGreaterThanOrEqual(r.bandwidth);
      expect(Number(a['AVERAGE-BANDWIDTH'])).toBeGreaterThan(0);
      expect(Number(a['AVERAGE-BANDWIDTH'])).toBeLessThanOrEqual(Number(a.BANDWIDTH));
      expect(a.RESOLUTION).toBe(`${r.width}x${r.height}`);
      expect(a['FRAME-RATE']).toBe(`${r.fps}.000`);
      expect(a.CODECS).toMatch(/^avc1\.64[0-9a-f]{4},mp4a\.40\.2$/);
    });
    for (const r of renditions) {
      const playlist = parseMediaPlaylist(await readFile(join(dir, r.id, 'index.m3u8'), 'utf8'));
      expect(playlist).toMatchObject({
        targetDuration: 2,
        map: 'init.mp4',
        playlistType: 'VOD',
        ended: true,
      });
      const names = playlist.segments.map((s) => s.uri);
      expect(names).toHaveLength(manifest!.segments[part]);
      expect(names).toEqual(names.map((_, i) => `seg-${String(i + 1).padStart(5, '0')}.m4s`));
      expect((await readdir(join(dir, r.id))).sort()).toEqual(['index.m3u8', 'init.mp4', ...names].sort());
      for (const s of playlist.segments.slice(0, -1)) expect(s.duration).toBeCloseTo(2, 3);
      const seconds = playlist.segments.reduce((sum, s) => sum + s.duration, 0);
      expect(seconds).toBeCloseTo(part === 'full' ? manifest!.durationSeconds : manifest!.previewSeconds, 2);
    }
  }
  const vtt = await readFile(join(ladderDir, 'thumbs.vtt'), 'utf8');
  const cues = vtt.split('\n\n').slice(1);
  expect(vtt.startsWith('WEBVTT\n')).toBe(true);
  expect(cues).toHaveLength(Math.ceil(manifest!.durationSeconds / manifest!.thumbnailSeconds));
  const firstEnd = Math.min(manifest!.thumbnailSeconds, manifest!.durationSeconds).toFixed(3);
  expect(cues[0]?.trim()).toBe(`00:00:00.000 --> 00:00:0${firstEnd}\nthumbs.jpg#xywh=0,0,160,90`);
  expect((await readdir(join(mediaDir, 'ladders'))).filter((n) => n.startsWith('.'))).toEqual([]);
  return manifest!;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'kickoff-pipeline-'));
  sources.tiny = await makeSource('tiny', { seconds: 5, size: '320x180', rate: 30 });
  sources.long = await makeSource('long', { seconds: 33, size: '192x108', rate: 30 });
  sources.silent = await makeSource('silent', { seconds: 3, size: '320x180', rate: 25, silent: true });
}, 120_000);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('encoder: source → ladder', () => {
  it('writes the whole layout: both parts, every rung, 2 s segments, playlists, poster and thumbnails', async () => {
    const mediaDir = join(root, 'encode-tiny');
    const progress: number[] = [];
    const manifest = await encodeLadder({
      mediaDir,
      ladderId: 'tiny',
      sourcePath: sources.tiny!,
      renditions: TINY,
      onProgress: (f) => progress.push(f),
      now: () => clock.now(),
    });
    expect(manifest).toEqual({
      ladderId: 'tiny',
      durationSeconds: 5,
      previewSeconds: 5,
      segmentSeconds: 2,
      renditions: ['360p30', '720p30', '1080p60'],
      segments: { full: 3, preview: 3 },
      thumbnailSeconds: 5,
      createdAt: '2026-11-26T03:00:00.000Z',
    });
    expect(await expectLadder(mediaDir, 'tiny', TINY)).toEqual(manifest);
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    const top = await probeSegment(join(partDir(mediaDir, 'tiny', 'full'), '1080p60'), 'seg-00002.m4s');
    expect(top).toEqual({
      codec: 'h264',
      profile: 'High',
      width: 320,
      height: 180,
      fps: '60/1',
      audio: 'aac LC',
    });
    const low = await probeSegment(join(partDir(mediaDir, 'tiny', 'full'), '360p30'), 'seg-00001.m4s');
    expect(low).toMatchObject({ width: 160, height: 90, fps: '30/1' });
  }, 60_000);

  it('cuts the preview part at LIMITS.vodPreviewSeconds from the same segments', async () => {
    const mediaDir = join(root, 'encode-long');
    const manifest = await encodeLadder({
      mediaDir,
      ladderId: 'long',
      sourcePath: sources.long!,
      renditions: TINY,
    });
    expect(manifest).toMatchObject({
      durationSeconds: 33,
      previewSeconds: 30,
      segments: { full: 17, preview: 15 },
    });
    await expectLadder(mediaDir, 'long', TINY);
    const full = await readFile(join(partDir(mediaDir, 'long', 'full'), '720p30', 'seg-00015.m4s'));
    const preview = await readFile(join(partDir(mediaDir, 'long', 'preview'), '720p30', 'seg-00015.m4s'));
    expect(preview.equals(full)).toBe(true);
  }, 60_000);

  it('gives a source without sound a silent AAC track, so every rung is H.264 + AAC', async () => {
    const mediaDir = join(root, 'encode-silent');
    await encodeLadder({ mediaDir, ladderId: 'silent', sourcePath: sources.silent!, renditions: TINY });
    await expectLadder(mediaDir, 'silent', TINY);
    const top = await probeSegment(join(partDir(mediaDir, 'silent', 'full'), '1080p60'), 'seg-00001.m4s');
    expect(top).toMatchObject({ fps: '60/1', audio: 'aac LC' });
  }, 60_000);

  it('encodes the contract RENDITIONS for real: 360p30, 720p30 and 1080p60 from a 1080p60 source', async () => {
    const source = await makeSource('hd', { seconds: 2.5, size: '1920x1080', rate: 60 });
    const mediaDir = join(root, 'encode-hd');
    const manifest = await encodeLadder({ mediaDir, ladderId: 'hd', sourcePath: source });
    expect(manifest.segments).toEqual({ full: 2, preview: 2 });
    await expectLadder(mediaDir, 'hd', RENDITIONS);
    const dir = partDir(mediaDir, 'hd', 'full');
    const master = parseMasterPlaylist(await readFile(join(dir, 'master.m3u8'), 'utf8'));
    expect(master.map((v) => v.attributes.CODECS)).toEqual([
      expect.stringMatching(/^avc1\.6400(1e|1f),mp4a\.40\.2$/),
      expect.stringMatching(/^avc1\.6400(1f|20|28),mp4a\.40\.2$/),
      'avc1.64002a,mp4a.40.2',
    ]);
    for (const r of RENDITIONS) {
      expect(await probeSegment(join(dir, r.id), 'seg-00001.m4s')).toEqual({
        codec: 'h264',
        profile: 'High',
        width: r.width,
        height: r.height,
        fps: `${r.fps}/1`,
        audio: 'aac LC',
      });
    }
  }, 120_000);

  it('leaves nothing behind when aborted mid-encode', async () => {
    const mediaDir = join(root, 'encode-abort');
    const abort = new AbortController();
    const encoding = encodeLadder({
      mediaDir,
      ladderId: 'aborted',
      sourcePath: sources.long!,
      renditions: TINY,
      signal: abort.signal,
      onProgress: (f) => {
        if (f > 0) abort.abort(new Error('stop'));
      },
    });
    await expect(encoding).rejects.toThrow('stop');
    expect(await readdir(join(mediaDir, 'ladders'))).toEqual([]);
  }, 60_000);

  it('fails on a file that is not a video, leaving nothing', async () => {
    const mediaDir = join(root, 'encode-bad');
    const bad = join(root, 'not-a-video.mp4');
    await writeFile(bad, 'hello');
    await expect(
      encodeLadder({ mediaDir, ladderId: 'bad', sourcePath: bad, renditions: TINY }),
    ).rejects.toThrow(/ffprobe exited with code 1/);
    expect(await readdir(join(mediaDir, 'ladders')).catch(() => [])).toEqual([]);
  });
});

describe(`media jobs: worker, library and restarts (${isPostgres ? 'postgres' : 'pglite'})`, () => {
  // each test has a database of its own: a worker takes every queued ladder it finds
  let database: DatabaseHandle;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  /** A library and a worker of one "instance" on the test's database. */
  function instance(mediaDir: string, options: Partial<MediaWorkerOptions> = {}) {
    const core = createCore(testConfig({ MEDIA_DIR: mediaDir }), { database, clock });
    const worker = createMediaWorker({
      db: database.db,
      library: core.media,
      mediaDir,
      clock,
      log: silentLog,
      soleInstance: true,
      renditions: TINY,
      ...options,
    });
    return {
      library: core.media,
      worker,
      async close() {
        await worker.stop();
        await core.close();
      },
    };
  }
  const repo = () => createMediaRepo(database.db);

  /**
   * An ffmpeg whose first run reads its input at its real speed (-re: a 33 s source takes 33 s), so a
   * test can interrupt it mid-encode, and notes its pid; the later runs are plain ffmpeg.
   */
  async function slowFirstFfmpeg(name: string) {
    const pidFile = join(root, `${name}.pid`);
    const wrapper = join(root, `ffmpeg-${name}`);
    await writeFile(
      wrapper,
      `#!/bin/sh\nif [ ! -e ${pidFile} ]; then echo $$ > ${pidFile}; exec ffmpeg -re "$@"; fi\nexec ffmpeg "$@"\n`,
    );
    await chmod(wrapper, 0o755);
    return {
      binaries: { ffmpeg: wrapper, ffprobe: 'ffprobe' },
      firstPid: async () => Number((await readFile(pidFile, 'utf8')).trim()),
    };
  }
  /** Resolves once `test` holds after a change of a ladder. */
  const when = (library: MediaLibrary, test: () => Promise<boolean>) =>
    new Promise<void>((resolve) => {
      const stop = library.onChange(() => {
        void test().then((ok) => {
          if (ok) {
            stop();
            resolve();
          }
        });
      });
    });

  it('queues, encodes with progress, and answers assetState: missing → preparing → ready', async () => {
    const mediaDir = join(root, 'jobs-basic');
    const a = instance(mediaDir);
    await a.worker.start();
    expect(await a.library.assetState('vod-1')).toEqual({ state: 'missing' });
    await a.library.register(['basic']);
    await a.library.mapAssets([
      { assetId: 'vod-1', ladderId: 'basic', part: 'full' },
      { assetId: 'vod-1-clip', ladderId: 'basic', part: 'preview' },
    ]);
    expect(await a.library.assetState('vod-1')).toEqual({
      state: 'preparing',
      ladderId: 'basic',
      progress: 0,
    });
    const seen: number[] = [];
    a.library.onChange(async () => {
      const s = await a.library.assetState('vod-1');
      if (s.state === 'preparing') seen.push(s.progress);
    });
    await a.library.enqueue('basic', sources.long!);
    await a.worker.idle();
    const state = await a.library.assetState('vod-1-clip');
    expect(state).toMatchObject({
      state: 'ready',
      ladderId: 'basic',
      part: 'preview',
      dir: partDir(mediaDir, 'basic', 'preview'),
    });
    expect(state.state === 'ready' && state.manifest.segments).toEqual({ full: 17, preview: 15 });
    expect(seen.some((p) => p > 0 && p < 1)).toBe(true);
    expect(await repo().ladder('basic')).toMatchObject({
      status: 'ready',
      progress: 1,
      attempts: 1,
      worker: null,
    });
    await expectLadder(mediaDir, 'basic', TINY);

    // the same source again changes nothing; a new source is encoded again
    await a.library.enqueue('basic', sources.long!);
    expect(await repo().ladder('basic')).toMatchObject({ status: 'ready', attempts: 1 });
    await a.library.enqueue('basic', sources.tiny!);
    await a.worker.idle();
    expect(await a.library.assetState('vod-1')).toMatchObject({
      state: 'ready',
      manifest: { durationSeconds: 5 },
    });
    await a.close();
  }, 90_000);

  it('ffmpeg killed mid-encode: nothing is served, the job is tried again and ends ready', async () => {
    const mediaDir = join(root, 'jobs-kill');
    const { binaries, firstPid } = await slowFirstFfmpeg('kill');
    const a = instance(mediaDir, { binaries });
    await a.worker.start();
    await a.library.enqueue('killed', sources.long!);
    await a.library.mapAssets([{ assetId: 'vod-k', ladderId: 'killed', part: 'full' }]);
    await when(a.library, async () => {
      const s = await a.library.assetState('vod-k');
      return s.state === 'preparing' && s.progress > 0;
    });
    process.kill(await firstPid(), 'SIGKILL');
    await when(a.library, async () => (await repo().ladder('killed'))?.attempts === 2);
    const retried = await repo().ladder('killed');
    expect(retried?.error).toMatch(/ffmpeg.* was killed \(SIGKILL\)/);
    expect(await readLadderManifest(mediaDir, 'killed')).toBeNull();
    expect(await a.library.assetState('vod-k')).toMatchObject({ state: 'preparing' });
    await a.worker.idle();
    expect(await repo().ladder('killed')).toMatchObject({ status: 'ready', attempts: 2 });
    expect(await a.library.assetState('vod-k')).toMatchObject({ state: 'ready' });
    await expectLadder(mediaDir, 'killed', TINY);
    await a.close();
  }, 90_000);

  it('survives a restart: a new instance takes back the encoding a killed process left, and a ladder whose files are gone', async () => {
    const mediaDir = join(root, 'jobs-restart');
    const first = instance(mediaDir);
    await first.worker.start();
    await first.library.enqueue('lost', sources.tiny!);
    await first.worker.idle();
    await first.close();
    // what a killed process leaves: its job `encoding` under a worker that is gone, a half-written
    // temporary ladder; and a ready ladder whose directory was deleted
    await repo().enqueue('cut', sources.tiny!, clock.now());
    expect(await repo().claim('dead-worker', clock.now())).toMatchObject({ id: 'cut', status: 'encoding' });
    const partial = join(mediaDir, 'ladders', '.cut.partial-0badc0de');
    await mkdir(join(partial, 'full', '360p30'), { recursive: true });
    await writeFile(join(partial, 'full', '360p30', 'seg-00001.m4s'), 'half');
    await rm(join(mediaDir, 'ladders', 'lost'), { recursive: true });
    await repo().mapAssets([
      { assetId: 'cut-asset', ladderId: 'cut', part: 'full' },
      { assetId: 'lost-asset', ladderId: 'lost', part: 'preview' },
    ]);

    const second = instance(mediaDir);
    // before the worker starts, neither counts as ready: no manifest, or not ready
    expect(await second.library.assetState('cut-asset')).toMatchObject({ state: 'preparing' });
    expect(await second.library.assetState('lost-asset')).toMatchObject({ state: 'preparing' });
    await second.worker.start();
    await second.worker.idle();
    expect(await second.library.assetState('cut-asset')).toMatchObject({ state: 'ready', ladderId: 'cut' });
    expect(await second.library.assetState('lost-asset')).toMatchObject({ state: 'ready', ladderId: 'lost' });
    expect(await repo().ladder('cut')).toMatchObject({ status: 'ready', attempts: 2 });
    await expectLadder(mediaDir, 'cut', TINY);
    await expectLadder(mediaDir, 'lost', TINY);
    await second.close();
  }, 90_000);

  it('a stop aborts the encoding and queues it again (not counted as an attempt), leaving no temporary directory', async () => {
    const mediaDir = join(root, 'jobs-stop');
    const a = instance(mediaDir, { binaries: (await slowFirstFfmpeg('stop')).binaries });
    await a.worker.start();
    await a.library.enqueue('stopped', sources.long!);
    await when(a.library, async () => ((await repo().ladder('stopped'))?.progress ?? 0) > 0);
    await a.close();
    expect(await repo().ladder('stopped')).toMatchObject({
      status: 'queued',
      worker: null,
      progress: 0,
      attempts: 0,
    });
    expect(await readdir(join(mediaDir, 'ladders'))).toEqual([]);
  }, 60_000);

  it('gives up after the last attempt: failed, with the reason, until enqueued again', async () => {
    const mediaDir = join(root, 'jobs-fail');
    const bad = join(root, 'broken.mp4');
    await writeFile(bad, 'not a video');
    const a = instance(mediaDir, { maxAttempts: 2 });
    await a.worker.start();
    await a.library.enqueue('broken', bad);
    await a.library.mapAssets([{ assetId: 'b', ladderId: 'broken', part: 'full' }]);
    await a.worker.idle();
    expect(await repo().ladder('broken')).toMatchObject({ status: 'failed', attempts: 2 });
    expect(await a.library.assetState('b')).toMatchObject({
      state: 'failed',
      ladderId: 'broken',
      error: expect.stringMatching(/ffprobe/),
    });
    await a.library.enqueue('broken', sources.tiny!);
    await a.worker.idle();
    expect(await a.library.assetState('b')).toMatchObject({ state: 'ready' });
    await a.close();
  }, 60_000);

  it('takes a ladder already complete on disk as ready without encoding it (prebuilt MEDIA_DIR)', async () => {
    const mediaDir = join(root, 'jobs-prebuilt');
    await encodeLadder({ mediaDir, ladderId: 'prebuilt', sourcePath: sources.tiny!, renditions: TINY });
    const library = createMediaLibrary({
      db: database.db,
      clock,
      bus: createMemoryBus(silentLog),
      mediaDir,
      log: silentLog,
    });
    expect(await library.adopt('prebuilt', null, (m) => m.durationSeconds === 33)).toBe(false);
    expect(await library.adopt('nothing-here', null)).toBe(false);
    expect(await library.adopt('prebuilt', sources.tiny!, (m) => m.durationSeconds === 5)).toBe(true);
    await library.mapAssets([{ assetId: 'x', ladderId: 'prebuilt', part: 'full' }]);
    expect(await library.assetState('x')).toMatchObject({ state: 'ready', manifest: { durationSeconds: 5 } });
    expect(await repo().ladder('prebuilt')).toMatchObject({ status: 'ready', attempts: 0 });
    library.close();
  }, 30_000);
});
