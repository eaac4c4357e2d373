import {
  type ContinueItem,
  encodeScope,
  type Home,
  type LiveItem,
  type MatchItem,
  type VodItem,
} from '@kickoff/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { neoLeague, neoMatch, renderRoutes, respond, sessionUser, stubApi } from '../../../../test/kit.js';
import { i18n } from '../../../i18n/index.js';
import { HomeScreen } from './HomeScreen.js';

const t = i18n.getFixedT('ja', ['home', 'catalogue', 'ui']);

const team = (id: number, name: string, code: string) => ({
  id,
  name,
  shortName: name,
  code,
  colors: ['#0d1b4c', '#2a5bd7'] as [string, string],
});
const match: MatchItem = {
  ...neoMatch({
    id: 501,
    beginDate: '2026-11-23T10:00:00.000Z',
    roundId: 21,
    roundName: '第21節',
    venue: '北嶺ドーム',
    home: team(1, '北嶺', 'HKR'),
    away: team(2, '桜ヶ丘', 'SKG'),
    homeScore: 2,
    awayScore: 1,
  }),
  lives: [],
  vodCount: 0,
};
const live: LiveItem = {
  id: 77,
  gameId: 501,
  channelId: 1,
  title: '北嶺 vs 桜ヶ丘',
  status: 1,
  broadcastType: 100,
  beginAt: '2026-11-23T10:00:00.000Z',
  endAt: '2026-11-23T12:00:00.000Z',
  free: false,
  viewers: 12_480,
  game: match,
};
const vod: VodItem = {
  id: 9001,
  kind: 'highlight',
  title: '【ハイライト】北嶺 vs 桜ヶ丘',
  duration: 300,
  free: true,
  views: 1200,
  likes: 10,
  publishedAt: '2026-11-23T12:00:00.000Z',
  gameTypeId: 1,
  leagueId: 1,
  leagueName: 'ネオリーグ1部',
  originId: null,
  originTitle: null,
  colors: ['#0d1b4c', '#2a5bd7'],
  game: null,
};

const home: Home = {
  scoreHidden: false,
  sections: [
    {
      id: 1,
      keyName: 'banner',
      title: null,
      kind: 'banner',
      slot: 'home_top',
      banners: [
        {
          imgUrl: '/api/v2/art/banner/neo-final',
          title: 'ネオリーグ最終節 全6試合ライブ',
          text: null,
          link: '/league/neo1',
          art: { colors: ['#0d1b4c', '#2a5bd7'], motif: 'football' },
        },
      ],
    },
    { id: 2, keyName: 'live', title: 'ライブ配信中', kind: 'live_now', lives: [live] },
    {
      id: 3,
      keyName: 'schedule',
      title: '今日の試合',
      kind: 'today',
      games: Array.from({ length: 8 }, (_, i) => ({ ...match, id: 600 + i })),
    },
    { id: 4, keyName: 'ad_main', title: null, kind: 'ad', slot: 'main' },
    {
      id: 5,
      keyName: 'league_rail:neo1',
      title: 'ネオリーグ1部',
      kind: 'vod_league',
      league: neoLeague,
      vods: [vod],
    },
    {
      id: 6,
      keyName: 'origin_rail',
      title: 'KICKOFFオリジナル',
      kind: 'origins',
      origins: [
        {
          id: 3,
          gameTypeId: 1,
          title: 'タクティクスラボ',
          description: '戦術を解説',
          colors: ['#0d1b4c', '#2a5bd7'],
          episodeCount: 24,
          latestPublishedAt: null,
        },
      ],
    },
    {
      id: 7,
      keyName: 'theme_rail',
      title: '特集',
      kind: 'themes',
      themes: [
        { id: 4, title: '名勝負フルマッチ', description: '', colors: ['#14213d', '#fca311'], vodCount: 12 },
      ],
    },
    {
      id: 8,
      keyName: 'news',
      title: 'ニュース',
      kind: 'news',
      posts: [
        {
          id: 42,
          title: '北嶺が首位を守る',
          summary: '第21節',
          publishedAt: '2026-11-23T13:00:00.000Z',
          gameTypeId: 1,
          league: null,
          team: null,
          resultHidden: false,
        },
      ],
    },
  ],
};

