import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock.js';
import type { Executor } from '../db/client.js';
import { type EncodeOptions, encodeLadder, type RenditionSpec, removeLeftovers } from './encoder.js';
import { type FfmpegBinaries, FfmpegMissingError } from './ffmpeg.js';
import { readLadderManifest } from './library.js';
import { createMediaRepo, type LadderRow } from './media.repo.js';
import type { MediaLibrary } from './media.service.js';

export interface MediaLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface MediaWorkerOptions {
  db: Executor;
  library: MediaLibrary;
  mediaDir: string;
  clock: Clock;
  log: MediaLog;
  /**
   * This is the only instance on its database (PGlite): an encoding found at start is this process's
   * own, cut short. Otherwise (PostgreSQL, maybe several instances) only encodings whose worker has
   * not reported for `staleMs` are taken back.
   */
  soleInstance: boolean;
  /** Default: the contract's RENDITIONS (tests encode smaller pictures). */
  renditions?: readonly RenditionSpec[];
  /** x264 preset (config MEDIA_X264_PRESET). */
  preset?: string;
  binaries?: FfmpegBinaries;
  /** Encodings of one ladder before it is marked failed. */
  maxAttempts?: number;
  /** How often an idle worker looks for work it was not told about (another instance's enqueue). */
  pollMs?: number;
  staleMs?: number;
  /** The encoder (tests wrap it to interrupt it). */
  encode?: (options: EncodeOptions) => ReturnType<typeof encodeLadder>;
}

/**
 * The media worker of one instance: encodes queued ladders one at a time (an encoding already uses
 * both cores of the machine it was sized for), reporting progress to the job row, the library and the
 * log. Restart-safe: at start, encodings cut short go back to the queue, their temporary directories
 * are deleted, and a ready ladder whose manifest is missing is queued again; a stop aborts ffmpeg and
 * queues the ladder again.
 */
