import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { favoritesKeys } from './favorites-keys.js';

/** GET /favorite/list/league: every league, grouped by sport (the league picker). */
export function useFavoriteLeagues() {
  const lang = useLanguage();
  return useQuery({
    queryKey: favoritesKeys.leagues(lang),
    queryFn: ({ signal }) => call('favorites.leagues', { signal }),
    staleTime: 5 * 60_000,
  });
}
