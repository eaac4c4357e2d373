/**
 * Moving an fMP4 media segment on the timeline without touching its samples: the live packager plays
 * a source's segments again and again, and each time they must continue the stream's timeline (the
 * live stream's media time is wall-clock time, like a live encoder's). Only the 64-bit decode and
 * presentation times move — each track's `tfdt` baseMediaDecodeTime and each `sidx`
 * earliest_presentation_time — by a per-track shift, in place in a copy; sizes and offsets stay.
 *
 * Why not EXT-X-DISCONTINUITY at each loop restart: the discontinuity sequence of a stream aligned to
 * the wall clock counts from the epoch (~10^8), and hls.js keeps a sparse array indexed by it that it
 * walks from 0 on every playlist refresh — measured in Chromium: seconds of main thread per refresh.
 * A continuous timeline needs no discontinuity at all.
 */

interface Box {
  type: string;
  start: number;
  /** Where its content begins (after the size and type, and the 64-bit size when there is one). */
  body: number;
  end: number;
}

function* boxes(buf: Buffer, start: number, end: number): Generator<Box> {
  let p = start;
  while (p + 8 <= end) {
    let size = buf.readUInt32BE(p);
    let body = p + 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(p + 8));
      body = p + 16;
    } else if (size === 0) {
      size = end - p;
    }
    if (size < body - p || p + size > end) return;
    yield { type: buf.toString('latin1', p + 4, p + 8), start: p, body, end: p + size };
    p += size;
  }
}

const child = (buf: Buffer, parent: Box, type: string) => {
  for (const box of boxes(buf, parent.body, parent.end)) if (box.type === type) return box;
  return undefined;
};

/** Each track's timescale, from the init segment (moov/trak: tkhd track_ID, mdia/mdhd timescale). */
export function trackTimescales(init: Buffer): Map<number, number> {
  const scales = new Map<number, number>();
  for (const moov of boxes(init, 0, init.length)) {
    if (moov.type !== 'moov') continue;
    for (const trak of boxes(init, moov.body, moov.end)) {
      if (trak.type !== 'trak') continue;
      const tkhd = child(init, trak, 'tkhd');
      const mdia = child(init, trak, 'mdia');
      const mdhd = mdia && child(init, mdia, 'mdhd');
      if (!tkhd || !mdhd) continue;
      const trackId = init.readUInt32BE(tkhd.body + (init[tkhd.body] === 1 ? 20 : 12));
      const timescale = init.readUInt32BE(mdhd.body + (init[mdhd.body] === 1 ? 20 : 12));
      scales.set(trackId, timescale);
    }
  }
  return scales;
}

/** The 64-bit time fields of a media segment, by track, and each track's first decode time. */
export interface SegmentTimes {
  fields: { offset: number; trackId: number }[];
  /** The first tfdt of each track. */
  starts: Map<number, bigint>;
}

/**
 * Finds the time fields of a segment; null when one is 32-bit (version 0: a wall-clock time would
 * not fit without rewriting the boxes).
 */
export function segmentTimes(segment: Buffer): SegmentTimes | null {
  const fields: SegmentTimes['fields'] = [];
  const starts = new Map<number, bigint>();
  for (const box of boxes(segment, 0, segment.length)) {
    if (box.type === 'sidx') {
      if (segment[box.body] !== 1) return null;
      // version+flags (4), reference_ID (4), timescale (4), earliest_presentation_time (8)
      fields.push({ offset: box.body + 12, trackId: segment.readUInt32BE(box.body + 4) });
    } else if (box.type === 'moof') {
      for (const traf of boxes(segment, box.body, box.end)) {
        if (traf.type !== 'traf') continue;
        const tfhd = child(segment, traf, 'tfhd');
        const tfdt = child(segment, traf, 'tfdt');
        if (!tfhd || !tfdt) continue;
        if (segment[tfdt.body] !== 1) return null;
        const trackId = segment.readUInt32BE(tfhd.body + 4);
        const offset = tfdt.body + 4;
        fields.push({ offset, trackId });
        if (!starts.has(trackId)) starts.set(trackId, segment.readBigUInt64BE(offset));
      }
    }
  }
  return starts.size > 0 ? { fields, starts } : null;
}

/** A copy of `segment` with every time field of a track moved by that track's `shift`. */
export function retimed(segment: Buffer, times: SegmentTimes, shift: ReadonlyMap<number, bigint>): Buffer {
  const copy = Buffer.from(segment);
  for (const { offset, trackId } of times.fields) {
    const by = shift.get(trackId);
    if (by === undefined) continue;
    copy.writeBigUInt64BE(BigInt.asUintN(64, copy.readBigUInt64BE(offset) + by), offset);
  }
  return copy;
}
