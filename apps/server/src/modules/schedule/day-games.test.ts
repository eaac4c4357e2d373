import { describe, expect, it } from 'vitest';
import { createDayGames } from './day-games.js';
import { type GameRow, SCHEDULE_MAX_GAMES, type ScheduleRepo } from './schedule.repo.js';

const T0 = Date.parse('2026-11-22T15:00:00Z');
const game = (id: number, gameTypeId: number, leagueId: number, minute = id) =>
  ({ id, gameTypeId, leagueId, beginAt: new Date(T0 + minute * 60_000) }) as GameRow;
const DAY = [game(1, 1, 10), game(2, 2, 20), game(3, 1, 11), game(4, 2, 20)];

/**
 * A repository of one day, complete or cut, recording what it is asked: its stamp is a generation each
 * `write` moves (logging the ids it names, as migration 0022's trigger does) and an epoch.
 */
function repo(complete: boolean, day: GameRow[] = DAY) {
  const asked: string[] = [];
  let games = [...day];
  let generation = 1;
  let epoch = 7;
  let pruned = 0;
  const log: { generation: number; ids: number[] }[] = [];
  const stamp = () => `${generation}/${epoch}`;
  const sorted = (rows: GameRow[]) =>
    [...rows].sort((a, b) => a.beginAt.getTime() - b.beginAt.getTime() || a.id - b.id);
  const fake: Pick<ScheduleRepo, 'dayStamp' | 'gamesOfDay' | 'changesOfDay' | 'gamesBetween'> = {
    dayStamp: async () => stamp(),
    gamesOfDay: async (date) => {
      asked.push(`day ${date}`);
      return { stamp: stamp(), rows: sorted(games), complete };
    },
    changesOfDay: async (date, since) => {
      asked.push(`changes ${date} ${since}`);
      const changed = [...new Set(log.filter((c) => c.generation > since).flatMap((c) => c.ids))];
      const rows = sorted(games.filter((g) => changed.includes(g.id)));
      return { stamp: stamp(), changed, rows, pruned };
    },
    gamesBetween: async (filter) => {
      asked.push(`between ${filter.gameTypeId ?? '-'} ${filter.leagueId ?? '-'}`);
      return DAY.filter((g) => g.gameTypeId === filter.gameTypeId);
    },
  };
  return {
    fake,
    asked,
    /** One statement writing the games `ids`: `next` is the day's games after it. */
    write(ids: number[], next: GameRow[]) {
      games = next;
      generation++;
      log.push({ generation, ids });
    },
    renamed: () => epoch++,
    prune: () => {
      pruned = generation;
    },
    get games() {
      return games;
    },
  };
}

describe('createDayGames', () => {
  it('takes a sport or a league of a complete day from the day kept, in its order', async () => {
    const { fake, asked } = repo(true);
    const games = createDayGames(fake);
    expect((await games.of('20261123')).map((g) => g.id)).toEqual([1, 2, 3, 4]);
    expect((await games.of('20261123', { gameTypeId: 1 })).map((g) => g.id)).toEqual([1, 3]);
    expect((await games.of('20261123', { leagueId: 20 })).map((g) => g.id)).toEqual([2, 4]);
    expect((await games.of('20261123', { gameTypeId: 1, leagueId: 20 })).map((g) => g.id)).toEqual([]);
    expect(asked).toEqual(['day 20261123']);
  });

  it('asks the database for a sport of a day cut at the most games an answer lists', async () => {
    const { fake, asked } = repo(false);
    const games = createDayGames(fake);
    expect((await games.of('20261123')).map((g) => g.id)).toEqual([1, 2, 3, 4]);
    expect((await games.of('20261123', { gameTypeId: 2 })).map((g) => g.id)).toEqual([2, 4]);
    expect(asked).toEqual(['day 20261123', 'between 2 -']);
  });

  it('brings a changed day up to date by the games written since, in start-time order', async () => {
    const day = repo(true);
    const games = createDayGames(day.fake);
    const first = await games.of('20261123');
    // a score: the game replaced, the others the same objects
    const scored = { ...game(2, 2, 20), homeScore: 1 };
    day.write(
      [2],
      day.games.map((g) => (g.id === 2 ? scored : g)),
    );
    const second = await games.of('20261123');
    expect(second.map((g) => g.id)).toEqual([1, 2, 3, 4]);
    expect(second[1]).toBe(scored);
    expect(second[0]).toBe(first[0]);
    // one moved later, one added before the rest, one deleted, one moved to another day: two statements
    day.write([1, 5, 3], [game(2, 2, 20), game(1, 1, 10, 30), game(5, 1, 11, 0), game(4, 2, 20)]);
    day.write([4], [game(2, 2, 20), game(1, 1, 10, 30), game(5, 1, 11, 0)]);
    expect((await games.of('20261123')).map((g) => g.id)).toEqual([5, 2, 1]);
    // the same start: by id
    day.write([6], [...day.games, game(6, 1, 10, 2)]);
    expect((await games.of('20261123')).map((g) => g.id)).toEqual([5, 2, 6, 1]);
    expect(await games.of('20261123', { leagueId: 10 })).toEqual([game(6, 1, 10, 2), game(1, 1, 10, 30)]);
    expect(day.asked).toEqual([
      'day 20261123',
      'changes 20261123 1',
      'changes 20261123 2',
      'changes 20261123 4',
    ]);
  });

  it('reads the day whole when the names moved, or its changes since are no longer kept', async () => {
    const day = repo(true);
    const games = createDayGames(day.fake);
    await games.of('20261123');
    day.write([1], day.games);
    day.renamed();
    await games.of('20261123');
    day.write([1], day.games);
    day.write([2], day.games);
    day.prune();
    await games.of('20261123');
    expect(day.asked).toEqual([
      'day 20261123',
      'changes 20261123 1',
      'day 20261123',
      'changes 20261123 2',
      'day 20261123',
    ]);
  });

  it('reads a day cut at the most games an answer lists whole, and one that would be', async () => {
    const cut = repo(false);
    const games = createDayGames(cut.fake);
    await games.of('20261123');
    cut.write([1], cut.games);
    await games.of('20261123');
    expect(cut.asked).toEqual(['day 20261123', 'day 20261123']);

    const full = Array.from({ length: SCHEDULE_MAX_GAMES }, (_, k) => game(k + 1, 1, 10));
    const day = repo(true, full);
    const fuller = createDayGames(day.fake);
    await fuller.of('20261123');
    day.write([SCHEDULE_MAX_GAMES + 1], [...full, game(SCHEDULE_MAX_GAMES + 1, 1, 10)]);
    await fuller.of('20261123');
    expect(day.asked).toEqual(['day 20261123', `changes 20261123 1`, 'day 20261123']);
  });
});
