import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  at,
  catalogueFixtures,
  loggedInMember,
  names,
  queryCounter,
  scoresIn,
  type World,
} from '../../../test/catalogue-fixtures.js';
import { apiClient } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { scheduleFixtures } from '../../../test/schedule-fixtures.js';
import { newsPosts, type pageSections } from '../../db/schema/index.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
type Section = { id: number; kind: string; keyName: string; title: string | null } & Record<string, unknown>;
type Item = { id: number } & Record<string, unknown>;
const idsOf = (items: unknown) => (items as Item[]).map((i) => i.id);

describe(`GET /home/web with no sections configured (${db})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('needs a login', async () => {
    const res = await apiClient(t.app).endpoint('catalogue.home');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHORIZED');
  });

  it('answers the default layout, every rail empty on an empty catalogue', async () => {
    const me = await loggedInMember(t.app, t.database.db);
    const res = await apiClient(t.app).endpoint('catalogue.home', {
      cookie: me.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { scoreHidden, sections } = res.data as { scoreHidden: boolean; sections: Section[] };
    expect(scoreHidden).toBe(false);
    expect(sections.map((s) => s.kind)).toEqual([
      'live_now',
      'today',
      'vod_latest',
      'ad',
      'vod_popular',
      'origins',
      'themes',
      'news',
    ]);
    expect(sections[0]).toEqual({ id: -1, keyName: 'live', title: 'Live now', kind: 'live_now', lives: [] });
    expect(sections[3]).toEqual({ id: -4, keyName: 'ad-main', title: null, kind: 'ad', slot: 'main' });
  });
});

describe(`GET /home/web: live now is the contract's on-air rule (${db})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ now: '2026-11-23T03:00:00Z' });
  });
  afterAll(() => t.close());

  it('lists the lives marked on air and those due, not ended, cancelled, overdue or to come', async () => {
    const s = scheduleFixtures(t.database.db);
    const live = async (hhmm: string, status: number, endAt?: string) =>
      (
        await s.live({
          beginAt: new Date(`2026-11-23T${hhmm}:00Z`),
          ...(endAt ? { endAt: new Date(`2026-11-23T${endAt}:00Z`) } : {}),
          status,
        })
      ).id;
    const onAir = {
      markedPastEnd: await live('00:00', 1, '01:00'),
      marked: await live('02:00', 1),
      due: await live('02:50', 0),
    };
    await live('00:30', 0, '02:30'); // overdue: never marked, window closed
    await live('04:00', 0); // to come
    await live('02:00', 2); // ended inside its window
    await live('02:00', 3); // cancelled inside its window
    const me = await loggedInMember(t.app, t.database.db);
    const res = await apiClient(t.app).get('/home/web', { cookie: me.cookie });
    const section = (res.json().data.sections as Section[]).find((x) => x.kind === 'live_now')!;
    expect(idsOf(section.lives)).toEqual([onAir.markedPastEnd, onAir.marked, onAir.due]);
  });
});

