import { negotiate } from '@fastify/accept-negotiator';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { CachedBody, Coding } from '../shared/read-cache.js';

/** Answers smaller than this go as they are: the coding's header and framing would eat the gain. */
export const COMPRESS_THRESHOLD = 1024;
/** In the server's order of preference (brotli is ~15% smaller than gzip on our JSON). */
const CODINGS: Coding[] = ['br', 'gzip'];

/**
 * Compresses answers of a compressible type over COMPRESS_THRESHOLD (JSON, HTML, text) for a client
 * that accepts br or gzip, with `Vary: accept-encoding`. Answers that already carry a
 * `Content-Encoding` pass untouched: the precompressed static files (`@fastify/static` preCompressed)
 * and the answers kept compressed (`sendCached`: the read cache's, index.html — the plugin's hooks
 * are added per route, and the not-found handler that serves index.html is none). /media is not compressed: its segments are
 * already compressed video, and the media origin answers before Fastify's hooks (media/origin-http.ts).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, { encodings: CODINGS, threshold: COMPRESS_THRESHOLD });
}

/** The coding to answer `accept-encoding` with, or undefined for the bytes as they are. */
export function acceptedCoding(acceptEncoding: string | undefined): Coding | undefined {
  if (!acceptEncoding) return undefined;
  return (negotiate(acceptEncoding, CODINGS) as Coding | null) ?? undefined;
}

/**
 * Sends a kept answer (a cached JSON answer, index.html) in the coding the client accepts, compressed
 * once and kept with it (shared/read-cache.ts), or as it is when small or not accepted.
 */
export async function sendCached(
  reply: FastifyReply,
  body: CachedBody,
  type = 'application/json; charset=utf-8',
  vary = 'accept-encoding',
): Promise<FastifyReply> {
  reply.type(type).header('vary', vary);
  const coding =
    body.bytes.length >= COMPRESS_THRESHOLD
      ? acceptedCoding(reply.request.headers['accept-encoding'])
      : undefined;
  if (!coding) return reply.send(body.bytes);
  const bytes = await body.encoded(coding);
  return reply.header('content-encoding', coding).header('content-length', bytes.length).send(bytes);
}
