import {
  addDays,
  compactDateOf,
  FAVORITE_SCHEDULE_WINDOW,
  type FavoriteScheduleQuery,
  filterScheduleDay,
  type Locale,
  type ScheduleQuery,
  tokyoDayRange,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import type { FavoriteService } from '../favorites/index.js';
import type { ScoreSettings } from '../settings/index.js';
import { createDayGames } from './day-games.js';
import { scheduleItems } from './schedule.present.js';
import type { ScheduleRepo } from './schedule.repo.js';

/**
 * The days /schedule/favorite covers: both ends as asked; one end and the default length (11 days);
 * neither: today-3 … today+7.
 */
export function favoriteWindow(query: FavoriteScheduleQuery, today: string) {
  const { before, after } = FAVORITE_SCHEDULE_WINDOW;
  if (query.from && query.to) return { fromDay: query.from, toDay: query.to };
  if (query.from) return { fromDay: query.from, toDay: addDays(query.from, before + after) };
  if (query.to) return { fromDay: addDays(query.to, -(before + after)), toDay: query.to };
  return { fromDay: addDays(today, -before), toDay: addDays(today, after) };
}

export interface ScheduleServiceDeps {
  repo: ScheduleRepo;
  favorites: Pick<FavoriteService, 'destIds'>;
  scores: Pick<ScoreSettings, 'isOn' | 'kept'>;
  clock: Clock;
}

/** GET /schedule and GET /schedule/favorite. Days are Asia/Tokyo days. */
export function createScheduleService({ repo, favorites, scores, clock }: ScheduleServiceDeps) {
  const dayGames = createDayGames(repo);

  /** A day's games (one filter, one language, one score setting: the same for every member who shares them). */
  async function dayOf(
    date: string,
    filter: { gameTypeId?: number; leagueId?: number },
    locale: Locale,
    scoreOn: boolean,
  ) {
    const rows = await dayGames.of(date, filter);
    const items = await scheduleItems(repo, rows, locale, scoreOn);
    return { date, scoreHidden: !scoreOn, list: filterScheduleDay(items) };
  }

  const dayVariantOf = (query: ScheduleQuery, locale: Locale, scoreOn: boolean) => {
    const date = query.date ?? compactDateOf(clock.now());
    const filter = {
      ...(query.gameType ? { gameTypeId: query.gameType } : {}),
      ...(query.leagueId ? { leagueId: query.leagueId } : {}),
    };
    const key = `schedule/${date}/${filter.gameTypeId ?? '-'}/${filter.leagueId ?? '-'}/${locale}/${scoreOn ? 'scores' : 'no-scores'}`;
    return { key, date, filter, scoreOn };
  };

  return {
    /**
     * What GET /schedule asks for as the member sees it: the day (default today), the filter and the
     * member's score setting. `key` names the answer in the read cache (one entry per day, filter,
     * language and score setting), so a member who hides scores is only ever answered from an entry
     * filled with scores hidden.
     */
    async dayVariant(query: ScheduleQuery, userId: number, locale: Locale) {
      return dayVariantOf(query, locale, await scores.isOn(userId));
    },
    /** `dayVariant` when the member's score setting is kept in memory, else undefined. */
    dayVariantKept(query: ScheduleQuery, userId: number, locale: Locale) {
      const scoreOn = scores.kept?.(userId);
      return scoreOn === undefined ? undefined : dayVariantOf(query, locale, scoreOn);
    },

    /** GET /schedule: a day's games, filtered by the day rule of spec §4. */
    day: dayOf,

    /** Games of the member's favourite teams and leagues, from-to inclusive (default today-3 … today+7). */
    async favorites(query: FavoriteScheduleQuery, userId: number, locale: Locale) {
      const { fromDay, toDay } = favoriteWindow(query, compactDateOf(clock.now()));
      const [teamIds, leagueIds, scoreOn] = await Promise.all([
        favorites.destIds(userId, 'team'),
        favorites.destIds(userId, 'league'),
        scores.isOn(userId),
      ]);
      const rows = await repo.gamesOfFavorites({
        from: tokyoDayRange(fromDay).from,
        to: tokyoDayRange(toDay).to,
        teamIds,
        leagueIds,
      });
      const list = await scheduleItems(repo, rows, locale, scoreOn);
      return { from: fromDay, to: toDay, scoreHidden: !scoreOn, teamIds, leagueIds, list };
    },
  };
}
