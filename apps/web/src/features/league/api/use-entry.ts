import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** GET /entry/{seasonId}: the teams of a season (entries grid, team filters). */
export function useEntry(seasonId: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.entry(lang, seasonId ?? 0),
    queryFn:
      seasonId === undefined
        ? skipToken
        : ({ signal }) => call('league.entry', { params: { id: seasonId }, signal }),
    staleTime: 5 * 60_000,
  });
}
