import { beforeAll, describe, expect, it } from 'vitest';
import { type catalogueFixtures, catalogueSuite, scoresIn } from '../../../test/catalogue-fixtures.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
type Item = { id: number } & Record<string, unknown>;
const idsOf = (items: unknown) => (items as Item[]).map((i) => i.id);

const { s, get, data, expectError, expectErrorAt } = catalogueSuite();
let second: Awaited<ReturnType<ReturnType<typeof catalogueFixtures>['league']>>;

beforeAll(async () => {
  second = await s.c.league({ gameTypeId: s.w.type.id, orderNo: 9_999 });
});

describe(`leagues, seasons, rounds, entries (${db})`, () => {
  it('needs a login for every league call', async () => {
    const calls = [
      () => get('league.sort', { who: null }),
      () => get('league.ofType', { params: { type: s.w.type.key }, who: null }),
      () => get('league.home', { params: { type: s.w.type.key }, who: null }),
      () => get('league.info', { params: { leagueId: s.w.league.id }, who: null }),
      () => get('league.years', { params: { leagueId: s.w.league.id }, who: null }),
      () => get('league.seasons', { params: { leagueId: s.w.league.id }, who: null }),
      () => get('league.seasonsOfYear', { params: { leagueId: s.w.league.id, year: 2026 }, who: null }),
      () => get('league.entry', { params: { id: s.w.seasons.current.id }, who: null }),
      () => get('league.round', { params: { id: s.w.rounds[0].id }, who: null }),
    ];
    for (const call of calls) {
      const res = await call();
      expect(res.statusCode, res.raw.req.url).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('GET /league/{type}: the leagues of a sport by key or id, with current seasons', async () => {
    const byKey = await data('league.ofType', { params: { type: s.w.type.key } });
    expect(byKey.gameType).toMatchObject({ id: s.w.type.id, key: s.w.type.key, name: s.w.type.name.en });
    expect(idsOf(byKey.leagues)).toEqual([s.w.league.id, second.id]);
    expect(byKey.leagues[0]).toMatchObject({
      name: s.w.league.name.en,
      description: 'A fictional league',
      currentSeason: { id: s.w.seasons.current.id, year: 2026, isCurrent: true, name: '2026 season' },
    });
    expect(byKey.leagues[1]!.currentSeason).toBeNull();
    const byId = await data('league.ofType', { params: { type: String(s.w.type.id) }, lang: 'ko' });
    expect(byId.gameType.name).toBe(s.w.type.name.ko);
    expect(byId.leagues[0]!.name).toBe(s.w.league.name.ko);
    await expectError('league.ofType', { params: { type: 'no-such-sport' } }, 404, 'GAME_TYPE_NOT_FOUND');
    await expectError('league.ofType', { params: { type: '99999' } }, 404, 'GAME_TYPE_NOT_FOUND');
    await expectError('league.ofType', { params: { type: '99999999999' } }, 404, 'GAME_TYPE_NOT_FOUND');
    await expectError('league.ofType', { params: { type: 'x'.repeat(41) } }, 400, 'VALIDATION_FAILED');
    await expectError('league.ofType', { params: { type: 'bad key' } }, 400, 'VALIDATION_FAILED');
  });

  it('GET /league/sort: every league by sport order, then league order', async () => {
    const list = await data('league.sort');
    expect(idsOf(list)).toEqual([s.w.league.id, second.id, s.other.league.id]);
    expect(list[0]).toMatchObject({
      gameTypeKey: s.w.type.key,
      gameTypeName: s.w.type.name.en,
      colors: ['#0b3d91', '#ffffff'],
    });
  });

  it('GET /game/league/{leagueId}: league info with sport, current season, years and team count', async () => {
    const info = await data('league.info', { params: { leagueId: s.w.league.id } });
    expect(info).toMatchObject({
      id: s.w.league.id,
      key: s.w.league.key,
      name: s.w.league.name.en,
      shortName: s.w.league.shortName.en,
      gameType: { id: s.w.type.id },
      currentSeason: { id: s.w.seasons.current.id },
      years: [2026, 2025],
      teamCount: 4,
    });
    await expectError('league.info', { params: { leagueId: 999999 } }, 404, 'LEAGUE_NOT_FOUND');
    await expectErrorAt('/game/league/abc', 400, 'VALIDATION_FAILED');
    await expectError('league.info', { params: { leagueId: 0 } }, 400, 'VALIDATION_FAILED');
    await expectError('league.info', { params: { leagueId: 99999999999 } }, 400, 'VALIDATION_FAILED');
  });

  it('GET /year/{leagueId}: years newest first', async () => {
    expect(await data('league.years', { params: { leagueId: s.w.league.id } })).toEqual([
      { year: 2026, isCurrent: true },
      { year: 2025, isCurrent: false },
    ]);
    expect(await data('league.years', { params: { leagueId: second.id } })).toEqual([]);
    await expectError('league.years', { params: { leagueId: 999999 } }, 404, 'LEAGUE_NOT_FOUND');
  });

  it('GET /season/{leagueId}[/{year}]: seasons with competitions and rounds', async () => {
    const all = await data('league.seasons', { params: { leagueId: s.w.league.id } });
    expect(idsOf(all)).toEqual([s.w.seasons.current.id, s.w.seasons.past.id]);
    expect(all[0]!.competitions).toEqual([
      { id: s.w.stage.id, seasonId: s.w.seasons.current.id, name: 'Regular season', orderNo: 0 },
    ]);
    expect(all[0]!.rounds.map((r: { name: string }) => r.name)).toEqual(['Round 1', 'Round 2']);
    expect(all[0]!.rounds[1]).toMatchObject({
      competitionId: s.w.stage.id,
      startDate: '2026-11-16',
      endDate: '2026-11-30',
    });
    expect(all[1]!.rounds).toEqual([]);
    const year = await data('league.seasonsOfYear', {
      params: { leagueId: s.w.league.id, year: 2025 },
      who: s.me,
      lang: 'ja',
    });
    expect(year).toHaveLength(1);
    expect(year[0]).toMatchObject({ id: s.w.seasons.past.id, name: '2025シーズン' });
    await expectError(
      'league.seasonsOfYear',
      { params: { leagueId: s.w.league.id, year: 2019 } },
      404,
      'SEASON_NOT_FOUND',
    );
    await expectErrorAt(`/season/${s.w.league.id}/20x6`, 400, 'VALIDATION_FAILED');
    await expectError('league.seasons', { params: { leagueId: 999999 } }, 404, 'LEAGUE_NOT_FOUND');
    await expectError(
      'league.seasonsOfYear',
      { params: { leagueId: 999999, year: 2026 } },
      404,
      'LEAGUE_NOT_FOUND',
    );
  });

  it('GET /entry/{seasonId}: the teams of a season with colours, codes and squad sizes', async () => {
    const entry = await data('league.entry', { params: { id: s.w.seasons.current.id } });
    expect(entry.league.id).toBe(s.w.league.id);
    expect(entry.season.id).toBe(s.w.seasons.current.id);
    expect(idsOf(entry.teams).sort()).toEqual(s.w.teams.map((x) => x.id).sort());
    expect(entry.teams.find((x: Item) => x.id === s.w.teams[0].id)).toMatchObject({
      name: s.w.teams[0].name.en,
      code: s.w.teams[0].code,
      colors: ['#c8102e', '#ffffff'],
      city: 'Shiomi',
      venue: 'Shiomi Stadium',
      playerCount: 2,
    });
    expect((await data('league.entry', { params: { id: s.w.seasons.past.id } })).teams).toEqual([]);
    await expectError('league.entry', { params: { id: 999999 } }, 404, 'SEASON_NOT_FOUND');
    await expectError('league.entry', { params: { id: -1 } }, 400, 'VALIDATION_FAILED');
  });

  it('GET /round/{id}: the round, its games with results, and its neighbours', async () => {
    const r1 = await data('league.round', { params: { id: s.w.rounds[0].id } });
    expect(r1).toMatchObject({
      round: { id: s.w.rounds[0].id, name: 'Round 1', orderNo: 1 },
      competition: { id: s.w.stage.id },
      season: { id: s.w.seasons.current.id },
      league: { id: s.w.league.id },
      prevRoundId: null,
      nextRoundId: s.w.rounds[1].id,
      scoreHidden: false,
    });
    expect(idsOf(r1.games)).toEqual([s.w.games.finished.id, s.w.games.draw.id]);
    expect(r1.games[0]).toMatchObject({
      homeScore: 2,
      awayScore: 1,
      status: 2,
      roundName: 'Round 1',
      seasonName: '2026 season',
      leagueName: s.w.league.name.en,
      vodCount: 2,
    });
    expect(idsOf(r1.games[0]!.lives)).toEqual([s.w.lives.ended.id]);
    const r2 = await data('league.round', { params: { id: s.w.rounds[1].id } });
    expect(r2.prevRoundId).toBe(s.w.rounds[0].id);
    expect(r2.nextRoundId).toBeNull();
    expect(idsOf(r2.games)).toEqual([s.w.games.inPlay.id, s.w.games.laterToday.id, s.w.games.nextWeek.id]);

    const hidden = await data('league.round', { params: { id: s.w.rounds[0].id }, who: s.hider });
    expect(hidden.scoreHidden).toBe(true);
    expect(hidden.games[0]).toMatchObject({ homeScore: null, awayScore: null, scoreHidden: true, status: 2 });
    await expectError('league.round', { params: { id: 999999 } }, 404, 'ROUND_NOT_FOUND');
    await expectErrorAt('/round/x', 400, 'VALIDATION_FAILED');
  });

  it('GET /home/league/{type}: next games, latest results, top of the table, VODs and news', async () => {
    const home = await data('league.home', { params: { type: s.w.type.key } });
    expect(home.gameType.id).toBe(s.w.type.id);
    expect(idsOf(home.leagues)).toEqual([s.w.league.id, second.id]);
    expect(home.league).toMatchObject({ id: s.w.league.id, currentSeason: { id: s.w.seasons.current.id } });
    expect(home.season!.id).toBe(s.w.seasons.current.id);
    expect(home.currentRound).toMatchObject({ id: s.w.rounds[1].id, name: 'Round 2' });
    expect(idsOf(home.nextGames)).toEqual([
      s.w.games.inPlay.id,
      s.w.games.laterToday.id,
      s.w.games.nextWeek.id,
    ]);
    expect(idsOf(home.latestResults)).toEqual([s.w.games.draw.id, s.w.games.finished.id]);
    expect(home.latestResults[1]).toMatchObject({ homeScore: 2, awayScore: 1, vodCount: 2 });
    expect(home.standings.map((s: { rank: number; team: Item }) => [s.rank, s.team.id])).toEqual([
      [1, s.w.teams[0].id],
      [2, s.w.teams[2].id],
      [3, s.w.teams[3].id],
      [4, s.w.teams[1].id],
    ]);
    expect(home.standings[0]).toMatchObject({
      points: 3,
      scoreFor: 2,
      scoreAgainst: 1,
      scoreDiff: 1,
      form: 'W',
    });
    expect(home.vods.every((v: Item) => v.leagueId === s.w.league.id)).toBe(true);
    expect(home.vods.length).toBe(4);
    expect(idsOf(home.news)).toEqual([s.w.posts[2]!.id, s.w.posts[1]!.id, s.w.posts[0]!.id]);
    expect(home.scoreHidden).toBe(false);

    // the same home through the league's key, and another league of the sport by leagueId
    expect((await data('league.home', { params: { type: s.w.league.key } })).league.id).toBe(s.w.league.id);
    const empty = await data('league.home', {
      params: { type: String(s.w.type.id) },
      query: { leagueId: second.id },
    });
    expect(empty).toMatchObject({
      league: { id: second.id, currentSeason: null },
      season: null,
      currentRound: null,
    });
    expect(empty.nextGames).toEqual([]);
    expect(empty.standings).toEqual([]);
    // a past season
    const past = await data('league.home', {
      params: { type: s.w.type.key },
      query: { seasonId: s.w.seasons.past.id },
    });
    expect(past.season!.id).toBe(s.w.seasons.past.id);
    expect(past.league.currentSeason!.id).toBe(s.w.seasons.current.id);
    expect(past.latestResults).toEqual([]);
  });

  it('GET /home/league/{type}: hides scores, and rejects leagues and seasons of another sport', async () => {
    const hidden = await data('league.home', { params: { type: s.w.type.key }, who: s.hider });
    expect(hidden.scoreHidden).toBe(true);
    const { scores, hidden: flags } = scoresIn(hidden);
    expect(scores.length).toBeGreaterThan(20);
    expect(scores.every((s) => s === null)).toBe(true);
    expect(flags.every((f) => f)).toBe(true);
    expect(hidden.standings[0]).toMatchObject({ points: 3, scoreFor: null, scoreDiff: null, rank: 1 });

    await expectError(
      'league.home',
      { params: { type: s.w.type.key }, query: { leagueId: s.other.league.id } },
      404,
      'LEAGUE_NOT_FOUND',
    );
    await expectError(
      'league.home',
      { params: { type: s.w.type.key }, query: { seasonId: s.other.seasons.current.id } },
      404,
      'SEASON_NOT_FOUND',
    );
    await expectError('league.home', { params: { type: 'no-such-thing' } }, 404, 'GAME_TYPE_NOT_FOUND');
    await expectErrorAt(`/home/league/${s.w.type.key}?leagueId=abc`, 400, 'VALIDATION_FAILED');
  });
});
