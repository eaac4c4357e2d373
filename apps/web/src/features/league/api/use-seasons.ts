import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/**
 * GET /season/{leagueId} (every season) or /season/{leagueId}/{year} (the seasons of one year), each
 * with its competitions and rounds: the round navigator's list and the season pickers.
 */
export function useSeasons(leagueId: number | undefined, year?: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.seasons(lang, leagueId ?? 0, year),
    queryFn:
      leagueId === undefined
        ? skipToken
        : ({ signal }) =>
            year === undefined
              ? call('league.seasons', { params: { leagueId }, signal })
              : call('league.seasonsOfYear', { params: { leagueId, year }, signal }),
    staleTime: 5 * 60_000,
  });
}
