import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { FFMPEG_BINARIES, type FfmpegBinaries, runFfmpeg } from '../media/ffmpeg.js';
import type { AssetRow } from '../media/media.repo.js';
import type { MediaLibrary } from '../media/media.service.js';
import type { MediaLog } from '../media/worker.js';
import { CHANNELS } from './catalogue/epg-shows.js';
import { GAME_TYPES } from './catalogue/leagues.js';
import { mediaIds } from './catalogue/media.js';
import { SPORT_KEYS, type Sport } from './catalogue/types.js';

/**
 * The demo's video: a few synthetic sources made with ffmpeg at first start (a moving picture, the
 * sport's or programme's name and a running clock burned in, a tone of its own pitch), 1920×1080 at
 * 60 fps so the 1080p60 rung is real, each encoded by the media pipeline into one ladder. Every asset
 * id the demo catalogue names is one part of one of them.
 */
interface DemoSource {
  ladderId: string;
  /** The two lines burned in above the clock (Japanese first: the CJK font is checked with it). */
  title: string;
  /** The moving picture: a lavfi graph ending in one 1920×1080 60 fps video. */
  scene: string;
  /** The tone's pitch in Hz (it beeps at twice that every second). */
  tone: number;
}

const SIZE = 'size=1920x1080:rate=60';
/** A white ball of `d` pixels over a `color` background, its path given by x and y expressions of t. */
const ball = (color: string, d: number, x: string, y: string) =>
  `color=c=${color}:${SIZE}[bg];color=c=white:size=${d}x${d}:rate=60[ball];[bg][ball]overlay=x='${x}':y='${y}'`;

/**
 * The pictures: flat colours with a moving ball for the sports, colour bars with a moving test pattern
 * for the studio. Chosen because they cost little to draw and to encode (measured per 10 s of
 * 1080p60: a ball scene 2.1 CPU-seconds to generate and 5.5 to encode into the ladder; ffmpeg's
 * full-frame testsrc2 4.0 and 6.8).
 */
const SCENES: Record<Sport | 'studio', { scene: string; tone: number }> = {
  football: {
    scene: `${ball('0x2e7d32', 48, 'W/2+sin(t*0.9)*W*0.42', 'H/2+sin(t*1.7)*H*0.38')},drawbox=x=iw/2-3:y=0:w=6:h=ih:color=white@0.8:t=fill`,
    tone: 440,
  },
  baseball: { scene: ball('0x123a6b', 56, 'mod(t*520,W-56)', 'H*0.8-abs(sin(t*2.4))*H*0.6'), tone: 523.25 },
  basketball: {
    scene: ball('0xb5651d', 72, 'W/2+sin(t*0.6)*W*0.4', 'H*0.85-abs(sin(t*3.1))*H*0.7'),
    tone: 659.25,
  },
  golf: {
    scene: ball('0x1d6b34', 40, 'W*0.1+mod(t*300,W*0.8)', 'H*0.8-sin(mod(t*300,W*0.8)/(W*0.8)*PI)*H*0.6'),
    tone: 392,
  },
  studio: {
    scene: `smptehdbars=${SIZE}[bars];testsrc2=size=640x360:rate=60[inset];[bars][inset]overlay=x='(W-w)/2+sin(t)*600':y=(H-h)/2`,
    tone: 880,
  },
};

/** One source per sport, and the studio of KICKOFF NEWS and the originals. */
export const DEMO_SOURCES: DemoSource[] = [
  ...SPORT_KEYS.map((sport) => {
    const name = GAME_TYPES.find((g) => g.key === sport)!.name;
    return { ladderId: `demo-${sport}`, title: `${name.ja}  ${name.en}`, ...SCENES[sport] };
  }),
  { ladderId: 'demo-studio', title: 'KICKOFF スタジオ  Studio', ...SCENES.studio },
];

const ladderOf = (sport: Sport) => `demo-${sport}`;
const STUDIO = 'demo-studio';

/**
 * Every asset the demo catalogue names → a part of a ladder: per sport its lives, its three VOD ids
 * (full) and its preview clip (preview); KICKOFF NEWS and the originals on the studio; each channel on
 * the first sport it carries live (the news channel on the studio). Lives and channels use the full
 * part: the live packager loops it.
 */
export function demoAssets(): AssetRow[] {
  const rows: AssetRow[] = [];
  const full = (assetId: string, ladderId: string) => rows.push({ assetId, ladderId, part: 'full' });
  const preview = (assetId: string, ladderId: string) => rows.push({ assetId, ladderId, part: 'preview' });
  for (const sport of SPORT_KEYS) {
    full(mediaIds.live(sport), ladderOf(sport));
    // mediaIds.vod numbers a sport's VODs 1…3 (the VOD id modulo 3)
    for (const id of [0, 1, 2]) full(mediaIds.vod(sport, id), ladderOf(sport));
    preview(mediaIds.preview(sport), ladderOf(sport));
  }
  for (const n of [1, 2, 3]) {
    full(`demo-news-${n}`, STUDIO);
    full(`demo-origin-${n}`, STUDIO);
  }
  preview('demo-origin-preview', STUDIO);
  for (const channel of CHANNELS) {
    const sport = channel.live[0];
    full(mediaIds.channel(channel.key), sport && channel.type !== 'news' ? ladderOf(sport) : STUDIO);
  }
  return rows;
}

