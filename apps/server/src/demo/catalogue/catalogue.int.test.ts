import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/harness.js';
import { fixedClock } from '../../clock.js';
import type { DatabaseHandle } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import { timeKit } from '../help-text.js';
import { type BuiltCatalogue, buildDemoCatalogue } from './build.js';
import { generateBenchCatalogue, seedCatalogue } from './index.js';

const MIN = 60_000;
const NOW = '2026-11-23T03:00:00Z'; // Monday 12:00 in Tokyo
/** Just after midnight in Tokyo: games in play began the day before, their blocks cross midnight. */
const LATE = '2026-11-22T15:20:00Z';

type Game = BuiltCatalogue['structure']['games'][number];

/** The table of a season recomputed from its finished regular-season games (spec rules as in results.ts). */
function recompute(c: BuiltCatalogue, seasonId: number, football: boolean) {
  const regular = new Set(
    c.structure.competitions.filter((x) => x.seasonId === seasonId && x.orderNo === 1).map((x) => x.id),
  );
  const rows = new Map<number, { w: number; d: number; l: number; f: number; a: number }>();
  for (const e of c.structure.seasonEntries.filter((x) => x.seasonId === seasonId))
    rows.set(e.teamId, { w: 0, d: 0, l: 0, f: 0, a: 0 });
  for (const g of c.structure.games) {
    if (g.seasonId !== seasonId || g.status !== 2 || !regular.has(g.competitionId!) || !g.homeTeamId)
      continue;
    for (const [team, mine, theirs] of [
      [g.homeTeamId, g.homeScore!, g.awayScore!],
      [g.awayTeamId!, g.awayScore!, g.homeScore!],
    ] as const) {
      const r = rows.get(team)!;
      r.f += mine;
      r.a += theirs;
      if (mine > theirs) r.w++;
      else if (mine < theirs) r.l++;
      else r.d++;
    }
  }
  return [...rows.entries()].map(([teamId, r]) => ({ teamId, ...r, points: football ? 3 * r.w + r.d : r.w }));
}

