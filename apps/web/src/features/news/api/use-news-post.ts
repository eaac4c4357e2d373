import type { NewsDetail } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { newsKeys } from './news-keys.js';

/** GET /news/post/{id}: the article with its body, neighbours and related posts. */
export function useNewsPost(id: number | undefined) {
  const lang = useLanguage();
  return useQuery({
    queryKey: newsKeys.post(lang, id ?? 0),
    queryFn: ({ signal }) => api<NewsDetail>(`/news/post/${id}`, { signal }),
    enabled: id !== undefined,
  });
}
