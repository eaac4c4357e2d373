/**
 * HLS playlists as the pipeline writes them (RFC 8216): the VOD media playlist of one rendition and the
 * master playlist of a part, every URI relative. Parsing is for what ffmpeg writes and for tests.
 */

export interface Segment {
  uri: string;
  /** Seconds. */
  duration: number;
}

export interface MediaPlaylist {
  targetDuration: number;
  mediaSequence: number;
  /** The EXT-X-MAP URI (the fMP4 init segment). */
  map: string | null;
  segments: Segment[];
  /** EXT-X-ENDLIST: the playlist is complete. */
  ended: boolean;
  playlistType: string | null;
}

/** A tag's attribute list (`A=1,B="x,y"`) → its values, quotes removed. */
export function parseAttributes(list: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of list.matchAll(/([A-Z0-9-]+)=("[^"]*"|[^,]*)/g)) {
    const value = m[2] ?? '';
    out[m[1] ?? ''] = value.startsWith('"') ? value.slice(1, -1) : value;
  }
  return out;
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);

function requireHeader(all: string[]): void {
  if (all[0] !== '#EXTM3U') throw new Error('not an HLS playlist (no #EXTM3U)');
}

/** Reads a media playlist: its segments with their durations, the init segment, the target duration. */
export function parseMediaPlaylist(text: string): MediaPlaylist {
  const all = lines(text);
  requireHeader(all);
  const out: MediaPlaylist = {
    targetDuration: 0,
    mediaSequence: 0,
    map: null,
    segments: [],
    ended: false,
    playlistType: null,
  };
  let duration: number | null = null;
  for (const line of all) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) out.targetDuration = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-MEDIA-SEQUENCE:')) out.mediaSequence = Number(line.slice(22));
    else if (line.startsWith('#EXT-X-PLAYLIST-TYPE:')) out.playlistType = line.slice(21);
    else if (line.startsWith('#EXT-X-MAP:')) out.map = parseAttributes(line.slice(11)).URI ?? null;
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (line === '#EXT-X-ENDLIST') out.ended = true;
    else if (!line.startsWith('#')) {
      if (duration === null || !Number.isFinite(duration)) throw new Error(`segment ${line} has no #EXTINF`);
      out.segments.push({ uri: line, duration });
      duration = null;
    }
  }
  return out;
}

/**
 * RFC 8216 §4.3.3.1: every segment's duration rounded to the nearest integer is at most the target
 * duration (never below 1).
 */
export const targetDurationOf = (segments: readonly Segment[]) =>
  Math.max(1, ...segments.map((s) => Math.round(s.duration)));

/** A complete VOD playlist of fMP4 segments behind one init segment. */
export function writeMediaPlaylist(segments: readonly Segment[], map = 'init.mp4'): string {
  if (segments.length === 0) throw new Error('a playlist needs at least one segment');
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${targetDurationOf(segments)}`,
    '#EXT-X-MEDIA-SEQUENCE:1',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    `#EXT-X-MAP:URI="${map}"`,
    ...segments.flatMap((s) => [`#EXTINF:${s.duration.toFixed(6)},`, s.uri]),
    '#EXT-X-ENDLIST',
    '',
  ].join('\n');
}

/** One rendition in a master playlist. */
export interface Variant {
  /** Its media playlist, relative to the master (`720p30/index.m3u8`). */
  uri: string;
  /** Peak bits per second. */
  bandwidth: number;
  /** Average bits per second over the whole playlist. */
  averageBandwidth: number;
  width: number;
  height: number;
  frameRate: number;
  /** RFC 6381 codec strings: `avc1.640028`, `mp4a.40.2`. */
  codecs: readonly string[];
}

/** The master playlist of a part: one EXT-X-STREAM-INF per rendition, lowest first. */
export function writeMasterPlaylist(variants: readonly Variant[]): string {
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    ...variants.flatMap((v) => [
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.round(v.bandwidth)},AVERAGE-BANDWIDTH=${Math.round(v.averageBandwidth)},RESOLUTION=${v.width}x${v.height},FRAME-RATE=${v.frameRate.toFixed(3)},CODECS="${v.codecs.join(',')}"`,
      v.uri,
    ]),
    '',
  ].join('\n');
}

/** Reads a master playlist: each variant's attributes and URI. */
export function parseMasterPlaylist(text: string): { attributes: Record<string, string>; uri: string }[] {
  const all = lines(text);
  requireHeader(all);
  const out: { attributes: Record<string, string>; uri: string }[] = [];
  let pending: Record<string, string> | null = null;
  for (const line of all) {
    if (line.startsWith('#EXT-X-STREAM-INF:')) pending = parseAttributes(line.slice(18));
    else if (pending && !line.startsWith('#')) {
      out.push({ attributes: pending, uri: line });
      pending = null;
    }
  }
  return out;
}

/** The AAC-LC codec string (every rendition's sound). */
export const AAC_LC = 'mp4a.40.2';

/**
 * The H.264 codec string of an fMP4 init segment, read from its avcC box (profile, constraint flags,
 * level: `avc1.64002a` is High at level 4.2), so the master playlist names what the encoder made.
 */
export function avcCodecOf(init: Uint8Array): string {
  const box = Buffer.from(init).indexOf('avcC', 0, 'latin1');
  // avcC payload: configurationVersion, AVCProfileIndication, profile_compatibility, AVCLevelIndication
  if (box < 0 || box + 8 > init.length || init[box + 4] !== 1) {
    throw new Error('no H.264 configuration (avcC) in the init segment');
  }
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return `avc1.${hex(init[box + 5]!)}${hex(init[box + 6]!)}${hex(init[box + 7]!)}`;
}
