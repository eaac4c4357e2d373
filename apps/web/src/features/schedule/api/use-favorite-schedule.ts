import type { favoriteScheduleSchema } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { scheduleKeys } from './schedule-keys.js';

/** The answer of GET /schedule/favorite, typed from the contract's schema. */
export type FavoriteSchedule = (typeof favoriteScheduleSchema)['_zod']['output'];

/**
 * GET /schedule/favorite: the games of the member's teams and leagues over the server's default
 * window (contract FAVORITE_SCHEDULE_WINDOW: today-3 … today+7, Tokyo days), with the favourite ids.
 */
export function useFavoriteSchedule() {
  const lang = useLanguage();
  return useQuery({
    queryKey: scheduleKeys.favorite(lang),
    queryFn: ({ signal }) => api<FavoriteSchedule>('/schedule/favorite', { signal }),
  });
}
