import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/**
 * GET /news/standinglist: the full table of a season (`seasonId`), or of a league's current season
 * (`leagueId`). Used by the league home and by /news/standinglist.
 */
export function useStandingList(query: { leagueId?: number; seasonId?: number }, enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.standings(lang, query),
    queryFn: ({ signal }) => call('news.standings', { query: { ...query }, signal }),
    enabled: enabled && (query.leagueId !== undefined || query.seasonId !== undefined),
    placeholderData: keepPreviousData,
  });
}
