import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * Issue 13 point 3: the server draws /intro for a visitor with no session (http/prerender.ts). The web
 * build's real render (apps/web/src/prerender.tsx) is exercised by the journeys (e2e/prerender.spec.ts);
 * here a module of the same shape stands in for it, so the server's part is held on its own: which visits
 * get a drawn page, in which language, what the HTML carries, reuse, and the shell when a render fails
 * or is slow.
 */
describe(`prerendered pages (${db})`, () => {
  let t: TestApp;
  const root = mkdtempSync(join(tmpdir(), 'kickoff-web-'));
  const webDist = join(root, 'dist');
  mkdirSync(webDist);
  writeFileSync(
    join(webDist, 'index.html'),
    `<!doctype html>\n<html lang="ja">\n<head><title>KICKOFF</title><style>${'.a{}'.repeat(300)}</style>` +
      '<script type="module" crossorigin src="/assets/index.js"></script>' +
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">' +
      '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
      '</head>\n<body>\n<div id="root"></div>\n</body>\n</html>',
  );
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(
    join(webDist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index.js',
        css: ['assets/index.css'],
        imports: ['_shared.js'],
        isEntry: true,
      },
      '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
      '_field.js': { file: 'assets/field.js', css: ['assets/field.css'], imports: ['_shared.js'] },
      'src/routes/auth/IntroRoute.tsx': {
        file: 'assets/IntroRoute.js',
        css: ['assets/IntroRoute.css'],
        imports: ['_shared.js', '_field.js'],
      },
      'src/i18n/bundle-ko.ts': { file: 'assets/bundle-ko.js' },
    }),
  );
  mkdirSync(join(root, 'dist-ssr'));
  // the stand-in: draws the API's answer to its own call (through the transport the server hands in),
  // counts its renders, and fails or dawdles when the language says so
  writeFileSync(
    join(root, 'dist-ssr', 'prerender.js'),
    `export const PRERENDERED = { '/intro': ['src/routes/auth/IntroRoute.tsx'] };
     export let renders = 0;
     globalThis.kickoffPrerenders = 0;
     export async function prerender(path, lang, transport) {
       globalThis.kickoffPrerenders++;
       if (lang === 'ko' && globalThis.kickoffFail) throw new Error('render broke');
       if (lang === 'en' && globalThis.kickoffSlow) await new Promise((r) => setTimeout(r, 4000));
       const answer = await transport('/api/v2/readyz-missing', { method: 'GET', headers: { 'accept-language': lang } });
       const body = await answer.json();
       return {
         html: '<main><h1>drawn ' + lang + ' ' + path + '</h1><p>' + answer.status + ' ' + body.code + '</p></main>',
         screens: PRERENDERED[path],
         title: 'Title ' + lang,
         state: { path, lang, note: '</script><!-- <b>' },
       };
     }`,
  );
  const counter = globalThis as unknown as {
    kickoffPrerenders: number;
    kickoffFail?: boolean;
    kickoffSlow?: boolean;
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const drawnIn = (body: string) => /<h1>drawn (\w+) /.exec(body)?.[1] ?? null;

  it('draws /intro for a visitor with no session, in Japanese by default, with its title, lang and state', async () => {
    const res = await get('/intro');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('accept-encoding, cookie');
    expect(drawnIn(res.body)).toBe('ja');
    expect(res.body).toContain('<html lang="ja">');
    expect(res.body).toContain('<title>Title ja</title>');
    // the render's own call went through the server's routes: a JSON 404 of the API
    expect(res.body).toContain('<p>404 ROUTE_NOT_FOUND</p>');
    const state = /<script type="application\/json" id="kickoff-prerender">([\s\S]*?)<\/script>/.exec(
      res.body,
    )?.[1];
    expect(state).not.toContain('</script>');
    expect(state).not.toContain('<!--');
    expect(JSON.parse(state!)).toEqual({ path: '/intro', lang: 'ja', note: '</script><!-- <b>' });
    // its screen's stylesheets and scripts beside what index.html brings (no file twice); every
    // stylesheet ahead of the scripts, which come at low priority (they only hydrate what is drawn)
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const links = [
      ...head.matchAll(/<(?:link rel="(stylesheet|modulepreload)"|script type="(module)")([^>]*)>/g),
    ];
    expect(links.map((m) => `${m[1] ?? m[2]} ${/(?:href|src)="([^"]+)"/.exec(m[3]!)?.[1]}`)).toEqual([
      'stylesheet /assets/index.css',
      'stylesheet /assets/IntroRoute.css',
      'stylesheet /assets/field.css',
      'module /assets/index.js',
      'modulepreload /assets/shared.js',
      'modulepreload /assets/IntroRoute.js',
      'modulepreload /assets/field.js',
    ]);
    for (const m of links.filter((m) => m[1] !== 'stylesheet')) expect(m[3]).toContain('fetchpriority="low"');
  });

  it('sends the shell when a render fails (drawn again on the next visit) or is slow (it goes on)', async () => {
    counter.kickoffFail = true;
    const failed = await get('/intro', { cookie: 'kickoff_lang=ko' });
    expect(failed.statusCode).toBe(200);
    expect(drawnIn(failed.body)).toBeNull();
    expect(failed.body).toContain('<div id="root"></div>');
    counter.kickoffFail = false;
    expect(drawnIn((await get('/intro', { cookie: 'kickoff_lang=ko' })).body)).toBe('ko');

    counter.kickoffSlow = true;
    const started = Date.now();
    const slow = await get('/intro', { cookie: 'kickoff_lang=en' });
    // the visitor waits the 1.5 s the server gives a render, not the render's 4 s
    expect(Date.now() - started).toBeLessThan(3500);
    expect(slow.statusCode).toBe(200);
    expect(drawnIn(slow.body)).toBeNull();
    // the render went on: once it is done, the page is there
    await vi.waitFor(
      async () => expect(drawnIn((await get('/intro', { cookie: 'kickoff_lang=en' })).body)).toBe('en'),
      {
        timeout: 8000,
        interval: 250,
      },
    );
  });

  it('draws it in the language of the kickoff_lang cookie; an unknown one is Japanese', async () => {
    const ko = await get('/intro', { cookie: 'theme=dark; kickoff_lang=ko' });
    expect(drawnIn(ko.body)).toBe('ko');
    // Korean's core messages too (index.html preloads only Japanese's)
    expect(ko.body).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/bundle-ko.js">',
    );
    expect(ko.body).toContain('<html lang="ko">');
    expect(drawnIn((await get('/intro', { cookie: 'kickoff_lang=fr' })).body)).toBe('ja');
  });

  it('sends the shell to a member, to a visit with a query, to Silk, and for any other page', async () => {
    for (const [url, headers] of [
      ['/intro', { cookie: 'kickoff_sid=abc' }],
      ['/intro?re=y&tp=schedule', {}],
      ['/intro', { 'user-agent': 'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 Silk/120.1.1' }],
      ['/schedule/0', {}],
      ['/', {}],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(drawnIn(res.body), `${url} ${JSON.stringify(headers)}`).toBeNull();
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('reuses a drawn page for a while, and sends it compressed like any page', async () => {
    const before = counter.kickoffPrerenders;
    const res = await get('/intro', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(drawnIn(brotliDecompressSync(res.rawPayload).toString())).toBe('ja');
    await get('/intro');
    expect(counter.kickoffPrerenders).toBe(before);
  });
});
