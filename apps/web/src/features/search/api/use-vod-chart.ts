import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { searchKeys } from './search-keys.js';

/**
 * GET /vod/chart: one page of the VOD ranking, LIMITS.searchChartPageItems (8) places a page, 40 in
 * all. The previous page stays on screen while the next one loads, so the grid does not jump.
 */
export function useVodChart(pageNo: number) {
  const lang = useLanguage();
  return useQuery({
    queryKey: searchKeys.chart(lang, pageNo),
    queryFn: ({ signal }) => call('vod.chart', { query: { pageNo }, signal }),
    placeholderData: keepPreviousData,
  });
}
