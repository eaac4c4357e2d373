import type { EndpointData } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/** A league of the menu, with its sport. */
export type LeagueMenuItem = EndpointData<'league.sort'>[number];

/** GET /league/sort: every league in menu order (league chips and pickers follow it). */
export function useLeagueSort() {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.sort(lang),
    queryFn: ({ signal }) => call('league.sort', { signal }),
    staleTime: 5 * 60_000,
  });
}
