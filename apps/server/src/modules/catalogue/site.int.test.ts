import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures, names } from '../../../test/catalogue-fixtures.js';
import { apiClient } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let c: ReturnType<typeof catalogueFixtures>;

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  c = catalogueFixtures(t.database.db);
});
afterAll(() => t.close());

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

describe(`public catalogue calls: /game/type, /top, /introsection/web (${db})`, () => {
  let ids: { football: number; baseball: number; motor: number; leagues: number[] };

  beforeAll(async () => {
    const baseball = await c.gameType({
      key: 'baseball-x',
      name: names('野球', '야구', 'Baseball'),
      orderNo: 2,
      isUseSeasonName: true,
    });
    const football = await c.gameType({
      key: 'football-x',
      name: names('サッカー', '축구', 'Football'),
      orderNo: 1,
    });
    const motor = await c.gameType({
      key: 'motor-x',
      name: { ja: 'モータースポーツ' },
      orderNo: 3,
      isTeam: false,
    });
    const second = await c.league({
      gameTypeId: football.id,
      orderNo: 2,
      name: names('二部', '2부', 'Division 2'),
    });
    const first = await c.league({
      gameTypeId: football.id,
      orderNo: 1,
      name: names('一部', '1부', 'Division 1'),
    });
    const bb = await c.league({ gameTypeId: baseball.id, orderNo: 1 });
    ids = {
      football: football.id,
      baseball: baseball.id,
      motor: motor.id,
      leagues: [first.id, second.id, bb.id],
    };

    await c.section({
      page: 'intro',
      kind: 'main',
      keyName: 'main',
      orderNo: 2,
      title: names('ようこそ', '환영합니다', 'Welcome'),
      config: {
        list: [
          {
            imgUrl: '/img/intro-1.svg',
            title: names('全試合ライブ', '전 경기 라이브', 'Every game live'),
            text: names('いつでも', '언제든지', 'Anytime'),
            link: '/purchase',
          },
          { title: '日本語だけ', text: { ja: '説明' } },
        ],
      },
    });
    await c.section({
      page: 'intro',
      kind: 'feature',
      keyName: 'first',
      orderNo: 1,
      config: { list: 'broken' },
    });
    await c.section({ page: 'intro', kind: 'feature', keyName: 'hidden', orderNo: 3, active: false });
    await c.section({
      page: 'intro',
      kind: 'leagues',
      keyName: 'leagues',
      orderNo: 4,
      config: {
        list: [{ leagueId: first.id, imgUrl: '/art/league-1' }, { leagueId: 999_999 }, { leagueId: bb.id }],
      },
    });
    await c.section({
      page: 'intro',
      kind: 'plans',
      keyName: 'plans',
      orderNo: 5,
      title: names('パスと料金', '패스와 요금', 'Passes'),
      config: {
        faqCategory: 'billing',
        limit: 5,
        cta: { label: names('無料で会員登録', '무료 가입', 'Sign up free'), link: '/account/signup' },
        list: [
          {
            plan: 'basic',
            price: 1480,
            annual: 14800,
            icon: 'pass',
            title: names('ベーシック', '베이직', 'Basic'),
            body: names('720p、広告なし', '720p, 광고 없음', '720p, no ads'),
            art: { from: '#111111', to: '#ffb703', motif: 'pass' },
          },
          { price: 'free', title: 7 },
        ],
      },
    });
    await c.section({ page: 'home', kind: 'news', keyName: 'home-only', orderNo: 1 });
  });

  it('lists game types in menu order without a login, cacheable, in the asked language', async () => {
    const res = await api.endpoint('catalogue.gameTypes');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    expect(res.headers.vary).toContain('accept-language');
    expect(res.data).toEqual([
      { id: ids.football, key: 'football-x', name: 'サッカー', isTeam: true, isUseSeasonName: false },
      { id: ids.baseball, key: 'baseball-x', name: '野球', isTeam: true, isUseSeasonName: true },
      { id: ids.motor, key: 'motor-x', name: 'モータースポーツ', isTeam: false, isUseSeasonName: false },
    ]);
    const en = (
      await api.endpoint('catalogue.gameTypes', { headers: { 'accept-language': 'en-US,en;q=0.9' } })
    ).data;
    expect(en.map((g: { name: string }) => g.name)).toEqual(['Football', 'Baseball', 'モータースポーツ']);
    const ko = (await api.endpoint('catalogue.gameTypes', { lang: 'ko' })).data;
    expect(ko.map((g: { name: string }) => g.name)).toEqual(['축구', '야구', 'モータースポーツ']);
    // an unknown language falls back to Japanese
    expect((await api.get('/game/type?lang=xx')).json().data[0].name).toBe('サッカー');
  });

  it('answers /top with each sport and its leagues in order', async () => {
    const res = await api.endpoint('catalogue.top', { headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const types = res.data.gameTypes;
    expect(types.map((g: { id: number }) => g.id)).toEqual([ids.football, ids.baseball, ids.motor]);
    expect(types[0]!.leagues.map((l: { id: number; name: string }) => [l.id, l.name])).toEqual([
      [ids.leagues[0], 'Division 1'],
      [ids.leagues[1], 'Division 2'],
    ]);
    expect(types[0]!.leagues[0]).toMatchObject({ gameTypeId: ids.football, colors: ['#0b3d91', '#ffffff'] });
    expect(types[2]!.leagues).toEqual([]);
  });

  it('answers the intro sections in order, with null images for the default picture', async () => {
    const res = await api.endpoint('catalogue.introSections');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=30');
    const sections = res.data;
    expect(sections.map((s: { keyName: string }) => s.keyName)).toEqual([
      'first',
      'main',
      'leagues',
      'plans',
    ]);
    expect(sections[0]).toEqual({
      keyName: 'first',
      kind: 'feature',
      title: null,
      cta: null,
      params: {},
      data: { list: [] },
    });
    expect(sections[1]!.title).toBe('ようこそ');
    const none = { icon: null, key: null, art: null, price: null, annualPrice: null, leagueId: null };
    expect(sections[1]!.data.list).toEqual([
      { imgUrl: '/img/intro-1.svg', title: '全試合ライブ', text: 'いつでも', link: '/purchase', ...none },
      { imgUrl: null, title: '日本語だけ', text: '説明', link: null, ...none },
    ]);
    const ko = (await api.endpoint('catalogue.introSections', { headers: { 'accept-language': 'ko' } })).data;
    expect(ko[1]!.title).toBe('환영합니다');
    expect(ko[1]!.data.list[0]).toMatchObject({ title: '전 경기 라이브', text: '언제든지' });
    expect(ko[1]!.data.list[1]).toMatchObject({ title: '日本語だけ' });
  });

  it('names league items from their league, and answers passes, art and the call to action', async () => {
    const sections = (await api.endpoint('catalogue.introSections', { headers: { 'accept-language': 'en' } }))
      .data;
    const leagues = sections.find((s: { keyName: string }) => s.keyName === 'leagues');
    // an item naming a league that does not exist is left out
    expect(leagues!.data.list).toHaveLength(2);
    expect(leagues!.data.list[0]).toMatchObject({
      leagueId: ids.leagues[0],
      title: 'Division 1',
      text: 'A fictional league',
      imgUrl: '/art/league-1',
      art: { colors: ['#0b3d91', '#ffffff'], motif: null },
    });
    expect(leagues!.data.list[0]!.link).toMatch(/^\/league\/league-/);
    const plans = sections.find((s: { keyName: string }) => s.keyName === 'plans');
    expect(plans).toMatchObject({
      title: 'Passes',
      cta: { label: 'Sign up free', link: '/account/signup' },
      params: { faqCategory: 'billing', limit: 5 },
    });
    expect(plans!.data.list[0]).toEqual({
      imgUrl: null,
      title: 'Basic',
      text: '720p, no ads',
      link: null,
      icon: 'pass',
      key: 'basic',
      art: { colors: ['#111111', '#ffb703'], motif: 'pass' },
      price: 1480,
      annualPrice: 14800,
      leagueId: null,
    });
    // unreadable fields take their defaults instead of failing the page
    expect(plans!.data.list[1]).toMatchObject({ title: '', price: null });
  });

  it('refuses other methods on these paths', async () => {
    const res = await api.post('/game/type', { body: {} });
    expect(res.statusCode).toBe(405);
    expect(res.json()).toMatchObject({ code: 'METHOD_NOT_ALLOWED' });
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});
