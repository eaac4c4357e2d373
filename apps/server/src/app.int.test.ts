import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.js';

describe('server core', () => {
  let t: TestApp;
  const webDist = mkdtempSync(join(tmpdir(), 'kickoff-web-'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');

  beforeAll(async () => {
    t = await createTestApp({ config: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  it('answers /healthz and /readyz with the database kind', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = (await t.app.inject('/readyz')).json();
    expect(ready.status).toBe('ready');
    expect(['pglite', 'postgres']).toContain(ready.database);
  });

  it('answers an unknown API route with a JSON 404, never the web app', async () => {
    for (const url of ['/api/v2/nope', '/api/v1/notice/list', '/media']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
    }
    // under /media/ the origin answers: a path without a playback token is refused in JSON
    const media = await t.app.inject('/media/x.m3u8');
    expect(media.statusCode).toBe(403);
    expect(media.json()).toMatchObject({ code: 'MEDIA_TOKEN_INVALID' });
    const post = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });

  it('serves the web app for every other path (history-mode routing)', async () => {
    for (const url of ['/', '/public/help/notice', '/help/faq?x=1', '/stv/intro']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('id="root"');
    }
  });

  it("sends a page helmet's security headers, and an API answer those of an API", async () => {
    const page = await t.app.inject('/schedule');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');

    for (const url of ['/api/v2/notice/category', '/api/v2/nowhere']) {
      const res = await t.app.inject(url);
      expect(res.headers['content-type'], url).toContain('application/json');
      expect(res.headers, url).toMatchObject({
        'content-security-policy': "default-src 'none';frame-ancestors 'none'",
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'DENY',
      });
      // the headers that govern documents only are not sent with JSON
      for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-xss-protection']) {
        expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      }
    }
  });

  it('answers an unexpected failure with 500 INTERNAL_ERROR and no internals', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject('/api/v2/notice/list');
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['code', 'message']);
    expect(body.code).toBe('INTERNAL_ERROR');
    expect(res.body).not.toMatch(/at .*\.ts|stack|Error:/);
    expect((await broken.app.inject('/readyz')).statusCode).toBe(503);
    await broken.app.close();
  });
});
