import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueSuite, scoresIn } from '../../../test/catalogue-fixtures.js';
import { newsPosts } from '../../db/schema/index.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
type Item = { id: number } & Record<string, unknown>;
const idsOf = (items: unknown) => (items as Item[]).map((i) => i.id);

const { s, get, data, expectError, expectErrorAt } = catalogueSuite();

beforeAll(async () => {
  // a match report: its title, summary and body tell the result
  await s.t.database.db
    .update(newsPosts)
    .set({ revealsResult: true })
    .where(eq(newsPosts.id, s.other.posts[0]!.id));
});

describe(`news, standings and players (${db})`, () => {
  it('needs a login', async () => {
    for (const call of [
      () => get('news.list', { who: null }),
      () => get('news.detail', { params: { id: s.w.posts[0]!.id }, who: null }),
      () => get('news.standings', { query: { leagueId: s.w.league.id }, who: null }),
      () => get('news.players', { query: { leagueId: s.w.league.id }, who: null }),
    ]) {
      const res = await call();
      expect(res.statusCode, res.raw.req.url).toBe(401);
    }
  });

  it('GET /news/post: newest first, paged, by league, team or sport', async () => {
    const all = await data('news.list', { query: { pageItem: 4 } });
    expect(all).toMatchObject({ total: 6, totalPage: 2, pageNo: 1, pageItem: 4 });
    expect(idsOf(all.list)).toEqual([
      s.other.posts[2]!.id,
      s.other.posts[1]!.id,
      s.other.posts[0]!.id,
      s.w.posts[2]!.id,
    ]);
    const byLeague = await data('news.list', { query: { leagueId: s.w.league.id }, lang: 'ko' });
    expect(idsOf(byLeague.list)).toEqual([s.w.posts[2]!.id, s.w.posts[1]!.id, s.w.posts[0]!.id]);
    expect(byLeague.list[2]).toMatchObject({
      title: s.w.posts[0]!.title.ko,
      summary: s.w.posts[0]!.summary.ko,
      gameTypeId: s.w.type.id,
      league: { id: s.w.league.id, name: s.w.league.name.ko },
      team: { id: s.w.teams[0].id, name: s.w.teams[0].name.ko },
    });
    expect(byLeague.list[1]!.team).toBeNull();
    expect(idsOf((await data('news.list', { query: { teamId: s.w.teams[1].id } })).list)).toEqual([
      s.w.posts[2]!.id,
    ]);
    expect((await data('news.list', { query: { gameTypeId: s.other.type.id } })).total).toBe(3);
    expect((await data('news.list', { query: { leagueId: 999999 } })).total).toBe(0);
    expect((await data('news.list', { query: { pageNo: -3 } })).pageNo).toBe(1);
    await expectErrorAt('/news/post?leagueId=abc', 400, 'VALIDATION_FAILED');
  });

  it('GET /news/post/{id}: the post with its body, neighbours and related posts of the league', async () => {
    const post = await data('news.detail', { params: { id: s.w.posts[1]!.id } });
    expect(post).toMatchObject({
      id: s.w.posts[1]!.id,
      title: s.w.posts[1]!.title.en,
      body: s.w.posts[1]!.body.en,
      prevId: s.w.posts[0]!.id,
      nextId: s.w.posts[2]!.id,
    });
    expect(idsOf(post.related)).toEqual([s.w.posts[2]!.id, s.w.posts[0]!.id]);
    expect((await data('news.detail', { params: { id: s.w.posts[1]!.id }, lang: 'ja' })).body).toContain(
      '\n',
    );
    await expectError('news.detail', { params: { id: 999999 } }, 404, 'NEWS_NOT_FOUND');
    await expectErrorAt('/news/post/abc', 400, 'VALIDATION_FAILED');
  });

  it('news that tells a result: neutral text for a member who hides scores, everywhere it is answered', async () => {
    const report = s.other.posts[0]!;
    const plain = s.other.posts[1]!;
    const neutral = {
      id: report.id,
      title: `${s.other.league.name.en}: match result`,
      summary: 'Scores are hidden in your settings, so the content that tells the result is hidden.',
      league: { id: s.other.league.id, name: s.other.league.name.en },
      team: null,
      resultHidden: true,
    };
    const leaks = (answer: unknown) => {
      const text = JSON.stringify(answer);
      return [report.title, report.summary, report.body].some((l) =>
        [l.ja, l.ko!, l.en!].some((s) => text.includes(s)),
      );
    };
    const find = (items: unknown, id: number) => (items as Item[]).find((i) => i.id === id);

    // list, by league, detail, related posts and the league home
    const list = await data('news.list', { query: { pageItem: 20 }, who: s.hider });
    expect(find(list.list, report.id)).toMatchObject(neutral);
    expect(find(list.list, plain.id)).toMatchObject({ title: plain.title.en, resultHidden: false });
    expect(leaks(list)).toBe(false);
    const byLeague = await data('news.list', {
      query: { leagueId: s.other.league.id },
      who: s.hider,
      lang: 'ko',
    });
    expect(find(byLeague.list, report.id)).toMatchObject({
      title: `${s.other.league.name.ko}: 경기 결과`,
      summary: '스코어 숨김 설정 중이므로 결과가 포함된 내용을 숨기고 있습니다.',
      resultHidden: true,
    });
    expect(leaks(byLeague)).toBe(false);
    const detail = await data('news.detail', { params: { id: report.id }, who: s.hider, lang: 'ja' });
    expect(detail).toMatchObject({
      title: `${s.other.league.name.ja}：試合結果`,
      summary: 'スコア非表示の設定中のため、結果を含む内容を隠しています。',
      body: '',
      team: null,
      resultHidden: true,
      nextId: s.other.posts[1]!.id,
    });
    expect(leaks(detail)).toBe(false);
    const neighbour = await data('news.detail', { params: { id: plain.id }, who: s.hider });
    expect(neighbour).toMatchObject({ title: plain.title.en, body: plain.body.en, resultHidden: false });
    expect(find(neighbour.related, report.id)).toMatchObject(neutral);
    expect(leaks(neighbour)).toBe(false);
    const league = await data('league.home', { params: { type: s.other.type.key }, who: s.hider });
    expect(find(league.news, report.id)).toMatchObject(neutral);
    expect(leaks(league)).toBe(false);
    // search answers no news posts (its news rail is news VODs): nothing of the report either
    expect(leaks(await data('search.home', { who: s.hider }))).toBe(false);
    expect(leaks(await data('search.vod', { query: { keyword: 'News' }, who: s.hider }))).toBe(false);
    expect(leaks(await data('search.lives', { query: { keyword: 'News' }, who: s.hider }))).toBe(false);

    // a member with scores on reads the report itself
    expect(await data('news.detail', { params: { id: report.id } })).toMatchObject({
      title: report.title.en,
      summary: report.summary.en,
      body: report.body.en,
      team: { id: s.other.teams[0].id },
      resultHidden: false,
    });
    expect(
      find((await data('league.home', { params: { type: s.other.type.key } })).news, report.id),
    ).toMatchObject({
      title: report.title.en,
      resultHidden: false,
    });
  });

  it('GET /news/standinglist: the full table of the current season or of a given one', async () => {
    const table = await data('news.standings', { query: { leagueId: s.w.league.id } });
    expect(table.league.id).toBe(s.w.league.id);
    expect(table.season.id).toBe(s.w.seasons.current.id);
    expect(idsOf(table.seasons)).toEqual([s.w.seasons.current.id, s.w.seasons.past.id]);
    expect(table.standings).toHaveLength(4);
    expect(table.standings[3]).toMatchObject({
      rank: 4,
      team: { id: s.w.teams[1].id, code: s.w.teams[1].code },
      played: 1,
      lost: 1,
      points: 0,
      scoreFor: 1,
      scoreAgainst: 2,
      scoreDiff: -1,
      form: 'L',
      scoreHidden: false,
    });
    const past = await data('news.standings', { query: { seasonId: s.w.seasons.past.id } });
    expect(past).toMatchObject({ season: { id: s.w.seasons.past.id }, standings: [] });

    const hidden = await data('news.standings', { query: { leagueId: s.w.league.id }, who: s.hider });
    expect(hidden.scoreHidden).toBe(true);
    expect(scoresIn(hidden.standings).scores.every((s) => s === null)).toBe(true);
    expect(hidden.standings[0]).toMatchObject({ rank: 1, points: 3, won: 1 });

    await expectError('news.standings', {}, 400, 'VALIDATION_FAILED');
    await expectError('news.standings', { query: { leagueId: 999999 } }, 404, 'LEAGUE_NOT_FOUND');
    await expectError('news.standings', { query: { seasonId: 999999 } }, 404, 'SEASON_NOT_FOUND');
    await expectError(
      'news.standings',
      { query: { leagueId: s.w.league.id, seasonId: s.other.seasons.current.id } },
      404,
      'SEASON_NOT_FOUND',
    );
  });

  it('GET /news/playerlist: players with season stats, sorted by a statistic, by league or team', async () => {
    const byGoals = await data('news.players', { query: { leagueId: s.w.league.id, sort: 'goals' } });
    expect(byGoals).toMatchObject({
      total: 8,
      league: { id: s.w.league.id },
      season: { id: s.w.seasons.current.id },
      team: null,
      sortKeys: ['assists', 'goals'],
      sort: 'goals',
    });
    const goals = byGoals.list.map((p) => p.stats.goals);
    expect(goals).toEqual([8, 7, 6, 5, 4, 3, 2, 1]);
    expect(byGoals.list[0]).toMatchObject({ number: 14, position: 'Forward', team: { id: s.w.teams[3].id } });
    const ascending = await data('news.players', {
      query: { leagueId: s.w.league.id, sort: 'goals', order: 'asc', pageItem: 3 },
    });
    expect(ascending.list.map((p) => p.stats.goals)).toEqual([1, 2, 3]);
    expect(ascending.totalPage).toBe(3);

    const team = await data('news.players', { query: { teamId: s.w.teams[0].id }, lang: 'ko' });
    expect(team.team).toMatchObject({ id: s.w.teams[0].id, name: s.w.teams[0].name.ko });
    expect(team.season.id).toBe(s.w.seasons.current.id);
    expect(team.list.map((p) => p.number)).toEqual([7, 14]);
    expect(team.list[0]!.name).toMatch(/^선수/);
    // an unknown statistic sorts nobody first: the list is still whole
    expect(
      (await data('news.players', { query: { seasonId: s.w.seasons.current.id, sort: 'saves' } })).total,
    ).toBe(8);
    const past = await data('news.players', { query: { seasonId: s.w.seasons.past.id } });
    expect(past).toMatchObject({ total: 0, sortKeys: [] });

    await expectError('news.players', {}, 400, 'VALIDATION_FAILED');
    await expectError(
      'news.players',
      { query: { leagueId: s.w.league.id, sort: "goals'--" } },
      400,
      'VALIDATION_FAILED',
    );
    await expectError('news.players', { query: { teamId: 999999 } }, 404, 'TEAM_NOT_FOUND');
    await expectError('news.players', { query: { leagueId: 999999 } }, 404, 'LEAGUE_NOT_FOUND');
    const lonely = await s.c.team({ gameTypeId: s.w.type.id });
    await expectError('news.players', { query: { teamId: lonely.id } }, 404, 'SEASON_NOT_FOUND');
  });
});
