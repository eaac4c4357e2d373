import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { answerOf, CACHE_POLICY, MEDIA_TYPES, type MediaAnswer } from './answer.js';
import type { AssetCache, ResolvedAsset } from './assets.js';
import { segmentTimes } from './fmp4-retime.js';
import { segmentFileName } from './library.js';
import {
  DVR_SEGMENTS,
  type LiveWindow,
  type LoopedStream,
  liveMediaPlaylist,
  liveWindow,
  SEGMENT_MS,
  SEGMENT_SECONDS,
  segmentAt,
} from './live-playlist.js';

/** What the packager reads of the catalogue, once per segment boundary at most (channels module). */
export interface OnAirFeeds {
  channels(): Promise<{ id: number; videoId: string | null }[]>;
  livesOnAir(now: Date): Promise<{ id: number; videoId: string | null; beginAt: Date; endAt: Date }[]>;
}

/** One stream on air: `channel/<id>` or `live/<id>`, looping its asset. */
export interface LiveStream extends LoopedStream {
  key: string;
  asset: ResolvedAsset;
  /** A live's end time as a segment (ceil(endAt / 2 s)); null for a channel. */
  scheduledEnd: number | null;
}

interface Built {
  /** The segment boundary these playlists are for. */
  boundary: number;
  window: LiveWindow;
  whole?: MediaAnswer;
  delta?: MediaAnswer;
}

export interface LivePackager {
  /** The stream `key` at `nowMs` (the catalogue read again at most once per segment boundary). */
  stream(key: string, nowMs: number): Promise<LiveStream | undefined>;
  /** Its window at `nowMs`. */
  window(stream: LiveStream, nowMs: number): LiveWindow;
  /** Its media playlist at `nowMs`, whole (the DVR window) or the delta: built once per boundary. */
  playlist(stream: LiveStream, nowMs: number, delta: boolean): MediaAnswer;
}

/**
 * The live packager (ARCHITECTURE.md "How video flows"): every TV channel (always on, looping its
 * video) and every live on air (looping its video from its begin) as a wall-clock-aligned HLS live
 * stream over the ladder's pre-encoded segments — no live encoder. The streams on air are read from
 * the catalogue at most once per 2-second boundary, on the first request of that boundary; each
 * stream's playlists are built on their first request of a boundary and served as bytes until the next.
 *
 * A live that leaves the air keeps being answered, ended (EXT-X-ENDLIST), for the DVR window, so a
 * viewer behind the edge can finish. It ends at its end time when that has passed (every instance
 * agrees), else at the boundary this instance noticed it.
 */
export function createLivePackager(deps: {
  feeds: OnAirFeeds;
  assets: AssetCache;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
}): LivePackager {
  const { feeds, assets, log } = deps;
  let streams = new Map<string, LiveStream>();
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  const built = new Map<string, Built>();
  const loops = new Map<string, Promise<number | null>>();

  /** Whole segments in one loop of the asset: the rendition playlist's, less a short last one. */
  const loopOf = (asset: ResolvedAsset): Promise<number | null> => {
    const key = asset.partDir;
    let known = loops.get(key);
    if (!known) {
      known = readLoop(asset).catch((error: unknown) => {
        loops.delete(key);
        log.warn({ err: error, dir: key }, 'live packager: cannot read the ladder playlist');
        return null;
      });
      loops.set(key, known);
    }
    return known;
  };

  const streamOf = async (
    key: string,
    assetId: string | null,
    anchor: number,
    scheduledEnd: number | null,
  ): Promise<LiveStream | null> => {
    if (!assetId) return null;
    const asset = await assets.get(assetId);
    if (!asset || asset.manifest.segmentSeconds !== SEGMENT_SECONDS) return null;
    const loop = await loopOf(asset);
    return loop ? { key, asset, anchor, loop, end: null, scheduledEnd } : null;
  };

  const read = async (boundary: number, now: Date) => {
    try {
      const [channelRows, liveRows] = await Promise.all([feeds.channels(), feeds.livesOnAir(now)]);
      const next = new Map<string, LiveStream>();
      const found = await Promise.all([
        ...channelRows.map((c) => streamOf(`channel/${c.id}`, c.videoId, 0, null)),
        ...liveRows.map((l) => streamOf(`live/${l.id}`, l.videoId, segmentAt(l.beginAt), segmentAt(l.endAt))),
      ]);
      for (const stream of found) if (stream) next.set(stream.key, stream);
      // lives that left the air: answered ended for the DVR window, at their end time when it has
      // passed (never before what was already published), else now
      for (const [key, old] of streams) {
        if (next.has(key) || old.scheduledEnd === null) continue;
        const end = old.end ?? Math.max(Math.min(boundary, old.scheduledEnd), Math.min(readAt, boundary));
        if ((end + DVR_SEGMENTS) * SEGMENT_MS > now.getTime()) next.set(key, { ...old, end });
      }
      streams = next;
      for (const key of built.keys()) if (!next.has(key)) built.delete(key);
    } catch (error) {
      // keep what was on air; the next boundary reads again
      log.error({ err: error }, 'live packager: reading the streams on air failed');
    }
    readAt = boundary;
  };

  const current = (nowMs: number): Promise<void> | null => {
    const boundary = Math.floor(nowMs / SEGMENT_MS);
    if (boundary <= readAt) return null;
    reading ??= read(boundary, new Date(nowMs)).finally(() => {
      reading = null;
    });
    return reading;
  };

  const builtFor = (stream: LiveStream, nowMs: number): Built => {
    const boundary = Math.floor(nowMs / SEGMENT_MS);
    let entry = built.get(stream.key);
    if (!entry || entry.boundary !== boundary) {
      entry = { boundary, window: liveWindow(stream, nowMs) };
      built.set(stream.key, entry);
    }
    return entry;
  };

  return {
    async stream(key, nowMs) {
      const pending = current(nowMs);
      if (pending) await pending;
      return streams.get(key);
    },
    window: (stream, nowMs) => builtFor(stream, nowMs).window,
    playlist(stream, nowMs, delta) {
      const entry = builtFor(stream, nowMs);
      const make = () =>
        answerOf(
          Buffer.from(liveMediaPlaylist(entry.window, delta)),
          MEDIA_TYPES.playlist,
          CACHE_POLICY.livePlaylist,
        );
      if (delta) {
        entry.delta ??= make();
        return entry.delta;
      }
      entry.whole ??= make();
      return entry.whole;
    },
  };
}

/**
 * Reads the loop length of an asset from its lowest rendition's VOD playlist, after checking that its
 * segments can be moved on the timeline (64-bit decode times, fmp4-retime.ts).
 */
async function readLoop(asset: ResolvedAsset): Promise<number | null> {
  const rendition = asset.manifest.renditions[0];
  if (!rendition) return null;
  const first = await readFile(join(asset.partDir, rendition, segmentFileName(0)));
  if (!segmentTimes(first)) throw new Error('its segments have 32-bit decode times: they cannot be retimed');
  const text = await readFile(join(asset.partDir, rendition, 'index.m3u8'), 'utf8');
  const durations = [...text.matchAll(/^#EXTINF:([\d.]+)/gm)].map((m) => Number(m[1]));
  // a last segment shorter than the others would shift the wall clock: the loop leaves it out
  while (durations.length > 1 && (durations.at(-1) ?? 0) < SEGMENT_SECONDS - 0.05) durations.pop();
  return durations.length > 0 ? durations.length : null;
}
