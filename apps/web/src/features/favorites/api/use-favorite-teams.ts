import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { type FavoriteTeamPageParams, favoritesKeys } from './favorites-keys.js';

/**
 * GET /favorite/list/team/{page}?gameType&keyword&pageItem: one page of teams for the team picker,
 * filtered by sport and name. The previous page stays on screen while the next one loads.
 */
export function useFavoriteTeams(params: FavoriteTeamPageParams) {
  const lang = useLanguage();
  const { page, ...query } = params;
  return useQuery({
    queryKey: favoritesKeys.teams(lang, params),
    queryFn: ({ signal }) => call('favorites.teams', { params: { page }, query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}
