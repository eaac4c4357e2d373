import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys } from './league-keys.js';

/**
 * GET /home/league/{type}: one league's home — next games, latest results, current round, VODs and
 * news — of `leagueId` (default the sport's first league) in `seasonId` (default its current season).
 * The previous league stays on screen while the next one loads, so switching never blanks the page.
 */
export function useLeagueHome(
  type: string,
  leagueId: number | undefined,
  seasonId: number | undefined,
  enabled = true,
) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.home(lang, type, leagueId, seasonId),
    queryFn: ({ signal }) => call('league.home', { params: { type }, query: { leagueId, seasonId }, signal }),
    enabled,
    placeholderData: keepPreviousData,
  });
}
