import { describe, expect, it } from 'vitest';
import {
  DVR_SEGMENTS,
  LIVE_WINDOW_SEGMENTS,
  type LoopedStream,
  liveMediaPlaylist,
  liveWindow,
  loopStartOf,
  SEGMENT_MS,
  segmentAt,
  servesSegment,
  sourceSegmentOf,
} from './live-playlist.js';

/** What a player reads of a media playlist: each segment's sequence, PDT, URI and duration. */
function parse(text: string) {
  const lines = text.trim().split('\n');
  const tag = (name: string) => lines.find((l) => l.startsWith(`#${name}:`))?.slice(name.length + 2);
  let n = Number(tag('EXT-X-MEDIA-SEQUENCE'));
  const skipped = Number(/SKIPPED-SEGMENTS=(\d+)/.exec(tag('EXT-X-SKIP') ?? '')?.[1] ?? 0);
  n += skipped;
  const segments: { n: number; pdt: string; uri: string; duration: string }[] = [];
  let pdt = '';
  let duration = '';
  for (const line of lines) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) pdt = line.slice(25);
    else if (line.startsWith('#EXTINF:')) duration = line.slice(8);
    else if (!line.startsWith('#')) {
      segments.push({ n, pdt, uri: line, duration });
      n++;
    }
  }
  return { segments, skipped, ended: lines.includes('#EXT-X-ENDLIST'), tag };
}

const at = (iso: string) => new Date(iso).getTime();
/** A channel: loops of 4 segments aligned to the epoch. */
const channel: LoopedStream = { anchor: 0, loop: 4, end: null };
const NOW = at('2026-11-23T03:00:01.000Z');
const boundary = Math.floor(NOW / SEGMENT_MS);

describe('the live window', () => {
  it('ends at the last whole segment before now and holds 2 hours of a channel', () => {
    const w = liveWindow(channel, NOW);
    expect(w).toEqual({ first: boundary - DVR_SEGMENTS, last: boundary - 1, ended: false });
    expect(DVR_SEGMENTS).toBe(3600);
    // the last segment covers [02:59:58, 03:00:00): published once over
    expect(new Date(w.last * SEGMENT_MS).toISOString()).toBe('2026-11-23T02:59:58.000Z');
    expect(liveWindow(channel, at('2026-11-23T03:00:00.000Z')).last).toBe(w.last);
    expect(liveWindow(channel, at('2026-11-23T03:00:01.999Z')).last).toBe(w.last);
    expect(liveWindow(channel, at('2026-11-23T03:00:02.000Z')).last).toBe(w.last + 1);
  });

  it("starts at a live's first segment, with a whole live window from its first second", () => {
    const beginAt = new Date('2026-11-23T02:30:01.000Z');
    const live: LoopedStream = { anchor: segmentAt(beginAt), loop: 4, end: null };
    expect(live.anchor * SEGMENT_MS).toBe(at('2026-11-23T02:30:02.000Z'));
    // at its begin: 6 segments, the loop's tail leading into the first
    const atBegin = liveWindow(live, beginAt.getTime());
    expect(atBegin.last - atBegin.first + 1).toBe(LIVE_WINDOW_SEGMENTS);
    // 30 minutes in: everything since its first segment
    const later = liveWindow(live, NOW);
    expect(later.first).toBe(live.anchor);
    expect(later.last - later.first + 1).toBe(899);
    // 3 hours in: the DVR window only
    const long = liveWindow(live, at('2026-11-23T05:30:01.000Z'));
    expect(long.last - long.first + 1).toBe(DVR_SEGMENTS);
  });

  it('stops at the end of an ended live, for good', () => {
    const live: LoopedStream = { anchor: boundary - 100, loop: 4, end: boundary - 10 };
    expect(liveWindow(live, NOW)).toEqual({ first: boundary - 100, last: boundary - 11, ended: true });
    expect(liveWindow(live, NOW + 3_600_000)).toEqual(liveWindow(live, NOW));
    // before its end it is on air as usual
    expect(liveWindow(live, (boundary - 20) * SEGMENT_MS).ended).toBe(false);
  });

  it('serves the published segments, and a few that just left the window', () => {
    const w = liveWindow(channel, NOW);
    expect(servesSegment(w, w.last)).toBe(true);
    expect(servesSegment(w, w.last + 1)).toBe(false);
    expect(servesSegment(w, w.first - LIVE_WINDOW_SEGMENTS)).toBe(true);
    expect(servesSegment(w, w.first - LIVE_WINDOW_SEGMENTS - 1)).toBe(false);
  });
});

describe('the looped source', () => {
  it('plays source segment (n − anchor) mod loop, before the anchor too', () => {
    const live: LoopedStream = { anchor: 1000, loop: 4, end: null };
    expect([998, 999, 1000, 1001, 1003, 1004, 1005].map((n) => sourceSegmentOf(live, n))).toEqual([
      2, 3, 0, 1, 3, 0, 1,
    ]);
    expect(sourceSegmentOf(channel, boundary)).toBe(boundary % 4);
  });

  it('moves each loop to where it began on the stream', () => {
    const live: LoopedStream = { anchor: 1001, loop: 4, end: null };
    expect([997, 1000, 1001, 1004, 1005, 1008].map((n) => loopStartOf(live, n))).toEqual([
      997, 997, 1001, 1001, 1005, 1005,
    ]);
  });
});

