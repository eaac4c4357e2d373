import { tokyoDayRange } from '@kickoff/contract';
import { createKeptDays, type StampedDay, updateByChanges } from '../../shared/kept-days.js';
import { type GameRow, SCHEDULE_MAX_GAMES, type ScheduleRepo } from './schedule.repo.js';

type Day = { rows: GameRow[]; complete: boolean };

const byStart = (a: GameRow, b: GameRow) => a.beginAt.getTime() - b.beginAt.getTime() || a.id - b.id;

/**
 * A kept day brought up to date by its games written since (`ScheduleRepo.changesOfDay`,
 * `updateByChanges`). `undefined` (read the day whole) also when the day was or would be cut at
 * SCHEDULE_MAX_GAMES.
 */
async function updated(
  repo: Pick<ScheduleRepo, 'changesOfDay'>,
  date: string,
  held: StampedDay<Day>,
): Promise<StampedDay<Day> | undefined> {
  if (!held.value.complete) return undefined;
  const rows = await updateByChanges(
    { stamp: held.stamp, value: held.value.rows },
    (generation) => repo.changesOfDay(date, generation),
    byStart,
  );
  if (!rows || rows.value.length > SCHEDULE_MAX_GAMES) return undefined;
  return { stamp: rows.stamp, value: { rows: rows.value, complete: true } };
}

/**
 * A day's games for the schedule, kept per instance while the day's stamp holds (shared/kept-days.ts),
 * and brought up to date by the games written since when it moved (`updated`). A day of every league is
 * some 440 games: 1.8 ms to read at the bench's scale with their names from the names book (7 ms when
 * the statement read the 870 teams' names too), once per variant (language, score setting, filter) at
 * every catalogue change before, then once per change of the day. A sport
 * or a league of the day is taken from the whole day when it is complete (no more than
 * SCHEDULE_MAX_GAMES games). The rows are shared: the presenters build new objects from them.
 */
export function createDayGames(
  repo: Pick<ScheduleRepo, 'dayStamp' | 'gamesOfDay' | 'changesOfDay' | 'gamesBetween'>,
  options: { days?: number } = {},
) {
  const days = createKeptDays<Day>(
    {
      stamp: (day) => repo.dayStamp(day),
      read: async (day) => {
        const { stamp, ...value } = await repo.gamesOfDay(day);
        return { stamp, value };
      },
      update: (day, held) => updated(repo, day, held),
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
