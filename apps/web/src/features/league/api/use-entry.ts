import type { EntryTeam, LeagueRef, Season } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

export interface Entry {
  league: LeagueRef;
  season: Season;
  teams: EntryTeam[];
}

/** GET /entry/{seasonId}: the teams of a season (entries grid, team filters). */
export function useEntry(seasonId: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.entry(lang, seasonId ?? 0),
    queryFn: ({ signal }) => api<Entry>(`/entry/${seasonId}`, { signal }),
    enabled: seasonId !== undefined,
    staleTime: 5 * 60_000,
  });
}
