import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures, loggedInMember, type Member } from '../../test/catalogue-fixtures.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
const BROWSER = 'gzip, deflate, br, zstd';

/** Issue 13 point 1: what goes on the wire is compressed, and a cached answer is compressed once. */
describe(`compressed delivery (${db})`, () => {
  let t: TestApp;
  let me: Member;
  const webDist = mkdtempSync(join(tmpdir(), 'kickoff-web-'));
  // index.html over the threshold (the real one is ~1.5 KiB), an asset with its build-made .br and .gz
  const indexHtml = `<!doctype html><html><head>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
  const script = `export const words = ${JSON.stringify('キックオフ kickoff 킥오프 '.repeat(400))};\n`;
  writeFileSync(join(webDist, 'index.html'), indexHtml);
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(webDist, 'assets', 'app-abc123.js.gz'), gzipSync(script));

  beforeAll(async () => {
    t = await createTestApp({ config: { WEB_DIST: webDist } });
    const c = catalogueFixtures(t.database.db);
    await c.world();
    me = await loggedInMember(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string, cookie?: string) =>
    t.app.inject({
      url,
      headers: {
        'accept-language': 'en',
        ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
        ...(cookie ? { cookie } : {}),
      },
    });

  it('sends an API answer over 1 KiB in brotli, or gzip, with Vary, the same JSON as unencoded', async () => {
    const plain = await get('/api/v2/schedule?date=20261123', undefined, me.cookie);
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await get('/api/v2/schedule?date=20261123', BROWSER, me.cookie);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers.vary).toContain('accept-language');
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await get('/api/v2/schedule?date=20261123', 'gzip', me.cookie);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    // an uncached answer (the FAQ list) is compressed per request by the same rule
    const faqPlain = await get('/api/v2/faq/list?pageNo=1');
    const faq = await get('/api/v2/faq/list?pageNo=1', BROWSER);
    if (faqPlain.rawPayload.length >= 1024) {
      expect(faq.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(faq.rawPayload).toString()).toBe(faqPlain.body);
    } else expect(faq.headers['content-encoding']).toBeUndefined();
  });

  it('keeps a small answer as it is, and honours identity and q=0', async () => {
    const small = await get('/api/v2/notice/category', BROWSER);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toContain('accept-encoding');

    for (const refuse of ['identity', 'br;q=0, gzip;q=0', 'compress']) {
      const res = await get('/api/v2/home/web', refuse, me.cookie);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding'], refuse).toBeUndefined();
      expect(res.json().data).toBeDefined();
    }
    // the client's preference between the two is followed when it states one
    const gzipFirst = await get('/api/v2/home/web', 'br;q=0.5, gzip', me.cookie);
    expect(gzipFirst.headers['content-encoding']).toBe('gzip');
  });

  it('serves a cached answer from the compressed bytes kept with it, identical each time', async () => {
    const first = await get('/api/v2/home/web', BROWSER, me.cookie);
    expect(first.headers['content-encoding']).toBe('br');
    const again = await get('/api/v2/home/web', BROWSER, me.cookie);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await get('/api/v2/home/web', undefined, me.cookie);
    expect(brotliDecompressSync(again.rawPayload).toString()).toBe(plain.body);
  });

  it('serves the precompressed static files with their coding and the long cache', async () => {
    const br = await get('/assets/app-abc123.js', BROWSER);
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toContain('javascript');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gz = await get('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await get('/assets/app-abc123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('compresses index.html and keeps it no-cache', async () => {
    const res = await get('/schedule/0', BROWSER);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('id="root"');
  });

  it('never compresses /media', async () => {
    const res = await get('/media/x.m3u8', BROWSER);
    expect(res.statusCode).toBe(403);
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});
