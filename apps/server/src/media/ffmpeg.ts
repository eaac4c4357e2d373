import { spawn } from 'node:child_process';

/** The ffmpeg and ffprobe executables: names looked up in PATH, or paths. */
export interface FfmpegBinaries {
  ffmpeg: string;
  ffprobe: string;
}
export const FFMPEG_BINARIES: FfmpegBinaries = { ffmpeg: 'ffmpeg', ffprobe: 'ffprobe' };

const INSTALL_HINT =
  'Install it with `sudo apt-get install ffmpeg` (Debian/Ubuntu; `node scripts/system-deps.mjs start` does it when run as root), or your system package manager.';

/** ffmpeg or ffprobe is not installed (or not where configured): the message says how to install it. */
export class FfmpegMissingError extends Error {
  override name = 'FfmpegMissingError';
  constructor(bin: string) {
    super(`${bin} was not found: the media pipeline needs ffmpeg and ffprobe. ${INSTALL_HINT}`);
  }
}

/** ffmpeg or ffprobe ran and failed: the message ends with the last lines it wrote. */
export class FfmpegFailedError extends Error {
  override name = 'FfmpegFailedError';
}

export interface RunOptions {
  /** Aborting kills the process at once (SIGKILL): whatever it was writing is to be thrown away. */
  signal?: AbortSignal;
  /** Seconds of media the run writes: progress is the output time over this. */
  durationSeconds?: number;
  /** 0–1, from ffmpeg's `-progress` report (about twice a second). */
  onProgress?: (fraction: number) => void;
}

/** The last `max` characters of what a process wrote, kept while it runs. */
function tail(max: number) {
  let text = '';
  return {
    add(chunk: Buffer | string) {
      text = (text + chunk.toString()).slice(-max);
    },
    lines: () => text.trim().split('\n').slice(-6).join('\n'),
  };
}

/**
 * Runs one process to its end: resolves with its standard output, rejects with FfmpegMissingError when
 * the executable is not there, FfmpegFailedError on a non-zero exit, the signal's reason when aborted.
 */
function run(
  bin: string,
  args: string[],
  options: { signal?: AbortSignal; onStdout?: (chunk: Buffer) => void },
): Promise<string> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const stderr = tail(4000);
    let stdout = '';
    let failedToStart: Error | null = null;
    child.stdout.on('data', (chunk: Buffer) => {
      if (options.onStdout) options.onStdout(chunk);
      else stdout += chunk;
    });
    child.stderr.on('data', (chunk: Buffer) => stderr.add(chunk));
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    child.on('error', (error: NodeJS.ErrnoException) => {
      failedToStart = error.code === 'ENOENT' ? new FfmpegMissingError(bin) : error;
    });
    child.on('close', (code, killedBy) => {
      signal?.removeEventListener('abort', abort);
      if (failedToStart) reject(failedToStart);
      else if (signal?.aborted) reject(signal.reason);
      else if (code === 0) resolve(stdout);
      else
        reject(
          new FfmpegFailedError(
            `${bin} ${killedBy ? `was killed (${killedBy})` : `exited with code ${code}`}: ${stderr.lines() || '(no output)'}`,
          ),
        );
    });
  });
}

/**
 * Runs ffmpeg with `args` (inputs, filters, outputs), quiet but for errors, never asking anything,
 * reporting progress from `-progress pipe:1`.
 */
export function runFfmpeg(
  binaries: FfmpegBinaries,
  args: readonly string[],
  options: RunOptions = {},
): Promise<void> {
  const { durationSeconds, onProgress } = options;
  let pending = '';
  const onStdout = (chunk: Buffer) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const fraction = progressOf(line, durationSeconds);
      if (fraction !== null) onProgress?.(fraction);
    }
  };
  return run(
    binaries.ffmpeg,
    ['-hide_banner', '-nostdin', '-loglevel', 'error', '-nostats', '-progress', 'pipe:1', '-y', ...args],
    { signal: options.signal, onStdout },
  ).then(() => undefined);
}

/** One line of ffmpeg's `-progress` report → the fraction done, or null for the other lines. */
export function progressOf(line: string, durationSeconds: number | undefined): number | null {
  if (line.trim() === 'progress=end') return 1;
  const match = /^out_time_us=(\d+)\s*$/.exec(line);
  if (!match || !durationSeconds) return null;
  return Math.min(1, Math.max(0, Number(match[1]) / 1e6 / durationSeconds));
}

/** What the pipeline needs to know about a source file. */
export interface Probe {
  durationSeconds: number;
  video: { width: number; height: number; fps: number } | null;
  hasAudio: boolean;
}

interface ProbeJson {
  format?: { duration?: string };
  streams?: {
    codec_type?: string;
    width?: number;
    height?: number;
    avg_frame_rate?: string;
    r_frame_rate?: string;
    duration?: string;
  }[];
}

/** "60/1", "30000/1001" → frames per second; null for "0/0" and the like. */
function rate(text: string | undefined): number | null {
  const [num, den] = (text ?? '').split('/').map(Number);
  if (!num || !den) return null;
  return num / den;
}

/** Reads a media file's duration, picture and sound with ffprobe. */
export async function probe(binaries: FfmpegBinaries, file: string, signal?: AbortSignal): Promise<Probe> {
  const out = await run(
    binaries.ffprobe,
    ['-v', 'error', '-of', 'json', '-show_entries', 'format=duration:stream', file],
    { signal },
  );
  const json = JSON.parse(out) as ProbeJson;
  const streams = json.streams ?? [];
  const v = streams.find((s) => s.codec_type === 'video');
  const duration = Number(json.format?.duration ?? v?.duration);
  return {
    durationSeconds: Number.isFinite(duration) ? duration : 0,
    video:
      v?.width && v.height
        ? { width: v.width, height: v.height, fps: rate(v.avg_frame_rate) ?? rate(v.r_frame_rate) ?? 30 }
        : null,
    hasAudio: streams.some((s) => s.codec_type === 'audio'),
  };
}

/** Checks that ffmpeg and ffprobe run: rejects with FfmpegMissingError naming the one that does not. */
export async function checkFfmpeg(binaries: FfmpegBinaries = FFMPEG_BINARIES): Promise<void> {
  await run(binaries.ffmpeg, ['-hide_banner', '-version'], {});
  await run(binaries.ffprobe, ['-hide_banner', '-version'], {});
}
