import { endpoints } from '@kickoff/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { at, catalogueSuite, loggedInMember, names, scoresIn } from '../../../test/catalogue-fixtures.js';

const db = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
type Item = { id: number } & Record<string, unknown>;
const idsOf = (items: unknown) => (items as Item[]).map((i) => i.id);

const { s, get, data, getAt, dataAt } = catalogueSuite();
let rovers: { id: number };
let percent: { id: number };
let underscore: { id: number };
let roversVod: { id: number };
let roversLive: { id: number };
let roversGame: { id: number };

beforeAll(async () => {
  rovers = await s.c.team({
    gameTypeId: s.w.type.id,
    name: names('球磨川ローヴァーズ', '구마가와 로버스', 'Kumagawa Rovers'),
    shortName: names('球磨川', '구마가와', 'Kumagawa'),
    code: 'KMR',
  });
  await s.c.entry(s.w.seasons.current.id, rovers.id);
  percent = await s.c.team({
    gameTypeId: s.w.type.id,
    name: names('100%クラブ', '백퍼센트', '100% Club'),
    code: 'PCT',
  });
  underscore = await s.c.team({ gameTypeId: s.other.type.id, name: { ja: 'A_Bユナイテッド' }, code: 'ABU' });
  roversGame = await s.c.game({
    gameTypeId: s.w.type.id,
    leagueId: s.w.league.id,
    seasonId: s.w.seasons.current.id,
    homeTeamId: rovers.id,
    awayTeamId: s.w.teams[1].id,
    beginAt: at('2026-11-23T10:00:00Z'),
  });
  roversLive = await s.c.live({
    gameId: roversGame.id,
    beginAt: at('2026-11-23T10:00:00Z'),
    title: names('中継', '중계', 'Broadcast'),
  });
  const past = await s.c.game({
    gameTypeId: s.w.type.id,
    leagueId: s.w.league.id,
    seasonId: s.w.seasons.current.id,
    homeTeamId: s.w.teams[2].id,
    awayTeamId: rovers.id,
    beginAt: at('2026-11-05T10:00:00Z'),
    status: 2,
    homeScore: 3,
    awayScore: 4,
  });
  roversVod = await s.c.vod({
    gameId: past.id,
    leagueId: s.w.league.id,
    gameTypeId: s.w.type.id,
    title: names('第1節 ダイジェスト', '1라운드 다이제스트', 'Round 1 digest'),
    likes: 500,
  });
  // just before and just after 23 November in Japan
  await s.c.live({ beginAt: at('2026-11-22T15:30:00Z'), title: names('深夜便', '심야', 'Late night') });
  await s.c.live({ beginAt: at('2026-11-23T15:00:00Z'), title: names('翌日', '다음날', 'Next day') });
});

