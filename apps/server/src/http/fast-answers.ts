import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Locale } from '@kickoff/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { CachedBody, Coding } from '../shared/read-cache.js';
import { acceptedCoding, COMPRESS_THRESHOLD } from './compression.js';
import type { AuthContext } from './guard.js';
import { pickLocale } from './locale.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The fast path of members' cached answers (tests switch it off to compare with Fastify's answers). */
    fastAnswers: Pick<FastAnswers, 'open' | 'served' | 'servedKept'>;
  }
}

/**
 * A cached member answer served before Fastify's routing and hooks (the server factory asks here
 * first, as it does the media origin): a GET whose answer is kept in the read cache, for a logged-in
 * member. `answer` is the same function the Fastify route sends, so both paths give the same bytes.
 */
export interface FastRoute {
  /** The full path, prefix included; at most the last segment a `:param` (`/api/v2/program/:date`). */
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  answer(input: FastInput): Promise<CachedBody>;
  /**
   * The answer `answer` would give when it is in memory now, with nothing to wait for (the read cache's
   * `peek`), else undefined: then `answer`. A member's steady requests are written with no await.
   */
  kept?(input: FastInput): CachedBody | undefined;
}
export interface FastInput {
  me: AuthContext;
  locale: Locale;
  params: unknown;
  query: unknown;
}

/** What the fast path needs of the app: set once the app is built (app.ts). */
export interface FastAnswerDeps {
  /** A `Cookie` header's cookies, as @fastify/cookie parses them (a pure function of the text). */
  cookies(cookieHeader: string | undefined): Record<string, string | undefined>;
  /** The live session of the session cookie, or null. */
  member(cookies: Record<string, string | undefined>): Promise<AuthContext | null>;
  /** `member` when it is known from memory alone, else undefined (then `member`). */
  memberKept(cookies: Record<string, string | undefined>): AuthContext | undefined;
  /** Every answer's security headers (security-headers.ts), in their order. */
  securityHeaders: Record<string, string>;
  log: FastifyBaseLogger;
}

/**
 * Only what needs no decoding takes the fast path: letters, digits and `-._~` in a parameter, the same
 * and `=&` in a query. Anything else (percent-encoding, `+`, a repeated or empty key, a trailing
 * slash…) goes to Fastify, whose parsers and error answers stay the one reading of it.
 */
const PLAIN = /^[A-Za-z0-9\-._~]*$/;
const MAX_PARAM_LENGTH = 100; // fastify's maxParamLength
const READINGS_KEPT = 500;

/** `read` kept per distinct text (`read` must be a pure function of it); at most READINGS_KEPT kept. */
function memo<T>(read: (text: string | undefined) => T): (text: string | undefined) => T {
  const kept = new Map<string | undefined, T>();
  return (text) => {
    if (kept.has(text)) return kept.get(text) as T;
    const value = read(text);
    if (kept.size >= READINGS_KEPT) kept.clear();
    kept.set(text, value);
    return value;
  };
}
/** A URL's reading on a fast route (`readingOf`). */
interface Reading {
  route: FastRoute;
  params: unknown;
  query: unknown;
  /** `?lang=`, or '' */
  lang: string;
}
/** A request the fast path is answering, as read so far. */
interface Asked {
  req: IncomingMessage;
  res: ServerResponse;
  reading: Reading;
  heads: Heads;
  cookies: Record<string, string | undefined>;
  locale: Locale;
  deps: FastAnswerDeps;
  /** performance.now() when it began (the log line's `ms`) */
  started: number;
}
/** The levels at which app.ts's onResponse hook writes its line per request. */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/**
 * Whether no header holds a NUL or a UTF-16 surrogate at all: then the input guard's rule (no NUL, no
 * lone surrogate: findUnsafeText) holds for them. Node's parser refuses NUL and reads headers as
 * latin1, so this is every request; one that is not goes to Fastify and its guard.
 */
const UNSAFE_UNITS = /[\0\uD800-\uDFFF]/;

/** The request headers the fast path reads. */
interface Heads {
  cookie?: string;
  acceptEncoding?: string;
  acceptLanguage?: string;
}
/**
 * The headers the fast path reads, from `rawHeaders` (the parser's list: `req.headers`, an object built
 * on first use, is left unbuilt), or null when the request is not one it answers: a header with an
 * unsafe unit, a body (Content-Length or Transfer-Encoding: fastify's to read or refuse), or a header
 * it reads given twice (node:http would join those; fastify reads them).
 */
function readHeaders(raw: string[]): Heads | null {
  const heads: Heads = {};
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    const value = raw[i + 1] as string;
    if (UNSAFE_UNITS.test(name) || UNSAFE_UNITS.test(value)) return null;
    let field: keyof Heads | undefined;
    switch (name.length) {
      case 6:
        if (name.toLowerCase() === 'cookie') field = 'cookie';
        break;
      case 14:
        if (name.toLowerCase() === 'content-length') return null;
        break;
      case 15: {
        const lower = name.toLowerCase();
        if (lower === 'accept-encoding') field = 'acceptEncoding';
        else if (lower === 'accept-language') field = 'acceptLanguage';
        break;
      }
      case 17:
        if (name.toLowerCase() === 'transfer-encoding') return null;
        break;
    }
    if (field) {
      if (heads[field] !== undefined) return null;
      heads[field] = value;
    }
  }
  return heads;
}

