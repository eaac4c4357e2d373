import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { type ErrorCode, RENDITION_IDS, type RenditionId } from '@kickoff/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock.js';
import { answerOf, CACHE_POLICY, MEDIA_TYPES, type MediaAnswer, writeAnswer, writeError } from './answer.js';
import type { AssetCache, ResolvedAsset } from './assets.js';
import type { EndedSessions } from './ended-sessions.js';
import { createFileCache } from './file-cache.js';
import type { LivePackager } from './live-packager.js';
import { servesSegment } from './live-playlist.js';
import { createLiveSegments } from './live-segments.js';
import { masterUpTo } from './master-playlist.js';
import { claimsOpen, type PlaybackClaims, type PlaybackTokens } from './playback-token.js';

/**
 * The media origin, `/media/<token>/<stream>/<file>` (README "Media URLs"):
 * ```
 * <stream>/master.m3u8               the renditions the token allows
 * <stream>/<rendition>/index.m3u8    VOD: the ladder's playlist; live: the packager's (DVR or delta)
 * <stream>/<rendition>/init.mp4
 * <stream>/<rendition>/seg-00001.m4s VOD: the ladder's segments; live: seg-<media sequence>.m4s, the
 *                                    looped source segment moved to its wall-clock time (live-segments.ts)
 * vod/<asset>/thumbs.vtt, thumbs.jpg, poster.jpg; live and channel streams: poster.jpg
 * ```
 * with `<stream>` = `vod/<assetId>`, `live/<liveId>` or `channel/<channelId>`. Playlists use
 * relative URIs, so the token prefix carries to every request.
 *
 * Every request, segments included, is checked before anything is read: the token's HMAC and expiry
 * (a verified token is remembered, so a segment costs a Map lookup, not an HMAC), its session not ended
 * (ended-sessions.ts, loaded once at start: a request that comes before waits for it), and the path
 * inside the token's stream at or below its rendition — otherwise 403 `{ code, message }`.
 * No database call: the stream's files come from memory (file-cache.ts), and
 * live streams from the packager, which reads the catalogue once per segment boundary at most.
 * A path that passes the checks but does not exist answers 404 MEDIA_NOT_FOUND.
 */
export interface MediaOrigin {
  /** Answers one request whose URL starts with `/media/`. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  /**
   * Settles once the origin knows the sessions ended before this instance started; rejects when it
   * could not learn them. The app awaits it before it serves (buildApp).
   */
  readonly ready: Promise<void>;
  /** Stops listening to session ends. */
  close(): void;
}

export interface MediaOriginDeps {
  tokens: PlaybackTokens;
  ended: EndedSessions;
  assets: AssetCache;
  packager: LivePackager;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>;
  /** The budget of the in-memory file cache. */
  cacheBytes: number;
}

const STREAM_KINDS = new Set(['vod', 'live', 'channel']);
const RENDITIONS = new Set<string>(RENDITION_IDS);
const VOD_SEGMENT = /^seg-\d{1,9}\.m4s$/;
const LIVE_SEGMENT = /^seg-(\d{1,12})\.m4s$/;
const LADDER_FILES = {
  'poster.jpg': MEDIA_TYPES.jpeg,
  'thumbs.jpg': MEDIA_TYPES.jpeg,
  'thumbs.vtt': MEDIA_TYPES.vtt,
} as const;
type LadderFile = keyof typeof LADDER_FILES;
/** Verified tokens and filtered master playlists held at most. */
const MAX_HELD = 10_000;

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
  }
}
const notFound = () => new Refusal(404, 'MEDIA_NOT_FOUND', 'No such media file.');

