import type { LeagueRef } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** A league of the menu, with its sport. */
export type LeagueMenuItem = LeagueRef & { gameTypeKey: string; gameTypeName: string };

/** GET /league/sort: every league in menu order (league chips and pickers follow it). */
export function useLeagueSort() {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.sort(lang),
    queryFn: ({ signal }) => api<LeagueMenuItem[]>('/league/sort', { signal }),
    staleTime: 5 * 60_000,
  });
}