/** ffmpeg arguments that write `seconds` of the source to `file` (H.264, fast to make, high quality). */
export function demoSourceArgs(source: DemoSource, seconds: number, file: string): string[] {
  const text = (content: string, size: number, y: string) =>
    `drawtext=font='Noto Sans CJK JP':text='${content}':fontsize=${size}:fontcolor=white:box=1:boxcolor=black@0.55:boxborderw=24:x=(w-tw)/2:y=${y}`;
  const graph = [
    `${source.scene},${text(source.title, 110, 'h*0.2')},${text('%{pts\\:hms}', 150, 'h*0.56')},${text('KICKOFF DEMO', 40, 'h*0.9')},format=yuv420p[v]`,
    `sine=frequency=${source.tone}:beep_factor=2:sample_rate=48000[a]`,
  ].join(';');
  return [
    '-filter_complex',
    graph,
    '-map',
    '[v]',
    '-map',
    '[a]',
    '-t',
    String(seconds),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    // no frame threads or lookahead: 20 % less CPU for these sources (measured 4.9 against 6.1
    // CPU-seconds per 20 s), and the generation runs beside an encoding anyway
    '-tune',
    'zerolatency',
    '-crf',
    '18',
    '-c:a',
    'aac',
    '-b:a',
    '160k',
    '-movflags',
    '+faststart',
    file,
  ];
}

/** A source being generated: `<source>.partial-<random>.mp4`, renamed into place when complete. */
const PARTIAL_SOURCE = '.partial-';

/**
 * Deletes what an interrupted generation left: a partial source nobody has written to for two minutes
 * (one being generated, by this instance or another on the same directory, is written continuously).
 */
async function removeStalePartials(sourceDir: string): Promise<void> {
  for (const name of await readdir(sourceDir)) {
    if (!name.includes(PARTIAL_SOURCE)) continue;
    const file = join(sourceDir, name);
    const { mtimeMs } = await stat(file);
    if (Date.now() - mtimeMs > 120_000) await rm(file, { force: true });
  }
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export interface DemoMediaOptions {
  library: MediaLibrary;
  mediaDir: string;
  /** Seconds of every source (config MEDIA_DEMO_SECONDS). */
  seconds: number;
  binaries?: FfmpegBinaries;
  signal?: AbortSignal;
  log: MediaLog;
  /** Default: all of DEMO_SOURCES. */
  sources?: readonly DemoSource[];
  /** Told, before any source is made, which ladders are to be made (none when all are on disk). */
  onPlanned?: (ladderIds: string[]) => void;
}

/**
 * Makes sure the demo's media is there or on its way, quickly and in the background of a start:
 * a ladder already complete on disk at this length is taken as it is (MEDIA_DIR may point at prebuilt
 * media); the others are registered ("being prepared" at once), their sources generated when missing
 * (into MEDIA_DIR/sources, kept so a lost ladder is made again without them) and queued one by one, so
 * the worker encodes the first while the next is generated. Answers the ladders queued.
 */
export async function prepareDemoMedia(options: DemoMediaOptions): Promise<string[]> {
  const { library, mediaDir, seconds, binaries = FFMPEG_BINARIES, signal, log } = options;
  const sources = options.sources ?? DEMO_SOURCES;
  const sourceDir = join(mediaDir, 'sources');
  const fileOf = (s: DemoSource) => join(sourceDir, `${s.ladderId}-${seconds}s.mp4`);
  const todo: DemoSource[] = [];
  for (const source of sources) {
    const fits = (m: { durationSeconds: number }) => Math.abs(m.durationSeconds - seconds) < 1;
    if (!(await library.adopt(source.ladderId, fileOf(source), fits))) todo.push(source);
  }
  await library.register(todo.map((s) => s.ladderId));
  options.onPlanned?.(todo.map((s) => s.ladderId));
  const ladders = new Set(sources.map((s) => s.ladderId));
  await library.mapAssets(demoAssets().filter((a) => ladders.has(a.ladderId)));
  await mkdir(sourceDir, { recursive: true });
  await removeStalePartials(sourceDir);
  for (const [i, source] of todo.entries()) {
    const file = fileOf(source);
    if (!(await exists(file))) {
      const started = Date.now();
      log.info(
        { ladderId: source.ladderId },
        `media: generating demo source ${i + 1}/${todo.length} ${source.ladderId} (${seconds} s)`,
      );
      const partial = `${file}${PARTIAL_SOURCE}${randomBytes(4).toString('hex')}.mp4`;
      try {
        await runFfmpeg(binaries, demoSourceArgs(source, seconds, partial), { signal });
        await rename(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
      log.info(
        { ladderId: source.ladderId, seconds: (Date.now() - started) / 1000 },
        `media: demo source ${source.ladderId} generated (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
    await library.enqueue(source.ladderId, file);
  }
  return todo.map((s) => s.ladderId);
}
