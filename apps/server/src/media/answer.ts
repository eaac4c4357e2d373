import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { ErrorCode } from '@kickoff/contract';

/**
 * One answer of the media origin, held in memory and written as is to every request: the bytes,
 * their type, ETag and cache policy. Playlists and WebVTT also keep a gzip copy, made on first ask.
 */
export interface MediaAnswer {
  readonly body: Buffer;
  readonly type: string;
  readonly etag: string;
  readonly cacheControl: string;
  /** Text worth compressing (playlists, WebVTT): answered gzipped to a client that accepts it. */
  readonly compressible: boolean;
  gzipped?: Buffer;
  /** The headers of its whole-body 200, made on first use: the hot path writes them as they are. */
  head?: string[];
  /** The same for the gzipped body. */
  gzippedHead?: string[];
}

/** What each file of a ladder is, by its name. */
export const MEDIA_TYPES = {
  playlist: 'application/vnd.apple.mpegurl',
  init: 'video/mp4',
  segment: 'video/iso.segment',
  vtt: 'text/vtt; charset=utf-8',
  jpeg: 'image/jpeg',
} as const;

/** How long a client (and a CDN in front, README "A CDN in front") may keep each kind of answer. */
export const CACHE_POLICY = {
  /** Segments, init segments, posters and thumbnails never change under their URL. */
  immutable: 'public, max-age=31536000, immutable',
  /** A VOD's rendition playlist: the same for every viewer, stable. */
  vodPlaylist: 'public, max-age=86400',
  /** The master playlist lists what this viewer's pass allows, and is where revocation bites first. */
  master: 'private, no-cache',
  /** A live playlist changes every segment (2 s); each refresh comes back for the revocation check. */
  livePlaylist: 'private, max-age=1',
} as const;

/** A strong ETag of bytes built in memory. */
export const etagOf = (body: Buffer | string) =>
  `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;

export function answerOf(
  body: Buffer,
  type: string,
  cacheControl: string,
  etag: string = etagOf(body),
): MediaAnswer {
  return {
    body,
    type,
    etag,
    cacheControl,
    compressible: !type.startsWith('video/') && type !== 'image/jpeg',
  };
}

/** Smaller than this, gzip is not worth a header. */
const GZIP_MIN_BYTES = 1024;

/** `If-None-Match` names this ETag (or `*`), weakly compared (RFC 9110 13.1.2). */
function noneMatch(header: string, etag: string): boolean {
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === bare);
}

/** A single `bytes=` range of a body of `size` bytes: [start, end] inclusive, 'unsatisfiable', or null to ignore. */
export function rangeOf(header: string, size: number): [number, number] | 'unsatisfiable' | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null; // several ranges, or another unit: answered whole (RFC 9110 14.2 allows it)
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return [Math.max(0, size - suffix), size - 1];
  }
  const start = Number(from);
  if (start >= size) return 'unsatisfiable';
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (end < start) return null; // invalid range: ignored
  return [start, end];
}

/** The gzipped representation's strong ETag: another representation, another ETag. */
const gzippedEtag = (answer: MediaAnswer) => `${answer.etag.slice(0, -1)}-gz"`;

/** The headers of a 200 of `body` (the answer's own, or its gzipped copy). */
function headOf(answer: MediaAnswer, body: Buffer, gzipped: boolean): string[] {
  return [
    'content-type',
    answer.type,
    'content-length',
    String(body.length),
    'etag',
    gzipped ? gzippedEtag(answer) : answer.etag,
    'cache-control',
    answer.cacheControl,
    'accept-ranges',
    'bytes',
    'access-control-allow-origin',
    '*',
    ...(answer.compressible ? ['vary', 'Accept-Encoding'] : []),
    ...(gzipped ? ['content-encoding', 'gzip'] : []),
  ];
}

/**
 * Writes `answer` for a GET or HEAD: 304 when `If-None-Match` holds its ETag, 206 for one byte range
 * (unless `If-Range` names another ETag), 416 for a range past the end, gzip when accepted and the
 * answer is text, else 200 with the whole body. A plain request (no validator, no range: a player's
 * segment) writes headers made once per answer, and the body, in one go.
 */
export function writeAnswer(req: IncomingMessage, res: ServerResponse, answer: MediaAnswer): void {
  const { headers } = req;
  const ifNoneMatch = headers['if-none-match'];
  const rangeHeader = headers.range;
  const gzips =
    answer.compressible &&
    answer.body.length >= GZIP_MIN_BYTES &&
    rangeHeader === undefined &&
    headers['accept-encoding']?.includes('gzip') === true;
  if (ifNoneMatch === undefined && rangeHeader === undefined) {
    let body = answer.body;
    let head: string[];
    if (gzips) {
      body = answer.gzipped ??= gzipSync(answer.body);
      head = answer.gzippedHead ??= headOf(answer, body, true);
    } else {
      head = answer.head ??= headOf(answer, body, false);
    }
    res.writeHead(200, head);
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  let body = answer.body;
  let etag = answer.etag;
  const extra: string[] = [];
  if (answer.compressible) {
    extra.push('vary', 'Accept-Encoding');
    if (gzips) {
      body = answer.gzipped ??= gzipSync(answer.body);
      etag = gzippedEtag(answer);
      extra.push('content-encoding', 'gzip');
    }
  }
  if (ifNoneMatch !== undefined && noneMatch(ifNoneMatch, etag)) {
    res.writeHead(304, ['etag', etag, 'cache-control', answer.cacheControl, ...extra]);
    res.end();
    return;
  }
  let status = 200;
  if (rangeHeader !== undefined && (headers['if-range'] === undefined || headers['if-range'] === etag)) {
    const range = rangeOf(rangeHeader, body.length);
    if (range === 'unsatisfiable') {
      res.writeHead(416, [
        'content-range',
        `bytes */${body.length}`,
        'cache-control',
        'no-store',
        'access-control-allow-origin',
        '*',
      ]);
      res.end();
      return;
    }
    if (range) {
      status = 206;
      extra.push('content-range', `bytes ${range[0]}-${range[1]}/${body.length}`);
      body = body.subarray(range[0], range[1] + 1);
    }
  }
  res.writeHead(status, [
    'content-type',
    answer.type,
    'content-length',
    String(body.length),
    'etag',
    etag,
    'cache-control',
    answer.cacheControl,
    'accept-ranges',
    'bytes',
    'access-control-allow-origin',
    '*',
    ...extra,
  ]);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** The error shape of the whole API, `{ code, message }`, never cached. */
export function writeError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  code: ErrorCode,
  message: string,
  headers: string[] = [],
): void {
  const body = Buffer.from(JSON.stringify({ code, message }));
  res.writeHead(status, [
    'content-type',
    'application/json; charset=utf-8',
    'content-length',
    String(body.length),
    'cache-control',
    'no-store',
    'access-control-allow-origin',
    '*',
    ...headers,
  ]);
  res.end(req.method === 'HEAD' ? undefined : body);
}