function checkInvariants(c: BuiltCatalogue, now: Date) {
  const t = timeKit(fixedClock(now));
  const games = new Map(c.structure.games.map((g) => [g.id!, g]));
  const sportOf = new Map(c.structure.leagues.map((l) => [l.id!, l.gameTypeId]));
  const minutes = { 1: 115, 2: 360, 3: 160, 4: 125 } as Record<number, number>;

  // statuses agree with the clock
  for (const g of c.structure.games) {
    if (g.status === 3 || g.status === 4) continue;
    if (g.status === 0) expect(g.beginAt > now, `game ${g.id} scheduled`).toBe(true);
    else expect(g.beginAt <= now, `game ${g.id} started`).toBe(true);
    if (g.status === 2)
      expect(g.beginAt.getTime() + minutes[g.gameTypeId]! * MIN <= now.getTime()).toBe(true);
    if (g.status === 2 && g.homeTeamId) expect(g.homeScore).not.toBeNull();
    if (g.status === 0) expect(g.homeScore).toBeNull();
  }
  for (const live of c.lives) {
    const g = games.get(live.gameId!)!;
    const expected =
      g.status === 3 || g.status === 4 ? 3 : live.endAt <= now ? 2 : live.beginAt <= now ? 1 : 0;
    expect(live.status, `live ${live.id}`).toBe(expected);
    if (live.broadcastType === 100 && g.status === 1) expect(live.status).toBe(1);
  }

  // standings match the results
  for (const season of c.structure.seasons) {
    const table = c.structure.standings
      .filter((s) => s.seasonId === season.id)
      .sort((x, y) => x.rank - y.rank);
    const league = c.structure.leagues.find((l) => l.id === season.leagueId)!;
    if (league.gameTypeId === 2) {
      expect(table).toHaveLength(0);
      continue;
    }
    const expected = recompute(c, season.id!, league.gameTypeId === 1);
    expect(table).toHaveLength(expected.length);
    for (const row of table) {
      const e = expected.find((x) => x.teamId === row.teamId)!;
      expect([row.won, row.drawn, row.lost, row.scoreFor, row.scoreAgainst, row.points]).toEqual([
        e.w,
        e.d,
        e.l,
        e.f,
        e.a,
        e.points,
      ]);
      expect(row.played).toBe(e.w + e.d + e.l);
      expect(row.form).toMatch(/^[WDL]{0,5}$/);
    }
    for (let i = 1; i < table.length; i++) {
      const [a, b] = [table[i - 1]!, table[i]!];
      if (league.gameTypeId === 1) expect(a.points >= b.points).toBe(true);
      else expect(a.won / Math.max(1, a.won + a.lost) >= b.won / Math.max(1, b.won + b.lost)).toBe(true);
    }
  }

  // the EPG of every channel: contiguous from today-7 00:00 to today+8 00:00 (Tokyo), 30–180 minutes each
  for (const ch of c.channels) {
    const visible = c.programs
      .filter((p) => p.channelId === ch.id && !p.isHide)
      .sort((x, y) => x.startTime.getTime() - y.startTime.getTime());
    expect(visible[0]!.startTime).toEqual(t.at(-7));
    expect(visible.at(-1)!.endTime).toEqual(t.at(8));
    for (let i = 0; i < visible.length; i++) {
      const p = visible[i]!;
      if (i > 0)
        expect(p.startTime, `${ch.id} gap or overlap at ${p.startTime.toISOString()}`).toEqual(
          visible[i - 1]!.endTime,
        );
      expect(p.duration).toBe((p.endTime.getTime() - p.startTime.getTime()) / MIN);
      expect(p.duration).toBeGreaterThanOrEqual(30);
      expect(p.duration).toBeLessThanOrEqual(180);
      expect(t.iso(p.startTime)).toBe(t.iso(new Date(p.endTime.getTime() - 1)));
      if (p.broadcastType === 100) expect(games.has(p.gameId!)).toBe(true);
      if (p.broadcastType === 300 && p.gameId) expect(games.get(p.gameId)!.beginAt < p.startTime).toBe(true);
    }
  }

  // every league has a current season; this week has games every day; some are in play now
  for (const league of c.structure.leagues) {
    const current = c.structure.seasons.filter((s) => s.leagueId === league.id && s.isCurrent);
    expect(current, league.key).toHaveLength(1);
    expect(c.structure.seasons.filter((s) => s.leagueId === league.id).length).toBeGreaterThanOrEqual(2);
  }
  for (let day = 0; day < 8; day++) {
    const onDay = c.structure.games.filter((g) => g.beginAt >= t.at(day) && g.beginAt < t.at(day + 1));
    expect(onDay.length, `games on day ${day}`).toBeGreaterThan(0);
  }
  const inPlay = c.structure.games.filter((g) => g.status === 1);
  expect(new Set(inPlay.map((g) => sportOf.get(g.leagueId!))).size).toBeGreaterThanOrEqual(3);
  for (const g of inPlay) expect(c.lives.some((l) => l.gameId === g.id && l.status === 1)).toBe(true);

  // VOD published by now, lengths by kind
  for (const v of c.vods) {
    expect(v.publishedAt <= now).toBe(true);
    if (v.kind === 'highlight') expect(v.duration).toBeGreaterThanOrEqual(180);
    if (v.kind === 'highlight') expect(v.duration).toBeLessThanOrEqual(480);
    if (v.kind === 'full') expect(v.duration).toBeGreaterThanOrEqual(90 * 60);
    if (v.kind === 'full') expect(v.duration).toBeLessThanOrEqual(180 * 60);
    if (v.gameId) expect(games.get(v.gameId)!.status).toBe(2);
    if (!v.free) expect(v.clipId).toBeTruthy();
  }
}

