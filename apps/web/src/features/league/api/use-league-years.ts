import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** GET /year/{leagueId}: the years the league has seasons in, newest first (the season selector). */
export function useLeagueYears(leagueId: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.years(lang, leagueId ?? 0),
    queryFn:
      leagueId === undefined
        ? skipToken
        : ({ signal }) => call('league.years', { params: { leagueId }, signal }),
    staleTime: 5 * 60_000,
  });
}