describe('the live media playlist', () => {
  it('holds the DVR window: one 2 s segment per wall-clock slot with its program date-time, on one timeline', () => {
    const w = liveWindow(channel, NOW);
    const text = liveMediaPlaylist(w, false);
    const { segments, tag, ended, skipped } = parse(text);
    expect(text.startsWith('#EXTM3U\n#EXT-X-VERSION:9\n#EXT-X-TARGETDURATION:2\n')).toBe(true);
    expect(tag('EXT-X-SERVER-CONTROL')).toBe('CAN-SKIP-UNTIL=12.0,HOLD-BACK=6.0');
    expect(tag('EXT-X-MAP')).toBe('URI="init.mp4"');
    expect(text).not.toContain('EXT-X-PLAYLIST-TYPE');
    expect(skipped).toBe(0);
    expect(ended).toBe(false);
    expect(segments).toHaveLength(DVR_SEGMENTS);
    expect(segments[0]?.n).toBe(w.first);
    expect(segments.at(-1)).toMatchObject({
      n: w.last,
      pdt: '2026-11-23T02:59:58.000Z',
      uri: `seg-${w.last}.m4s`,
      duration: '2.000,',
    });
    expect(
      segments.filter((s) => Date.parse(s.pdt) !== s.n * SEGMENT_MS || s.uri !== `seg-${s.n}.m4s`),
    ).toEqual([]);
    // loops restart on the same media timeline (the segments are retimed): no discontinuity
    expect(text).not.toContain('DISCONTINUITY');
  });

  it('refreshes as a delta: the last 6 segments after EXT-X-SKIP, the same segments as the whole', () => {
    const w = liveWindow(channel, NOW);
    const whole = parse(liveMediaPlaylist(w, false));
    const delta = parse(liveMediaPlaylist(w, true));
    expect(delta.skipped).toBe(DVR_SEGMENTS - LIVE_WINDOW_SEGMENTS);
    // the whole playlist with its older segments elided: the same header, the client keeps the rest
    for (const name of ['EXT-X-MEDIA-SEQUENCE', 'EXT-X-SERVER-CONTROL', 'EXT-X-MAP']) {
      expect(delta.tag(name), name).toBe(whole.tag(name));
    }
    expect(delta.segments).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(delta.segments.map((s) => [s.n, s.pdt, s.uri])).toEqual(
      whole.segments.slice(-LIVE_WINDOW_SEGMENTS).map((s) => [s.n, s.pdt, s.uri]),
    );
  });

  it('slides one segment per boundary, every segment keeping its sequence number and date-time', () => {
    const live: LoopedStream = { anchor: segmentAt(new Date(NOW - 600_000)), loop: 7, end: null };
    const seen = new Map<number, string>();
    const moved: string[] = [];
    for (let step = 0; step < 40; step++) {
      const now = NOW + step * SEGMENT_MS + 700;
      const { segments } = parse(liveMediaPlaylist(liveWindow(live, now), step % 2 === 1));
      for (const s of segments) {
        const before = seen.get(s.n);
        if (before !== undefined && before !== `${s.pdt} ${s.uri}`)
          moved.push(`segment ${s.n} at step ${step}`);
        seen.set(s.n, `${s.pdt} ${s.uri}`);
      }
      expect(segments.at(-1)?.n).toBe(Math.floor(now / SEGMENT_MS) - 1);
    }
    expect(moved).toEqual([]);
  });

  it('is the same bytes at any instant of one boundary (every instance serves viewers one edge)', () => {
    const w1 = liveWindow(channel, at('2026-11-23T03:00:00.000Z'));
    const w2 = liveWindow(channel, at('2026-11-23T03:00:01.999Z'));
    expect(liveMediaPlaylist(w1, true)).toBe(liveMediaPlaylist(w2, true));
  });

  it('ends with EXT-X-ENDLIST once the live is over', () => {
    const live: LoopedStream = { anchor: boundary - 100, loop: 4, end: boundary - 10 };
    const { ended, segments } = parse(liveMediaPlaylist(liveWindow(live, NOW), true));
    expect(ended).toBe(true);
    expect(segments.at(-1)?.n).toBe(boundary - 11);
  });

  it('a live that just began shows its loop tail leading into its first segment', () => {
    const beginAt = new Date(NOW);
    const live: LoopedStream = { anchor: segmentAt(beginAt), loop: 4, end: null };
    // its first segment (03:00:02, the first slot from its begin) published at 03:00:04
    const text = liveMediaPlaylist(liveWindow(live, at('2026-11-23T03:00:04.000Z')), false);
    const { segments } = parse(text);
    expect(segments.map((s) => sourceSegmentOf(live, s.n))).toEqual([3, 0, 1, 2, 3, 0]);
    expect(segments.at(-1)).toMatchObject({ n: live.anchor, pdt: '2026-11-23T03:00:02.000Z' });
    expect(loopStartOf(live, live.anchor)).toBe(live.anchor);
  });
});
