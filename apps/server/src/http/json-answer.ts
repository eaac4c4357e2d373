import type { FastifyReply } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

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
 * Sends JSON made by `jsonEncoder` as it is: text or bytes with a JSON content type are not serialized
 * again by Fastify (the onSend hooks and headers still apply).
 */
export function sendJsonText(reply: FastifyReply, body: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
