import {
  addDays,
  compactDateOf,
  FAVORITE_SCHEDULE_WINDOW,
  type FavoriteScheduleQuery,
  filterScheduleDay,
  type Locale,
  type ScheduleQuery,
  scheduleDayResponse,
  tokyoDayRange,
} from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { jsonEncoder } from '../../http/json-answer.js';
import type { ReadCache } from '../../shared/read-cache.js';
import type { FavoriteRepo } from './favorite.repo.js';
import { scheduleItems } from './schedule.present.js';
import type { ScheduleRepo } from './schedule.repo.js';
import type { ScoreSettings } from './score.js';

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
  favorites: Pick<FavoriteRepo, 'destIds'>;
  scores: ScoreSettings;
  clock: Clock;
  cache: ReadCache;
}

/** GET /schedule, GET /schedule/favorite, GET/PUT /score/on. Days are Asia/Tokyo days. */
export function createScheduleService({ repo, favorites, scores, clock, cache }: ScheduleServiceDeps) {
  const encodeDay = jsonEncoder(scheduleDayResponse, 'GET', '/api/v2/schedule');

  /** A day's games (one filter, one language, one score setting: the same for every member who shares them). */
  async function dayOf(
    date: string,
    filter: { gameTypeId?: number; leagueId?: number },
    locale: Locale,
    scoreOn: boolean,
  ) {
    const { from, to } = tokyoDayRange(date);
    const rows = await repo.gamesBetween({ from, to, ...filter });
    const items = await scheduleItems(repo, rows, locale, scoreOn);
    return { date, scoreHidden: !scoreOn, list: filterScheduleDay(items) };
  }

  return {
    /**
     * GET /schedule: a day's games (default today), filtered by the day rule of spec §4, as JSON text
     * from the read cache: one entry per day, filter, language and score setting, so a member who hides
     * scores is only ever answered from an entry filled with scores hidden.
     */
    async dayAnswer(query: ScheduleQuery, userId: number, locale: Locale): Promise<Buffer> {
      const date = query.date ?? compactDateOf(clock.now());
      const filter = {
        ...(query.gameType ? { gameTypeId: query.gameType } : {}),
        ...(query.leagueId ? { leagueId: query.leagueId } : {}),
      };
      const scoreOn = scores.isOn(userId);
      const key = scoreOn.then(
        (on) =>
          `schedule/${date}/${filter.gameTypeId ?? '-'}/${filter.leagueId ?? '-'}/${locale}/${on ? 'scores' : 'no-scores'}`,
      );
      return cache.get(key, async () =>
        encodeDay({ data: await dayOf(date, filter, locale, await scoreOn) }),
      );
    },

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

    scoreOn: (userId: number) => scores.isOn(userId),
    setScoreOn: (userId: number, on: boolean) => scores.set(userId, on, clock.now()),
  };
}
export type ScheduleService = ReturnType<typeof createScheduleService>;
