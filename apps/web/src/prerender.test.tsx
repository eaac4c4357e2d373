import type { IntroSection } from '@kickoff/contract';
import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { get, SLOW_TEST_MS, stubApi } from '../test/kit.js';
import { i18n } from './i18n/index.js';
import { PRERENDERED, prerender } from './prerender.js';
import { buildRoutes } from './routes/index.js';

const screenModules = import.meta.glob<ComponentType>(['./routes/**/*.tsx', '!./routes/**/*.test.tsx'], {
  eager: true,
  import: 'default',
});
const moduleOf = new Map(Object.entries(screenModules).map(([path, c]) => [c, `src/${path.slice(2)}`]));

const sections: IntroSection[] = [
  {
    keyName: 'hero',
    kind: 'hero',
    title: 'Sport, live.',
    cta: null,
    params: {},
    data: { list: [] },
  },
];

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ja');
});

describe('prerender (the server’s render of a public page)', () => {
  it('names, for each page, the screen modules its routes load (the server links their files)', async () => {
    for (const [path, screens] of Object.entries(PRERENDERED)) {
      const matches = matchRoutes(buildRoutes({ queryClient: new QueryClient() }), path) ?? [];
      const loaded: string[] = [];
      for (const { route } of matches) {
        if (typeof route.lazy !== 'function') continue;
        const { Component } = (await route.lazy()) as { Component?: ComponentType };
        loaded.push(moduleOf.get(Component!) ?? '(not a route module)');
      }
      expect(loaded, path).toEqual(screens);
    }
  });

  it(
    'draws /intro logged out, in the language asked, with its data for the app to hydrate from',
    async () => {
      const api = stubApi(get('/introsection/web', sections));
      const page = await prerender('/intro', 'en', (url, init) => fetch(url, init));
      expect(page).not.toBeNull();
      expect(page!.title).toBe('Log in | KICKOFF');
      expect(page!.screens).toEqual(['src/app/hydrate.tsx', 'src/routes/auth/IntroRoute.tsx']);
      expect(page!.html).toContain('Sport, live.');
      expect(page!.html).toMatch(/<h2[^>]*>Log in<\/h2>/);
      expect(page!.state).toMatchObject({ path: '/intro', lang: 'en', errors: null });
      // the app's own call, in the page's language, answered through the transport
      expect(api.callsTo('/introsection/web')).toHaveLength(1);
      expect(api.callsTo('/introsection/web')[0]!.headers['accept-language']).toBe('en');
      // its answer, under a key of the page's language, for the app to start from
      const intro = page!.state.queries.queries.find(
        (q) => JSON.stringify(q.state.data) === JSON.stringify(sections),
      );
      expect(intro?.queryKey).toContain('en');
      // logged out, with no call to ask
      expect(api.callsTo('/session')).toHaveLength(0);
    },
    SLOW_TEST_MS,
  );

  it('refuses a page it does not draw', async () => {
    await expect(prerender('/schedule/0', 'ja', (url, init) => fetch(url, init))).rejects.toThrow(
      /not prerendered/,
    );
  });
});