export function createMediaWorker(options: MediaWorkerOptions) {
  const {
    db,
    library,
    mediaDir,
    clock,
    log,
    soleInstance,
    maxAttempts = 3,
    pollMs = 30_000,
    staleMs = 120_000,
    encode = encodeLadder,
  } = options;
  const repo = createMediaRepo(db);
  const worker = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let stopped = false;
  let current: AbortController | null = null;
  let loop: Promise<void> | null = null;
  let wakeUp: (() => void) | null = null;
  /** A wake-up that came while the worker was busy: its next sleep ends at once. */
  let woken = false;
  let idleWaiters: (() => void)[] = [];

  const wake = () => {
    if (wakeUp) wakeUp();
    else woken = true;
  };
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) {
        woken = false;
        resolve();
        return;
      }
      const timer = setTimeout(done, ms);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wakeUp = null;
        resolve();
      }
      wakeUp = done;
    });
  const stopListening = library.onChange(wake);

  /** Takes back what a previous run left unfinished; answers the ladders queued again. */
  async function recover(): Promise<string[]> {
    const now = clock.now();
    const abandoned = await repo.requeueAbandoned(
      soleInstance ? null : new Date(now.getTime() - staleMs),
      now,
    );
    const rows = await repo.ladders();
    const encodingElsewhere = new Set(rows.filter((r) => r.status === 'encoding').map((r) => r.id));
    const removed = await removeLeftovers(mediaDir, (id) => encodingElsewhere.has(id));
    const requeued: string[] = [...abandoned];
    for (const row of rows.filter((r) => r.status === 'ready')) {
      if ((await readLadderManifest(mediaDir, row.id))?.ladderId === row.id) continue;
      await repo.requeue(row.id, now);
      requeued.push(row.id);
    }
    for (const id of requeued) await library.changed(id);
    if (requeued.length > 0 || removed.length > 0) {
      log.info({ requeued, removed }, `media: ${requeued.length} unfinished ladder(s) queued again`);
    }
    return requeued;
  }

  async function encodeOne(row: LadderRow): Promise<void> {
    const id = row.id;
    const controller = new AbortController();
    current = controller;
    const started = Date.now();
    await library.changed(id);
    if (row.attempts > maxAttempts) {
      await repo.finish(
        id,
        worker,
        { status: 'failed', error: `gave up after ${maxAttempts} attempts` },
        clock.now(),
      );
      log.error({ ladderId: id }, `media: ${id} failed: gave up after ${maxAttempts} attempts`);
      return;
    }
    log.info({ ladderId: id, attempt: row.attempts }, `media: ${id} encoding`);
    // progress goes to the row (the heartbeat) at most once a second, to the log every 10 %
    let written = 0;
    let writtenAt = 0;
    let logged = 0;
    let writes = Promise.resolve();
    const onProgress = (fraction: number) => {
      const tens = Math.floor(fraction * 10);
      if (tens > logged && tens < 10) {
        logged = tens;
        log.info({ ladderId: id, progress: fraction }, `media: ${id} ${tens * 10}%`);
      }
      if (fraction - written < 0.01 || Date.now() - writtenAt < 1000) return;
      written = fraction;
      writtenAt = Date.now();
      writes = writes
        .then(() => repo.progress(id, worker, Math.round(fraction * 1000) / 1000, clock.now()))
        .then(() => library.changed(id))
        .catch((error: unknown) => log.warn({ err: error, ladderId: id }, 'media: progress not recorded'));
    };
    try {
      await encode({
        mediaDir,
        ladderId: id,
        sourcePath: row.sourcePath ?? '',
        renditions: options.renditions,
        preset: options.preset,
        binaries: options.binaries,
        signal: controller.signal,
        onProgress,
        now: () => clock.now(),
      });
      await writes;
      await repo.finish(id, worker, { status: 'ready' }, clock.now());
      log.info(
        { ladderId: id, seconds: (Date.now() - started) / 1000 },
        `media: ${id} ready (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
    } catch (error) {
      await writes;
      const message = error instanceof Error ? error.message : String(error);
      if (controller.signal.aborted) {
        await repo.finish(id, worker, { status: 'queued', uncounted: true }, clock.now());
        log.info({ ladderId: id }, `media: ${id} interrupted, queued again`);
      } else if (error instanceof FfmpegMissingError || row.attempts >= maxAttempts) {
        await repo.finish(id, worker, { status: 'failed', error: message }, clock.now());
        log.error({ ladderId: id, err: error }, `media: ${id} failed: ${message}`);
      } else {
        await repo.finish(id, worker, { status: 'queued', error: message }, clock.now());
        log.warn({ ladderId: id, err: error }, `media: ${id} attempt ${row.attempts} failed, queued again`);
      }
    } finally {
      current = null;
      await library.changed(id);
    }
  }

  async function run(): Promise<void> {
    let lastSweep = Date.now();
    while (!stopped) {
      let row: LadderRow | null = null;
      try {
        row = await repo.claim(worker, clock.now());
      } catch (error) {
        log.error({ err: error }, 'media: could not read the queue');
      }
      if (row) {
        await encodeOne(row).catch((error: unknown) => log.error({ err: error }, 'media: job failed'));
        continue;
      }
      for (const resolve of idleWaiters) resolve();
      idleWaiters = [];
      if (stopped) break;
      await sleep(pollMs);
      if (!soleInstance && Date.now() - lastSweep > staleMs) {
        lastSweep = Date.now();
        const now = clock.now();
        const ids = await repo.requeueAbandoned(new Date(now.getTime() - staleMs), now).catch(() => []);
        for (const id of ids) await library.changed(id);
      }
    }
    for (const resolve of idleWaiters) resolve();
    idleWaiters = [];
  }

  return {
    /** Recovers what a previous run left, then works in the background; settles once recovered. */
    async start(): Promise<void> {
      await library.ready();
      await recover();
      loop ??= run();
    },
    /** Settles the next time the queue is empty (now, if it is): for tests and the demo's timing. */
    idle(): Promise<void> {
      if (!loop || stopped) return Promise.resolve();
      const waiting = new Promise<void>((resolve) => idleWaiters.push(resolve));
      wake();
      return waiting;
    },
    /** Aborts the encoding in progress (queued again) and stops; settles when the worker is done. */
    async stop(): Promise<void> {
      stopped = true;
      stopListening();
      current?.abort(new Error('media worker stopped'));
      wake();
      await loop;
    },
  };
}
