import { LIMITS } from '@kickoff/contract';

/**
 * The live packager's playlists, as pure functions of a stream and the clock (unit tested with fixed
 * instants): every instance builds the same bytes at the same instant, so viewers spread over
 * instances share one live edge.
 *
 * Time is cut into 2-second segments from the epoch: segment `n` covers [n·2 s, (n+1)·2 s) of wall
 * clock, carries that instant as its EXT-X-PROGRAM-DATE-TIME, and is published once it is over. A
 * stream loops its source's `loop` segments from `anchor` (the segment a live begins on; 0 for a
 * channel, so its loops are aligned to the epoch): segment n plays source segment (n − anchor) mod loop,
 * moved on the media timeline to n·2 s (fmp4-retime.ts) — one continuous timeline, no discontinuity.
 *
 * The live window and the DVR window (decisions.md: 6 segments; 2 hours) are one playlist delivered two
 * ways (HLS Playlist Delta Updates, RFC 8216bis §6.2.5.1):
 * - the whole playlist holds the DVR window (up to 3,600 segments) — what a player loads once at start,
 *   so it can pause and rewind up to 2 hours;
 * - every refresh asks `_HLS_skip=YES` (hls.js does whenever CAN-SKIP-UNTIL is announced) and gets the
 *   delta: EXT-X-SKIP for everything but the last 6 segments, the live window. CAN-SKIP-UNTIL is those
 *   6 segments (12 s: the spec's minimum of six target durations) and HOLD-BACK = 3 segments (6 s,
 *   the spec's minimum) puts a joining player at the same distance behind the live edge.
 * A player that never asks for deltas gets the whole DVR playlist every time: correct, only heavier.
 */
export const SEGMENT_SECONDS = LIMITS.hlsSegmentSeconds;
export const SEGMENT_MS = SEGMENT_SECONDS * 1000;
/** Segments in the live window: what a delta refresh carries (decisions.md). */
export const LIVE_WINDOW_SEGMENTS = LIMITS.livePlaylistSegments;
/** Segments in the DVR window: what the whole playlist carries (decisions.md: 2 hours). */
export const DVR_SEGMENTS = (LIMITS.liveDvrHours * 3600) / SEGMENT_SECONDS;
const HOLD_BACK_SEGMENTS = 3;

export interface LoopedStream {
  /** The segment a live begins on, ceil(beginAt / 2 s); 0 for a channel. */
  anchor: number;
  /** Segments in one loop of the source (its whole 2-second segments). */
  loop: number;
  /** The first segment not published, for a live that ended; null while on air. */
  end: number | null;
}

/** The segment a live starting at `at` begins on. */
export const segmentAt = (at: Date) => Math.ceil(at.getTime() / SEGMENT_MS);

/** The segments published at `nowMs`: `first`…`last`, and whether the stream has ended. */
export interface LiveWindow {
  first: number;
  last: number;
  ended: boolean;
}

/**
 * The DVR window at `nowMs`: the last published segment and up to 2 hours behind it, never before the
 * live's first segment — except that a live just begun (or put on air early) still shows a whole live
 * window, the loop's tail leading into its start, so a player joining then has its 6 segments.
 */
export function liveWindow(stream: LoopedStream, nowMs: number): LiveWindow {
  let last = Math.floor(nowMs / SEGMENT_MS) - 1;
  const ended = stream.end !== null && last >= stream.end - 1;
  if (ended && stream.end !== null) last = stream.end - 1;
  const first = Math.max(last - DVR_SEGMENTS + 1, Math.min(stream.anchor, last - LIVE_WINDOW_SEGMENTS + 1));
  return { first, last, ended };
}

const mod = (a: number, m: number) => ((a % m) + m) % m;

/** The source segment (0-based) that segment `n` plays. */
export const sourceSegmentOf = (stream: LoopedStream, n: number) => mod(n - stream.anchor, stream.loop);

/** The segment at which the loop that segment `n` belongs to began. */
export const loopStartOf = (stream: LoopedStream, n: number) => n - sourceSegmentOf(stream, n);

/** A live segment's name: its absolute media sequence number. */
export const liveSegmentName = (n: number) => `seg-${n}.m4s`;

/**
 * The media playlist of `window` (the same for every rendition: its URIs are relative to the
 * rendition's folder). `delta`: the Playlist Delta Update, the last LIVE_WINDOW_SEGMENTS segments after
 * an EXT-X-SKIP of the others.
 */
export function liveMediaPlaylist(window: LiveWindow, delta: boolean): string {
  const { first, last } = window;
  const count = last - first + 1;
  const skipped = delta ? Math.max(0, count - LIVE_WINDOW_SEGMENTS) : 0;
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:9',
    `#EXT-X-TARGETDURATION:${SEGMENT_SECONDS}`,
    `#EXT-X-SERVER-CONTROL:CAN-SKIP-UNTIL=${LIVE_WINDOW_SEGMENTS * SEGMENT_SECONDS}.0,HOLD-BACK=${HOLD_BACK_SEGMENTS * SEGMENT_SECONDS}.0`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    '#EXT-X-INDEPENDENT-SEGMENTS',
    '#EXT-X-MAP:URI="init.mp4"',
  ];
  if (skipped > 0) lines.push(`#EXT-X-SKIP:SKIPPED-SEGMENTS=${skipped}`);
  const extinf = `#EXTINF:${SEGMENT_SECONDS.toFixed(3)},`;
  for (let n = first + skipped; n <= last; n++) {
    lines.push(
      `#EXT-X-PROGRAM-DATE-TIME:${new Date(n * SEGMENT_MS).toISOString()}`,
      extinf,
      liveSegmentName(n),
    );
  }
  if (window.ended) lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/**
 * Whether segment `n` may be asked for at this window: published, and not long gone (a player a
 * little behind the window's start still gets the segment it was about to load).
 */
export const servesSegment = (window: LiveWindow, n: number) =>
  n <= window.last && n >= window.first - LIVE_WINDOW_SEGMENTS;
