import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueFixtures, loggedInMember, scoresIn, type World } from '../../../test/catalogue-fixtures.js';
import { apiClient } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
type Item = { id: number } & Record<string, unknown>;
const idsOf = (items: unknown) => (items as Item[]).map((i) => i.id);

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let c: ReturnType<typeof catalogueFixtures>;
let w: World;
let second: Awaited<ReturnType<ReturnType<typeof catalogueFixtures>['league']>>;
let other: World;
let me: { id: number; cookie: string };
let hider: { id: number; cookie: string };

beforeAll(async () => {
  t = await createTestApp();
  api = apiClient(t.app);
  c = catalogueFixtures(t.database.db);
  w = await c.world();
  other = await c.world();
  second = await c.league({ gameTypeId: w.type.id, orderNo: 9_999 });
  me = await loggedInMember(t.app, t.database.db);
  hider = await loggedInMember(t.app, t.database.db);
  await c.scoreOn(hider.id, false);
});
afterAll(() => t.close());

const get = async (url: string, who: { cookie: string } | null = me, lang = 'en') =>
  api.get(url, { cookie: who?.cookie ?? null, headers: { 'accept-language': lang } });
const data = async (url: string, who: { cookie: string } | null = me, lang = 'en') => {
  const res = await get(url, who, lang);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const expectError = async (url: string, status: number, code: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().code).toBe(code);
};

