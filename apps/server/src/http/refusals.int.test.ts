import { mkdtempSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

/** Every refusal, whoever makes it (our input guard, fastify, Node's parser), answers `{ code, message }`. */
describe('one error boundary for every input', () => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'kickoff-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');

  beforeAll(async () => {
    t = await createTestApp({ config: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  const expectRefusal = (res: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(res.statusCode).toBe(status);
    const body = res.json() as Record<string, unknown>;
    expect(body).toMatchObject({ code, message: expect.any(String) });
    expect(Object.keys(body).filter((key) => key !== 'fields')).toEqual(['code', 'message']);
    return body;
  };
  const json = (payload: string) => ({ payload, headers: { 'content-type': 'application/json' } });

  it('refuses NUL and lone surrogates in query, path, body and headers with 400 VALIDATION_FAILED', async () => {
    const keyword = expectRefusal(
      await t.app.inject('/api/v2/notice/list?keyword=%00'),
      400,
      'VALIDATION_FAILED',
    );
    expect(keyword.fields).toEqual({ keyword: expect.stringContaining('NUL') });
    expectRefusal(await t.app.inject('/api/v2/terms/a%00b'), 400, 'VALIDATION_FAILED');
    const deep = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login',
      ...json('{"username":"a@example.com","password":"x","extra":{"list":["ok","\\ud800"]}}'),
    });
    expect(expectRefusal(deep, 400, 'VALIDATION_FAILED').fields).toEqual({
      'extra.list.1': expect.any(String),
    });
    const header = await t.app.inject({
      url: '/api/v2/notice/category',
      headers: { 'user-agent': 'x\u0000' },
    });
    expect(expectRefusal(header, 400, 'VALIDATION_FAILED').fields).toEqual({
      'headers.user-agent': expect.any(String),
    });
  });

  it('refuses NUL in a web path too (static files and the SPA), never 500', async () => {
    for (const url of ['/%00', '/index.html%00', '/help/notice%00?x=%00']) {
      expectRefusal(await t.app.inject(url), 400, 'VALIDATION_FAILED');
    }
  });

  it('reads a NUL session cookie as no session (the token is hashed before its lookup)', async () => {
    const res = await t.app.inject({ url: '/api/v2/session', headers: { cookie: 'kickoff_sid=%00' } });
    expectRefusal(res, 401, 'UNAUTHORIZED');
  });

  it('answers malformed percent-encoding in query or path with 400 BAD_REQUEST', async () => {
    for (const url of [
      '/api/v2/notice/list?keyword=%E0%A4%A',
      '/api/v2/notice/list?keyword=%ED%A0%80',
      '/api/v2/notice/list?%zz=1',
      '/api/v2/%zz',
      '/help/%zz',
    ]) {
      expectRefusal(await t.app.inject(url), 400, 'BAD_REQUEST');
    }
  });

  it('answers a route parameter over fastify maxParamLength with 414 URI_TOO_LONG', async () => {
    expectRefusal(await t.app.inject(`/api/v2/terms/${'x'.repeat(200)}`), 414, 'URI_TOO_LONG');
  });

  it("answers fastify's body refusals in our shape", async () => {
    const post = (payload: string, type = 'application/json') =>
      t.app.inject({ method: 'POST', url: '/api/v2/login', payload, headers: { 'content-type': type } });
    expect(expectRefusal(await post('{bad'), 400, 'BAD_REQUEST').message).toMatch(/JSON/);
    expectRefusal(await post(`"${'x'.repeat(300_000)}"`), 413, 'PAYLOAD_TOO_LARGE');
    expectRefusal(await post('a=b', 'text/plain'), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown route 404 ROUTE_NOT_FOUND and a wrong method 405 METHOD_NOT_ALLOWED with Allow', async () => {
    expectRefusal(await t.app.inject('/api/v2/no-such-route'), 404, 'ROUTE_NOT_FOUND');
    const wrong = await t.app.inject({ method: 'DELETE', url: '/api/v2/notice/list?x=1' });
    expectRefusal(wrong, 405, 'METHOD_NOT_ALLOWED');
    expect(wrong.headers.allow).toBe('GET, HEAD');
    const login = await t.app.inject({ method: 'GET', url: '/api/v2/login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toContain('POST');
  });

  describe("Node's parser refusals (a real listener)", () => {
    let port = 0;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      port = typeof address === 'object' && address ? address.port : 0;
    });

    const raw = (request: string) =>
      new Promise<{ status: number; body: unknown }>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let text = '';
        socket.on('data', (chunk) => {
          text += chunk.toString('utf8');
        });
        socket.on('error', reject);
        socket.on('close', () => {
          const [head = '', body = ''] = text.split('\r\n\r\n');
          resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
        });
      });

    it('answers headers over the size limit with 431 HEADERS_TOO_LARGE', async () => {
      const res = await raw(
        `GET /api/v2/notice/list HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      );
      expect(res).toEqual({ status: 431, body: { code: 'HEADERS_TOO_LARGE', message: expect.any(String) } });
    });

    it('answers a request that is not HTTP with 400 BAD_REQUEST', async () => {
      const res = await raw('NOT HTTP AT ALL\r\n\r\n');
      expect(res).toEqual({ status: 400, body: { code: 'BAD_REQUEST', message: expect.any(String) } });
    });
  });
});
