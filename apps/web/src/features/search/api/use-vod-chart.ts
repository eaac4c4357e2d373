import type { Page, VodItem } from '@kickoff/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { searchKeys } from './search-keys.js';

export type ChartItem = VodItem & { rank: number };

/**
 * GET /vod/chart: one page of the VOD ranking, LIMITS.searchChartPageItems (8) places a page, 40 in
 * all. The previous page stays on screen while the next one loads, so the grid does not jump.
 */
export function useVodChart(pageNo: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: searchKeys.chart(lang, pageNo),
    queryFn: ({ signal }) => api<Page<ChartItem>>('/vod/chart', { query: { pageNo }, signal }),
    placeholderData: keepPreviousData,
  });
}
