import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { searchKeys } from './search-keys.js';

/** GET /search/teams: teams matching the keyword (at most 20), with the league they play in now. */
export function useSearchTeams(keyword: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: searchKeys.teams(lang, keyword),
    queryFn: ({ signal }) => call('search.teams', { query: { keyword }, signal }),
    enabled: keyword !== '',
  });
}