describe(`GET /home/web and /origin/home/web (${db})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof apiClient>;
  let c: ReturnType<typeof catalogueFixtures>;
  let w: World;
  let other: World;
  let me: { id: number; cookie: string };

  beforeAll(async () => {
    t = await createTestApp();
    api = apiClient(t.app);
    c = catalogueFixtures(t.database.db);
    w = await c.world();
    other = await c.world();
    // an old VOD with many views: "latest" and "popular" (last 30 days) must both leave it out
    await c.vod({
      leagueId: w.league.id,
      gameTypeId: w.type.id,
      views: 99_999,
      publishedAt: at('2026-09-01T00:00:00Z'),
    });
    let order = 0;
    const section = (kind: string, extra: Partial<typeof pageSections.$inferInsert> = {}) =>
      c.section({ ...extra, page: 'home', kind, orderNo: ++order });
    await section('live_now', { keyName: 'live', title: names('ライブ中', '라이브', 'On air') });
    await section('today', { keyName: 'today', config: { limit: 30 } });
    await section('vod_latest', { keyName: 'latest', config: { limit: 3 } });
    await section('vod_popular', { keyName: 'popular' });
    await section('vod_league', { keyName: 'league-a', config: { leagueId: w.league.id } });
    await section('vod_league', { keyName: 'league-b', config: { leagueId: other.league.id, limit: 1 } });
    await section('origins', { keyName: 'origins' });
    await section('themes', { keyName: 'themes' });
    await section('news', { keyName: 'news', config: { limit: 2 } });
    await section('banner', {
      keyName: 'ad',
      config: {
        slot: 'middle',
        imgUrl: '/ads/1.svg',
        title: names('春の特典', '봄 혜택', 'Spring offer'),
        link: '/purchase',
      },
    });
    await section('news', { keyName: 'hidden', active: false });
    await section('weather', { keyName: 'unknown-kind' });
    await c.section({ page: 'intro', kind: 'main', orderNo: 1, keyName: 'intro-only' });
    me = await loggedInMember(t.app, t.database.db);
  });
  afterAll(() => t.close());

  const home = async (cookie = me.cookie, lang = 'en') => {
    const res = await api.endpoint('catalogue.home', { cookie, headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(200);
    const data = res.data as { scoreHidden: boolean; sections: Section[] };
    return { ...data, byKey: new Map(data.sections.map((s) => [s.keyName, s])) };
  };

  it('answers the configured sections in order, leaving out inactive and unknown ones', async () => {
    const { sections } = await home();
    expect(sections.map((s) => s.keyName)).toEqual([
      'live',
      'today',
      'latest',
      'popular',
      'league-a',
      'league-b',
      'origins',
      'themes',
      'news',
      'ad',
    ]);
  });

  it('resolves live now and today with match items: league, season, round names, teams, lives, VOD count', async () => {
    const { byKey } = await home();
    const live = byKey.get('live')!;
    expect(live.title).toBe('On air');
    const lives = live.lives as Item[];
    expect(idsOf(lives).sort()).toEqual([w.lives.onAir.id, other.lives.onAir.id].sort());
    const mine = lives.find((l) => l.id === w.lives.onAir.id)!;
    expect(mine).toMatchObject({ status: 1, free: true, viewers: 1200, gameId: w.games.inPlay.id });
    expect(mine.game).toMatchObject({
      id: w.games.inPlay.id,
      status: 1,
      type: w.type.key,
      typeId: w.type.id,
      category: w.type.name.en,
      leagueName: w.league.name.en,
      seasonName: '2026 season',
      roundName: 'Round 2',
      competitionName: 'Regular season',
      home: {
        id: w.teams[0].id,
        name: w.teams[0].name.en,
        code: w.teams[0].code,
        colors: ['#c8102e', '#ffffff'],
      },
      away: { id: w.teams[2].id },
      homeScore: 1,
      awayScore: 0,
      scoreHidden: false,
    });

    const today = byKey.get('today')!.games as Item[];
    // the games starting on 23 November in Japan, in start order; not next week's, not last week's
    expect(idsOf(today)).toEqual([
      w.games.inPlay.id,
      other.games.inPlay.id,
      w.games.laterToday.id,
      other.games.laterToday.id,
    ]);
    const later = today.find((g) => g.id === w.games.laterToday.id)!;
    expect(later).toMatchObject({
      status: 0,
      homeScore: null,
      awayScore: null,
      roundName: 'Round 2',
      vodCount: 0,
    });
    expect(idsOf(later.lives)).toEqual([w.lives.upcoming.id]);
  });

  it('fills the VOD rails: latest (limited), popular (last 30 days by views), one per league', async () => {
    const { byKey } = await home();
    const latest = byKey.get('latest')!.vods as Item[];
    expect(latest).toHaveLength(3);
    const times = latest.map((v) => Date.parse(v.publishedAt as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const popular = byKey.get('popular')!.vods as Item[];
    const views = popular.map((v) => v.views as number);
    expect(views).toEqual([...views].sort((a, b) => b - a));
    expect(views).not.toContain(99_999);
    expect(popular[0]).toMatchObject({ views: 900, kind: 'highlight' });

    const a = byKey.get('league-a')!;
    expect(a.title).toBe(w.league.name.en);
    expect(a.league).toMatchObject({ id: w.league.id, key: w.league.key });
    expect((a.vods as Item[]).every((v) => v.leagueId === w.league.id)).toBe(true);
    expect(idsOf(a.vods)).toContain(w.vods.highlight.id);
    const b = byKey.get('league-b')!;
    expect(idsOf(b.vods)).toEqual([other.vods.newsVod.id]);

    const highlight = (a.vods as Item[]).find((v) => v.id === w.vods.highlight.id)!;
    expect(highlight).toMatchObject({
      kind: 'highlight',
      free: false,
      views: 900,
      likes: 40,
      leagueName: w.league.name.en,
      gameTypeId: w.type.id,
      colors: ['#c8102e', '#ffffff'],
      game: {
        id: w.games.finished.id,
        homeScore: 2,
        awayScore: 1,
        scoreHidden: false,
        home: { id: w.teams[0].id },
      },
    });
  });

  it('fills programmes, themes, news and the banner slot', async () => {
    const { byKey } = await home(me.cookie, 'ko');
    const origins = byKey.get('origins')!.origins as Item[];
    expect(origins.find((o) => o.id === w.origin.id)).toMatchObject({
      title: w.origin.title.ko,
      episodeCount: 3,
      latestPublishedAt: '2026-11-15T00:00:00.000Z',
      colors: ['#1b998b', '#fffd82'],
    });
    const themes = byKey.get('themes')!.themes as Item[];
    expect(themes.find((x) => x.id === w.theme.id)).toMatchObject({ title: w.theme.title.ko, vodCount: 2 });
    const posts = byKey.get('news')!.posts as Item[];
    expect(posts).toHaveLength(2);
    expect(posts[0]).toMatchObject({
      id: other.posts[2]!.id,
      league: { id: other.league.id },
      team: { id: other.teams[1].id },
    });
    expect(byKey.get('ad')).toMatchObject({
      kind: 'banner',
      slot: 'middle',
      banners: [
        {
          imgUrl: '/ads/1.svg',
          title: '봄 혜택',
          text: null,
          link: '/purchase',
          art: { colors: ['#14213d', '#fca311'], motif: null },
        },
      ],
    });
  });

  it('hides every score when the member turned scores off, and only for that member', async () => {
    const hider = await loggedInMember(t.app, t.database.db);
    await c.scoreOn(hider.id, false);
    const hidden = await home(hider.cookie);
    expect(hidden.scoreHidden).toBe(true);
    const { scores, hidden: flags } = scoresIn(hidden.sections);
    expect(scores.length).toBeGreaterThan(10);
    expect(scores.every((s) => s === null)).toBe(true);
    expect(flags.length).toBeGreaterThan(10);
    expect(flags.every((f) => f === true)).toBe(true);

    const shown = await home();
    expect(shown.scoreHidden).toBe(false);
    expect(scoresIn(shown.sections).scores).toContain(2);
    // turned back on as a member does (the setting is kept in memory: settings/score-cache.ts)
    const put = await apiClient(t.app).endpoint('settings.putScore', {
      cookie: hider.cookie,
      body: { on: true },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await home(hider.cookie)).scoreHidden).toBe(false);
  });

  it('hides the text of news that tells a result from a member who hides scores, at once', async () => {
    const hider = await loggedInMember(t.app, t.database.db);
    await c.scoreOn(hider.id, false);
    const report = other.posts[2]!;
    const newsOf = async (cookie: string, lang = 'en') =>
      (await home(cookie, lang)).byKey.get('news')!.posts as Item[];
    // both answers are cached before the post is flagged: the flag must reach them at once
    await newsOf(hider.cookie);
    await newsOf(me.cookie);
    await t.database.db.update(newsPosts).set({ revealsResult: true }).where(eq(newsPosts.id, report.id));
    // a write from outside the app: on PostgreSQL its NOTIFY may reach the instance a moment after the commit
    t.core.catalogueVersion.stale();

    const hidden = await newsOf(hider.cookie);
    expect(hidden[0]).toMatchObject({
      id: report.id,
      title: `${other.league.name.en}: match result`,
      summary: 'Scores are hidden in your settings, so the content that tells the result is hidden.',
      league: { id: other.league.id },
      team: null,
      resultHidden: true,
    });
    expect(JSON.stringify(hidden)).not.toContain(report.title.en);
    expect(JSON.stringify(hidden)).not.toContain(report.summary.en);
    // a post that tells no result is unchanged
    expect(hidden[1]).toMatchObject({
      id: other.posts[1]!.id,
      title: other.posts[1]!.title.en,
      resultHidden: false,
    });
    expect((await newsOf(hider.cookie, 'ja'))[0]!.title).toBe(`${other.league.name.ja}：試合結果`);

    // a member with scores on reads the post itself
    expect((await newsOf(me.cookie))[0]).toMatchObject({
      title: report.title.en,
      summary: report.summary.en,
      team: { id: other.teams[1].id },
      resultHidden: false,
    });
  });

  it('runs a bounded number of queries whatever the size of the catalogue (no N+1)', async () => {
    const counter = queryCounter(t.database.db);
    try {
      // a language not asked for yet: the home is assembled, not read from the read cache; the second
      // language's with the names its schedules and VOD lists show kept already (names-book.ts)
      await home(me.cookie, 'ja');
      counter.reset();
      await home(me.cookie, 'ko');
      const small = counter.count;

      // five more sports' worth of games, lives, VODs, programmes and news, and a rail per new league
      for (let i = 0; i < 5; i++) {
        const more = await c.world();
        await c.section({
          page: 'home',
          kind: 'vod_league',
          orderNo: 100 + i,
          config: { leagueId: more.league.id },
        });
        for (let k = 0; k < 10; k++) {
          await c.vod({ leagueId: more.league.id, gameTypeId: more.type.id, gameId: more.games.finished.id });
        }
      }
      // the catalogue changed: every language is assembled again; the first reads every name once (the
      // new teams and leagues moved their epoch), for all its VOD lists
      counter.reset();
      await home(me.cookie, 'ja');
      expect(counter.count).toBe(small + 1);
      counter.reset();
      const big = await home();
      expect(big.sections.filter((s) => s.kind === 'vod_league')).toHaveLength(7);
      expect((big.byKey.get('today')!.games as Item[]).length).toBe(14);
      expect(counter.count).toBe(small);
      expect(counter.count).toBeGreaterThan(5);
      expect(counter.count).toBeLessThanOrEqual(16);
    } finally {
      counter.restore();
    }
  });

  it('answers /origin/home/web: every programme with its newest episodes', async () => {
    expect((await api.endpoint('catalogue.originHome')).statusCode).toBe(401);
    const extra = await c.origin({ title: names('空の番組', '빈 프로그램', 'Empty show') });
    for (let i = 0; i < 10; i++) {
      await c.vod({
        originId: w.origin.id,
        kind: 'origin',
        publishedAt: new Date(Date.UTC(2026, 10, 16, i)),
      });
    }
    const res = await api.endpoint('catalogue.originHome', {
      cookie: me.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const list = res.data as Item[];
    const mine = list.find((o) => o.id === w.origin.id)!;
    expect(mine).toMatchObject({
      title: w.origin.title.en,
      episodeCount: 13,
      latestPublishedAt: '2026-11-16T09:00:00.000Z',
    });
    const episodes = mine.episodes as Item[];
    expect(episodes).toHaveLength(8);
    expect(episodes.every((e) => e.originId === w.origin.id && e.originTitle === w.origin.title.en)).toBe(
      true,
    );
    expect(episodes[0]!.publishedAt).toBe('2026-11-16T09:00:00.000Z');
    expect(list.find((o) => o.id === extra.id)).toMatchObject({
      episodeCount: 0,
      latestPublishedAt: null,
      episodes: [],
    });
    const orders = list.map((o) => o.id);
    expect(orders.indexOf(w.origin.id)).toBeLessThan(orders.indexOf(extra.id));
  });
});

describe(`GET /home/web reads the demo seeder's section conventions (${db})`, () => {
  let t: TestApp;
  let c: ReturnType<typeof catalogueFixtures>;
  let w: World;
  let me: { id: number; cookie: string };
  let first: { id: number };
  let theme2: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    c = catalogueFixtures(t.database.db);
    w = await c.world();
    first = await c.origin({ orderNo: 1 });
    theme2 = await c.theme();
    let order = 0;
    const section = (keyName: string, kind: string, config: Record<string, unknown> = {}) =>
      c.section({ page: 'home', keyName, kind, config, orderNo: ++order });
    await section('banner', 'banner', {
      slot: 'home_top',
      items: [
        {
          title: names('最終節', '최종 라운드', 'Final day'),
          link: '/league/neo1',
          imgUrl: '/api/v2/art/banner/final',
          art: { from: '#0d1b4c', to: '#2a5bd7', motif: 'football' },
        },
        { title: 'テキストだけ', imgUrl: null, art: { from: '#111111', to: '#ffb703' } },
        'not a banner',
      ],
    });
    await section('live_now', 'live', { liveStatus: [1], limit: 12 });
    await section('today', 'schedule', { date: 'today', limit: 20 });
    await section('ad_main', 'ad', { slot: 'main' });
    await section('league_rail', 'league', { leagueId: w.league.id, leagueKey: w.league.key, limit: 2 });
    await section('vod_popular', 'vod', { sort: 'views', days: 5, limit: 12 });
    await section('vod_latest', 'vod', { sort: 'publishedAt', kinds: ['highlight', 'full'], limit: 12 });
    await section('origin_rail', 'origin', { originIds: [w.origin.id, 999_999, first.id], limit: 8 });
    await section('theme_rail', 'theme', { themeIds: [theme2.id, w.theme.id] });
    await section('mystery', 'hologram', {});
    me = await loggedInMember(t.app, t.database.db);
  });
  afterAll(() => t.close());

  it('maps the kinds and reads their settings', async () => {
    const res = await apiClient(t.app).endpoint('catalogue.home', {
      cookie: me.cookie,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const sections = res.data.sections as Section[];
    const byKey = new Map(sections.map((s) => [s.keyName, s]));
    expect(sections.map((s) => [s.keyName, s.kind])).toEqual([
      ['banner', 'banner'],
      ['live_now', 'live_now'],
      ['today', 'today'],
      ['ad_main', 'ad'],
      ['league_rail', 'vod_league'],
      ['vod_popular', 'vod_popular'],
      ['vod_latest', 'vod_latest'],
      ['origin_rail', 'origins'],
      ['theme_rail', 'themes'],
    ]);
    expect(byKey.get('banner')).toMatchObject({
      slot: 'home_top',
      banners: [
        {
          title: 'Final day',
          link: '/league/neo1',
          imgUrl: '/api/v2/art/banner/final',
          art: { colors: ['#0d1b4c', '#2a5bd7'], motif: 'football' },
        },
        {
          title: 'テキストだけ',
          imgUrl: null,
          link: null,
          art: { colors: ['#111111', '#ffb703'], motif: null },
        },
      ],
    });
    expect(byKey.get('ad_main')).toMatchObject({ slot: 'main' });
    expect(idsOf(byKey.get('live_now')!.lives)).toEqual([w.lives.onAir.id]);
    expect(idsOf(byKey.get('today')!.games)).toEqual([w.games.inPlay.id, w.games.laterToday.id]);
    expect(byKey.get('league_rail')!.vods as Item[]).toHaveLength(2);
    // popular over 5 days: only the VOD of 22 November is that recent
    expect(idsOf(byKey.get('vod_popular')!.vods)).toEqual([w.vods.newsVod.id]);
    // latest of some kinds only: no news, no programme episodes
    expect(idsOf(byKey.get('vod_latest')!.vods)).toEqual([
      w.vods.drawHighlight.id,
      w.vods.full.id,
      w.vods.highlight.id,
    ]);
    // the programmes and themes named, in the order named, unknown ids left out
    expect(idsOf(byKey.get('origin_rail')!.origins)).toEqual([w.origin.id, first.id]);
    expect(idsOf(byKey.get('theme_rail')!.themes)).toEqual([theme2.id, w.theme.id]);
  });
});
