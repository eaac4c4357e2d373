import { addDays } from '@kickoff/contract';
import { useQueries } from '@tanstack/react-query';
import { useLanguage } from '../../../i18n/use-language.js';
import type { ScheduleDayParams } from './schedule-keys.js';
import { scheduleDayQuery } from './use-schedule-day.js';

/** How far ahead an empty day looks for the next day with games. */
export const NEXT_GAME_DAY_LOOKAHEAD = 7;

/**
 * For an empty day: the first of the following days (up to a week) with games of the same sport and
 * league, so the empty state can offer it. Asks only when `enabled`; the answers stay cached, so
 * following the suggestion shows that day at once. `undefined` while still asking, `null` when none.
 */
export function useNextGameDay(params: ScheduleDayParams, enabled: boolean): string | null | undefined {
  const lang = useLanguage();
  const days = Array.from({ length: NEXT_GAME_DAY_LOOKAHEAD }, (_, i) => addDays(params.date, i + 1));
  const results = useQueries({
    queries: days.map((date) => ({ ...scheduleDayQuery(lang, { ...params, date }), enabled })),
  });
  if (!enabled) return undefined;
  for (const [i, result] of results.entries()) {
    if (result.isPending) return undefined;
    if (result.data && result.data.list.length > 0) return days[i];
  }
  return null;
}
