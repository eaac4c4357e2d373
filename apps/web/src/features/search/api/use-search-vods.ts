import { useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { type SearchVodSort, searchKeys } from './search-keys.js';

/** VODs per page of the result grid: three rows of four on desktop. */
export const SEARCH_VOD_PAGE_ITEMS = 12;

/**
 * GET /search/vod (spec §7): page 1, then pages 2 and later APPENDED by `fetchNextPage` ("もっと見る").
 * `hasNextPage` turns false on the last page, so the button goes away there. A new sort starts again
 * at page 1.
 */
export function useSearchVods(keyword: string, sort: SearchVodSort) {
  const lang = useLanguage();
  return useInfiniteQuery({
    queryKey: searchKeys.vods(lang, keyword, sort),
    queryFn: ({ pageParam, signal }) =>
      call('search.vod', {
        query: { keyword, sort, pageNo: pageParam, pageItem: SEARCH_VOD_PAGE_ITEMS },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pageNo < last.totalPage ? last.pageNo + 1 : undefined),
    // a new sort keeps the grid of the same keyword on screen (dimmed) until its first page arrives
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[3] === lang && previousQuery.queryKey[4] === keyword ? previous : undefined,
    enabled: keyword !== '',
  });
}
