import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiClient, factories, loginAs } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * Issue 13 point 3: the server draws /intro for a visitor with no session and a member's first screens
 * for that member (http/prerender.ts, on the render thread of render-worker.ts). The web build's real
 * render (apps/web/src/prerender.tsx) is exercised by the journeys (e2e/prerender.spec.ts); here a module
 * of the same shape stands in for it, so the server's part is held on its own: which visits get a drawn
 * page, for whom, in which language, what the HTML carries, reuse, the shell when a render fails or is
 * slow, and the server answering while a page is being drawn.
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
      'src/routes/channel/ChannelRoute.tsx': { file: 'assets/ChannelRoute.js', imports: ['_shared.js'] },
      'src/routes/auth/IntroRoute.tsx': {
        file: 'assets/IntroRoute.js',
        css: ['assets/IntroRoute.css'],
        imports: ['_shared.js', '_field.js'],
      },
      'src/i18n/bundle-ko.ts': { file: 'assets/bundle-ko.js' },
      'src/boot.ts': { file: 'assets/boot.js', isEntry: true },
    }),
  );
  mkdirSync(join(root, 'dist-ssr'));
  // the stand-in, on the render thread: draws the API's answer to its own call (through the transport
  // the server hands in), numbers its renders, and fails, dawdles or keeps its thread busy when a flag
  // file says so; a member page asks for the session as the app does, and is drawn only with one
  const flag = (name: string) => join(root, name);
  writeFileSync(
    join(root, 'dist-ssr', 'prerender.js'),
    `import { existsSync } from 'node:fs';
     export const PRERENDERED = {
       '/intro': { visitor: 'guest', screens: ['src/routes/auth/IntroRoute.tsx'] },
       '/channel': { visitor: 'member', screens: ['src/routes/channel/ChannelRoute.tsx'] },
     };
     let renders = 0;
     const flag = (name) => existsSync(${JSON.stringify(root)} + '/' + name);
     export async function prerender(path, lang, transport) {
       renders++;
       if (lang === 'ko' && flag('fail')) throw new Error('render broke');
       if (lang === 'en' && flag('slow')) await new Promise((r) => setTimeout(r, 4000));
       if (flag('busy')) for (const end = Date.now() + 600; Date.now() < end; );
       const headers = { 'accept-language': lang };
       if (PRERENDERED[path].visitor === 'member') {
         const session = await transport('/api/v2/session', { method: 'GET', headers });
         if (session.status !== 200) return null;
         const { data } = await session.json();
         return {
           html: '<main><h1>drawn ' + lang + ' ' + path + '</h1><p>for ' + data.email + '</p><p>render ' + renders + '</p></main>',
           screens: PRERENDERED[path].screens,
           title: 'Channels ' + lang,
           state: { path, lang, member: data.userId },
         };
       }
       const answer = await transport('/api/v2/readyz-missing', { method: 'GET', headers });
       const body = await answer.json();
       return {
         html: '<main><h1>drawn ' + lang + ' ' + path + '</h1><p>' + answer.status + ' ' + body.code + '</p><p>render ' + renders + '</p></main>',
         screens: PRERENDERED[path].screens,
         title: 'Title ' + lang,
         state: { path, lang, note: '</script><!-- <b>' },
       };
     }`,
  );
  const setFlag = (name: string, on: boolean) =>
    on ? writeFileSync(flag(name), '') : rmSync(flag(name), { force: true });

  beforeAll(async () => {
    t = await createTestApp({ config: { WEB_DIST: webDist } });
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const drawnIn = (body: string) => /<h1>drawn (\w+) /.exec(body)?.[1] ?? null;
  const bootOf = (body: string) => {
    const block = /<script type="application\/json" id="kickoff-boot">([^<]*)<\/script>/.exec(body)?.[1];
    return block === undefined ? null : JSON.parse(block);
  };
  const renderOf = (body: string) => Number(/<p>render (\d+)<\/p>/.exec(body)?.[1] ?? Number.NaN);

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
    // its screen's stylesheets beside index.html's (no file twice), and none of the app's code in the
    // head: the loader fetches it once the page has painted, index.html's entry and preloads and the
    // screen's scripts, named in the boot block
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const links = [
      ...head.matchAll(/<(?:link rel="(stylesheet|modulepreload)"|script type="(module)")([^>]*)>/g),
    ];
    expect(links.map((m) => `${m[1] ?? m[2]} ${/(?:href|src)="([^"]+)"/.exec(m[3]!)?.[1]}`)).toEqual([
      'stylesheet /assets/index.css',
      'stylesheet /assets/IntroRoute.css',
      'stylesheet /assets/field.css',
    ]);
    expect(bootOf(res.body)).toEqual({
      entry: '/assets/index.js',
      preloads: ['/assets/shared.js', '/assets/IntroRoute.js', '/assets/field.js'],
    });
    // the loader is the body's last element, after the blocks it reads
    expect(res.body).toMatch(
      /id="kickoff-prerender">[^<]*<\/script><script type="application\/json" id="kickoff-boot">[^<]*<\/script><script type="module" crossorigin src="\/assets\/boot.js"><\/script><\/body>/,
    );
    expect(res.body.match(/<script type="module"/g)).toHaveLength(1);
  });

  it('sends the shell when a render fails (drawn again on the next visit) or is slow (it goes on)', async () => {
    setFlag('fail', true);
    const failed = await get('/intro', { cookie: 'kickoff_lang=ko' });
    expect(failed.statusCode).toBe(200);
    expect(drawnIn(failed.body)).toBeNull();
    expect(failed.body).toContain('<div id="root"></div>');
    setFlag('fail', false);
    expect(drawnIn((await get('/intro', { cookie: 'kickoff_lang=ko' })).body)).toBe('ko');

    setFlag('slow', true);
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
    setFlag('slow', false);
  });

  it('draws it in the language of the kickoff_lang cookie; an unknown one is Japanese', async () => {
    const ko = await get('/intro', { cookie: 'theme=dark; kickoff_lang=ko' });
    expect(drawnIn(ko.body)).toBe('ko');
    // Korean's core messages too (index.html preloads only Japanese's)
    expect(bootOf(ko.body)?.preloads).toContain('/assets/bundle-ko.js');
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
      ['/channel', {}],
      ['/channel?date=20261123', { cookie: 'kickoff_sid=abc' }],
    ] as const) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(drawnIn(res.body), `${url} ${JSON.stringify(headers)}`).toBeNull();
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('reuses a drawn page for a while, and sends it compressed like any page', async () => {
    const res = await get('/intro', { 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    const body = brotliDecompressSync(res.rawPayload).toString();
    expect(drawnIn(body)).toBe('ja');
    expect(renderOf((await get('/intro')).body)).toBe(renderOf(body));
  });

  it("draws a member's page for that member alone, each visit, kept by no shared cache", async () => {
    const make = factories(t.core.database.db);
    const [ann, ben] = [await make.member(), await make.member()];
    const [annCookie, benCookie] = [await loginAs(t.app, ann.email!), await loginAs(t.app, ben.email!)];
    const first = await get('/channel', { cookie: `kickoff_lang=en; ${annCookie}`, 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toBe('accept-encoding, cookie');
    expect(first.headers['content-encoding']).toBe('br');
    const annPage = brotliDecompressSync(first.rawPayload).toString();
    expect(drawnIn(annPage)).toBe('en');
    expect(annPage).toContain(`<p>for ${ann.email}</p>`);
    expect(annPage).toContain('<title>Channels en</title>');
    expect(bootOf(annPage)?.preloads).toContain('/assets/ChannelRoute.js');
    const benPage = (await get('/channel', { cookie: benCookie })).body;
    expect(benPage).toContain(`<p>for ${ben.email}</p>`);
    expect(benPage).not.toContain(ann.email);
    // drawn again for each visit: a member's page is never reused
    const again = (await get('/channel', { cookie: annCookie })).body;
    expect(renderOf(again)).toBeGreaterThan(renderOf(benPage));
    // a session that is not (or no longer) live: the shell, and the app sends the visit to /intro
    await apiClient(t.app).endpoint('session.logout', { cookie: benCookie });
    for (const cookie of ['kickoff_sid=nobody', `kickoff_lang=ja; ${benCookie}`]) {
      const shell = await get('/channel', { cookie });
      expect(drawnIn(shell.body), cookie).toBeNull();
      expect(shell.body).toContain('<div id="root"></div>');
      expect(shell.headers['cache-control']).toBe('no-cache');
    }
  });

  it('answers other requests while a page is being drawn (the render has a thread of its own)', async () => {
    const member = await factories(t.core.database.db).member();
    const cookie = await loginAs(t.app, member.email!);
    setFlag('busy', true);
    try {
      // a member's page is drawn for the visit (600 ms of its thread's time)
      const page = get('/channel', { cookie });
      await new Promise((resolve) => setTimeout(resolve, 100));
      const started = performance.now();
      expect((await get('/healthz')).statusCode).toBe(200);
      expect(performance.now() - started).toBeLessThan(300);
      expect((await page).body).toContain(`<p>for ${member.email}</p>`);
    } finally {
      setFlag('busy', false);
    }
  });
});
