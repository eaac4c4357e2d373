import { describe, expect, it } from 'vitest';
import { at, catalogueSuite, scoresIn } from '../../../test/catalogue-fixtures.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
type Item = { id: number } & Record<string, unknown>;
const idsOf = (items: unknown) => (items as Item[]).map((i) => i.id);

const { s, get, data, expectError, dataAt, expectErrorAt } = catalogueSuite();

describe(`VOD lists (${db})`, () => {
  it('needs a login for every VOD list', async () => {
    for (const call of [
      () => get('vod.game', { query: { gameId: s.w.games.finished.id }, who: null }),
      () => get('vod.relation', { query: { gameId: s.w.games.finished.id }, who: null }),
      () => get('vod.chart', { who: null }),
      () => get('vod.popular', { who: null }),
      () => get('vod.league', { query: { leagueId: s.w.league.id }, who: null }),
      () => get('vod.gameType', { query: { gameType: s.w.type.key }, who: null }),
      () => get('origin.list', { params: { id: s.w.origin.id }, who: null }),
      () => get('theme.list', { params: { id: s.w.theme.id }, who: null }),
    ]) {
      const res = await call();
      expect(res.statusCode, res.raw.req.url).toBe(401);
    }
  });

  it('GET /vod/game: the VODs of a game with the game itself, filterable by kind', async () => {
    const page = await data('vod.game', { query: { gameId: s.w.games.finished.id } });
    expect(page).toMatchObject({ total: 2, totalPage: 1, pageNo: 1, pageItem: 10 });
    expect(idsOf(page.list)).toEqual([s.w.vods.highlight.id, s.w.vods.full.id]);
    expect(page.list[1]).toMatchObject({
      kind: 'full',
      duration: 6300,
      free: false,
      views: 300,
      publishedAt: '2026-11-10T14:00:00.000Z',
    });
    expect(page.game).toMatchObject({
      id: s.w.games.finished.id,
      leagueName: s.w.league.name.en,
      roundName: 'Round 1',
      homeScore: 2,
    });
    const highlights = await data('vod.game', {
      query: { gameId: s.w.games.finished.id, kind: 'highlight' },
    });
    expect(idsOf(highlights.list)).toEqual([s.w.vods.highlight.id]);
    const paged = await data('vod.game', {
      query: { gameId: s.w.games.finished.id, pageItem: 1, pageNo: 2 },
    });
    expect(paged).toMatchObject({ total: 2, totalPage: 2, pageNo: 2, pageItem: 1 });
    expect(idsOf(paged.list)).toEqual([s.w.vods.full.id]);
    // paging that is not a number or out of range falls back (spec §5), it is not an error
    const fallback = await dataAt(`/vod/game?gameId=${s.w.games.finished.id}&pageNo=abc&pageItem=0`);
    expect(fallback).toMatchObject({ pageNo: 1, pageItem: 10, total: 2 });
    expect((await data('vod.game', { query: { gameId: s.w.games.finished.id, pageNo: 50 } })).list).toEqual(
      [],
    );

    const hidden = await data('vod.game', { query: { gameId: s.w.games.finished.id }, who: s.hider });
    expect(hidden.game).toMatchObject({ homeScore: null, awayScore: null, scoreHidden: true });
    expect(scoresIn(hidden).scores.every((s) => s === null)).toBe(true);

    await expectError('vod.game', { query: { gameId: 999999 } }, 404, 'GAME_NOT_FOUND');
    await expectErrorAt('/vod/game', 400, 'VALIDATION_FAILED');
    await expectErrorAt(`/vod/game?gameId=${s.w.games.finished.id}&kind=trailer`, 400, 'VALIDATION_FAILED');
  });

  it('GET /vod/game/relation: same game or teams first, then the league', async () => {
    const ofGame = await data('vod.relation', { query: { gameId: s.w.games.finished.id } });
    // the game's own VODs are on /vod/game; related are the league's others
    expect(idsOf(ofGame)).not.toContain(s.w.vods.highlight.id);
    expect(idsOf(ofGame).sort()).toEqual([s.w.vods.drawHighlight.id, s.w.vods.newsVod.id].sort());
    // a VOD of the in-play game between the same team A: ranked before the league's others
    const sameTeam = await s.c.vod({
      leagueId: s.w.league.id,
      gameTypeId: s.w.type.id,
      gameId: s.w.games.inPlay.id,
      publishedAt: at('2026-10-01T00:00:00Z'),
    });
    const ranked = await data('vod.relation', { query: { gameId: s.w.games.finished.id } });
    expect(ranked[0]!.id).toBe(sameTeam.id);

    const ofVod = await data('vod.relation', { query: { vodId: s.w.vods.highlight.id, pageItem: 2 } });
    expect(ofVod).toHaveLength(2);
    expect(ofVod[0]!.id).toBe(s.w.vods.full.id);
    expect(idsOf(ofVod)).not.toContain(s.w.vods.highlight.id);
    const ofEpisode = await data('vod.relation', { query: { vodId: s.w.episodes[0]!.id } });
    expect(idsOf(ofEpisode).sort()).toEqual([s.w.episodes[1]!.id, s.w.episodes[2]!.id].sort());
    const otherIds = Object.values(s.other.vods).map((v) => v.id);
    expect(idsOf(ofGame).some((id) => otherIds.includes(id))).toBe(false);

    await expectError('vod.relation', {}, 400, 'VALIDATION_FAILED');
    await expectError('vod.relation', { query: { vodId: 999999 } }, 404, 'VOD_NOT_FOUND');
    await expectError('vod.relation', { query: { gameId: 999999 } }, 404, 'GAME_NOT_FOUND');
  });

  it('GET /vod/chart: ranking by views, 8 a page, 40 places, ranks continue across pages', async () => {
    for (let i = 0; i < 40; i++) await s.c.vod({ views: 10 + i, gameTypeId: s.other.type.id });
    const first = await data('vod.chart');
    expect(first).toMatchObject({ total: 40, totalPage: 5, pageNo: 1, pageItem: 8 });
    expect(first.list).toHaveLength(8);
    expect(first.list.map((v: { rank: number }) => v.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const views = first.list.map((v: { views: number }) => v.views);
    expect(views).toEqual([...views].sort((a: number, b: number) => b - a));
    expect(views[0]).toBe(900);
    const fifth = await data('vod.chart', { query: { pageNo: 5 } });
    expect(fifth.list.map((v: { rank: number }) => v.rank)).toEqual([33, 34, 35, 36, 37, 38, 39, 40]);
    // beyond the chart, or not a number: the first page
    expect((await data('vod.chart', { query: { pageNo: 6 } })).pageNo).toBe(1);
    expect((await dataAt('/vod/chart?pageNo=x')).pageNo).toBe(1);
    const sport = await data('vod.chart', { query: { gameTypeId: s.w.type.id } });
    expect(sport.list.every((v: Item) => v.gameTypeId === s.w.type.id)).toBe(true);
    await expectErrorAt('/vod/chart?gameTypeId=abc', 400, 'VALIDATION_FAILED');
  });

  it('GET /vod/popular: most viewed of the last 30 days', async () => {
    const old = await s.c.vod({
      views: 1_000_000,
      gameTypeId: s.w.type.id,
      publishedAt: at('2026-10-01T00:00:00Z'),
    });
    const page = await data('vod.popular', { query: { gameTypeId: s.w.type.id } });
    expect(idsOf(page.list)).not.toContain(old.id);
    expect(page.list[0]!.id).toBe(s.w.vods.highlight.id);
    const views = page.list.map((v: { views: number }) => v.views);
    expect(views).toEqual([...views].sort((a: number, b: number) => b - a));
    expect((await data('vod.popular', { query: { pageItem: 3 } })).list).toHaveLength(3);
  });

  it('GET /vod/league/detail and /vod/league/gameType: newest first, paged', async () => {
    const league = await data('vod.league', { query: { leagueId: s.w.league.id, pageItem: 2 } });
    expect(league.league).toMatchObject({ id: s.w.league.id, name: s.w.league.name.en });
    expect(league.total).toBeGreaterThanOrEqual(4);
    expect(league.list).toHaveLength(2);
    expect(league.list[0]!.id).toBe(s.w.vods.newsVod.id);
    const fullOnly = await data('vod.league', { query: { leagueId: s.w.league.id, kind: 'full' } });
    expect(idsOf(fullOnly.list)).toEqual([s.w.vods.full.id]);
    await expectError('vod.league', { query: { leagueId: 999999 } }, 404, 'LEAGUE_NOT_FOUND');
    await expectErrorAt('/vod/league/detail', 400, 'VALIDATION_FAILED');

    const byKey = await data('vod.gameType', { query: { gameType: s.w.type.key }, lang: 'ko' });
    expect(byKey.gameType).toMatchObject({ id: s.w.type.id, name: s.w.type.name.ko });
    expect(byKey.list.every((v: Item) => v.gameTypeId === s.w.type.id)).toBe(true);
    expect(byKey.list.find((v: Item) => v.id === s.w.vods.highlight.id)).toMatchObject({
      title: s.w.vods.highlight.title.ko,
      leagueName: s.w.league.name.ko,
    });
    const byId = await data('vod.gameType', { query: { gameType: String(s.w.type.id) } });
    expect(byId.total).toBe(byKey.total);
    await expectError('vod.gameType', { query: { gameType: 'unknown' } }, 404, 'GAME_TYPE_NOT_FOUND');
    await expectErrorAt('/vod/league/gameType', 400, 'VALIDATION_FAILED');
  });

  it('GET /origin/{id}/list and /theme/{id}/list: paged episodes and theme VODs', async () => {
    const origin = await data('origin.list', { params: { id: s.w.origin.id }, query: { pageItem: 2 } });
    expect(origin.origin).toMatchObject({ id: s.w.origin.id, title: s.w.origin.title.en, episodeCount: 3 });
    expect(origin).toMatchObject({ total: 3, totalPage: 2, pageItem: 2 });
    expect(idsOf(origin.list)).toEqual([s.w.episodes[2]!.id, s.w.episodes[1]!.id]);
    expect(origin.list[0]).toMatchObject({
      kind: 'origin',
      originId: s.w.origin.id,
      colors: ['#1b998b', '#fffd82'],
      game: null,
    });
    const page2 = await data('origin.list', {
      params: { id: s.w.origin.id },
      query: { pageItem: 2, pageNo: 2 },
    });
    expect(idsOf(page2.list)).toEqual([s.w.episodes[0]!.id]);

    const theme = await data('theme.list', { params: { id: s.w.theme.id } });
    expect(theme.theme).toMatchObject({ id: s.w.theme.id, title: s.w.theme.title.en, vodCount: 2 });
    // the editors' order, not the publication order
    expect(idsOf(theme.list)).toEqual([s.w.vods.drawHighlight.id, s.w.vods.highlight.id]);
    const hidden = await data('theme.list', { params: { id: s.w.theme.id }, who: s.hider });
    expect(hidden.list[1]!.game).toMatchObject({ homeScore: null, awayScore: null, scoreHidden: true });

    await expectError('origin.list', { params: { id: 999999 } }, 404, 'ORIGIN_NOT_FOUND');
    await expectError('theme.list', { params: { id: 999999 } }, 404, 'THEME_NOT_FOUND');
    await expectErrorAt('/origin/abc/list', 400, 'VALIDATION_FAILED');
  });
});
