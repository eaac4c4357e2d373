import { randomBytes } from 'node:crypto';
import {
  copyFile,
  link,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { join } from 'node:path';
import { LIMITS, RENDITIONS, type RenditionId } from '@kickoff/contract';
import { FFMPEG_BINARIES, type FfmpegBinaries, probe, runFfmpeg } from './ffmpeg.js';
import { type LadderManifest, ladderManifestSchema } from './library.js';
import {
  AAC_LC,
  avcCodecOf,
  parseMediaPlaylist,
  type Segment,
  type Variant,
  writeMasterPlaylist,
  writeMediaPlaylist,
} from './playlists.js';
import { THUMBNAIL, thumbnailSprite, thumbnailsVtt } from './thumbnails.js';

/** One rung as the encoder makes it: the contract's RENDITIONS, or smaller pictures in tests. */
export interface RenditionSpec {
  id: RenditionId;
  width: number;
  height: number;
  fps: number;
  videoKbps: number;
  audioKbps: number;
  /** The peak bits per second the master playlist announces (more if the encoder made more). */
  bandwidth: number;
}

export interface EncodeOptions {
  mediaDir: string;
  ladderId: string;
  sourcePath: string;
  /** Default: the contract's RENDITIONS. */
  renditions?: readonly RenditionSpec[];
  /** The x264 preset (speed against size at the same quality); default `ultrafast` (see x264Args). */
  preset?: string;
  binaries?: FfmpegBinaries;
  signal?: AbortSignal;
  /** 0–1 as the encoding goes. */
  onProgress?: (fraction: number) => void;
  /** The manifest's createdAt. */
  now?: () => Date;
}

export const LADDERS = 'ladders';
/** A ladder being made: `ladders/.<ladderId>.partial-<random>`, renamed into place when complete. */
export const PARTIAL = /^\.([A-Za-z0-9_-]+)\.(partial|old)-[0-9a-f]+$/;
const SEGMENT_NAME = (n: number) => `seg-${String(n).padStart(5, '0')}.m4s`;
const POSTER = { width: 1280, height: 720 };
const THUMBS_TMP = '.thumbs';

/**
 * Pictures of any shape into a `w`×`h` frame: scaled to fit, centred on black, square pixels
 * (a 16:9 source at the rung's size passes through). Area averaging: the filter for shrinking, and
 * cheaper than the default bicubic (measured on 20 s of 1080p60 into the three rungs: 2.2 against 2.9
 * CPU-seconds with the decoding).
 */
const fit = (w: number, h: number) =>
  `scale=${w}:${h}:force_original_aspect_ratio=decrease:flags=area,pad=${w}:${h}:(ow-iw)/2:(oh-ih)/2,setsar=1`;

/**
 * x264 for every rung: H.264 High whatever the preset (CABAC and 8×8 transforms are on in every preset
 * but ultrafast, which would otherwise make Constrained Baseline), no scene-cut keyframes, and a
 * keyframe exactly every segment (`-force_key_frames` on the 2 s grid, the GOP no longer), so every
 * rendition cuts at the same instants and a player can switch at any segment.
 */
function x264Args(renditions: readonly RenditionSpec[], preset: string): string[] {
  const seg = LIMITS.hlsSegmentSeconds;
  return [
    '-c:v',
    'libx264',
    '-preset',
    preset,
    '-profile:v',
    'high',
    '-x264-params',
    'cabac=1:8x8dct=1',
    '-pix_fmt',
    'yuv420p',
    '-sc_threshold',
    '0',
    '-force_key_frames',
    `expr:gte(t,n_forced*${seg})`,
    ...renditions.flatMap((r, i) => [
      `-b:v:${i}`,
      `${r.videoKbps}k`,
      `-maxrate:v:${i}`,
      `${Math.round(r.videoKbps * 1.07)}k`,
      `-bufsize:v:${i}`,
      `${r.videoKbps * 2}k`,
      `-g:v:${i}`,
      String(r.fps * seg),
      `-keyint_min:v:${i}`,
      String(r.fps * seg),
    ]),
    '-c:a',
    'aac',
    '-ac',
    '2',
    '-ar',
    '48000',
    ...renditions.flatMap((r, i) => [`-b:a:${i}`, `${r.audioKbps}k`]),
  ];
}

/**
 * One ffmpeg run for the whole ladder: the source is decoded once and split into every rung, the
 * poster and the thumbnail sprite (one run costs less CPU than one per rung: measured 6.8 against
 * 8.9 CPU-seconds for 10 s of 1080p60). The HLS muxer writes `full/<rung>/` (its own playlists and
 * init names are rewritten afterwards).
 */
function ladderArgs(o: {
  source: string;
  dir: string;
  renditions: readonly RenditionSpec[];
  preset: string;
  hasAudio: boolean;
  durationSeconds: number;
  poster: { width: number; height: number };
}): string[] {
  const n = o.renditions.length;
  const t = THUMBNAIL;
  const graph = [
    `[0:v]split=${n + 2}${o.renditions.map((_, i) => `[s${i}]`).join('')}[sp][st]`,
    ...o.renditions.map((r, i) => `[s${i}]fps=${r.fps},${fit(r.width, r.height)}[v${i}]`),
    `[sp]trim=end_frame=1,${fit(o.poster.width, o.poster.height)}[poster]`,
    `[st]select='gte(t,${t.everySeconds}*selected_n)',${fit(t.width, t.height)}[thumbs]`,
  ].join(';');
  const audioInput = o.hasAudio
    ? []
    : [
        '-f',
        'lavfi',
        '-t',
        String(o.durationSeconds),
        '-i',
        'anullsrc=channel_layout=stereo:sample_rate=48000',
      ];
  const audio = o.hasAudio ? '0:a:0' : '1:a:0';
  return [
    '-i',
    o.source,
    ...audioInput,
    '-filter_complex',
    graph,
    ...o.renditions.flatMap((_, i) => ['-map', `[v${i}]`]),
    ...o.renditions.flatMap(() => ['-map', audio]),
    ...x264Args(o.renditions, o.preset),
    '-f',
    'hls',
    '-hls_time',
    String(LIMITS.hlsSegmentSeconds),
    '-hls_playlist_type',
    'vod',
    '-hls_segment_type',
    'fmp4',
    '-hls_flags',
    'independent_segments',
    '-start_number',
    '1',
    '-hls_fmp4_init_filename',
    'init.mp4',
    '-hls_segment_filename',
    join(o.dir, 'full', '%v', 'seg-%05d.m4s'),
    '-var_stream_map',
    o.renditions.map((r, i) => `v:${i},a:${i},name:${r.id}`).join(' '),
    join(o.dir, 'full', '%v', 'index.m3u8'),
    '-map',
    '[poster]',
    '-frames:v',
    '1',
    '-q:v',
    '3',
    join(o.dir, 'poster.jpg'),
    '-map',
    '[thumbs]',
    '-fps_mode',
    'passthrough',
    '-q:v',
    '5',
    join(o.dir, THUMBS_TMP, '%04d.jpg'),
  ];
}

/**
 * The thumbnails one by one (an image sequence, written as they come, so ffmpeg reports progress from
 * the start: a `tile` output would hold back every progress report until its last picture) → one
 * sprite and its WebVTT track, from what was really written.
 */
async function writeThumbnails(
  binaries: FfmpegBinaries,
  dir: string,
  durationSeconds: number,
  signal: AbortSignal | undefined,
): Promise<void> {
  const count = (await readdir(join(dir, THUMBS_TMP))).filter((f) => f.endsWith('.jpg')).length;
  const sprite = thumbnailSprite(count);
  await runFfmpeg(
    binaries,
    [
      '-framerate',
      '1',
      '-start_number',
      '1',
      '-i',
      join(dir, THUMBS_TMP, '%04d.jpg'),
      '-vf',
      `tile=${sprite.columns}x${sprite.rows}`,
      '-frames:v',
      '1',
      '-q:v',
      '5',
      join(dir, 'thumbs.jpg'),
    ],
    { signal },
  );
  await rm(join(dir, THUMBS_TMP), { recursive: true });
  await writeFile(join(dir, 'thumbs.vtt'), thumbnailsVtt(sprite, durationSeconds));
}

interface RungResult {
  rendition: RenditionSpec;
  segments: Segment[];
  sizes: number[];
  codec: string;
}

/**
 * Takes over what ffmpeg wrote for one rung: checks the segments are seg-00001… in order, renames the
 * init segment to init.mp4 and rewrites the playlist in our form (ffmpeg names inits init_<n>.mp4
 * with several variants, and its playlist details vary between versions).
 */
async function adoptRung(dir: string, rendition: RenditionSpec): Promise<RungResult> {
  const rungDir = join(dir, 'full', rendition.id);
  const written = parseMediaPlaylist(await readFile(join(rungDir, 'index.m3u8'), 'utf8'));
  if (!written.ended || written.segments.length === 0 || !written.map) {
    throw new Error(`ffmpeg left an incomplete playlist for ${rendition.id}`);
  }
  written.segments.forEach((s, i) => {
    if (s.uri !== SEGMENT_NAME(i + 1)) throw new Error(`unexpected segment ${s.uri} in ${rendition.id}`);
  });
  if (written.map !== 'init.mp4') await rename(join(rungDir, written.map), join(rungDir, 'init.mp4'));
  await writeFile(join(rungDir, 'index.m3u8'), writeMediaPlaylist(written.segments));
  const sizes = await Promise.all(written.segments.map(async (s) => (await stat(join(rungDir, s.uri))).size));
  const codec = avcCodecOf(await readFile(join(rungDir, 'init.mp4')));
  return { rendition, segments: written.segments, sizes, codec };
}

/** A part's master playlist from its rungs' segments (the first `count` of each). */
function masterOf(rungs: readonly RungResult[], count: number): string {
  const variants: Variant[] = rungs.map(({ rendition: r, segments, sizes, codec }) => {
    const bits = sizes.slice(0, count).map((b) => b * 8);
    const seconds = segments.slice(0, count).map((s) => s.duration);
    const peak = Math.max(...bits.map((b, i) => b / Math.max(seconds[i]!, 0.001)));
    const total = seconds.reduce((a, b) => a + b, 0);
    return {
      uri: `${r.id}/index.m3u8`,
      bandwidth: Math.max(r.bandwidth, Math.ceil(peak)),
      averageBandwidth: Math.ceil(bits.reduce((a, b) => a + b, 0) / total),
      width: r.width,
      height: r.height,
      frameRate: r.fps,
      codecs: [codec, AAC_LC],
    };
  });
  return writeMasterPlaylist(variants);
}

/**
 * The preview part: the full part's first LIMITS.vodPreviewSeconds, as its own ladder. Every rung cuts
 * at the same 2 s keyframes, so the first segments of the full part are already that clip: they are
 * hard-linked (no second encoding), with their own playlists.
 */
async function writePreview(
  dir: string,
  rungs: readonly RungResult[],
): Promise<{ count: number; seconds: number }> {
  const first = rungs[0]!.segments;
  let count = 0;
  let seconds = 0;
  while (count < first.length && seconds < LIMITS.vodPreviewSeconds - 0.001) {
    seconds += first[count]!.duration;
    count++;
  }
  for (const { rendition, segments } of rungs) {
    const from = join(dir, 'full', rendition.id);
    const to = join(dir, 'preview', rendition.id);
    await mkdir(to, { recursive: true });
    for (const name of ['init.mp4', ...segments.slice(0, count).map((s) => s.uri)]) {
      // a file system without hard links gets copies
      await link(join(from, name), join(to, name)).catch(() => copyFile(join(from, name), join(to, name)));
    }
    await writeFile(join(to, 'index.m3u8'), writeMediaPlaylist(segments.slice(0, count)));
  }
  await writeFile(join(dir, 'preview', 'master.m3u8'), masterOf(rungs, count));
  return { count, seconds };
}

/** fsync every file below `dir`, then the directories, so a rename after this publishes only whole files. */
async function syncTree(dir: string): Promise<void> {
  const sync = async (path: string) => {
    const handle = await open(path, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  };
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name));
  for (let i = 0; i < files.length; i += 16) await Promise.all(files.slice(i, i + 16).map(sync));
  const dirs = entries.filter((e) => e.isDirectory()).map((e) => join(e.parentPath, e.name));
  await Promise.all([...dirs, dir].map(sync));
}