let answer: { status?: number; body: unknown };
let member = sessionUser();
let continuing: ContinueItem[] = [];
beforeEach(() => {
  answer = { body: { data: home } };
  continuing = [];
  member = sessionUser({ scope: encodeScope('FREE', { ADLIVE: true, ADVOD: true }) });
  stubApi(
    (call) => (call.path === '/home/web' ? answer : undefined),
    respond('session.get', () => member),
    respond('settings.getScore', { on: true }),
    respond('continue.list', () => continuing),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderHome = () => renderRoutes([{ path: '/', element: <HomeScreen /> }]);

const sectionKinds = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-section]')].map((el) => el.getAttribute('data-section'));

describe('HomeScreen', () => {
  it("shows a skeleton while loading, then the sections in the server's order", async () => {
    const { container } = renderHome();
    expect(screen.getByRole('status').getAttribute('aria-busy')).toBe('true');
    await screen.findByRole('heading', { name: '今日の試合' });
    expect(sectionKinds(container)).toEqual(['banner', 'live_now', 'today', 'ad', 'news']);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'ライブ配信中',
      '今日の試合',
      t('home:ad.passes.title'),
      'ネオリーグ1部',
      'KICKOFFオリジナル',
      '特集',
      'ニュース',
    ]);
  });

  it("puts the member's unfinished VODs right after the banners, each with how far they got", async () => {
    continuing = [
      {
        ...vod,
        id: 9100,
        title: '途中まで見た試合',
        resumeAt: 150,
        progress: 0.5,
        watchedAt: '2026-11-23T13:00:00.000Z',
      },
      {
        ...vod,
        id: 9101,
        title: '少しだけ見た試合',
        resumeAt: 12,
        progress: 0.04,
        watchedAt: '2026-11-23T12:00:00.000Z',
      },
    ];
    const { container } = renderHome();
    const rail = (await screen.findByRole('heading', { name: t('home:rails.continue') })).closest(
      'section',
    ) as HTMLElement;
    expect(sectionKinds(container)).toEqual(['banner', 'continue', 'live_now', 'today', 'ad', 'news']);
    const cards = within(rail).getAllByRole('link');
    expect(cards.map((a) => a.getAttribute('href'))).toEqual([
      '/player?type=vod&id=9100',
      '/player?type=vod&id=9101',
    ]);
    const bar = within(cards[0]!).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    expect(bar.getAttribute('aria-label')).toBe(t('catalogue:watched', { percent: 50 }));
    // the other rails' cards carry no bar
    expect(
      within(screen.getByRole('link', { name: /【ハイライト】/ })).queryByRole('progressbar'),
    ).toBeNull();
  });

  it('links each item where it belongs', async () => {
    renderHome();
    const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    await screen.findByRole('heading', { name: '今日の試合' });
    expect(href(/ネオリーグ最終節/)).toBe('/league/neo1');
    expect(href(new RegExp(t('home:liveNow.cardLabel', { name: '北嶺 vs 桜ヶ丘' })))).toBe(
      '/live?type=live&id=77',
    );
    expect(href(t('home:today.seeAll', { count: 8 }))).toBe('/schedule/0');
    expect(href(/タクティクスラボ/)).toBe('/detail/origin?id=3');
    expect(href(/名勝負フルマッチ/)).toBe('/detail/theme?id=4');
    expect(href(/北嶺が首位を守る/)).toBe('/news/post?id=42');
    expect(href(/【ハイライト】北嶺 vs 桜ヶ丘/)).toBe('/player?type=vod&id=9001');
  });

  it('marks a news post whose result is hidden with a badge, and no other', async () => {
    const hidden = {
      id: 43,
      title: 'ネオリーグ1部：試合結果',
      summary: 'スコア非表示の設定中のため、結果を含む内容を隠しています。',
      publishedAt: '2026-11-23T14:00:00.000Z',
      gameTypeId: 1,
      league: null,
      team: null,
      resultHidden: true,
    };
    answer = {
      body: {
        data: {
          ...home,
          sections: home.sections.map((s) => (s.kind === 'news' ? { ...s, posts: [hidden, ...s.posts] } : s)),
        },
      },
    };
    renderHome();
    const link = await screen.findByRole('link', { name: /ネオリーグ1部：試合結果/ });
    expect(within(link).getByTestId('result-hidden').textContent).toBe('結果を非表示');
    expect(
      within(screen.getByRole('link', { name: /北嶺が首位を守る/ })).queryByTestId('result-hidden'),
    ).toBeNull();
  });

  it('shows the live card with its LIVE badge, viewers and score', async () => {
    renderHome();
    const card = await screen.findByRole('link', {
      name: new RegExp(t('home:liveNow.cardLabel', { name: '北嶺 vs 桜ヶ丘' })),
    });
    expect(within(card).getByText('LIVE')).toBeTruthy();
    expect(
      within(card).getByText(t('home:liveNow.viewers', { count: 12_480, formatted: '1.2万' })),
    ).toBeTruthy();
    expect(within(card).getByText('2 - 1')).toBeTruthy();
  });

  it('tags a rebroadcast or recording on air, and only those', async () => {
    const rerun: LiveItem = { ...live, id: 78, broadcastType: 300, viewers: 0 };
    const recorded: LiveItem = { ...live, id: 79, broadcastType: 400, title: '録画', game: null };
    answer = {
      body: { data: { ...home, sections: [{ ...home.sections[1], lives: [live, rerun, recorded] }] } },
    };
    renderHome();
    const cards = await screen.findAllByRole('link', { name: /ライブ視聴: / });
    expect(cards).toHaveLength(3);
    const tags = cards.map((card) =>
      [t('home:liveNow.rebroadcast'), t('home:liveNow.recorded')].find((tag) =>
        within(card).queryByText(tag),
      ),
    );
    expect(tags).toEqual([undefined, t('home:liveNow.rebroadcast'), t('home:liveNow.recorded')]);
    // no "0 watching" on a stream nobody has joined yet
    expect(within(cards[1]!).queryByText(/視聴中/)).toBeNull();
    expect(within(cards[2]!).getByText(/視聴中/)).toBeTruthy();
  });

  it("lists six of today's games and links the rest to the full day", async () => {
    renderHome();
    const section = (await screen.findByRole('heading', { name: '今日の試合' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(section).getAllByRole('article')).toHaveLength(6);
    expect(
      within(section)
        .getByRole('link', { name: t('home:today.more', { count: 2 }) })
        .getAttribute('href'),
    ).toBe('/schedule/0');
  });

  it("fills an ad slot with a house promotion for the member's pass, never an empty box", async () => {
    renderHome();
    const ad = (await screen.findByRole('heading', { name: t('home:ad.passes.title') })).closest(
      'aside',
    ) as HTMLElement;
    expect(within(ad).getByText(t('home:ad.tag'))).toBeTruthy();
    expect(
      within(ad)
        .getByRole('link', { name: t('home:ad.passes.cta') })
        .getAttribute('href'),
    ).toBe('/purchase');
  });

  it('offers Premium to a Basic member instead', async () => {
    member = sessionUser({ scope: encodeScope('BASIC', { LIVE: true, VOD: true, CH: true }) });
    renderHome();
    const cta = await screen.findByRole('link', { name: t('home:ad.premium.cta') });
    expect(cta.getAttribute('href')).toBe('/purchase/change');
  });

  it("says when nothing is live and points to today's schedule", async () => {
    answer = { body: { data: { ...home, sections: [{ ...home.sections[1], lives: [] }] } } };
    renderHome();
    expect(await screen.findByText(t('home:liveNow.empty'))).toBeTruthy();
    expect(screen.getByRole('link', { name: t('home:liveNow.toSchedule') }).getAttribute('href')).toBe(
      '/schedule/0',
    );
  });

  it('shows the error with a retry that loads the home', async () => {
    answer = { status: 500, body: { code: 'INTERNAL_ERROR', message: 'boom' } };
    renderHome();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    answer = { body: { data: home } };
    fireEvent.click(within(alert).getByRole('button', { name: t('ui:common.retry') }));
    expect(await screen.findByRole('heading', { name: '今日の試合' })).toBeTruthy();
  });
});
