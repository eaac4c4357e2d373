import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { leagueKeys, type PlayerListParams } from './league-keys.js';

/**
 * GET /news/playerlist: a page of a season's players (of a league, or one team), sorted by a
 * statistic on the server (`sort`, `order`); players without the statistic come last.
 */
export function usePlayerList(params: PlayerListParams, enabled = true) {
  const lang = useLanguage();
  return useQuery({
    queryKey: leagueKeys.players(lang, params),
    queryFn: ({ signal }) => call('news.players', { query: { ...params }, signal }),
    enabled:
      enabled &&
      (params.leagueId !== undefined || params.seasonId !== undefined || params.teamId !== undefined),
    placeholderData: keepPreviousData,
  });
}
