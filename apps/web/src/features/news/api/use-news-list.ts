import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { type NewsListParams, newsKeys } from './news-keys.js';

/** GET /news/post: a page of posts, newest first, of one sport, league or team; the last page stays while the next loads. */
export function useNewsList(params: NewsListParams) {
  const lang = useLanguage();
  return useQuery({
    queryKey: newsKeys.list(lang, params),
    queryFn: ({ signal }) => call('news.list', { query: { ...params }, signal }),
    placeholderData: keepPreviousData,
  });
}
