import { describe, expect, it } from 'vitest';
import { initSegment, mediaSegment } from '../../test/fmp4-boxes.js';
import { retimed, segmentTimes, trackTimescales } from './fmp4-retime.js';

describe('fMP4 retiming', () => {
  it("reads each track's timescale from the init segment", () => {
    const init = initSegment([
      { id: 1, timescale: 15360 },
      { id: 2, timescale: 48000 },
    ]);
    expect(trackTimescales(init)).toEqual(
      new Map([
        [1, 15360],
        [2, 48000],
      ]),
    );
  });

  it("moves every track's tfdt and sidx by its own shift, and nothing else", () => {
    const payload = Buffer.from('the samples stay as they are');
    const segment = mediaSegment(
      [
        { id: 1, base: 30720n, timescale: 15360 },
        { id: 2, base: 97280n, timescale: 48000 },
      ],
      { payload },
    );
    const times = segmentTimes(segment)!;
    expect(times.starts).toEqual(
      new Map([
        [1, 30720n],
        [2, 97280n],
      ]),
    );
    expect(times.fields).toHaveLength(4); // two sidx, two tfdt
    // to the wall clock: 2026-11-23T03:00:00Z is 1.79e9 s, beyond 32 bits in any timescale
    const wallClock = 1_795_316_400n;
    const shift = new Map([
      [1, wallClock * 15360n],
      [2, wallClock * 48000n],
    ]);
    const moved = retimed(segment, times, shift);
    expect(moved.length).toBe(segment.length);
    expect(segmentTimes(moved)?.starts).toEqual(
      new Map([
        [1, 30720n + wallClock * 15360n],
        [2, 97280n + wallClock * 48000n],
      ]),
    );
    // the source is untouched, and only the 4 time fields (8 bytes each) differ
    expect(segmentTimes(segment)?.starts.get(1)).toBe(30720n);
    let differing = 0;
    for (let i = 0; i < segment.length; i++) if (segment[i] !== moved[i]) differing++;
    expect(differing).toBeLessThanOrEqual(4 * 8);
    expect(moved.subarray(-payload.length).equals(payload)).toBe(true);
  });

  it('refuses 32-bit decode times (a wall-clock time would not fit)', () => {
    expect(segmentTimes(mediaSegment([{ id: 1, base: 0n }], { tfdtVersion: 0 }))).toBeNull();
    expect(segmentTimes(Buffer.from('not a segment at all'))).toBeNull();
  });
});
