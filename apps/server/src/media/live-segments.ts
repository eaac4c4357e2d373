import { join } from 'node:path';
import { answerOf, CACHE_POLICY, MEDIA_TYPES, type MediaAnswer } from './answer.js';
import type { FileCache } from './file-cache.js';
import { retimed, segmentTimes, trackTimescales } from './fmp4-retime.js';
import { segmentFileName } from './library.js';
import type { LiveStream } from './live-packager.js';
import { loopStartOf, SEGMENT_SECONDS, sourceSegmentOf } from './live-playlist.js';

/** A ladder file's answer, from memory when held; throws (404) when it does not exist. */
export type LadderFileOf = (
  path: string,
  type: string,
  cacheControl: string,
) => MediaAnswer | Promise<MediaAnswer>;

/**
 * Live segment `n` of a stream: the source segment it loops, moved so that its media time is its wall
 * clock time, n·2 s (each track shifted by the loop's start less the source's first decode time).
 * Made once and held in the file cache like a file — every viewer at the live edge asks for the same
 * few — keyed by the source file and the loop's start, which is all its bytes depend on.
 */
export function createLiveSegments(deps: { files: FileCache; fileOf: LadderFileOf }) {
  const { files, fileOf } = deps;
  /** Per rendition folder: each track's timescale and the source's first decode time. */
  const timelines = new Map<string, Promise<Map<number, { scale: number; start: bigint }>>>();
  const making = new Map<string, Promise<MediaAnswer>>();

  const timelineOf = (dir: string) => {
    let known = timelines.get(dir);
    if (!known) {
      known = (async () => {
        const [init, first] = await Promise.all([
          fileOf(join(dir, 'init.mp4'), MEDIA_TYPES.init, CACHE_POLICY.immutable),
          fileOf(join(dir, segmentFileName(0)), MEDIA_TYPES.segment, CACHE_POLICY.immutable),
        ]);
        const starts = segmentTimes(first.body)?.starts ?? new Map<number, bigint>();
        const tracks = new Map<number, { scale: number; start: bigint }>();
        for (const [trackId, scale] of trackTimescales(init.body)) {
          tracks.set(trackId, { scale, start: starts.get(trackId) ?? 0n });
        }
        return tracks;
      })();
      known.catch(() => timelines.delete(dir));
      timelines.set(dir, known);
    }
    return known;
  };

  const make = async (dir: string, sourcePath: string, loopStart: number, key: string) => {
    const [tracks, source] = await Promise.all([
      timelineOf(dir),
      fileOf(sourcePath, MEDIA_TYPES.segment, CACHE_POLICY.immutable),
    ]);
    const times = segmentTimes(source.body);
    if (!times)
      throw new Error(`${sourcePath}: its decode times are 32-bit, it cannot be moved to the wall clock`);
    const shift = new Map<number, bigint>();
    for (const [trackId, { scale, start }] of tracks) {
      shift.set(trackId, BigInt(loopStart) * BigInt(SEGMENT_SECONDS * scale) - start);
    }
    const answer = answerOf(
      retimed(source.body, times, shift),
      MEDIA_TYPES.segment,
      CACHE_POLICY.immutable,
      `${source.etag.slice(0, -1)}-${loopStart}"`,
    );
    files.keep(key, answer);
    return answer;
  };

  return {
    segment(stream: LiveStream, rendition: string, n: number): MediaAnswer | Promise<MediaAnswer> {
      const dir = join(stream.asset.partDir, rendition);
      const sourcePath = join(dir, segmentFileName(sourceSegmentOf(stream, n)));
      const loopStart = loopStartOf(stream, n);
      const key = `${sourcePath}@${loopStart}`;
      const held = files.peek(key);
      if (held) return held;
      let pending = making.get(key);
      if (!pending) {
        pending = make(dir, sourcePath, loopStart, key).finally(() => making.delete(key));
        making.set(key, pending);
      }
      return pending;
    },
  };
}
