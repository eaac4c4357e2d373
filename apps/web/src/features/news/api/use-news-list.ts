import type { NewsSummary, Page } from '@kickoff/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { type NewsListParams, newsKeys } from './news-keys.js';

/** GET /news/post: a page of posts, newest first, of one sport, league or team; the last page stays while the next loads. */
export function useNewsList(params: NewsListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: newsKeys.list(lang, params),
    queryFn: ({ signal }) => api<Page<NewsSummary>>('/news/post', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}
