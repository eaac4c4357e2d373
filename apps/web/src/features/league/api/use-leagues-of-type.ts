import type { GameType, LeagueSummary } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

export interface LeaguesOfType {
  gameType: GameType;
  leagues: LeagueSummary[];
}

/** GET /league/{type}: a sport (by key or id) and its leagues with their current seasons. */
export function useLeaguesOfType(type: string) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.ofType(lang, type),
    queryFn: ({ signal }) => api<LeaguesOfType>(`/league/${encodeURIComponent(type)}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
