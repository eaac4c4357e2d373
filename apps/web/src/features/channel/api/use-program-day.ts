import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { channelKeys } from './channel-keys.js';

const FIVE_MINUTES = 5 * 60_000;

/**
 * GET /program/{YYYYMMDD}: every visible programme overlapping a Tokyo day (hidden ones are filtered
 * by the server). The previous day stays on screen while the next one loads, so the grid never blinks.
 */
export const programDayQuery = (date: string, lang: string) => ({
  queryKey: channelKeys.day(date, lang),
  queryFn: ({ signal }: { signal?: AbortSignal }) =>
    call('channels.programDay', { params: { date }, signal }),
  staleTime: FIVE_MINUTES,
});

export function useProgramDay(date: string) {
  return useQuery({ ...programDayQuery(date, useLanguage()), placeholderData: keepPreviousData });
}
