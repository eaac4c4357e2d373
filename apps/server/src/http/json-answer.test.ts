import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonEncoder } from './json-answer.js';

const schema = z.object({ data: z.object({ id: z.number().int(), title: z.string().nullable() }) });

describe('jsonEncoder', () => {
  it('writes what the route serializer writes: fields outside the schema stripped', () => {
    const answer = { data: { id: 1, title: 'Match', secret: 'member data' } };
    const encode = jsonEncoder(schema, 'GET', '/x');
    const routeSerializer = serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(encode(answer)).toBe('{"data":{"id":1,"title":"Match"}}');
    expect(encode(answer)).toBe(routeSerializer(answer));
  });

  it('throws the route serializer error (a logged 500) for an answer that does not fit', () => {
    const encode = jsonEncoder(schema, 'GET', '/x');
    let error: unknown;
    try {
      encode({ data: { id: 'one', title: null } } as never);
    } catch (e) {
      error = e;
    }
    expect(isResponseSerializationError(error)).toBe(true);
  });
});
