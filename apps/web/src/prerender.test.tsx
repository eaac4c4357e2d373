import type { IntroSection, SessionUser } from '@kickoff/contract';
import { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionUser } from '../test/fixtures.js';
import { error, get, respond, SLOW_TEST_MS, stubApi } from '../test/kit.js';
import { forcedLogout } from './features/auth/index.js';
import { i18n } from './i18n/index.js';
import { PRERENDERED, prerender } from './prerender.js';
import { channel, jst, program } from './routes/channel/channel-test-kit.js';
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

/** /channel drawn for `member`, with no channels and an empty day: only the member's own parts differ. */
function channelPageFor(member: SessionUser) {
  stubApi(
    get('/session', member),
    respond('channels.list', []),
    respond('channels.programDay', (call) => ({
      date: call.params.date!,
      from: '2026-11-23T15:00:00Z',
      to: '2026-11-24T15:00:00Z',
      list: [],
    })),
  );
  return prerender('/channel', 'ja', (url, init) => fetch(url, init));
}

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('ja');
});

describe('prerender (the server’s render of a page)', () => {
  it('names, for each page, the screen modules its routes load (the server links their files)', async () => {
    for (const [path, { screens }] of Object.entries(PRERENDERED)) {
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
      const api = stubApi(get('/introsection/web', sections), respond('oauth.providers', ['kakao', 'apple']));
      const page = await prerender('/intro', 'en', (url, init) => fetch(url, init));
      expect(page).not.toBeNull();
      expect(page!.title).toBe('Log in | KICKOFF');
      expect(page!.screens).toEqual(['src/app/hydrate.tsx', 'src/routes/auth/IntroRoute.tsx']);
      expect(page!.html).toContain('Sport, live.');
      expect(page!.html).toMatch(/<h2[^>]*>Log in<\/h2>/);
      // the login form's social buttons drawn in place (arriving later, they pushed the sign-up link away)
      expect(page!.html).toMatch(/aria-label="Log in with a social account" data-count="2"/);
      expect(page!.html).toContain('Log in with Kakao');
      expect(page!.state).toMatchObject({ path: '/intro', lang: 'en', member: null, errors: null });
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

  it(
    "draws a member's /channel with the session behind the transport's cookie and the screen's data",
    async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2026-11-24T01:30:00+09:00'));
      try {
        const member = sessionUser({ userId: 42, nickname: 'タロウ' });
        const onAir = program(1, jst(23, '23:00'), jst(24, '02:00'), '【LIVE】北嶺 vs 東都', {
          broadcastType: 100,
        });
        const api = stubApi(
          get('/session', member),
          respond('channels.list', [channel(1, 'KICKOFF SPORTS 1', onAir)]),
          respond(
            'channels.programDay',
            { date: '20261124', from: jst(24, '00:00'), to: jst(25, '00:00'), list: [onAir] },
            { date: '20261124' },
          ),
        );
        const page = await prerender('/channel', 'ja', (url, init) => fetch(url, init));
        expect(page).not.toBeNull();
        expect(page!.screens).toEqual(['src/app/hydrate.tsx', 'src/routes/channel/ChannelRoute.tsx']);
        expect(page!.state).toMatchObject({ path: '/channel', lang: 'ja', member: 42, errors: null });
        // drawn at one instant, sent with the page for the app's first render over it; the now line shows it
        expect(page!.state.drawnAt).toBe(Date.parse('2026-11-24T01:30:00+09:00'));
        expect(page!.html).toMatch(/data-testid="epg-now-line"[^>]*><span[^>]*>01:30</);
        // the member's layout and the screen with its data, not its skeleton
        expect(page!.html).toContain('KICKOFF SPORTS 1');
        expect(page!.html).toContain('【LIVE】北嶺 vs 東都');
        expect(api.callsTo('/session')).toHaveLength(1);
        expect(api.callsTo('/channel')).toHaveLength(1);
        expect(api.callsTo('/program/20261124')).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    },
    SLOW_TEST_MS,
  );

  it("draws each member's page from their own session alone (nothing of one render is left for the next)", async () => {
    for (const [userId, nickname] of [
      [101, 'ハナコ'],
      [102, 'ジロウ'],
    ] as const) {
      const page = await channelPageFor(sessionUser({ userId, nickname }));
      const other = nickname === 'ハナコ' ? 'ジロウ' : 'ハナコ';
      // the header's account button shows the member's initial; the state carries their session
      expect(page!.html).toContain(`>${nickname[0]}<`);
      expect(page!.html).not.toContain(`>${other[0]}<`);
      expect(page!.state.member).toBe(userId);
      expect(JSON.stringify(page!.state)).toContain(nickname);
      expect(JSON.stringify(page!.state)).not.toContain(other);
    }
  });

  it('leaves nothing of a session ended on another device for the next member’s page', async () => {
    stubApi((call) => (call.path === '/session' ? error(401, 'SESSION_REPLACED') : undefined));
    expect(await prerender('/channel', 'ja', (url, init) => fetch(url, init))).toBeNull();
    const page = await channelPageFor(sessionUser({ userId: 103 }));
    expect(page!.state.member).toBe(103);
    // the "logged in on another device" alert was the first visitor's: none of it is in this render
    expect(forcedLogout.get()).toBe(false);
    expect(page!.html).not.toContain('多重ログイン防止');
  });

  it('draws no member page without a live session (the app sends the visit to /intro)', async () => {
    stubApi((call) => (call.path === '/session' ? error(401, 'UNAUTHORIZED') : undefined));
    const page = await prerender('/channel', 'ja', (url, init) => fetch(url, init));
    expect(page).toBeNull();
  });

  it('refuses a page it does not draw', async () => {
    await expect(prerender('/schedule/my', 'ja', (url, init) => fetch(url, init))).rejects.toThrow(
      /not prerendered/,
    );
  });
});
