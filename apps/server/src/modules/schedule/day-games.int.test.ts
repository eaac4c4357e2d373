import { tokyoDayRange } from '@kickoff/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryCounter } from '../../../test/catalogue-fixtures.js';
import { apiClient, factories, loginAs } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { minutes, type Sport, scheduleFixtures } from '../../../test/schedule-fixtures.js';
import {
  games,
  gameTypes,
  leagues,
  rounds,
  scheduleDayChanges,
  scheduleDays,
  seasons,
  teams,
} from '../../db/schema/index.js';
import { createDayGames } from './day-games.js';
import { createScheduleRepo, type ScheduleRepo } from './schedule.repo.js';

// 2026-11-23 12:00 in Tokyo; the day 20261123 is 2026-11-22T15:00Z … 2026-11-23T15:00Z
const NOW = '2026-11-23T03:00:00Z';
const DAY_START = new Date('2026-11-22T15:00:00Z');
const at = (offsetMinutes: number) => new Date(DAY_START.getTime() + minutes(offsetMinutes));
const TODAY = '20261123';
const TOMORROW = '20261124';

let t: TestApp;
let api: ReturnType<typeof apiClient>;
let s: ReturnType<typeof scheduleFixtures>;
let repo: ScheduleRepo;
let cookie: string;
let football: Sport;
let rugby: Sport;
const ids: Record<string, number> = {};

type Item = {
  id: number;
  gameDesc: { homeName: string | null; homeScore?: number | null; title: string | null };
  gameType: { name: string };
  leagueName: string;
  seasonName: string;
  roundName: string | null;
};

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  api = apiClient(t.app);
  s = scheduleFixtures(t.database.db);
  repo = createScheduleRepo(t.database.db);
  cookie = await loginAs(t.app, (await factories(t.database.db).member()).email!);
  football = await s.sport({ teamCount: 2 });
  // not game type 2, whose games with teams spec §4 lists only with a VOD
  rugby = await s.sport({ gameTypeId: 7, teamCount: 2 });
  ids.morning = (await s.game(football, { beginAt: at(9 * 60), status: 1, homeScore: 0, awayScore: 0 })).id;
  ids.evening = (await s.game(football, { beginAt: at(19 * 60) })).id;
  ids.rugby = (await s.game(rugby, { beginAt: at(14 * 60) })).id;
  ids.tomorrow = (await s.game(football, { beginAt: at(24 * 60 + 60) })).id;
});
afterAll(() => t.close());

