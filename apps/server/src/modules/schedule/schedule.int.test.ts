import type { EndpointInput, Locale } from '@kickoff/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, factories, loginAs } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { minutes, type Sport, scheduleFixtures } from '../../../test/schedule-fixtures.js';

// 2026-11-23 12:00 in Tokyo: today is 20261123, covering 2026-11-22T15:00Z … 2026-11-23T15:00Z
const NOW = '2026-11-23T03:00:00Z';
const DAY_START = new Date('2026-11-22T15:00:00Z');
const at = (offsetMinutes: number) => new Date(DAY_START.getTime() + minutes(offsetMinutes));

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let s: ReturnType<typeof scheduleFixtures>;
let cookie: string;
let football: Sport;
let motor: Sport;
const ids: Record<string, number> = {};

type Item = {
  id: number;
  gameDesc: Record<string, unknown>;
  lives: { id: number; status: number }[];
  vods: { id: number; kind: string }[];
  leagueName: string;
  seasonName: string;
  roundName: string | null;
};

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  api = apiClient(t.app);
  s = scheduleFixtures(t.database.db);
  const member = await factories(t.database.db).member();
  cookie = await loginAs(t.app, member.email!);

  // game type 2 (spec §4's filtered type) first, so later serial ids never collide with it
  motor = await s.sport({ gameTypeId: 2, isTeam: false, teamCount: 0 });
  football = await s.sport({ teamCount: 4 });
  const motorTeams = [await s.team({ gameTypeId: 2 }), await s.team({ gameTypeId: 2 })];
  const motorWithTeams = { ...motor, teams: motorTeams };

  ids.first = (await s.game(football, { beginAt: at(0) })).id; // 00:00 JST
  ids.last = (await s.game(football, { beginAt: at(24 * 60 - 1), status: 2, homeScore: 2, awayScore: 1 })).id;
  ids.yesterday = (await s.game(football, { beginAt: at(-1) })).id;
  ids.tomorrow = (await s.game(football, { beginAt: at(24 * 60) })).id;
  ids.race = (await s.game(motor, { beginAt: at(10 * 60) })).id;
  ids.type2NoVod = (await s.game(motorWithTeams, { beginAt: at(11 * 60) })).id;
  ids.type2WithVod = (
    await s.game(motorWithTeams, { beginAt: at(12 * 60), status: 2, homeScore: 3, awayScore: 0 })
  ).id;
  ids.otherTeams = (
    await s.game({ ...football, teams: football.teams.slice(2) }, { beginAt: at(13 * 60) })
  ).id;

  for (const status of [0, 1]) await s.live({ gameId: ids.first!, beginAt: at(0), status });
  for (const status of [3, 0, 2, 1]) await s.live({ gameId: ids.race!, beginAt: at(10 * 60), status });
  await s.live({ gameId: ids.type2NoVod!, beginAt: at(11 * 60), status: 0 });
  await s.vod({ gameId: ids.type2WithVod! });
  await s.vod({ gameId: ids.last!, kind: 'full' });
  await s.vod({ gameId: ids.last!, kind: 'highlight' });
  await s.vod({ gameId: ids.last!, kind: 'news' });
});
afterAll(() => t.close());

const day = async (query: EndpointInput<'schedule.day'>['query'] = {}, lang?: Locale) => {
  const response = await api.endpoint('schedule.day', { query, cookie, lang });
  expect(response.statusCode, response.body).toBe(200);
  return response.data as { date: string; scoreHidden: boolean; list: Item[] };
};

