import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { scheduleKeys } from './schedule-keys.js';

/**
 * GET /schedule/favorite: the games of the member's teams and leagues over the server's default
 * window (contract FAVORITE_SCHEDULE_WINDOW: today-3 … today+7, Tokyo days), with the favourite ids.
 */
export function useFavoriteSchedule() {
  const lang = useLanguage();
  return useQuery({
    queryKey: scheduleKeys.favorite(lang),
    queryFn: ({ signal }) => call('schedule.favorite', { query: {}, signal }),
  });
}
