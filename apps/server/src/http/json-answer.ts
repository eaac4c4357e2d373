import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { CachedBody, ReadCache } from '../shared/read-cache.js';

/**
 * The JSON text of an answer, made by the same encoder as every route's response (the zod schema of
 * the contract, then JSON.stringify): what a route caches as text is byte for byte what it would have
 * sent, private fields stripped by the schema alike. A value that does not fit the schema throws the
 * same ResponseSerializationError (a logged 500).
 */
export function jsonEncoder<S extends z.ZodType>(
  schema: S,
  method: string,
  url: string,
): (answer: z.output<S>) => string {
  return serializerCompiler({ schema, method, url, httpStatus: '200' });
}

/**
 * A route's answer kept as JSON bytes in the read cache (shared/read-cache.ts): on a miss `fill` makes
 * the contract value, encoded here with the route's response schema. The route sends it with
 * `sendCached` (as it is, or in the compressed form kept beside it: http/compression.ts), the fast path
 * (fast-answers.ts) the same bytes.
 */
export function cachedBody<S extends z.ZodType>(cache: ReadCache, schema: S, method: string, url: string) {
  const encode = jsonEncoder(schema, method, url);
  return (key: string | PromiseLike<string>, fill: () => Promise<z.output<S>>): Promise<CachedBody> =>
    cache.get(key, async () => encode(await fill()));
}
