import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { csrfGuard } from './csrf.js';

const guard = csrfGuard('https://kickoff.example');
const request = (
  method: string,
  url: string,
  headers: Record<string, string> = {},
  host = 'kickoff.example',
) => ({ method, url, headers, protocol: 'https', host }) as unknown as FastifyRequest;
const run = (r: FastifyRequest) => guard(r, {} as FastifyReply);

describe('CSRF guard', () => {
  it('passes reads and calls without Origin', async () => {
    await expect(
      run(request('GET', '/api/v2/session', { origin: 'https://evil.example' })),
    ).resolves.toBeUndefined();
    await expect(run(request('POST', '/api/v2/login'))).resolves.toBeUndefined();
  });

  it('passes PUBLIC_URL and the request own origin', async () => {
    await expect(
      run(request('POST', '/api/v2/login', { origin: 'https://kickoff.example' })),
    ).resolves.toBeUndefined();
    const internal = request('PUT', '/api/v2/session', { origin: 'https://10.0.0.5:8443' }, '10.0.0.5:8443');
    await expect(run(internal)).resolves.toBeUndefined();
  });

  it('refuses another origin, an opaque one and cross-site fetches, GET /logout included', async () => {
    for (const r of [
      request('POST', '/api/v2/login', { origin: 'https://evil.example' }),
      request('DELETE', '/api/v2/withdraw?reason=price', { origin: 'null' }),
      request('PATCH', '/api/v2/x', { origin: 'http://kickoff.example' }),
      request('PUT', '/api/v2/session', { 'sec-fetch-site': 'cross-site' }),
      request('GET', '/api/v2/logout?x=1', { origin: 'https://evil.example' }),
      request('GET', '/api/v2/logout', { 'sec-fetch-site': 'cross-site' }),
    ]) {
      await expect(run(r)).rejects.toMatchObject({ code: 'CSRF_REJECTED', status: 403 });
    }
  });
});
