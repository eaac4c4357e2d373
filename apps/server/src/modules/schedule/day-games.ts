import { tokyoDayRange } from '@kickoff/contract';
import { createKeptDays } from '../../shared/kept-days.js';
import type { GameRow, ScheduleRepo } from './schedule.repo.js';

/**
 * A day's games for the schedule, kept per instance while the day's stamp holds (shared/kept-days.ts).
 * A day of every league is some 400 games naming some 800 teams: 7–13 ms to read at the bench's
 * scale, once per variant (language, score setting, filter) at every catalogue change before. A sport
 * or a league of the day is taken from the whole day when it is complete (no more than
 * SCHEDULE_MAX_GAMES games). The rows are shared: the presenters build new objects from them.
 */
export function createDayGames(
  repo: Pick<ScheduleRepo, 'dayStamp' | 'gamesOfDay' | 'gamesBetween'>,
  options: { days?: number } = {},
) {
  const days = createKeptDays(
    {
      stamp: (day) => repo.dayStamp(day),
      read: async (day) => {
        const { stamp, ...value } = await repo.gamesOfDay(day);
        return { stamp, value };
      },
    },
    options,
  );

  return {
    /** The games of a Tokyo day (20261123), of one sport or league when asked, by start time. */
    async of(date: string, filter: { gameTypeId?: number; leagueId?: number } = {}): Promise<GameRow[]> {
      const day = await days.of(date);
      const { gameTypeId, leagueId } = filter;
      if (!gameTypeId && !leagueId) return day.rows;
      // a day cut at SCHEDULE_MAX_GAMES may hold fewer of the sport than it has: that one is asked for
      if (!day.complete) return repo.gamesBetween({ ...tokyoDayRange(date), gameTypeId, leagueId });
      return day.rows.filter(
        (row) => (!gameTypeId || row.gameTypeId === gameTypeId) && (!leagueId || row.leagueId === leagueId),
      );
    },
  };
}
