import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { DEFAULT_LOCALE, isLocale, LANGUAGE_COOKIE } from '@kickoff/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CachedBody } from '../shared/read-cache.js';
import { sendCached } from './compression.js';
import { escapeHtml, type Manifest, type Prerender, withPrerendered } from './prerender.js';
import type { RouteTable } from './route-table.js';

/** Paths that belong to the API or media origin: an unknown one is a JSON 404, never the SPA. */
const API_PREFIXES = ['/api/', '/media/', '/healthz', '/readyz'];

/**
 * Serves the built web app: hashed assets with a long cache (precompressed at build), and index.html
 * (no cache, compressed once: http/compression.ts) for every other
 * GET so that history-mode routes (spec §2) load the app, which then redirects unknown paths itself.
 * A path that has routes, but not for this method, answers 405 METHOD_NOT_ALLOWED with `Allow`.
 * index.html tells the app where the realtime socket is (`<meta name="kickoff-realtime">`). A page the
 * web build draws on the server (http/prerender.ts) comes drawn: /intro to a visitor without a session,
 * the member's first screens (/, /schedule/0, /channel) to a member with one, drawn for them; in the
 * language of their `kickoff_lang` cookie (the app keeps it), Japanese by default.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  routes: RouteTable,
  {
    realtimeUrl,
    prerender = null,
    sessionCookie = 'kickoff_sid',
  }: { realtimeUrl: string; prerender?: Prerender | null; sessionCookie?: string },
): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // the build writes file.br and file.gz beside each asset (apps/web/build-plugins.ts): sent as
      // they are, with Content-Encoding and Vary, to a client that accepts them
      preCompressed: true,
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  const html = built ? withRealtimeMeta(readFileSync(indexFile, 'utf8'), realtimeUrl) : null;
  const indexHtml = html === null ? null : new CachedBody(Buffer.from(html));
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? JSON.parse(readFileSync(manifestFile, 'utf8')) : {};
  // each guest page once as a compressed body, for as long as the prerender keeps reusing it
  const drawnPages = new WeakMap<object, CachedBody>();
  /** The page drawn for this visit — a guest page (shared) or the member's own (`own`: theirs alone) — or null. */
  const drawnPage = async (
    request: FastifyRequest,
    path: string,
  ): Promise<{ body: CachedBody; own: boolean } | null> => {
    const visitor = prerender?.paths.get(path);
    // a HEAD is answered with the shell's headers: nothing is drawn for it
    if (!prerender || !visitor || html === null || request.url !== path || request.method !== 'GET')
      return null;
    const cookies = request.cookies ?? {};
    // a Silk browser is sent to /silk by the app (spec §2): its pages are never drawn here
    if (/\bSilk\//.test(request.headers['user-agent'] ?? '')) return null;
    const lang = cookies[LANGUAGE_COOKIE];
    const locale = lang && isLocale(lang) ? lang : DEFAULT_LOCALE;
    if (visitor === 'member') {
      // a member's page, drawn with their cookies for them; none without a session (the app sends the
      // visit to /intro)
      if (!cookies[sessionCookie] || request.headers.cookie === undefined) return null;
      const page = await prerender.memberPage(path, locale, request.headers.cookie);
      return page && { body: new CachedBody(Buffer.from(withPrerendered(html, page, manifest))), own: true };
    }
    if (cookies[sessionCookie]) return null;
    const page = await prerender.page(path, locale);
    if (!page) return null;
    let body = drawnPages.get(page);
    if (!body) {
      body = new CachedBody(Buffer.from(withPrerendered(html, page, manifest)));
      drawnPages.set(page, body);
    }
    return { body, own: false };
  };

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const allowed = routes.allowedMethods(path);
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send({ code: 'METHOD_NOT_ALLOWED', message: `${request.method} is not allowed on ${path}` });
    }
    const isApi = API_PREFIXES.some((p) => path === p.replace(/\/$/, '') || path.startsWith(p));
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send({ code: 'ROUTE_NOT_FOUND', message: `No route ${request.method} ${path}` });
    }
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
    }
    const drawn = await drawnPage(request, path);
    // a drawn page depends on the visitor's cookies (a session, the language): no cache may share it
    const vary = prerender?.paths.has(path) ? 'accept-encoding, cookie' : 'accept-encoding';
    // the member's own page (their name, their data) is kept by no cache but their browser's
    const cacheControl = drawn?.own ? 'private, no-cache' : 'no-cache';
    const page = drawn?.body ?? indexHtml;
    return sendCached(reply.header('cache-control', cacheControl), page, 'text/html; charset=utf-8', vary);
  });
}

/** index.html with `<meta name="kickoff-realtime" content="ws://host:port/">` in its head. */
export function withRealtimeMeta(html: string, realtimeUrl: string): string {
  const meta = `<meta name="kickoff-realtime" content="${escapeHtml(realtimeUrl)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : `${meta}${html}`;
}
