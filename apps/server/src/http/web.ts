import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { CachedBody } from '../shared/read-cache.js';
import { sendCached } from './compression.js';
import type { RouteTable } from './route-table.js';

/** Paths that belong to the API or media origin: an unknown one is a JSON 404, never the SPA. */
const API_PREFIXES = ['/api/', '/media/', '/healthz', '/readyz'];

/**
 * Serves the built web app: hashed assets with a long cache (precompressed at build), and index.html
 * (no cache, compressed once: http/compression.ts) for every other
 * GET so that history-mode routes (spec §2) load the app, which then redirects unknown paths itself.
 * A path that has routes, but not for this method, answers 405 METHOD_NOT_ALLOWED with `Allow`.
 * index.html tells the app where the realtime socket is (`<meta name="kickoff-realtime">`).
 */
export async function registerWeb(
  app: FastifyInstance,
  webDist: string,
  routes: RouteTable,
  { realtimeUrl }: { realtimeUrl: string },
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
  const indexHtml = built
    ? new CachedBody(Buffer.from(withRealtimeMeta(readFileSync(indexFile, 'utf8'), realtimeUrl)))
    : null;

  app.setNotFoundHandler((request, reply) => {
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
    return sendCached(reply.header('cache-control', 'no-cache'), indexHtml, 'text/html; charset=utf-8');
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with `<meta name="kickoff-realtime" content="ws://host:port/">` in its head. */
export function withRealtimeMeta(html: string, realtimeUrl: string): string {
  const meta = `<meta name="kickoff-realtime" content="${escapeAttribute(realtimeUrl)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}</head>`) : `${meta}${html}`;
}
