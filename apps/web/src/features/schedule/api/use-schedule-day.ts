import { compactDateOf } from '@kickoff/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useNow } from '../../../core/render-clock.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { type ScheduleDayParams, scheduleKeys } from './schedule-keys.js';

export function scheduleDayQuery(lang: string, params: ScheduleDayParams) {
  return {
    queryKey: scheduleKeys.day(lang, params),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      call('schedule.day', {
        query: { date: params.date, gameType: params.gameType, leagueId: params.leagueId },
        signal,
      }),
  };
}

/**
 * GET /schedule?date&gameType&leagueId: one Tokyo day of games. The server has already applied the
 * day rule of spec §4 (filterScheduleDay), so the list is shown as answered. The previous day stays
 * on screen while the next one loads, so the date strip does not flash. Today's games are read again
 * every minute while on screen: lives go on air and scores change.
 */
export function useScheduleDay(params: ScheduleDayParams) {
  const lang = useLanguage();
  const isToday = params.date === compactDateOf(new Date(useNow()));
  return useQuery({
    ...scheduleDayQuery(lang, params),
    placeholderData: keepPreviousData,
    refetchInterval: isToday ? TODAY_REFRESH_MS : false,
  });
}

const TODAY_REFRESH_MS = 60_000;
