import { describe, expect, it } from 'vitest';
import { type Manifest, withPrerendered } from './prerender.js';

/**
 * How a drawn page names the app's code (issue 13 point 3). With the build's loader the code is fetched
 * once the page has painted (the integration test holds that through the server); without one (a build
 * from before the loader, as a paired benchmark's baseline may be) the page keeps its scripts in the
 * head, at low priority.
 */
const html =
  '<!doctype html>\n<html lang="ja">\n<head><title>KICKOFF</title>' +
  '<script type="module" crossorigin src="/assets/index.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/shared.js">' +
  '<link rel="stylesheet" crossorigin href="/assets/index.css">' +
  '</head>\n<body>\n<div id="root"></div>\n</body>\n</html>';
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    css: ['assets/index.css'],
    imports: ['_shared.js'],
    isEntry: true,
  },
  '_shared.js': { file: 'assets/shared.js' },
  'src/routes/home/HomeRoute.tsx': { file: 'assets/HomeRoute.js', css: ['assets/HomeRoute.css'] },
};
const page = {
  html: '<main>drawn</main>',
  screens: ['src/routes/home/HomeRoute.tsx'],
  title: 'Home <&>',
  state: { note: '</script>' },
  lang: 'en',
};

describe('withPrerendered', () => {
  it('names the app code in a boot block read by the loader, which comes last', () => {
    const out = withPrerendered(html, page, {
      ...manifest,
      'src/boot.ts': { file: 'assets/boot-x.js', isEntry: true },
    });
    expect(out).toContain('<html lang="en">');
    expect(out).toContain('<title>Home &lt;&amp;&gt;</title>');
    expect(out).toContain('<div id="root"><main>drawn</main></div>');
    expect(out).not.toContain('modulepreload');
    expect(out.match(/<script type="module"[^>]*>/g)).toEqual([
      '<script type="module" crossorigin src="/assets/boot-x.js">',
    ]);
    const boot =
      /id="kickoff-boot">([^<]*)<\/script><script type="module" crossorigin src="\/assets\/boot-x.js"><\/script><\/body>/.exec(
        out,
      )?.[1];
    expect(JSON.parse(boot!)).toEqual({
      entry: '/assets/index.js',
      preloads: ['/assets/shared.js', '/assets/HomeRoute.js'],
    });
    expect(out.indexOf('/assets/HomeRoute.css')).toBeLessThan(out.indexOf('</head>'));
    expect(out).toContain(
      '<script type="application/json" id="kickoff-prerender">{"note":"\\u003c/script>"}',
    );
  });

  it('keeps the scripts in the head at low priority for a build without the loader', () => {
    const out = withPrerendered(html, page, manifest);
    expect(out).not.toContain('kickoff-boot');
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index.js">');
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/shared.js">',
    );
    expect(head).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/HomeRoute.js">',
    );
    // the stylesheets ahead of the scripts
    expect(head.indexOf('/assets/HomeRoute.css')).toBeLessThan(head.indexOf('/assets/index.js'));
  });
});
