import { skipToken, useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { newsKeys } from './news-keys.js';

/** GET /news/post/{id}: the article with its body, neighbours and related posts. */
export function useNewsPost(id: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: newsKeys.post(lang, id ?? 0),
    queryFn: id === undefined ? skipToken : ({ signal }) => call('news.detail', { params: { id }, signal }),
  });
}