describe(`leagues, seasons, rounds, entries (${db})`, () => {
  it('needs a login for every league call', async () => {
    const urls = [
      '/league/sort',
      `/league/${w.type.key}`,
      `/home/league/${w.type.key}`,
      `/game/league/${w.league.id}`,
      `/year/${w.league.id}`,
      `/season/${w.league.id}`,
      `/season/${w.league.id}/2026`,
      `/entry/${w.seasons.current.id}`,
      `/round/${w.rounds[0].id}`,
    ];
    for (const url of urls) {
      const res = await get(url, null);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('GET /league/{type}: the leagues of a sport by key or id, with current seasons', async () => {
    const byKey = await data(`/league/${w.type.key}`);
    expect(byKey.gameType).toMatchObject({ id: w.type.id, key: w.type.key, name: w.type.name.en });
    expect(idsOf(byKey.leagues)).toEqual([w.league.id, second.id]);
    expect(byKey.leagues[0]).toMatchObject({
      name: w.league.name.en,
      description: 'A fictional league',
      currentSeason: { id: w.seasons.current.id, year: 2026, isCurrent: true, name: '2026 season' },
    });
    expect(byKey.leagues[1].currentSeason).toBeNull();
    const byId = await data(`/league/${w.type.id}`, me, 'ko');
    expect(byId.gameType.name).toBe(w.type.name.ko);
    expect(byId.leagues[0].name).toBe(w.league.name.ko);
    await expectError('/league/no-such-sport', 404, 'GAME_TYPE_NOT_FOUND');
    await expectError('/league/99999', 404, 'GAME_TYPE_NOT_FOUND');
    await expectError('/league/99999999999', 404, 'GAME_TYPE_NOT_FOUND');
    await expectError(`/league/${'x'.repeat(41)}`, 400, 'VALIDATION_FAILED');
    await expectError('/league/bad%20key', 400, 'VALIDATION_FAILED');
  });

  it('GET /league/sort: every league by sport order, then league order', async () => {
    const list = await data('/league/sort');
    expect(idsOf(list)).toEqual([w.league.id, second.id, other.league.id]);
    expect(list[0]).toMatchObject({
      gameTypeKey: w.type.key,
      gameTypeName: w.type.name.en,
      colors: ['#0b3d91', '#ffffff'],
    });
  });

  it('GET /game/league/{leagueId}: league info with sport, current season, years and team count', async () => {
    const info = await data(`/game/league/${w.league.id}`);
    expect(info).toMatchObject({
      id: w.league.id,
      key: w.league.key,
      name: w.league.name.en,
      shortName: w.league.shortName.en,
      gameType: { id: w.type.id },
      currentSeason: { id: w.seasons.current.id },
      years: [2026, 2025],
      teamCount: 4,
    });
    await expectError('/game/league/999999', 404, 'LEAGUE_NOT_FOUND');
    await expectError('/game/league/abc', 400, 'VALIDATION_FAILED');
    await expectError('/game/league/0', 400, 'VALIDATION_FAILED');
    await expectError('/game/league/99999999999', 400, 'VALIDATION_FAILED');
  });

  it('GET /year/{leagueId}: years newest first', async () => {
    expect(await data(`/year/${w.league.id}`)).toEqual([
      { year: 2026, isCurrent: true },
      { year: 2025, isCurrent: false },
    ]);
    expect(await data(`/year/${second.id}`)).toEqual([]);
    await expectError('/year/999999', 404, 'LEAGUE_NOT_FOUND');
  });

  it('GET /season/{leagueId}[/{year}]: seasons with competitions and rounds', async () => {
    const all = await data(`/season/${w.league.id}`);
    expect(idsOf(all)).toEqual([w.seasons.current.id, w.seasons.past.id]);
    expect(all[0].competitions).toEqual([
      { id: w.stage.id, seasonId: w.seasons.current.id, name: 'Regular season', orderNo: 0 },
    ]);
    expect(all[0].rounds.map((r: { name: string }) => r.name)).toEqual(['Round 1', 'Round 2']);
    expect(all[0].rounds[1]).toMatchObject({
      competitionId: w.stage.id,
      startDate: '2026-11-16',
      endDate: '2026-11-30',
    });
    expect(all[1].rounds).toEqual([]);
    const year = await data(`/season/${w.league.id}/2025`, me, 'ja');
    expect(year).toHaveLength(1);
    expect(year[0]).toMatchObject({ id: w.seasons.past.id, name: '2025シーズン' });
    await expectError(`/season/${w.league.id}/2019`, 404, 'SEASON_NOT_FOUND');
    await expectError(`/season/${w.league.id}/20x6`, 400, 'VALIDATION_FAILED');
    await expectError('/season/999999', 404, 'LEAGUE_NOT_FOUND');
    await expectError('/season/999999/2026', 404, 'LEAGUE_NOT_FOUND');
  });

  it('GET /entry/{seasonId}: the teams of a season with colours, codes and squad sizes', async () => {
    const entry = await data(`/entry/${w.seasons.current.id}`);
    expect(entry.league.id).toBe(w.league.id);
    expect(entry.season.id).toBe(w.seasons.current.id);
    expect(idsOf(entry.teams).sort()).toEqual(w.teams.map((x) => x.id).sort());
    expect(entry.teams.find((x: Item) => x.id === w.teams[0].id)).toMatchObject({
      name: w.teams[0].name.en,
      code: w.teams[0].code,
      colors: ['#c8102e', '#ffffff'],
      city: 'Shiomi',
      venue: 'Shiomi Stadium',
      playerCount: 2,
    });
    expect((await data(`/entry/${w.seasons.past.id}`)).teams).toEqual([]);
    await expectError('/entry/999999', 404, 'SEASON_NOT_FOUND');
    await expectError('/entry/-1', 400, 'VALIDATION_FAILED');
  });

  it('GET /round/{id}: the round, its games with results, and its neighbours', async () => {
    const r1 = await data(`/round/${w.rounds[0].id}`);
    expect(r1).toMatchObject({
      round: { id: w.rounds[0].id, name: 'Round 1', orderNo: 1 },
      competition: { id: w.stage.id },
      season: { id: w.seasons.current.id },
      league: { id: w.league.id },
      prevRoundId: null,
      nextRoundId: w.rounds[1].id,
      scoreHidden: false,
    });
    expect(idsOf(r1.games)).toEqual([w.games.finished.id, w.games.draw.id]);
    expect(r1.games[0]).toMatchObject({
      homeScore: 2,
      awayScore: 1,
      status: 2,
      roundName: 'Round 1',
      seasonName: '2026 season',
      leagueName: w.league.name.en,
      vodCount: 2,
    });
    expect(idsOf(r1.games[0].lives)).toEqual([w.lives.ended.id]);
    const r2 = await data(`/round/${w.rounds[1].id}`);
    expect(r2.prevRoundId).toBe(w.rounds[0].id);
    expect(r2.nextRoundId).toBeNull();
    expect(idsOf(r2.games)).toEqual([w.games.inPlay.id, w.games.laterToday.id, w.games.nextWeek.id]);

    const hidden = await data(`/round/${w.rounds[0].id}`, hider);
    expect(hidden.scoreHidden).toBe(true);
    expect(hidden.games[0]).toMatchObject({ homeScore: null, awayScore: null, scoreHidden: true, status: 2 });
    await expectError('/round/999999', 404, 'ROUND_NOT_FOUND');
    await expectError('/round/x', 400, 'VALIDATION_FAILED');
  });

  it('GET /home/league/{type}: next games, latest results, top of the table, VODs and news', async () => {
    const home = await data(`/home/league/${w.type.key}`);
    expect(home.gameType.id).toBe(w.type.id);
    expect(idsOf(home.leagues)).toEqual([w.league.id, second.id]);
    expect(home.league).toMatchObject({ id: w.league.id, currentSeason: { id: w.seasons.current.id } });
    expect(home.season.id).toBe(w.seasons.current.id);
    expect(home.currentRound).toMatchObject({ id: w.rounds[1].id, name: 'Round 2' });
    expect(idsOf(home.nextGames)).toEqual([w.games.inPlay.id, w.games.laterToday.id, w.games.nextWeek.id]);
    expect(idsOf(home.latestResults)).toEqual([w.games.draw.id, w.games.finished.id]);
    expect(home.latestResults[1]).toMatchObject({ homeScore: 2, awayScore: 1, vodCount: 2 });
    expect(home.standings.map((s: { rank: number; team: Item }) => [s.rank, s.team.id])).toEqual([
      [1, w.teams[0].id],
      [2, w.teams[2].id],
      [3, w.teams[3].id],
      [4, w.teams[1].id],
    ]);
    expect(home.standings[0]).toMatchObject({
      points: 3,
      scoreFor: 2,
      scoreAgainst: 1,
      scoreDiff: 1,
      form: 'W',
    });
    expect(home.vods.every((v: Item) => v.leagueId === w.league.id)).toBe(true);
    expect(home.vods.length).toBe(4);
    expect(idsOf(home.news)).toEqual([w.posts[2]!.id, w.posts[1]!.id, w.posts[0]!.id]);
    expect(home.scoreHidden).toBe(false);

    // the same home through the league's key, and another league of the sport by leagueId
    expect((await data(`/home/league/${w.league.key}`)).league.id).toBe(w.league.id);
    const empty = await data(`/home/league/${w.type.id}?leagueId=${second.id}`);
    expect(empty).toMatchObject({
      league: { id: second.id, currentSeason: null },
      season: null,
      currentRound: null,
    });
    expect(empty.nextGames).toEqual([]);
    expect(empty.standings).toEqual([]);
    // a past season
    const past = await data(`/home/league/${w.type.key}?seasonId=${w.seasons.past.id}`);
    expect(past.season.id).toBe(w.seasons.past.id);
    expect(past.league.currentSeason.id).toBe(w.seasons.current.id);
    expect(past.latestResults).toEqual([]);
  });

  it('GET /home/league/{type}: hides scores, and rejects leagues and seasons of another sport', async () => {
    const hidden = await data(`/home/league/${w.type.key}`, hider);
    expect(hidden.scoreHidden).toBe(true);
    const { scores, hidden: flags } = scoresIn(hidden);
    expect(scores.length).toBeGreaterThan(20);
    expect(scores.every((s) => s === null)).toBe(true);
    expect(flags.every((f) => f)).toBe(true);
    expect(hidden.standings[0]).toMatchObject({ points: 3, scoreFor: null, scoreDiff: null, rank: 1 });

    await expectError(`/home/league/${w.type.key}?leagueId=${other.league.id}`, 404, 'LEAGUE_NOT_FOUND');
    await expectError(
      `/home/league/${w.type.key}?seasonId=${other.seasons.current.id}`,
      404,
      'SEASON_NOT_FOUND',
    );
    await expectError('/home/league/no-such-thing', 404, 'GAME_TYPE_NOT_FOUND');
    await expectError(`/home/league/${w.type.key}?leagueId=abc`, 400, 'VALIDATION_FAILED');
  });
});