describe('demo catalogue', () => {
  let database: DatabaseHandle & { label: string };
  let summary: string;
  let seconds: number;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    database = await createTestDatabase();
    const started = performance.now();
    summary = await seedCatalogue({ db: database.db, clock });
    seconds = (performance.now() - started) / 1000;
    console.info(`seedCatalogue on ${database.label}: ${seconds.toFixed(1)} s — ${summary}`);
  }, 120_000);
  afterAll(() => database?.close());

  it('stores every table of the catalogue', async () => {
    const { db } = database;
    const n = async (table: PgTable) => (await db.select({ n: count() }).from(table))[0]!.n;
    expect(await n(schema.gameTypes)).toBe(4);
    expect(await n(schema.leagues)).toBe(6);
    expect(await n(schema.teams)).toBeGreaterThanOrEqual(40);
    expect(await n(schema.players)).toBeGreaterThanOrEqual(1000);
    expect(await n(schema.playerStats)).toBeGreaterThanOrEqual(2000);
    expect(await n(schema.seasons)).toBe(12);
    expect(await n(schema.rounds)).toBeGreaterThanOrEqual(150);
    expect(await n(schema.games)).toBeGreaterThanOrEqual(1800);
    expect(await n(schema.standings)).toBeGreaterThanOrEqual(90);
    expect(await n(schema.lives)).toBeGreaterThanOrEqual(60);
    expect(await n(schema.vods)).toBeGreaterThanOrEqual(2000);
    expect(await n(schema.origins)).toBeGreaterThanOrEqual(6);
    expect(await n(schema.themes)).toBeGreaterThanOrEqual(4);
    expect(await n(schema.themeVods)).toBeGreaterThanOrEqual(40);
    expect(await n(schema.newsPosts)).toBeGreaterThanOrEqual(40);
    expect(await n(schema.channels)).toBe(4);
    expect(await n(schema.programs)).toBeGreaterThanOrEqual(4 * 15 * 10);
    expect(await n(schema.popups)).toBe(2);
    const sections = await db.select().from(schema.pageSections);
    expect(sections.filter((s) => s.page === 'home').map((s) => s.keyName)).toEqual(
      expect.arrayContaining([
        'live_now',
        'today',
        'league_rail:neo1',
        'vod_popular',
        'vod_latest',
        'origin_rail',
        'theme_rail',
        'news',
        'banner',
      ]),
    );
    expect(sections.filter((s) => s.page === 'intro').map((s) => s.keyName)).toEqual([
      'hero',
      'features',
      'leagues',
      'devices',
      'plans',
      'faq',
    ]);
    expect(summary).toMatch(/^4 sports, 6 leagues, .* games \(\d+ in play\), 4 channels/);
  });

  it('fixes the game type ids (2: golf, no teams, season names) and keeps sequences past the seeded ids', async () => {
    const types = await database.db.select().from(schema.gameTypes).orderBy(schema.gameTypes.id);
    expect(types.map((x) => [x.id, x.key, x.isTeam, x.isUseSeasonName])).toEqual([
      [1, 'football', true, false],
      [2, 'golf', false, true],
      [3, 'baseball', true, false],
      [4, 'basketball', true, false],
    ]);
    const golf = await database.db.select().from(schema.games).where(eq(schema.games.gameTypeId, 2));
    expect(golf.some((g) => g.homeTeamId === null)).toBe(true);
    expect(golf.some((g) => g.homeTeamId !== null && g.status === 2)).toBe(true);
    expect(golf.some((g) => g.homeTeamId !== null && g.status === 0)).toBe(true);
    const [added] = await database.db
      .insert(schema.leagues)
      .values({
        gameTypeId: 1,
        key: 'test-extra',
        name: { ja: 'x' },
        shortName: { ja: 'x' },
        colors: ['#000', '#fff'],
      })
      .returning();
    expect(added!.id).toBe(7);
    await database.db.delete(schema.leagues).where(eq(schema.leagues.id, 7));
  });

  it('is the same catalogue for the same clock, and holds its rules at noon and just after midnight', async () => {
    const first = await buildDemoCatalogue({ db: database.db, clock });
    const second = await buildDemoCatalogue({ db: database.db, clock });
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    checkInvariants(first, new Date(NOW));
    checkInvariants(await buildDemoCatalogue({ db: database.db, clock: fixedClock(LATE) }), new Date(LATE));
  }, 120_000);

  it('tells the story of the help notices', async () => {
    const c = await buildDemoCatalogue({ db: database.db, clock });
    const t = timeKit(clock);
    const teamId = (en: string) => c.structure.teams.find((x) => x.name.en === en)!.id!;
    const table = (key: string, current = true) => {
      const league = c.structure.leagues.find((l) => l.key === key)!;
      const season = c.structure.seasons.find((s) => s.leagueId === league.id && s.isCurrent === current)!;
      return c.structure.standings.filter((s) => s.seasonId === season.id).sort((x, y) => x.rank - y.rank);
    };
    const neo = table('neo1');
    expect(neo[0]!.teamId).toBe(teamId('Hokurei United'));
    expect(neo[1]!.teamId).toBe(teamId('Tohto Regalia'));
    expect(neo[0]!.points - neo[1]!.points).toBe(2);
    const decider = c.structure.games.find(
      (g) =>
        g.homeTeamId === teamId('Hokurei United') &&
        g.awayTeamId === teamId('Tohto Regalia') &&
        g.status === 0,
    ) as Game;
    expect(decider.beginAt).toEqual(t.at(6, 14));
    const shooters = table('bnext').find((r) => r.teamId === teamId('Chihaya Shooters'))!;
    expect([shooters.won, shooters.lost]).toEqual([7, 0]);
    expect(
      table('pbl')
        .slice(0, 3)
        .map((r) => r.teamId),
    ).toEqual(['Shiomi Dolphins', 'Ginga Falcons', 'Shiramine Thunders'].map(teamId));
    const opener = c.structure.games.find(
      (g) => g.beginAt.getTime() === t.at(-40, 19, 5).getTime() && g.homeTeamId === teamId('Narumi Blaze'),
    )!;
    expect(opener.awayTeamId).toBe(teamId('Chihaya Shooters'));
    const popups = c.popups.sort((x, y) => x.kind - y.kind);
    expect(popups.map((p) => [p.kind, p.days, p.paths])).toEqual([
      [1, 7, ['/']],
      [2, 1, ['/', '/intro']],
    ]);
    for (const p of popups) expect(p.startAt! <= clock.now() && p.endAt! > clock.now()).toBe(true);
  }, 60_000);
});

