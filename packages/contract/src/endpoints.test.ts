import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { type EndpointData, type EndpointInput, endpointSchemas } from './endpoint-schemas.js';
import { type EndpointName, endpoints, pathOf, urlOf } from './endpoints.js';
import type { Reservation } from './favorites.js';

const names = Object.keys(endpoints) as EndpointName[];
const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort();

describe('the endpoint table', () => {
  it('lists each call once, by method and path', () => {
    expect(names.length).toBeGreaterThan(90);
    const keys = names.map((name) => `${endpoints[name].method} ${endpoints[name].path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(endpointSchemas).sort()).toEqual([...names].sort());
  });

  it('names every path parameter in the params schema, and only those', () => {
    for (const name of names) {
      const { params } = endpointSchemas[name] as { params?: z.ZodObject };
      const declared = params ? Object.keys(params.shape).sort() : [];
      expect(declared, name).toEqual(pathParams(endpoints[name].path));
    }
  });

  it('gives a response schema to every JSON call and to no other', () => {
    for (const name of names) {
      const hasResponse = 'response' in endpointSchemas[name];
      expect(hasResponse, name).toBe(endpoints[name].answer === 'json');
    }
  });

  it('takes a body only on writes', () => {
    for (const name of names) {
      if ('body' in endpointSchemas[name]) expect(endpoints[name].method, name).not.toBe('GET');
    }
  });

  it('fills path parameters, encoded, and refuses a missing one', () => {
    expect(pathOf('reservations.remove', { id: 12 })).toBe('/apush/12');
    expect(pathOf('files.get', { id: 3, name: 'rules 2026.pdf' })).toBe('/files/3/rules%202026.pdf');
    expect(() => pathOf('reservations.remove')).toThrow(/id is missing/);
  });

  it('writes the query after the path, leaving out empty and absent values', () => {
    expect(urlOf('vod.chart', { query: { pageNo: 2, keyword: '', x: undefined } })).toBe(
      '/vod/chart?pageNo=2',
    );
    expect(urlOf('search.teams', { query: { keyword: 'a b' } })).toBe('/search/teams?keyword=a+b');
    expect(urlOf('reservations.remove', { params: { id: 3 } })).toBe('/apush/3');
  });

  it('types what a call takes and answers from its schemas', () => {
    expectTypeOf<EndpointData<'push.key'>>().toEqualTypeOf<{ publicKey: string }>();
    expectTypeOf<EndpointData<'reservations.create'>>().toEqualTypeOf<Reservation>();
    expectTypeOf<EndpointData<'oauth.authorize'>>().toEqualTypeOf<undefined>();
    expectTypeOf<EndpointInput<'reservations.remove'>['params']>().toEqualTypeOf<{ id: unknown }>();
    expectTypeOf<EndpointInput<'reservations.list'>>().toEqualTypeOf<
      { params?: never } & { query?: never } & { body?: never }
    >();
  });
});
