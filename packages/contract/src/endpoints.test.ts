import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  type EndpointArgs,
  type EndpointData,
  type EndpointInput,
  endpointSchemas,
} from './endpoint-schemas.js';
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
    expectTypeOf<EndpointInput<'reservations.remove'>['params']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<EndpointInput<'reservations.list'>>().toEqualTypeOf<
      { params?: never } & { query?: never } & { body?: never }
    >();
  });
});

/** `true` if T, or a field anywhere inside it, is typed `unknown` (or `any`). */
type HasUnknown<T> = unknown extends T
  ? true
  : T extends readonly (infer E)[]
    ? HasUnknown<E>
    : T extends object
      ? { [K in keyof T]-?: HasUnknown<T[K]> }[keyof T]
      : false;
/** The calls a caller could send anything in some field of (a coerced number typed `unknown`). */
type UntypedInputs = {
  [N in EndpointName]: true extends HasUnknown<EndpointInput<N>> ? N : never;
}[EndpointName];
/** The calls whose query or body must be given although every field in it may be left out. */
type NeedlessParts = {
  [N in EndpointName]: {
    [K in keyof EndpointInput<N>]-?: object extends NonNullable<EndpointInput<N>[K]>
      ? object extends Pick<EndpointInput<N>, K>
        ? never
        : `${N} ${K & string}`
      : never;
  }[keyof EndpointInput<N>];
}[EndpointName];

describe('what a caller sends (types, checked by tsc)', () => {
  it('types every field of every call: numbers are numbers, not unknown', () => {
    expectTypeOf<UntypedInputs>().toEqualTypeOf<never>();
    expectTypeOf<EndpointInput<'notice.detail'>['query']>().toEqualTypeOf<{ id: number }>();
    expectTypeOf<EndpointInput<'favorites.add'>['body']>().toEqualTypeOf<{ destId: number }>();
    expectTypeOf<EndpointInput<'terms.get'>['params']['id']>().toEqualTypeOf<
      number | 'service' | 'paid' | 'privacy' | 'youth' | 'policy'
    >();
    expectTypeOf<{ id: string }>().not.toExtend<EndpointInput<'reservations.remove'>['params']>();
    expectTypeOf<{ pageNo: string }>().not.toExtend<EndpointInput<'alerts.list'>['query']>();
  });

  it('leaves out a query or body whose fields are all optional, and the input when nothing is needed', () => {
    expectTypeOf<NeedlessParts>().toEqualTypeOf<never>();
    expectTypeOf<EndpointInput<'alerts.list'>['query']>().toEqualTypeOf<
      { pageNo?: number | undefined; pageItem?: number | undefined } | undefined
    >();
    expectTypeOf<[]>().toExtend<EndpointArgs<'alerts.list'>>();
    expectTypeOf<[]>().toExtend<EndpointArgs<'oauth.appleCallback'>>();
    expectTypeOf<[{ query: { pageNo: 2 } }]>().toExtend<EndpointArgs<'alerts.list'>>();
    expectTypeOf<[{ params: { id: 1 } }]>().toExtend<EndpointArgs<'origin.list'>>();
  });

  it('still requires a part with a required field', () => {
    expectTypeOf<[]>().not.toExtend<EndpointArgs<'notice.detail'>>();
    expectTypeOf<[{ query: { pageNo: 1 } }]>().not.toExtend<EndpointArgs<'vod.game'>>();
    expectTypeOf<[{ query: { pageNo: 1 } }]>().not.toExtend<EndpointArgs<'origin.list'>>();
    expectTypeOf<[{ query: { keyword: 'a' } }]>().toExtend<EndpointArgs<'search.teams'>>();
  });
});