/** `a=1&b=2` as fastify's query parser reads it, or null when it is not plain (see PLAIN). */
function plainQuery(query: string): Record<string, string> | null {
  const out: Record<string, string> = {};
  if (query === '') return out;
  for (const part of query.split('&')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return null;
    const key = part.slice(0, eq);
    const value = part.slice(eq + 1);
    if (!PLAIN.test(key) || !PLAIN.test(value) || Object.hasOwn(out, key) || key === '__proto__') return null;
    out[key] = value;
  }
  return out;
}

/**
 * The fast path's routes and its handler. Every rule of the API scope that applies to a member's GET
 * of these routes is applied here as Fastify applies it (the same functions where there is one):
 * the input guard (no NUL or lone surrogate in params, query or headers), the route's zod schemas,
 * the locale (`?lang=`, then Accept-Language), the session (a live one only), the coding (the read
 * cache's bytes, as `sendCached` picks them) and the headers (security headers, content-type, vary,
 * cache-control, in Fastify's order). CSRF guards no GET of these paths and none has a rate limit.
 * Anything else — no or an ended session, a bad input, HEAD, a body, a query that needs decoding, an
 * Accept-Encoding the read cache does not answer, an error — is left to Fastify (`false`), which then
 * answers as it always does: its refusals keep one implementation.
 */
