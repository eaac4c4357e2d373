import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** GET /league/{type}: a sport (by key or id) and its leagues with their current seasons. */
export function useLeaguesOfType(type: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.ofType(lang, type),
    queryFn: ({ signal }) => call('league.ofType', { params: { type }, signal }),
    staleTime: 5 * 60_000,
  });
}