/** Puts a complete ladder in place: one rename (an older copy is moved aside first, then removed). */
async function install(laddersDir: string, partial: string, ladderId: string): Promise<void> {
  const final = join(laddersDir, ladderId);
  const old = join(laddersDir, `.${ladderId}.old-${randomBytes(4).toString('hex')}`);
  const hadOld = await rename(final, old).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return false;
      throw error;
    },
  );
  await rename(partial, final);
  const handle = await open(laddersDir, 'r');
  await handle.sync().finally(() => handle.close());
  if (hadOld) await rm(old, { recursive: true, force: true });
}

/**
 * Source file → a complete ladder in `MEDIA_DIR/ladders/<ladderId>/` (the layout of library.ts): the
 * full part and the preview part as HLS (H.264 + AAC, 2 s fMP4 segments, every rung of `renditions`),
 * the poster and the seek-bar thumbnails, manifest.json last. Everything is made in a temporary
 * directory renamed into place when complete, so a reader (the origin) sees the whole ladder or none;
 * an aborted or failed run leaves nothing behind (a killed process leaves the temporary directory,
 * which the worker deletes when it starts). Answers the manifest.
 */
export async function encodeLadder(options: EncodeOptions): Promise<LadderManifest> {
  const {
    mediaDir,
    ladderId,
    sourcePath,
    renditions = RENDITIONS,
    preset = 'ultrafast',
    binaries = FFMPEG_BINARIES,
    signal,
    onProgress,
    now = () => new Date(),
  } = options;
  ladderManifestSchema.shape.ladderId.parse(ladderId);
  const laddersDir = join(mediaDir, LADDERS);
  const dir = join(laddersDir, `.${ladderId}.partial-${randomBytes(4).toString('hex')}`);
  try {
    const source = await probe(binaries, sourcePath, signal);
    if (!source.video) throw new Error(`${sourcePath} has no video stream`);
    if (source.durationSeconds <= 0) throw new Error(`${sourcePath} has no duration`);
    const top = renditions[renditions.length - 1]!;
    const poster = {
      width: Math.min(POSTER.width, top.width),
      height: Math.min(POSTER.height, top.height),
    };
    for (const r of renditions) await mkdir(join(dir, 'full', r.id), { recursive: true });
    await mkdir(join(dir, THUMBS_TMP));
    await runFfmpeg(
      binaries,
      ladderArgs({
        source: sourcePath,
        dir,
        renditions,
        preset,
        hasAudio: source.hasAudio,
        durationSeconds: source.durationSeconds,
        poster,
      }),
      { signal, durationSeconds: source.durationSeconds, onProgress: (f) => onProgress?.(f * 0.95) },
    );

    const rungs: RungResult[] = [];
    for (const r of renditions) rungs.push(await adoptRung(dir, r));
    const counts = new Set(rungs.map((r) => r.segments.length));
    if (counts.size !== 1) {
      throw new Error(`the renditions have different segment counts (${[...counts].join(', ')})`);
    }
    const full = rungs[0]!.segments;
    const durationSeconds = full.reduce((a, s) => a + s.duration, 0);
    await writeFile(join(dir, 'full', 'master.m3u8'), masterOf(rungs, full.length));
    const preview = await writePreview(dir, rungs);
    await writeThumbnails(binaries, dir, durationSeconds, signal);
    signal?.throwIfAborted();

    const manifest: LadderManifest = {
      ladderId,
      durationSeconds: round3(durationSeconds),
      previewSeconds: round3(preview.seconds),
      segmentSeconds: LIMITS.hlsSegmentSeconds,
      renditions: renditions.map((r) => r.id),
      segments: { full: full.length, preview: preview.count },
      thumbnailSeconds: THUMBNAIL.everySeconds,
      createdAt: now().toISOString(),
    };
    // written last: the manifest's presence is what says the ladder is complete
    await writeFile(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await syncTree(dir);
    signal?.throwIfAborted();
    await install(laddersDir, dir, ladderId);
    onProgress?.(1);
    return manifest;
  } catch (error) {
    await rm(dir, { recursive: true, force: true }).catch(() => {});
    throw error;
  }
}

const round3 = (n: number) => Math.round(n * 1000) / 1000;

/** Deletes what interrupted runs left in `ladders/` (temporary and set-aside directories) except `keep`. */
export async function removeLeftovers(mediaDir: string, keep: (ladderId: string) => boolean = () => false) {
  const laddersDir = join(mediaDir, LADDERS);
  const names = await readdir(laddersDir).catch(() => [] as string[]);
  const removed: string[] = [];
  for (const name of names) {
    const match = PARTIAL.exec(name);
    if (!match || keep(match[1]!)) continue;
    await rm(join(laddersDir, name), { recursive: true, force: true });
    removed.push(name);
  }
  return removed;
}
