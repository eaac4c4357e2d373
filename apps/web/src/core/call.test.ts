import { type EndpointName, endpoints, pathOf } from '@kickoff/contract/endpoints';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, endpointOf, error, get, respond, stubApi } from '../../test/kit.js';
import { ApiError } from './api-client.js';
import { call } from './call.js';

afterEach(() => vi.unstubAllGlobals());

describe('call', () => {
  it('takes the method and path from the endpoint table and answers the data', async () => {
    const api = stubApi(get('/push/key', { publicKey: 'BOk' }));
    await expect(call('push.key')).resolves.toEqual({ publicKey: 'BOk' });
    expect(api.calls[0]?.method).toBe('GET');
  });

  it('fills path parameters encoded, writes the query and sends the body as JSON', async () => {
    const api = stubApi(
      answer('DELETE', '/apush/12', null),
      answer('POST', '/apush', { id: 3 }),
      get('/vod/chart', (c) => ({ list: [], pageNo: Number(c.query.get('pageNo')) })),
    );
    await call('reservations.remove', { params: { id: 12 } });
    await call('reservations.create', { body: { userId: 1, type: 'live', destId: 5 } });
    await call('vod.chart', { query: { pageNo: 2 } });
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'DELETE /apush/12',
      'POST /apush',
      'GET /vod/chart',
    ]);
    expect(api.calls[1]?.body).toEqual({ userId: 1, type: 'live', destId: 5 });
    expect(api.calls[2]?.query.get('pageNo')).toBe('2');
  });

  it('throws the API error of a failed call', async () => {
    stubApi(() => error(409, 'RESERVATION_EXISTS'));
    const failure = await call('reservations.create', { body: { userId: 1, type: 'live', destId: 5 } }).catch(
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 409, code: 'RESERVATION_EXISTS' });
  });
});

describe("the test kit's respond", () => {
  it('finds every call of the table by method and path, static segments first', () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const keys = [...endpoints[name].path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
      const params = Object.fromEntries(keys.map((key) => [key, key === 'provider' ? 'google' : '12']));
      expect(endpointOf({ method: endpoints[name].method, path: pathOf(name, params) })?.name).toBe(name);
    }
    expect(endpointOf({ method: 'GET', path: '/league/sort' })?.name).toBe('league.sort');
    expect(endpointOf({ method: 'GET', path: '/league/football' })).toEqual({
      name: 'league.ofType',
      params: { type: 'football' },
    });
    expect(endpointOf({ method: 'POST', path: '/league/sort' })).toBeUndefined();
  });

  it('answers the calls of its endpoint only, handing a function the path parameters', async () => {
    stubApi(
      respond('alerts.read', ({ params }) => ({ unread: Number(params.id) })),
      respond('push.key', { publicKey: 'BOk' }),
    );
    await expect(call('push.key')).resolves.toEqual({ publicKey: 'BOk' });
    await expect(call('alerts.read', { params: { id: 7 } })).resolves.toEqual({ unread: 7 });
    await expect(call('popups.count', { params: { id: 7 } })).rejects.toMatchObject({ status: 404 });
  });

  it('narrowed to some path parameters, leaves the others to the next handlers', async () => {
    stubApi(
      respond(
        'terms.get',
        {
          id: 5,
          kind: 'privacy',
          title: 'Privacy',
          content: '',
          effectiveAt: '2026-04-01',
          current: true,
          versions: [],
        },
        { id: 5 },
      ),
    );
    await expect(call('terms.get', { params: { id: 5 } })).resolves.toMatchObject({ id: 5 });
    await expect(call('terms.get', { params: { id: 6 } })).rejects.toMatchObject({ status: 404 });
  });
});
