import type { FavoriteLeagueGroup } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { favoritesKeys } from './favorites-keys.js';

/** GET /favorite/list/league: every league, grouped by sport (the league picker). */
export function useFavoriteLeagues() {
  const lang = useLanguage();
  return useQuery({
    queryKey: favoritesKeys.leagues(lang),
    queryFn: ({ signal }) => api<FavoriteLeagueGroup[]>('/favorite/list/league', { signal }),
    staleTime: 5 * 60_000,
  });
}
