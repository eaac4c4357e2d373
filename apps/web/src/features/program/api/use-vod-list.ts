import type { GameType, LeagueRef, Page, VodItem } from '@kickoff/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { programKeys, type VodFilter } from './program-keys.js';

/**
 * A page of VODs with what they belong to: GET /vod/league/detail answers the league
 * (contract `leagueVodResponse`), GET /vod/league/gameType the sport (`gameTypeVodResponse`),
 * GET /vod/popular neither (`vodPageResponse`).
 */
export type VodList = Page<VodItem> & { league?: LeagueRef; gameType?: GameType };

/** The VODs of the default detail page: a league's, else a sport's, else the popular ones (last 30 days). */
export function useVodList(filter: VodFilter, pageNo: number, pageItem: number) {
  const lang = useLanguage();
  const query = { kind: filter.kind, pageNo, pageItem };
  return useQuery({
    queryKey: programKeys.vods(filter, pageNo, pageItem, lang),
    queryFn: ({ signal }) =>
      filter.leagueId !== undefined
        ? api<VodList>('/vod/league/detail', { query: { ...query, leagueId: filter.leagueId }, signal })
        : filter.gameType !== undefined
          ? api<VodList>('/vod/league/gameType', { query: { ...query, gameType: filter.gameType }, signal })
          : api<VodList>('/vod/popular', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