export function createMediaOrigin(deps: MediaOriginDeps): MediaOrigin {
  const { tokens, ended, assets, packager, clock, log } = deps;
  const files = createFileCache(deps.cacheBytes);
  const verified = new Map<string, PlaybackClaims>();
  const masters = new Map<string, MediaAnswer>();

  /** The claims of a valid token at `nowMs`, or the refusal. */
  const claimsOf = (token: string, nowMs: number): PlaybackClaims => {
    let claims = verified.get(token);
    if (!claims) {
      const check = tokens.verify(token, new Date(nowMs));
      if (!check.ok) throw new Refusal(403, check.code, 'The playback token is missing, invalid or expired.');
      claims = check.claims;
      if (verified.size >= MAX_HELD) verified.delete(verified.keys().next().value as string);
      verified.set(token, claims);
    } else if (claims.e * 1000 <= nowMs) {
      verified.delete(token);
      throw new Refusal(403, 'MEDIA_TOKEN_EXPIRED', 'The playback token has expired.');
    }
    if (ended.has(claims.s)) {
      throw new Refusal(403, 'MEDIA_SESSION_ENDED', 'The session this playback was opened in has ended.');
    }
    return claims;
  };

  /** The master playlist of an asset for a pass of `max` quality, read and filtered once. */
  const masterOf = async (asset: ResolvedAsset, max: RenditionId): Promise<MediaAnswer> => {
    const key = `${asset.partDir}\n${max}`;
    const held = masters.get(key);
    if (held) return held;
    let text: string;
    try {
      text = await readFile(join(asset.partDir, 'master.m3u8'), 'utf8');
    } catch {
      throw notFound();
    }
    const answer = answerOf(Buffer.from(masterUpTo(text, max)), MEDIA_TYPES.playlist, CACHE_POLICY.master);
    if (masters.size >= MAX_HELD) masters.clear();
    masters.set(key, answer);
    return answer;
  };

  /** A ladder file, from memory when held. */
  const fileOf = (path: string, type: string, cacheControl: string): MediaAnswer | Promise<MediaAnswer> =>
    files.peek(path) ??
    files.load(path, type, cacheControl).then((answer) => {
      if (!answer) throw notFound();
      return answer;
    });

  const liveSegments = createLiveSegments({ files, fileOf });

  const renditionFile = (asset: ResolvedAsset, rendition: string, name: string) => {
    if (!asset.manifest.renditions.includes(rendition as RenditionId)) throw notFound();
    // partDir is normalised (path.join made it), the rendition one of RENDITIONS, the name checked below:
    // concatenated as path.join would make it, for less work on every segment request
    const path = `${asset.partDir}/${rendition}/${name}`;
    if (name === 'init.mp4') return fileOf(path, MEDIA_TYPES.init, CACHE_POLICY.immutable);
    if (name === 'index.m3u8') return fileOf(path, MEDIA_TYPES.playlist, CACHE_POLICY.vodPlaylist);
    if (VOD_SEGMENT.test(name)) return fileOf(path, MEDIA_TYPES.segment, CACHE_POLICY.immutable);
    throw notFound();
  };

  const ladderFile = (asset: ResolvedAsset, name: string) => {
    if (!Object.hasOwn(LADDER_FILES, name)) throw notFound();
    return fileOf(join(asset.ladderDir, name), LADDER_FILES[name as LadderFile], CACHE_POLICY.immutable);
  };

  const vod = (asset: ResolvedAsset, rest: string[], claims: PlaybackClaims) => {
    const [first = '', second] = rest;
    if (second !== undefined) return renditionFile(asset, first, second);
    return first === 'master.m3u8' ? masterOf(asset, claims.q) : ladderFile(asset, first);
  };

  const live = async (key: string, rest: string[], query: string, claims: PlaybackClaims, nowMs: number) => {
    const stream = await packager.stream(key, nowMs);
    if (!stream) throw notFound();
    const [first = '', second] = rest;
    if (second === undefined) {
      if (first === 'master.m3u8') return masterOf(stream.asset, claims.q);
      if (first === 'poster.jpg') return ladderFile(stream.asset, first);
      throw notFound();
    }
    if (!stream.asset.manifest.renditions.includes(first as RenditionId)) throw notFound();
    if (second === 'index.m3u8')
      return packager.playlist(stream, nowMs, /(^|&)_HLS_skip=(YES|v2)(&|$)/.test(query));
    if (second === 'init.mp4') return renditionFile(stream.asset, first, second);
    const segment = LIVE_SEGMENT.exec(second);
    if (!segment) throw notFound();
    const n = Number(segment[1]);
    if (!servesSegment(packager.window(stream, nowMs), n)) throw notFound();
    return liveSegments.segment(stream, first, n);
  };

  /** What `path` (after `/media/`) answers, or a refusal thrown. */
  const answer = (path: string, query: string): MediaAnswer | Promise<MediaAnswer> => {
    const parts = path.split('/');
    const token = parts[0] ?? '';
    if (token === '' || STREAM_KINDS.has(token)) {
      throw new Refusal(403, 'MEDIA_TOKEN_MISSING', 'A playback token is required.');
    }
    const nowMs = clock.now().getTime();
    const claims = claimsOf(token, nowMs);
    const [, kind = '', id = '', ...rest] = parts;
    const rendition = rest.length === 2 && RENDITIONS.has(rest[0] ?? '') ? (rest[0] as RenditionId) : null;
    if (!claimsOpen(claims, path.slice(token.length + 1), rendition)) {
      throw new Refusal(
        403,
        'MEDIA_FORBIDDEN',
        'This playback token does not open this stream or rendition.',
      );
    }
    if (rest.length === 0 || rest.length > 2 || (rest.length === 2 && !rendition)) throw notFound();
    if (kind === 'vod') {
      const asset = assets.peek(id);
      if (asset) return vod(asset, rest, claims);
      return assets.get(id).then((found) => {
        if (!found) throw notFound();
        return vod(found, rest, claims);
      });
    }
    return live(`${kind}/${id}`, rest, query, claims, nowMs);
  };

  const fail = (req: IncomingMessage, res: ServerResponse, error: unknown) => {
    if (error instanceof Refusal) return writeError(req, res, error.status, error.code, error.message);
    // the token is a credential: kept out of the log
    log.error(
      { err: error, url: req.url?.replace(/^\/media\/[^/?]+/, '/media/<token>') },
      'media origin failed',
    );
    writeError(req, res, 500, 'INTERNAL_ERROR', 'Something went wrong. Please try again later.');
  };

  function handle(req: IncomingMessage, res: ServerResponse): void {
    if (!ended.loaded) {
      // only before the ended sessions are loaded (buildApp waits for them, so only if it did not)
      ended.ready.then(
        () => handle(req, res),
        () => writeError(req, res, 503, 'SERVICE_UNAVAILABLE', 'Media is not available yet.'),
      );
      return;
    }
    const method = req.method;
    if (method === 'OPTIONS') {
      res.writeHead(204, [
        'access-control-allow-origin',
        '*',
        'access-control-allow-methods',
        'GET, HEAD',
        'access-control-allow-headers',
        'Range, If-None-Match, If-Range',
        'access-control-max-age',
        '86400',
      ]);
      res.end();
      return;
    }
    if (method !== 'GET' && method !== 'HEAD') {
      writeError(req, res, 405, 'METHOD_NOT_ALLOWED', `${method} is not allowed on media`, [
        'allow',
        'GET, HEAD, OPTIONS',
      ]);
      return;
    }
    const url = req.url ?? '';
    const q = url.indexOf('?');
    const path = url.slice('/media/'.length, q === -1 ? undefined : q);
    try {
      const result = answer(path, q === -1 ? '' : url.slice(q + 1));
      if (result instanceof Promise) {
        result.then(
          (ready) => writeAnswer(req, res, ready),
          (error: unknown) => fail(req, res, error),
        );
      } else {
        writeAnswer(req, res, result);
      }
    } catch (error) {
      fail(req, res, error);
    }
  }

  return { handle, ready: ended.ready, close: () => ended.stop() };
}
