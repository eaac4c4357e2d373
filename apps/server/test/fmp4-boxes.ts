/** Minimal ISO BMFF boxes for unit tests of the live packager (the integration tests use ffmpeg's). */

const box = (type: string, ...content: Buffer[]) => {
  const body = Buffer.concat(content);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length + 8, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
};
const u32 = (...values: number[]) => {
  const b = Buffer.alloc(values.length * 4);
  for (const [i, v] of values.entries()) b.writeUInt32BE(v, i * 4);
  return b;
};
const u64 = (value: bigint) => {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(value);
  return b;
};

/** An init segment: one trak per track with its tkhd track_ID and mdhd timescale. */
export function initSegment(tracks: { id: number; timescale: number }[]): Buffer {
  return Buffer.concat([
    box('ftyp', Buffer.from('iso6'), u32(0)),
    box(
      'moov',
      ...tracks.map(({ id, timescale }) =>
        box(
          'trak',
          // tkhd v0: version+flags, created, modified, track_ID, reserved, duration
          box('tkhd', u32(0, 0, 0, id, 0, 0)),
          // mdhd v0: version+flags, created, modified, timescale, duration, language
          box('mdia', box('mdhd', u32(0, 0, 0, timescale, 0, 0))),
        ),
      ),
    ),
  ]);
}

/**
 * A media segment: styp, a sidx per track (v1) and one moof with a traf per track (tfhd, tfdt v1 or
 * v0), then an mdat of `payload`.
 */
export function mediaSegment(
  tracks: { id: number; base: bigint; timescale?: number }[],
  options: { tfdtVersion?: 0 | 1; payload?: Buffer } = {},
): Buffer {
  const version = options.tfdtVersion ?? 1;
  return Buffer.concat([
    box('styp', Buffer.from('msdh'), u32(0)),
    ...tracks.map(({ id, base, timescale = 1000 }) =>
      box('sidx', u32(0x01000000, id, timescale), u64(base), u64(0n), u32(0)),
    ),
    box(
      'moof',
      box('mfhd', u32(0, 1)),
      ...tracks.map(({ id, base }) =>
        box(
          'traf',
          box('tfhd', u32(0x00020000, id)),
          version === 1 ? box('tfdt', u32(0x01000000), u64(base)) : box('tfdt', u32(0, Number(base))),
        ),
      ),
    ),
    box('mdat', options.payload ?? Buffer.from('samples')),
  ]);
}