export function createFastAnswers() {
  const exact = new Map<string, FastRoute>();
  /** `/api/v2/program/` → the route of `/api/v2/program/:date` */
  const withParam = new Map<string, { route: FastRoute; name: string }>();
  let deps: FastAnswerDeps | null = null;
  /** The answer's headers by coding, in Fastify's order (`content-length` set per answer). */
  const headersOf = new Map<Coding | 'identity', Record<string, string | number>>();
  /** Pure readings of a header's text, kept (a few distinct values in practice; bounded). */
  const codingOf = memo((acceptEncoding: string | undefined) => acceptedCoding(acceptEncoding));
  /** `?lang=` and Accept-Language as `lang|accept-language` (no `lang`, or an empty header, reads as none). */
  const localeOf = memo((both: string | undefined) => {
    const bar = both?.indexOf('|') ?? -1;
    return pickLocale(both?.slice(0, bar) || undefined, both?.slice(bar + 1) || undefined);
  });
  /** The parse of a `Cookie` header's text (the deps' pure `cookies`), kept per text. */
  const cookiesOf = memo((header: string | undefined) => (deps ? deps.cookies(header) : {}));
  let open = false;
  let served = 0;
  let servedKept = 0;

  const pick = (path: string): { route: FastRoute; params: Record<string, string> } | null => {
    const route = exact.get(path);
    if (route) return { route, params: {} };
    const slash = path.lastIndexOf('/');
    const param = withParam.get(path.slice(0, slash + 1));
    const value = path.slice(slash + 1);
    if (!param || value === '' || value.length > MAX_PARAM_LENGTH || !PLAIN.test(value)) return null;
    return { route: param.route, params: { [param.name]: value } };
  };

  /**
   * What a URL reads as on the fast routes: its route, its params and query as the route's zod schemas
   * read them, and its `?lang=`; null when it is none of them, not plain or refused by a schema (then
   * Fastify answers it). A pure function of the URL's text (the routes are added before serving starts):
   * kept, a few hundred at most, so a member's every request does not split and parse it again.
   */
  const readingOf = memo((url: string | undefined): Reading | null => {
    if (url === undefined) return null;
    const mark = url.indexOf('?');
    const found = pick(mark < 0 ? url : url.slice(0, mark));
    if (!found) return null;
    const rawQuery = plainQuery(mark < 0 ? '' : url.slice(mark + 1));
    if (!rawQuery) return null;
    const { route } = found;
    const params = route.params ? route.params.safeParse(found.params) : null;
    const query = route.querystring ? route.querystring.safeParse(rawQuery) : null;
    if (params?.success === false || query?.success === false) return null;
    return {
      route,
      params: params ? params.data : found.params,
      query: query ? query.data : rawQuery,
      lang: rawQuery.lang ?? '',
    };
  });

  /** The coding of `body` for `acceptEncoding` as sendCached picks it; false: left to Fastify. */
  const codingFor = (body: CachedBody, acceptEncoding: string | undefined): Coding | undefined | false => {
    // an Accept-Encoding sendCached would not honour is left to Fastify (the compression plugin reads
    // some of those its own way)
    if (body.bytes.length < COMPRESS_THRESHOLD) return undefined;
    const coding = codingOf(acceptEncoding);
    return !coding && acceptEncoding !== undefined ? false : coding;
  };

  /**
   * Writes the answer, in Fastify's header order (the security headers, sendCached's, the API's:
   * content-length last, as fastify works it out), and the line app.ts's onResponse hook writes.
   */
  const write = (
    { req, res, deps, started }: Asked,
    { coding, bytes }: { coding: Coding | undefined; bytes: Buffer },
  ) => {
    const out = { ...(coding ? headersOf.get(coding) : headersOf.get('identity')) } as Record<
      string,
      string | number
    >;
    out['content-length'] = bytes.length;
    res.writeHead(200, out);
    res.end(bytes);
    served++;
    if (LOGS_REQUESTS.has(deps.log.level))
      deps.log.info(
        { method: 'GET', url: req.url, status: 200, ms: Math.round(performance.now() - started) },
        'request',
      );
  };

  /** What the route's `answer` and `kept` are given for `me`. */
  const inputOf = ({ reading, locale }: Asked, me: AuthContext): FastInput => ({
    me,
    locale,
    params: reading.params,
    query: reading.query,
  });

  /**
   * The answer from memory alone, when every part of it is there (the session, the member's setting,
   * the catalogue version, the answer and its coding). Else undefined, having written nothing:
   * `serveAwaiting` takes it from the start.
   */
  function serveKept(asked: Asked): { coding: Coding | undefined; bytes: Buffer } | undefined {
    const { res, reading, heads, cookies, deps } = asked;
    const me = deps.memberKept(cookies);
    const body = me && reading.route.kept?.(inputOf(asked, me));
    if (!body) return undefined;
    const coding = codingFor(body, heads.acceptEncoding);
    if (coding === false) return undefined;
    const bytes = coding ? body.encodedNow(coding) : body.bytes;
    return bytes && !res.headersSent && !res.destroyed ? { coding, bytes } : undefined;
  }

  async function serveAwaiting(asked: Asked): Promise<boolean> {
    const { res, reading, heads, cookies, deps } = asked;
    const me = await deps.member(cookies);
    if (!me) return false;
    const body = await reading.route.answer(inputOf(asked, me));
    const coding = codingFor(body, heads.acceptEncoding);
    if (coding === false) return false;
    const bytes = coding ? await body.encoded(coding) : body.bytes;
    if (res.headersSent || res.destroyed) return true;
    write(asked, { coding, bytes });
    return true;
  }

  return {
    /** Adds a route (the route modules call this beside their Fastify route). */
    add(route: FastRoute): void {
      const at = route.url.lastIndexOf('/:');
      if (at < 0) exact.set(route.url, route);
      else withParam.set(route.url.slice(0, at + 1), { route, name: route.url.slice(at + 2) });
    },
    /** Connects the app's session, headers and log; serving starts with `open(true)`. */
    connect(d: FastAnswerDeps): void {
      deps = d;
      const answer = {
        'content-type': 'application/json; charset=utf-8',
        vary: 'accept-encoding, accept-language',
      };
      for (const coding of ['br', 'gzip'] as const) {
        headersOf.set(coding, {
          ...d.securityHeaders,
          ...answer,
          'content-encoding': coding,
          'content-length': 0,
          'cache-control': 'no-store',
        });
      }
      headersOf.set('identity', {
        ...d.securityHeaders,
        ...answer,
        'cache-control': 'no-store',
        'content-length': 0,
      });
    },
    /** Serve (the app is ready) or not (it is closing: Fastify answers 503). */
    open(value: boolean): void {
      open = value;
    },
    /**
     * Answers `req` when it is a cached member answer: true once written (at once when all of it was in
     * memory, else a promise of it). False (at once when the path is none of the fast routes, else once
     * known): it was not, and nothing was read or written — the caller hands it to Fastify. A failure
     * is false too.
     */
    serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> | boolean {
      if (!deps || !open || req.method !== 'GET') return false;
      const reading = readingOf(req.url);
      if (!reading) return false;
      const started = performance.now();
      const heads = readHeaders(req.rawHeaders);
      if (!heads) return false;
      const asked: Asked = {
        req,
        res,
        reading,
        heads,
        // pickLocale(?lang=, Accept-Language), kept per pair (`lang` is PLAIN: no `|`)
        locale: localeOf(`${reading.lang}|${heads.acceptLanguage ?? ''}`),
        cookies: cookiesOf(heads.cookie),
        deps,
        started,
      };
      try {
        const kept = serveKept(asked);
        if (kept) {
          write(asked, kept);
          servedKept++;
          return true;
        }
      } catch {
        return false;
      }
      return serveAwaiting(asked).catch(() => false);
    },
    /** How many answers the fast path wrote (tests). */
    get served() {
      return served;
    },
    /** How many of those it wrote from memory alone, with no await (tests). */
    get servedKept() {
      return servedKept;
    },
  };
}
export type FastAnswers = ReturnType<typeof createFastAnswers>;
