import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** GET /game/league/{leagueId}: the league's header facts (team count, seasons held). */
export function useLeagueInfo(leagueId: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.info(lang, leagueId ?? 0),
    queryFn:
      leagueId === undefined
        ? skipToken
        : ({ signal }) => call('league.info', { params: { leagueId }, signal }),
    staleTime: 5 * 60_000,
  });
}
