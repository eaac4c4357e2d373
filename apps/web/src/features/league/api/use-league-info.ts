import type { LeagueInfo } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** GET /game/league/{leagueId}: the league's header facts (team count, seasons held). */
export function useLeagueInfo(leagueId: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.info(lang, leagueId ?? 0),
    queryFn: ({ signal }) => api<LeagueInfo>(`/game/league/${leagueId}`, { signal }),
    enabled: leagueId !== undefined,
    staleTime: 5 * 60_000,
  });
}
