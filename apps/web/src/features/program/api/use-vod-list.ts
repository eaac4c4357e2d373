import type { EndpointData } from '@kickoff/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { programKeys, type VodFilter } from './program-keys.js';

/**
 * A page of VODs with what they belong to: GET /vod/league/detail answers the league, GET
 * /vod/league/gameType the sport, GET /vod/popular neither.
 */
export type VodList = EndpointData<'vod.popular'> &
  Partial<Pick<EndpointData<'vod.league'>, 'league'> & Pick<EndpointData<'vod.gameType'>, 'gameType'>>;

/** The VODs of the default detail page: a league's, else a sport's, else the popular ones (last 30 days). */
export function useVodList(filter: VodFilter, pageNo: number, pageItem: number) {
  const lang = useLanguage();
  const query = { kind: filter.kind, pageNo, pageItem };
  return useQuery({
    queryKey: programKeys.vods(filter, pageNo, pageItem, lang),
    queryFn: ({ signal }): Promise<VodList> =>
      filter.leagueId !== undefined
        ? call('vod.league', { query: { ...query, leagueId: filter.leagueId }, signal })
        : filter.gameType !== undefined
          ? call('vod.gameType', { query: { ...query, gameType: filter.gameType }, signal })
          : call('vod.popular', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
