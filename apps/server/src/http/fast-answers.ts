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
    fastAnswers: Pick<FastAnswers, 'open' | 'served'>;
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
  answer(input: { me: AuthContext; locale: Locale; params: unknown; query: unknown }): Promise<CachedBody>;
}

/** What the fast path needs of the app: set once the app is built (app.ts). */
export interface FastAnswerDeps {
  /** The session of a `Cookie` header's session cookie, parsed as @fastify/cookie parses it. */
  member(cookieHeader: string | undefined): Promise<AuthContext | null>;
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
/** The levels at which app.ts's onResponse hook writes its line per request. */
const LOGS_REQUESTS = new Set(['info', 'debug', 'trace']);

/**
 * Whether no header holds a NUL or a UTF-16 surrogate at all: then the input guard's rule (no NUL, no
 * lone surrogate: findUnsafeText) holds for them. Node's parser refuses NUL and reads headers as
 * latin1, so this is every request; one that is not goes to Fastify and its guard.
 */
const UNSAFE_UNITS = /[\0\uD800-\uDFFF]/;
function plainHeaders(headers: IncomingMessage['headers']): boolean {
  for (const name in headers) {
    const value = headers[name];
    if (UNSAFE_UNITS.test(name)) return false;
    if (typeof value === 'string' ? UNSAFE_UNITS.test(value) : value?.some((v) => UNSAFE_UNITS.test(v)))
      return false;
  }
  return true;
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
  let open = false;
  let served = 0;

  /**
   * The route's schema's reading of a param or query (a pure function of its text: kept, a few hundred
   * at most, so a member's every request does not run zod again).
   */
  const readings = new Map<string, z.ZodSafeParseResult<unknown>>();
  const parsed = (
    route: FastRoute,
    part: 'params' | 'querystring',
    text: string,
    value: Record<string, string>,
  ): z.ZodSafeParseResult<unknown> => {
    const key = `${route.url} ${part} ${text}`;
    let reading = readings.get(key);
    if (!reading) {
      reading = (route[part] as z.ZodType).safeParse(value);
      if (readings.size >= READINGS_KEPT) readings.clear();
      readings.set(key, reading);
    }
    return reading;
  };

  const pick = (path: string): { route: FastRoute; params: Record<string, string> } | null => {
    const route = exact.get(path);
    if (route) return { route, params: {} };
    const slash = path.lastIndexOf('/');
    const param = withParam.get(path.slice(0, slash + 1));
    const value = path.slice(slash + 1);
    if (!param || value === '' || value.length > MAX_PARAM_LENGTH || !PLAIN.test(value)) return null;
    return { route: param.route, params: { [param.name]: value } };
  };

  async function serve(
    req: IncomingMessage,
    res: ServerResponse,
    found: { route: FastRoute; params: Record<string, string> },
    deps: FastAnswerDeps,
  ): Promise<boolean> {
    const started = performance.now();
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const { headers } = req;
    // a GET with a body is fastify's to read (or refuse)
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return false;
    const queryText = mark < 0 ? '' : url.slice(mark + 1);
    const rawQuery = plainQuery(queryText);
    if (!rawQuery || !plainHeaders(headers)) return false;
    const { route } = found;
    const params = route.params
      ? parsed(route, 'params', url.slice(0, mark < 0 ? url.length : mark), found.params)
      : null;
    const query = route.querystring ? parsed(route, 'querystring', queryText, rawQuery) : null;
    if (params?.success === false || query?.success === false) return false;
    // pickLocale(?lang=, Accept-Language), kept per pair (`lang` is PLAIN: no `|`)
    const locale = localeOf(`${rawQuery.lang ?? ''}|${headers['accept-language'] ?? ''}`);
    const me = await deps.member(headers.cookie);
    if (!me) return false;
    const body = await found.route.answer({
      me,
      locale,
      params: params ? params.data : found.params,
      query: query ? query.data : rawQuery,
    });
    // the coding as sendCached picks it; an Accept-Encoding it would not honour is left to Fastify
    // (the compression plugin reads some of those its own way)
    const large = body.bytes.length >= COMPRESS_THRESHOLD;
    const coding = large ? codingOf(headers['accept-encoding']) : undefined;
    if (large && !coding && headers['accept-encoding'] !== undefined) return false;
    const bytes = coding ? await body.encoded(coding) : body.bytes;
    if (res.headersSent || res.destroyed) return true;
    // Fastify's order: the security headers (onRequest), sendCached's, then the API's onSend hook's
    // (content-length last when fastify works it out)
    const out = { ...(coding ? headersOf.get(coding) : headersOf.get('identity')) } as Record<
      string,
      string | number
    >;
    out['content-length'] = bytes.length;
    res.writeHead(200, out);
    res.end(bytes);
    served++;
    // the line app.ts's onResponse hook writes
    if (LOGS_REQUESTS.has(deps.log.level))
      deps.log.info(
        { method: 'GET', url, status: 200, ms: Math.round(performance.now() - started) },
        'request',
      );
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
     * Answers `req` when it is a cached member answer (resolves true once written). False (at once
     * when the path is none of the fast routes, else once known): it was not, and nothing was read
     * or written — the caller hands it to Fastify. A failure is false too.
     */
    serve(req: IncomingMessage, res: ServerResponse): Promise<boolean> | false {
      if (!deps || !open || req.method !== 'GET') return false;
      const url = req.url ?? '';
      const mark = url.indexOf('?');
      const found = pick(mark < 0 ? url : url.slice(0, mark));
      if (!found) return false;
      return serve(req, res, found, deps).catch(() => false);
    },
    /** How many answers the fast path wrote (tests). */
    get served() {
      return served;
    },
  };
}
export type FastAnswers = ReturnType<typeof createFastAnswers>;