describe(`search (${db})`, () => {
  it('needs a login', async () => {
    for (const call of [
      () => get('search.home', { who: null }),
      () => get('search.teams', { query: { keyword: 'a' }, who: null }),
      () => get('search.vod', { query: { keyword: 'a' }, who: null }),
      () => get('search.lives', { query: { keyword: 'a' }, who: null }),
    ]) {
      const res = await call();
      expect(res.statusCode, res.raw.req.url).toBe(401);
    }
  });

  it('rejects a keyword over 30 characters, blank or missing with 400 VALIDATION_FAILED', async () => {
    for (const name of ['search.teams', 'search.vod', 'search.lives'] as const) {
      const long = await get(name, { query: { keyword: 'a'.repeat(31) } });
      expect(long.statusCode).toBe(400);
      expect(long.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { keyword: 'search.tooLong' } });
      const wide = await get(name, { query: { keyword: '球'.repeat(31) } });
      expect(wide.statusCode).toBe(400);
      const blank = await get(name, { query: { keyword: '   ' } });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().fields.keyword).toBe('required');
      expect((await getAt(endpoints[name].path)).statusCode).toBe(400);
    }
    // exactly 30 characters (after trimming) is fine
    expect((await get('search.teams', { query: { keyword: ` ${'球'.repeat(30)} ` } })).statusCode).toBe(200);
  });

  it('GET /search/teams: in any language, case-insensitively, with the league played now', async () => {
    for (const keyword of ['kumagawa', 'KUMAGAWA rov', '球磨川', '구마가와', 'kmr']) {
      const list = await data('search.teams', { query: { keyword: keyword } });
      expect(idsOf(list), keyword).toEqual([rovers.id]);
    }
    const [team] = await data('search.teams', { query: { keyword: '球磨川' }, lang: 'ko' });
    expect(team).toMatchObject({
      name: '구마가와 로버스',
      shortName: '구마가와',
      code: 'KMR',
      colors: ['#c8102e', '#ffffff'],
      gameTypeId: s.w.type.id,
      gameTypeName: s.w.type.name.ko,
      league: { id: s.w.league.id, name: s.w.league.name.ko },
    });
    // % and _ are literal characters, not wildcards
    expect(idsOf(await data('search.teams', { query: { keyword: '%' } }))).toEqual([percent.id]);
    expect(idsOf(await data('search.teams', { query: { keyword: '_' } }))).toEqual([underscore.id]);
    expect((await data('search.teams', { query: { keyword: 'A_B' } }))[0]).toMatchObject({
      league: null,
      name: 'A_Bユナイテッド',
    });
    expect(await data('search.teams', { query: { keyword: 'zzzz' } })).toEqual([]);
  });

  it('GET /search/vod: by title, team or league, paged for appending, sortable, scores hidden when off', async () => {
    const byTeam = await data('search.vod', { query: { keyword: 'ローヴァーズ' } });
    expect(idsOf(byTeam.list)).toEqual([roversVod.id]);
    expect(byTeam.list[0]).toMatchObject({
      title: 'Round 1 digest',
      game: { homeScore: 3, awayScore: 4, away: { id: rovers.id } },
    });
    expect(idsOf((await data('search.vod', { query: { keyword: 'digest' } })).list)).toEqual([roversVod.id]);

    const first = await data('search.vod', { query: { keyword: 'highlights', pageItem: 3 } });
    expect(first).toMatchObject({ pageNo: 1, pageItem: 3 });
    expect(first.total).toBeGreaterThan(6);
    const second = await data('search.vod', { query: { keyword: 'highlights', pageItem: 3, pageNo: 2 } });
    expect(second.pageNo).toBe(2);
    expect(idsOf(second.list).some((id) => idsOf(first.list).includes(id))).toBe(false);
    // a page past the end has no row to carry the count: it is counted alone, with the same total
    const past = await data('search.vod', { query: { keyword: 'highlights', pageItem: 3, pageNo: 50 } });
    expect(past).toMatchObject({ pageNo: 50, total: first.total, list: [] });

    const byLikes = await data('search.vod', { query: { keyword: s.w.league.name.ja, sort: 'likes' } });
    const likes = byLikes.list.map((v: { likes: number }) => v.likes);
    expect(likes).toEqual([...likes].sort((a: number, b: number) => b - a));
    expect(byLikes.list[0]!.id).toBe(roversVod.id);
    const news = await data('search.vod', { query: { keyword: 'highlights', kind: 'news' } });
    expect(idsOf(news.list).sort()).toEqual([s.w.vods.newsVod.id, s.other.vods.newsVod.id].sort());
    // an unknown sort falls back to the newest first
    expect((await dataAt('/search/vod?keyword=highlights&sort=weird')).total).toBe(first.total);

    const hidden = await data('search.vod', { query: { keyword: 'ローヴァーズ' }, who: s.hider });
    expect(hidden.list[0]!.game).toMatchObject({ homeScore: null, awayScore: null, scoreHidden: true });
  });

  it('a title matches by any part of it, of one character or many, in any case, never across two languages', async () => {
    // the most liked VOD of all: first when its keyword finds it, whatever else the keyword finds
    const vodFound = async (keyword: string) =>
      (await data('search.vod', { query: { keyword, sort: 'likes', pageItem: 1 } })).list[0]?.id ===
      roversVod.id;
    const liveFound = async (keyword: string) =>
      idsOf((await data('search.lives', { query: { keyword } })).list).includes(roversLive.id);
    // 1 to 8 characters: one character or pair is looked up as it is, a longer keyword by its triples
    for (const keyword of [
      'ダ',
      'ダイ',
      'ダイジ',
      'ダイジェ',
      'イジェスト',
      '1節 ダイジェスト',
      '第1節 ダイジェスト',
    ]) {
      expect(await vodFound(keyword), keyword).toBe(true);
    }
    for (const keyword of ['다', '이제스', '1라운드 다이제스트', 'ROUND 1 DIGEST', 'und 1 Dig', 'st']) {
      expect(await vodFound(keyword), keyword).toBe(true);
    }
    // the triples it is looked up by (ダイジ, 第1節) are in the title, but not in this order or in one
    // language: the exact test decides
    expect(await vodFound('ダイジ第1節'), 'triples out of order').toBe(false);
    expect(await vodFound('ダイジrou'), 'triples of two languages').toBe(false);
    // the end of the Japanese title and the start of the Korean one are two texts, whatever the keyword
    for (const keyword of ['スト1라', 'スト\u00011라', 'digest\u0001', '\u0001']) {
      expect(await vodFound(keyword), JSON.stringify(keyword)).toBe(false);
    }
    for (const keyword of ['中', '中継', 'BROAD', 'roadcas', '중계'])
      expect(await liveFound(keyword), keyword).toBe(true);
    expect(await liveFound('継중')).toBe(false);
  });

  it('GET /search/lives: lives not over yet, with their count and games', async () => {
    const byTitle = await data('search.lives', { query: { keyword: 'coverage' } });
    expect(byTitle.count).toBe(4);
    expect(idsOf(byTitle.list).sort()).toEqual(
      [s.w.lives.onAir.id, s.w.lives.upcoming.id, s.other.lives.onAir.id, s.other.lives.upcoming.id].sort(),
    );
    expect(idsOf(byTitle.list)).not.toContain(s.w.lives.ended.id);
    const byTeam = await data('search.lives', { query: { keyword: '로버스' }, lang: 'ko' });
    expect(byTeam).toMatchObject({
      count: 1,
      list: [{ id: roversLive.id, title: '중계', game: { id: roversGame.id } }],
    });
    const onAir = byTitle.list.find((l: Item) => l.id === s.w.lives.onAir.id);
    expect(onAir!.game).toMatchObject({ homeScore: 1, awayScore: 0, leagueName: s.w.league.name.en });
    const hidden = await data('search.lives', { query: { keyword: 'coverage' }, who: s.hider });
    expect(scoresIn(hidden).scores.every((s) => s === null)).toBe(true);
    expect(scoresIn(hidden).hidden.every((h) => h)).toBe(true);
    expect(await data('search.lives', { query: { keyword: 'nothing-like-this' } })).toEqual({
      count: 0,
      list: [],
    });
  });

  it("GET /search/lives: by its game's league and teams as they are now (the copies of 0017, the names of 0026)", async () => {
    const db = s.t.database.db;
    const league = await s.c.league({
      gameTypeId: s.w.type.id,
      name: names('球磨川杯', '구마가와컵', 'Kumagawa Cup'),
    });
    const season = await s.c.season({ leagueId: league.id, year: 2026, isCurrent: true });
    const cupGame = await s.c.game({
      gameTypeId: s.w.type.id,
      leagueId: league.id,
      seasonId: season.id,
      homeTeamId: s.w.teams[2].id,
      awayTeamId: s.w.teams[3].id,
      beginAt: at('2026-11-24T10:00:00Z'),
    });
    const cupLive = await s.c.live({
      gameId: cupGame.id,
      beginAt: at('2026-11-24T10:00:00Z'),
      title: names('杯', '컵', 'Cup'),
    });
    const found = async (keyword: string) => idsOf((await data('search.lives', { query: { keyword } })).list);
    expect(await found('Kumagawa Cup')).toEqual([cupLive.id]);
    expect(await found('100% Club')).toEqual([]);
    // the league renamed: found by the new name at once, no longer by the old (the names 0026 keeps)
    const leagueNamed = (ja: string, ko: string, en: string) =>
      db.execute(
        sql`UPDATE leagues SET name = ${JSON.stringify(names(ja, ko, en))}::jsonb WHERE id = ${league.id}`,
      );
    await leagueNamed('球磨川盾', '구마가와 실드', 'Kumagawa Shield');
    expect(await found('실드')).toEqual([cupLive.id]);
    expect(await found('Kumagawa Cup')).toEqual([]);
    await leagueNamed('球磨川杯', '구마가와컵', 'Kumagawa Cup');
    expect(await found('球磨川杯')).toEqual([cupLive.id]);
    // a statement cannot write the names apart from their rows
    await db.execute(sql`UPDATE lives SET names_text = 'mistsea' WHERE id = ${cupLive.id}`);
    expect(await found('mistsea')).toEqual([]);
    expect(await found('Kumagawa Cup')).toEqual([cupLive.id]);

    // the game's away team changes: its live is found by the new team, no longer by the old
    await db.execute(sql`UPDATE games SET away_team_id = ${percent.id} WHERE id = ${cupGame.id}`);
    await vi.waitFor(async () => expect(await found('100% Club')).toEqual([cupLive.id]), { timeout: 5000 });
    // the live moves to the Rovers' game: found by Rovers (twice over: one live), not by the cup or 100%
    await db.execute(sql`UPDATE lives SET game_id = ${roversGame.id} WHERE id = ${cupLive.id}`);
    await vi.waitFor(async () => expect(await found('100% Club')).toEqual([]), { timeout: 5000 });
    expect(await found('Kumagawa Cup')).toEqual([]);
    expect((await found('Kumagawa Rovers')).sort()).toEqual([roversLive.id, cupLive.id].sort());
    // a statement cannot set the copies apart from the game; off any game, only its title finds it
    await db.execute(sql`UPDATE lives SET game_home_team_id = ${percent.id} WHERE id = ${cupLive.id}`);
    const [copies] = (
      (await db.execute(
        sql`SELECT game_league_id, game_home_team_id, game_away_team_id FROM lives WHERE id = ${cupLive.id}`,
      )) as unknown as { rows: Record<string, number | null>[] }
    ).rows;
    expect(copies).toEqual({
      game_league_id: s.w.league.id,
      game_home_team_id: rovers.id,
      game_away_team_id: s.w.teams[1].id,
    });
    await db.execute(sql`UPDATE lives SET game_id = NULL WHERE id = ${cupLive.id}`);
    await vi.waitFor(async () => expect(await found('Kumagawa Rovers')).toEqual([roversLive.id]), {
      timeout: 5000,
    });
    expect(await found('Cup')).toEqual([cupLive.id]);
    await db.execute(sql`DELETE FROM lives WHERE id = ${cupLive.id}`);
  });

  it("GET /search/vod: by its game's league and teams as they are now (the copies migration 0018 keeps)", async () => {
    const db = s.t.database.db;
    const league = await s.c.league({
      gameTypeId: s.w.type.id,
      name: names('白川杯', '시라카와컵', 'Shirakawa Cup'),
    });
    const season = await s.c.season({ leagueId: league.id, year: 2026, isCurrent: true });
    const cupGame = await s.c.game({
      gameTypeId: s.w.type.id,
      leagueId: league.id,
      seasonId: season.id,
      homeTeamId: s.w.teams[2].id,
      awayTeamId: s.w.teams[3].id,
      beginAt: at('2026-11-04T10:00:00Z'),
      status: 2,
      homeScore: 1,
      awayScore: 0,
    });
    // no league of its own: its league is its game's
    const cupVod = await s.c.vod({
      gameId: cupGame.id,
      leagueId: null,
      gameTypeId: s.w.type.id,
      title: names('天頂リプレイ', '천정 리플레이', 'Zenith replay'),
    });
    const found = async (keyword: string) => idsOf((await data('search.vod', { query: { keyword } })).list);
    expect(await found('Shirakawa Cup')).toEqual([cupVod.id]);
    expect(await found('100% Club')).toEqual([]);

    // the game's away team changes: its VOD is found by the new team, no longer by the old
    await db.execute(sql`UPDATE games SET away_team_id = ${percent.id} WHERE id = ${cupGame.id}`);
    await vi.waitFor(async () => expect(await found('100% Club')).toEqual([cupVod.id]), { timeout: 5000 });
    // the VOD moves to the Rovers' game: found by Rovers, not by the cup or 100%
    await db.execute(sql`UPDATE vods SET game_id = ${roversGame.id} WHERE id = ${cupVod.id}`);
    await vi.waitFor(async () => expect(await found('100% Club')).toEqual([]), { timeout: 5000 });
    expect(await found('Shirakawa Cup')).toEqual([]);
    expect((await found('Kumagawa Rovers')).sort()).toEqual([roversVod.id, cupVod.id].sort());
    // a statement cannot set the copies apart from the game; off any game, only its title finds it
    await db.execute(sql`UPDATE vods SET game_away_team_id = ${percent.id} WHERE id = ${cupVod.id}`);
    const [copies] = (
      (await db.execute(
        sql`SELECT game_league_id, game_home_team_id, game_away_team_id FROM vods WHERE id = ${cupVod.id}`,
      )) as unknown as { rows: Record<string, number | null>[] }
    ).rows;
    expect(copies).toEqual({
      game_league_id: s.w.league.id,
      game_home_team_id: rovers.id,
      game_away_team_id: s.w.teams[1].id,
    });
    await db.execute(sql`UPDATE vods SET game_id = NULL WHERE id = ${cupVod.id}`);
    await vi.waitFor(async () => expect(await found('Kumagawa Rovers')).toEqual([roversVod.id]), {
      timeout: 5000,
    });
    expect(await found('Zenith replay')).toEqual([cupVod.id]);
    await db.execute(sql`DELETE FROM vods WHERE id = ${cupVod.id}`);
  });

  it("GET /search/vod: by its programme's and league's names as they are now (the names migration 0024 keeps)", async () => {
    const db = s.t.database.db;
    const found = async (keyword: string) =>
      idsOf((await data('search.vod', { query: { keyword } })).list).sort();
    const show = await s.c.origin({ title: names('蒼穹スタジオ', '창공 스튜디오', 'Azure Studio') });
    const episode = await s.c.vod({
      originId: show.id,
      kind: 'origin',
      title: names('第7回', '제7회', 'Episode 7'),
    });
    const league = await s.c.league({
      gameTypeId: s.w.type.id,
      name: names('雲海リーグ', '운해 리그', 'Cloudsea League'),
    });
    const leagueVod = await s.c.vod({ leagueId: league.id, title: names('特集', '특집', 'Feature') });
    expect(await found('azure STUDIO')).toEqual([episode.id]);
    expect(await found('창공')).toEqual([episode.id]);
    expect(await found('雲海リーグ')).toEqual([leagueVod.id]);

    // renamed: found by the new name at once, no longer by the old
    await db.execute(
      sql`UPDATE origins SET title = ${JSON.stringify(names('蒼天スタジオ', '창천 스튜디오', 'Sky Studio'))}::jsonb WHERE id = ${show.id}`,
    );
    await db.execute(
      sql`UPDATE leagues SET name = ${JSON.stringify(names('霧海リーグ', '무해 리그', 'Mistsea League'))}::jsonb WHERE id = ${league.id}`,
    );
    expect(await found('Sky Studio')).toEqual([episode.id]);
    expect(await found('Azure Studio')).toEqual([]);
    expect(await found('mistsea')).toEqual([leagueVod.id]);
    expect(await found('Cloudsea')).toEqual([]);
    // a VOD given another league and programme: found by theirs, its own league before its game's
    await db.execute(
      sql`UPDATE vods SET origin_id = NULL, league_id = ${league.id} WHERE id = ${episode.id}`,
    );
    expect(await found('Sky Studio')).toEqual([]);
    expect(await found('mistsea')).toEqual([leagueVod.id, episode.id].sort());
    await db.execute(sql`UPDATE vods SET game_id = ${roversGame.id} WHERE id = ${leagueVod.id}`);
    expect(await found('mistsea')).toEqual([leagueVod.id, episode.id].sort());
    expect(await found('Kumagawa Rovers')).toContain(leagueVod.id);
    await db.execute(sql`UPDATE vods SET league_id = NULL WHERE id = ${leagueVod.id}`);
    expect(await found('mistsea')).toEqual([episode.id]);
    expect(await found(s.w.league.name.en!)).toContain(leagueVod.id);
    // a statement cannot write the names apart from their rows
    await db.execute(sql`UPDATE vods SET names_text = 'mistsea' WHERE id = ${leagueVod.id}`);
    expect(await found('mistsea')).toEqual([episode.id]);
    await db.execute(sql`DELETE FROM vods WHERE id IN (${episode.id}, ${leagueVod.id})`);
  });

  it('VODs and lives match a team by its name as it is now, in any case, not by its short name or code', async () => {
    const db = s.t.database.db;
    const vodsFound = async (keyword: string) =>
      idsOf((await data('search.vod', { query: { keyword } })).list).includes(roversVod.id);
    const livesFound = async (keyword: string) =>
      idsOf((await data('search.lives', { query: { keyword } })).list).includes(roversLive.id);
    // the search screen's teams match the code; a VOD or live is not found by its team's code
    expect(idsOf(await data('search.teams', { query: { keyword: 'kmr' } }))).toEqual([rovers.id]);
    expect(await vodsFound('KMR')).toBe(false);
    expect(await livesFound('KMR')).toBe(false);
    for (const keyword of ['kumagawa ROVERS', '로버스', 'ーヴァー']) {
      expect(await vodsFound(keyword), keyword).toBe(true);
      expect(await livesFound(keyword), keyword).toBe(true);
    }
    // renamed: found by the new name at once, no longer by the old (the stored names follow the row)
    await db.execute(
      sql`UPDATE teams SET name = ${JSON.stringify(names('球磨川レンジャーズ', '구마가와 레인저스', 'Kumagawa Rangers'))}::jsonb WHERE id = ${rovers.id}`,
    );
    try {
      expect(await vodsFound('Rangers')).toBe(true);
      expect(await livesFound('레인저스')).toBe(true);
      expect(await vodsFound('Rovers')).toBe(false);
      expect(await livesFound('ローヴァーズ')).toBe(false);
    } finally {
      await db.execute(
        sql`UPDATE teams SET name = ${JSON.stringify(names('球磨川ローヴァーズ', '구마가와 로버스', 'Kumagawa Rovers'))}::jsonb WHERE id = ${rovers.id}`,
      );
    }
    await vi.waitFor(async () => expect(await vodsFound('Rovers')).toBe(true), { timeout: 5000 });
  });

  it("GET /search/home: most liked VODs, news VODs and today's lives (Japan date)", async () => {
    const home = await data('search.home');
    expect(home.date).toBe('2026-11-23');
    const likes = home.vodLikes.map((v: { likes: number }) => v.likes);
    expect(likes).toEqual([...likes].sort((a: number, b: number) => b - a));
    expect(home.vodLikes).toHaveLength(8);
    expect(home.vodLikes[0]!.id).toBe(roversVod.id);
    expect(home.vodNews.every((v: { kind: string }) => v.kind === 'news')).toBe(true);
    expect(home.vodNews).toHaveLength(2);
    const titles = home.todayLives.map((l: { title: string }) => l.title);
    expect(titles).toContain('Late night');
    expect(titles).not.toContain('Next day');
    expect(idsOf(home.todayLives)).toEqual(
      expect.arrayContaining([s.w.lives.onAir.id, s.w.lives.upcoming.id, roversLive.id]),
    );
    expect(idsOf(home.todayLives)).not.toContain(s.w.lives.ended.id);
    // a different day, by the clock (a session idle for a day has ended: log in again)
    s.t.clock.set('2026-11-24T03:00:00Z');
    try {
      const tomorrow = await data('search.home', { who: await loggedInMember(s.t.app, s.t.database.db) });
      expect(tomorrow.date).toBe('2026-11-24');
      expect(tomorrow.todayLives.map((l: { title: string }) => l.title)).toEqual(['Next day']);
    } finally {
      s.t.clock.set('2026-11-23T03:00:00Z');
    }
  });
});
