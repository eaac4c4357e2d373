import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, error, get, stubApi } from '../../test/kit.js';
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
