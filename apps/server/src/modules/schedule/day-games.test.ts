import { describe, expect, it } from 'vitest';
import { createDayGames } from './day-games.js';
import type { GameRow, ScheduleRepo } from './schedule.repo.js';

const game = (id: number, gameTypeId: number, leagueId: number) => ({ id, gameTypeId, leagueId }) as GameRow;
const DAY = [game(1, 1, 10), game(2, 2, 20), game(3, 1, 11), game(4, 2, 20)];

/** A repository of one day, complete or cut, recording what it is asked. */
function repo(complete: boolean) {
  const asked: string[] = [];
  const fake: Pick<ScheduleRepo, 'dayStamp' | 'gamesOfDay' | 'gamesBetween'> = {
    dayStamp: async () => '1/1',
    gamesOfDay: async (day) => {
      asked.push(`day ${day}`);
      return { stamp: '1/1', rows: DAY, complete };
    },
    gamesBetween: async (filter) => {
      asked.push(`between ${filter.gameTypeId ?? '-'} ${filter.leagueId ?? '-'}`);
      return DAY.filter((g) => g.gameTypeId === filter.gameTypeId);
    },
  };
  return { fake, asked };
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
});