describe('benchmark catalogue', () => {
  let database: DatabaseHandle & { label: string };
  beforeAll(async () => {
    database = await createTestDatabase();
  }, 60_000);
  afterAll(() => database?.close());

  it('makes a season of 10,000 games and a two-week EPG of 20 channels', async () => {
    const clock = fixedClock(NOW);
    const started = performance.now();
    const summary = await generateBenchCatalogue(
      { db: database.db, clock },
      { games: 10_000, channels: 20, days: 14 },
    );
    console.info(
      `generateBenchCatalogue on ${database.label}: ${((performance.now() - started) / 1000).toFixed(1)} s — ${summary}`,
    );
    const [games] = await database.db.select({ n: count() }).from(schema.games);
    expect(games!.n).toBe(10_000);
    const channels = await database.db.select().from(schema.channels);
    expect(channels).toHaveLength(20);
    const t = timeKit(clock);
    const programs = await database.db
      .select()
      .from(schema.programs)
      .where(eq(schema.programs.isHide, false));
    for (const ch of channels) {
      const list = programs
        .filter((p) => p.channelId === ch.id)
        .sort((x, y) => x.startTime.getTime() - y.startTime.getTime());
      expect(list[0]!.startTime).toEqual(t.at(-7));
      expect(list.at(-1)!.endTime).toEqual(t.at(7));
      for (let i = 1; i < list.length; i++) expect(list[i]!.startTime).toEqual(list[i - 1]!.endTime);
    }
    const [today] = await database.db.select({ n: count() }).from(schema.pageSections);
    expect(today!.n).toBeGreaterThan(0);
  }, 180_000);
});