const day = async (date: string, query: { gameType?: number; leagueId?: number } = {}) => {
  const response = await api.endpoint('schedule.day', { query: { date, ...query }, cookie, lang: 'en' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.data as { list: Item[] }).list;
};
const listed = async (date: string) => (await day(date)).map((i) => i.id);
/** Waits (up to 5 s: the catalogue version reaches the instance by NOTIFY or its next read) for `check`. */
const eventually = (check: () => Promise<unknown>) => vi.waitFor(check, { timeout: 5_000, interval: 50 });
const stamps = () => Promise.all([repo.dayStamp(TODAY), repo.dayStamp(TOMORROW)]);
/** The repository, noting each day it reads whole (`whole 20261123`) or by its changes (`changes …`). */
const counting = (reads: string[]): ScheduleRepo => ({
  ...repo,
  gamesOfDay: (date, tx) => {
    reads.push(`whole ${date}`);
    return repo.gamesOfDay(date, tx);
  },
  changesOfDay: (date, generation, tx) => {
    reads.push(`changes ${date}`);
    return repo.changesOfDay(date, generation, tx);
  },
});

describe(`a day's games kept while its stamp holds (${process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite'})`, () => {
  it("moves a day's stamp with every statement writing its games, and only that day's", async () => {
    const [today, tomorrow] = await stamps();
    await t.database.db.update(games).set({ homeScore: 1 }).where(eq(games.id, ids.morning!));
    const [today2, tomorrow2] = await stamps();
    expect(today2).not.toBe(today);
    expect(tomorrow2).toBe(tomorrow);
    // a statement naming no game of the day, or another table of the catalogue, moves nothing
    await t.database.db.update(games).set({ homeScore: 1 }).where(eq(games.id, -1));
    await s.vod({ gameId: ids.morning! });
    expect(await stamps()).toEqual([today2, tomorrow2]);
    // one statement writing games of both days moves both
    await t.database.db
      .update(games)
      .set({ venue: { ja: '会場', en: 'Ground' } })
      .where(inArray(games.id, [ids.evening!, ids.tomorrow!]));
    const [today3, tomorrow3] = await stamps();
    expect(today3).not.toBe(today2);
    expect(tomorrow3).not.toBe(tomorrow2);
    // the names a schedule shows move every day
    await t.database.db.update(teams).set({ code: 'XYZ' }).where(eq(teams.id, rugby.teams[0]!.id));
    const [today4, tomorrow4] = await stamps();
    expect(today4).not.toBe(today3);
    expect(tomorrow4).not.toBe(tomorrow3);
  });

  it('reads an unchanged day once, and what changed on it when its stamp moved', async () => {
    const reads: string[] = [];
    const dayGames = createDayGames(counting(reads));
    const first = await dayGames.of(TODAY);
    expect(first.map((g) => g.id)).toEqual([ids.morning, ids.rugby, ids.evening]);
    expect(await dayGames.of(TODAY)).toBe(first);
    // a sport or a league of a complete day comes from the day kept
    expect((await dayGames.of(TODAY, { gameTypeId: rugby.gameType.id })).map((g) => g.id)).toEqual([
      ids.rugby,
    ]);
    expect((await dayGames.of(TODAY, { leagueId: football.league.id })).map((g) => g.id)).toEqual([
      ids.morning,
      ids.evening,
    ]);
    expect(reads).toEqual([`whole ${TODAY}`]);
    // the same as the database gives for them
    for (const filter of [{ gameTypeId: rugby.gameType.id }, { leagueId: football.league.id }, {}]) {
      expect(await dayGames.of(TODAY, filter)).toEqual(
        await repo.gamesBetween({ ...tokyoDayRange(TODAY), ...filter }),
      );
    }
    await t.database.db.update(games).set({ status: 2 }).where(eq(games.id, ids.rugby!));
    const after = await dayGames.of(TODAY);
    expect(reads).toEqual([`whole ${TODAY}`, `changes ${TODAY}`]);
    expect(after.find((g) => g.id === ids.rugby)!.status).toBe(2);
    expect(after).toEqual((await repo.gamesOfDay(TODAY)).rows);
    await t.database.db.update(games).set({ status: 0 }).where(eq(games.id, ids.rugby!));
  });

  it('brings a kept day up to date by every kind of change as reading it whole would', async () => {
    const reads: string[] = [];
    const dayGames = createDayGames(counting(reads));
    const whole = async (date: string) => (await repo.gamesOfDay(date)).rows;
    const agrees = async () => {
      for (const date of [TODAY, TOMORROW]) expect(await dayGames.of(date), date).toEqual(await whole(date));
    };
    await agrees();
    const changes: [string, () => Promise<unknown>][] = [
      ['a score', () => t.database.db.update(games).set({ awayScore: 2 }).where(eq(games.id, ids.morning!))],
      ['a game added', async () => (ids.added = (await s.game(rugby, { beginAt: at(8 * 60) })).id)],
      [
        'a game moved later',
        () =>
          t.database.db
            .update(games)
            .set({ beginAt: at(22 * 60) })
            .where(eq(games.id, ids.added!)),
      ],
      [
        'a game moved to tomorrow',
        () =>
          t.database.db
            .update(games)
            .set({ beginAt: at(26 * 60) })
            .where(eq(games.id, ids.added!)),
      ],
      [
        'and back',
        () =>
          t.database.db
            .update(games)
            .set({ beginAt: at(9 * 60) })
            .where(eq(games.id, ids.added!)),
      ],
      [
        'one statement, both days',
        () =>
          t.database.db
            .update(games)
            .set({ status: 1 })
            .where(inArray(games.id, [ids.added!, ids.tomorrow!, ids.evening!])),
      ],
      ['a game deleted', () => t.database.db.delete(games).where(eq(games.id, ids.added!))],
    ];
    for (const [what, change] of changes) {
      await change();
      await agrees().catch((error: Error) => {
        throw new Error(`${what}: ${error.message}`);
      });
    }
    // each day read whole once, then only what changed on it
    expect(reads.filter((r) => r.startsWith('whole')).sort()).toEqual([
      `whole ${TODAY}`,
      `whole ${TOMORROW}`,
    ]);
    expect(reads.filter((r) => r.startsWith('changes')).length).toBeGreaterThanOrEqual(changes.length);
    await t.database.db
      .update(games)
      .set({ status: 0 })
      .where(inArray(games.id, [ids.tomorrow!, ids.evening!]));
  });

  it("logs each statement's games per day, and keeps a day's last 256 changes", async () => {
    const changesOf = (day: string) =>
      t.database.db
        .select({ generation: scheduleDayChanges.generation, gameIds: scheduleDayChanges.gameIds })
        .from(scheduleDayChanges)
        .where(eq(scheduleDayChanges.day, day))
        .orderBy(scheduleDayChanges.generation);
    const generationOf = async (day: string) => Number((await repo.dayStamp(day)).split('/')[0]);
    // one statement writing games of both days: each day logs its own
    await t.database.db
      .update(games)
      .set({ venue: { ja: '会場', en: 'Ground' } })
      .where(inArray(games.id, [ids.morning!, ids.rugby!, ids.tomorrow!]));
    const today = await generationOf('20261123');
    expect((await changesOf('2026-11-23')).at(-1)).toEqual({
      generation: today,
      gameIds: [ids.morning, ids.rugby].sort((a, b) => a! - b!),
    });
    expect((await changesOf('2026-11-24')).at(-1)?.gameIds).toEqual([ids.tomorrow]);
    // a move names the game on the day it left and the day it joined
    await t.database.db
      .update(games)
      .set({ beginAt: at(24 * 60 + 10) })
      .where(eq(games.id, ids.rugby!));
    expect((await changesOf('2026-11-23')).at(-1)?.gameIds).toEqual([ids.rugby]);
    expect((await changesOf('2026-11-24')).at(-1)?.gameIds).toEqual([ids.rugby]);
    await t.database.db
      .update(games)
      .set({ beginAt: at(14 * 60) })
      .where(eq(games.id, ids.rugby!));

    const pruned = async () =>
      (await t.database.db.select().from(scheduleDays).where(eq(scheduleDays.day, '2026-11-23')))[0]!.pruned;
    for (let k = 0; k < 260; k++) {
      await t.database.db.update(games).set({ homeScore: k }).where(eq(games.id, ids.morning!));
    }
    const generation = await generationOf('20261123');
    const kept = await changesOf('2026-11-23');
    expect(kept).toHaveLength(256);
    expect(kept[0]!.generation).toBe(generation - 255);
    expect(await pruned()).toBe(generation - 256);
    // a day kept from before the changes still held is read whole, and agrees
    const reads: string[] = [];
    const dayGames = createDayGames(counting(reads));
    await dayGames.of(TODAY);
    for (let k = 0; k < 256; k++) {
      await t.database.db.update(games).set({ homeScore: k }).where(eq(games.id, ids.morning!));
    }
    await dayGames.of(TODAY);
    await t.database.db.update(games).set({ homeScore: 3 }).where(eq(games.id, ids.morning!));
    expect(await dayGames.of(TODAY)).toEqual((await repo.gamesOfDay(TODAY)).rows);
    expect(reads).toEqual([`whole ${TODAY}`, `changes ${TODAY}`, `changes ${TODAY}`]);
    for (let k = 0; k < 257; k++) {
      await t.database.db.update(games).set({ homeScore: k }).where(eq(games.id, ids.morning!));
    }
    expect(await dayGames.of(TODAY)).toEqual((await repo.gamesOfDay(TODAY)).rows);
    expect(reads.map((r) => r.split(' ')[0])).toEqual(['whole', 'changes', 'changes', 'changes', 'whole']);
  });

  it("serves each change made outside the app in the day's answers, on the days it touches", async () => {
    const cached = await day(TODAY);
    expect(cached.map((i) => i.id)).toEqual([ids.morning, ids.rugby, ids.evening]);
    await day(TOMORROW);

    // a score
    await t.database.db.update(games).set({ homeScore: 3 }).where(eq(games.id, ids.morning!));
    await eventually(async () =>
      expect((await day(TODAY)).find((i) => i.id === ids.morning)!.gameDesc.homeScore).toBe(3),
    );
    // a game moved to the next day leaves one and joins the other
    await t.database.db
      .update(games)
      .set({ beginAt: at(24 * 60 + 30) })
      .where(eq(games.id, ids.evening!));
    await eventually(async () => expect(await listed(TODAY)).toEqual([ids.morning, ids.rugby]));
    expect(await listed(TOMORROW)).toEqual([ids.evening, ids.tomorrow]);
    // a game added, a game deleted
    const added = await s.game(rugby, { beginAt: at(20 * 60) });
    await eventually(async () => expect(await listed(TODAY)).toEqual([ids.morning, ids.rugby, added.id]));
    await t.database.db.delete(games).where(eq(games.id, added.id));
    await eventually(async () => expect(await listed(TODAY)).toEqual([ids.morning, ids.rugby]));

    // every name a schedule shows
    const renames: [string, () => Promise<unknown>, (item: Item) => string | null][] = [
      [
        'team',
        () =>
          t.database.db
            .update(teams)
            .set({ name: { ja: 'チーム', en: 'Renamed FC' } })
            .where(eq(teams.id, football.teams[0]!.id)),
        (i) => i.gameDesc.homeName,
      ],
      [
        'league',
        () =>
          t.database.db
            .update(leagues)
            .set({ name: { ja: 'リーグ', en: 'Renamed League' } })
            .where(eq(leagues.id, football.league.id)),
        (i) => i.leagueName,
      ],
      [
        'season',
        () =>
          t.database.db
            .update(seasons)
            .set({ name: { ja: '季', en: 'Renamed Season' } })
            .where(eq(seasons.id, football.season.id)),
        (i) => i.seasonName,
      ],
      [
        'round',
        () =>
          t.database.db
            .update(rounds)
            .set({ name: { ja: '節', en: 'Renamed Round' } })
            .where(eq(rounds.id, football.round.id)),
        (i) => i.roundName,
      ],
      [
        'sport',
        () =>
          t.database.db
            .update(gameTypes)
            .set({ name: { ja: '競技', en: 'Renamed Sport' } })
            .where(eq(gameTypes.id, football.gameType.id)),
        (i) => i.gameType.name,
      ],
    ];
    for (const [what, rename, shown] of renames) {
      await rename();
      await eventually(async () => {
        const morning = (await day(TODAY)).find((i) => i.id === ids.morning)!;
        expect(shown(morning), what).toMatch(/^Renamed/);
      });
      // the filtered answers, made from the day kept, agree
      const ofLeague = await day(TODAY, { leagueId: football.league.id });
      expect(shown(ofLeague.find((i) => i.id === ids.morning)!), what).toMatch(/^Renamed/);
    }
  });

  it("takes its names from the names book: no statement for them while their epoch holds, a transaction's own in it", async () => {
    const home = football.teams[0]!.id;
    const round = football.round.id;
    const morningOf = async (tx?: Parameters<ScheduleRepo['gamesByIds']>[1]) =>
      (await repo.gamesByIds([ids.morning!], tx))[0]!;
    await repo.gamesOfDay(TODAY);
    const counter = queryCounter(t.database.db);
    try {
      // the games' statement alone: the names are the book's, read once per change of a name, and the
      // rounds' names are kept once read
      counter.reset();
      const day = await repo.gamesOfDay(TODAY);
      expect(counter.count).toBe(1);
      const morning = day.rows.find((r) => r.id === ids.morning)!;
      expect(morning.homeName).toEqual(
        (await t.database.db.select({ name: teams.name }).from(teams).where(eq(teams.id, home)))[0]!.name,
      );
      expect(morning.roundName).toEqual(
        (await t.database.db.select({ name: rounds.name }).from(rounds).where(eq(rounds.id, round)))[0]!.name,
      );
      counter.reset();
      await repo.gamesByIds([ids.morning!]);
      expect(counter.count).toBe(1);
      // a name changed: the next read reads every name once and its rounds' names, the one after none
      await t.database.db
        .update(teams)
        .set({ name: { ja: '新名', en: 'Booked FC' } })
        .where(eq(teams.id, home));
      counter.reset();
      expect((await repo.gamesOfDay(TODAY)).rows.find((r) => r.id === ids.morning)!.homeName?.en).toBe(
        'Booked FC',
      );
      expect(counter.count).toBe(3);
      counter.reset();
      expect((await morningOf()).homeName?.en).toBe('Booked FC');
      expect(counter.count).toBe(1);
      // a round renamed: its new name at the next read, then kept again
      await t.database.db
        .update(rounds)
        .set({ name: { ja: '新節', en: 'Booked Round' } })
        .where(eq(rounds.id, round));
      expect((await morningOf()).roundName?.en).toBe('Booked Round');
      counter.reset();
      expect((await morningOf()).roundName?.en).toBe('Booked Round');
      expect(counter.count).toBe(1);
    } finally {
      counter.restore();
    }

    // a transaction reads its own names (it may have written some), and the book keeps none of them
    await t.database.db
      .transaction(async (tx) => {
        await tx
          .update(teams)
          .set({ name: { ja: '仮', en: 'Uncommitted' } })
          .where(eq(teams.id, home));
        await tx
          .update(rounds)
          .set({ name: { ja: '仮節', en: 'Uncommitted Round' } })
          .where(eq(rounds.id, round));
        const inside = await morningOf(tx);
        expect([inside.homeName?.en, inside.roundName?.en]).toEqual(['Uncommitted', 'Uncommitted Round']);
        throw new Error('roll back');
      })
      .catch((error: Error) => expect(error.message).toBe('roll back'));
    const after = await morningOf();
    expect([after.homeName?.en, after.roundName?.en]).toEqual(['Booked FC', 'Booked Round']);
  });

  it('takes a day emptied by TRUNCATE as changed', async () => {
    const dayGames = createDayGames(repo);
    expect((await dayGames.of(TODAY)).length).toBeGreaterThan(0);
    await t.database.db.execute(sql`truncate ${games} cascade`);
    expect(await dayGames.of(TODAY)).toEqual([]);
  });
});