describe(`GET /schedule (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it('answers today in Tokyo (00:00–24:00 JST), ordered by begin time, with the spec §4 day filter applied', async () => {
    const data = await day();
    expect(data.date).toBe('20261123');
    expect(data.scoreHidden).toBe(false);
    expect(data.list.map((i) => i.id)).toEqual([
      ids.first,
      ids.race,
      ids.type2WithVod,
      ids.otherTeams,
      ids.last,
    ]);
    // game type 2 without teams keeps only lives below status 2; the item stays
    const race = data.list.find((i) => i.id === ids.race)!;
    expect(race.lives.map((l) => l.status).sort()).toEqual([0, 1]);
    expect(race.gameDesc.homeName).toBeNull();
    expect(race.gameDesc.title).toMatch(/Grand Prix/);
    // other game types keep every live
    expect(data.list.find((i) => i.id === ids.first)!.lives).toHaveLength(2);
  });

  it('describes each game: teams, codes, colours, scores, league, season and round names, lives and VODs', async () => {
    const data = await day({}, 'en');
    const last = data.list.find((i) => i.id === ids.last)!;
    expect(last.gameDesc).toMatchObject({
      id: ids.last,
      typeId: football.gameType.id,
      homeId: football.teams[0]!.id,
      awayId: football.teams[1]!.id,
      homeName: football.teams[0]!.name.en,
      homeCode: football.teams[0]!.code,
      homeColors: football.teams[0]!.colors,
      homeScore: 2,
      awayScore: 1,
      scoreHidden: false,
      status: 2,
    });
    expect(last.leagueName).toBe(football.league.name.en);
    expect(last.seasonName).toBe('2026 Season');
    expect(last.roundName).toBe(football.round.name.en);
    expect(last.vods.map((v) => v.kind).sort()).toEqual(['full', 'highlight']);
    const ja = await day();
    expect(ja.list.find((i) => i.id === ids.last)!.leagueName).toBe(football.league.name.ja);
  });

  it('takes a date (YYYYMMDD or YYYY-MM-DD), a game type and a league', async () => {
    expect((await day({ date: '20261122' })).list.map((i) => i.id)).toEqual([ids.yesterday]);
    expect((await day({ date: '2026-11-24' })).list.map((i) => i.id)).toEqual([ids.tomorrow]);
    const onlyMotor = await day({ gameType: motor.gameType.id });
    expect(onlyMotor.list.map((i) => i.id)).toEqual([ids.race, ids.type2WithVod]);
    expect((await day({ leagueId: football.league.id })).list).toHaveLength(3);
    expect((await day({ gameType: 0 })).list).toHaveLength(5);
    expect((await day({ leagueId: football.league.id, gameType: motor.gameType.id })).list).toEqual([]);
  });

  it('follows the clock for "today"', async () => {
    t.clock.set('2026-11-23T15:30:00Z');
    try {
      expect((await day()).date).toBe('20261124');
    } finally {
      t.clock.set(NOW);
    }
  });

  it('refuses bad input with 400 and answers 401 when logged out', async () => {
    for (const query of ['?date=20261340', '?date=abc', '?date=2026112', '?gameType=-1', '?leagueId=x']) {
      const response = await api.get(`/schedule${query}`, { cookie });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    const anonymous = await api.endpoint('schedule.day');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHORIZED');
  });
});

describe('GET /schedule/favorite', () => {
  it('lists the games of my teams and leagues from today-3 to today+7', async () => {
    const member = await factories(t.database.db).member();
    const mine = await loginAs(t.app, member.email!);
    const empty = await api.endpoint('schedule.favorite', { cookie: mine });
    expect(empty.data).toMatchObject({
      from: '20261120',
      to: '20261130',
      list: [],
      teamIds: [],
      leagueIds: [],
    });

    const team = football.teams[0]!;
    const early = (await s.game(football, { beginAt: at(-4 * 24 * 60 + 60) })).id; // 20261119
    const inWindow = (await s.game(football, { beginAt: at(-3 * 24 * 60) })).id; // 20261120 00:00
    const late = (await s.game(football, { beginAt: at(7 * 24 * 60 + 23 * 60) })).id; // 20261130 23:00
    const after = (await s.game(football, { beginAt: at(8 * 24 * 60) })).id; // 20261201
    expect(
      (
        await api.endpoint('favorites.add', {
          params: { key: 'team' },
          cookie: mine,
          body: { destId: team.id },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await api.endpoint('favorites.add', {
          params: { key: 'league' },
          cookie: mine,
          body: { destId: motor.league.id },
        })
      ).statusCode,
    ).toBe(200);

    const data = (await api.endpoint('schedule.favorite', { cookie: mine })).data;
    const listed = data.list.map((i: Item) => i.id);
    expect(listed).toEqual(
      expect.arrayContaining([inWindow, ids.first, ids.last, ids.race, ids.type2WithVod, late]),
    );
    // type 2 with teams and no VOD is listed here: the day filter belongs to the day view
    expect(listed).toContain(ids.type2NoVod);
    expect(listed).not.toContain(early);
    expect(listed).not.toContain(after);
    expect(listed).not.toContain(ids.otherTeams);
    expect(data.teamIds).toEqual([team.id]);
    expect(data.leagueIds).toEqual([motor.league.id]);

    const custom = (
      await api.endpoint('schedule.favorite', { query: { from: '20261201', to: '20261201' }, cookie: mine })
    ).data;
    expect(custom.list.map((i: Item) => i.id)).toEqual([after]);
  });

  it('refuses a window that is reversed or longer than 31 days, and 401 when logged out', async () => {
    expect(
      (await api.endpoint('schedule.favorite', { query: { from: '20261130', to: '20261101' }, cookie }))
        .statusCode,
    ).toBe(400);
    expect(
      (await api.endpoint('schedule.favorite', { query: { from: '20261101', to: '20261202' }, cookie }))
        .statusCode,
    ).toBe(400);
    expect((await api.endpoint('schedule.favorite', { query: { from: 'nope' }, cookie })).statusCode).toBe(
      400,
    );
    expect((await api.endpoint('schedule.favorite')).statusCode).toBe(401);
  });
});

describe('GET/PUT /score/on', () => {
  it('defaults to on, remembers off per member, and then hides every score', async () => {
    const member = await factories(t.database.db).member();
    const mine = await loginAs(t.app, member.email!);
    expect((await api.endpoint('settings.getScore', { cookie: mine })).data).toEqual({ on: true });
    const off = await api.endpoint('settings.putScore', { cookie: mine, body: { on: false } });
    expect(off.statusCode).toBe(200);
    expect(off.data).toEqual({ on: false });
    expect((await api.endpoint('settings.getScore', { cookie: mine })).data).toEqual({ on: false });

    const hidden = (await api.endpoint('schedule.day', { cookie: mine })).data;
    expect(hidden.scoreHidden).toBe(true);
    for (const item of hidden.list as Item[]) {
      expect(item.gameDesc).toMatchObject({ homeScore: null, awayScore: null, scoreHidden: true });
    }
    await api.endpoint('favorites.add', {
      params: { key: 'team' },
      cookie: mine,
      body: { destId: football.teams[0]!.id },
    });
    const favorite = (await api.endpoint('schedule.favorite', { cookie: mine })).data;
    expect(favorite.list.find((i: Item) => i.id === ids.last)!.gameDesc.homeScore).toBeNull();
    const livesDay = (await api.endpoint('channels.livesDay', { params: { date: '20261123' }, cookie: mine }))
      .data;
    expect(livesDay.scoreHidden).toBe(true);
    expect(JSON.stringify(livesDay)).not.toMatch(/"homeScore":\d/);

    // other members are not affected
    expect((await day()).list.find((i) => i.id === ids.last)!.gameDesc.homeScore).toBe(2);
    expect((await api.endpoint('settings.putScore', { cookie: mine, body: { on: true } })).data).toEqual({
      on: true,
    });
    expect((await api.endpoint('schedule.day', { cookie: mine })).data.scoreHidden).toBe(false);
  });

  it('refuses a body without a boolean, and 401 when logged out', async () => {
    for (const body of [{}, { on: 'no' }, { on: 1 }]) {
      expect((await api.put('/score/on', { cookie, body })).statusCode).toBe(400);
    }
    expect((await api.endpoint('settings.getScore')).statusCode).toBe(401);
    expect((await api.endpoint('settings.putScore', { body: { on: false } })).statusCode).toBe(401);
  });
});
